// A guided first game at the table: each step of the lesson (rules/lessons.ts) is said (a
// `lesson` event) and its move lit for the players to make with the real pieces, as a computer
// opponent's move is (GameTable.guide: the boards are read as that move only, anything else gets
// correction lights). A choice step is answered on the dashboard; only the scripted option is
// taken. Where the lesson stands is worked out from the game's own inputs (moves and choices), so
// an undo steps it back and a game resumed from its journal goes on at its step. A move whose
// cast failed is taken back at once (the sticks decided against it: the players make it again).
import type { Subscription } from 'rxjs';
import { CellSet, lessonProgress, type Label, type Lesson, type LessonInput, type LessonStep } from '../../rules/index.ts';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { TableEvent } from '../events.ts';
import type { GameSession } from '../session/session.ts';
import type { GameTable } from '../table/table.ts';

/** Where a lesson stands, for the game's detail (a page loading late shows it). */
export interface LessonStatus {
  id: string;
  title: Label;
  /** The step to make now, from 1; `steps` once done. */
  step: number;
  steps: number;
  say: Label;
  /** The step's move (lit on the board) or option of a choice (made on the screen). */
  move?: string;
  choice?: string;
  done: boolean;
}

const FAILED: Label = {
  en: 'The sticks fell short: the move failed. It is taken back — put the piece back where the lights show and make the move again.',
  ja: '投棒の表が足りず、動きは失敗しました。取り消したので、光る場所に駒を戻してもう一度指してください。',
};

export class LessonGuide {
  private readonly subscription: Subscription;
  private readonly tableEvents: Subscription;
  private timer: TimerHandle | null = null;
  private said: string | null = null;
  private closed = false;

  constructor(
    readonly lesson: Lesson,
    private readonly session: GameSession,
    private readonly table: GameTable,
    private readonly clock: Clock,
  ) {
    this.subscription = session.changed$.subscribe(() => {
      // From within a change: nothing is read from the boards until the lesson has looked again.
      if (!this.over()) table.awaitGuide();
      this.timer ??= clock.setTimeout(() => { this.timer = null; this.look(); }, 0);
    });
    this.tableEvents = table.events$.subscribe((e) => { if (e.type === 'correction') this.refuseOther(e.clear, e.fill, e.board); });
    this.look();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.subscription.unsubscribe();
    this.tableEvents.unsubscribe();
  }

  status(): LessonStatus {
    const { lesson } = this;
    const steps = lesson.steps.length;
    const { step } = this.progress();
    if (this.over()) return { id: lesson.id, title: lesson.title, step: steps, steps, say: lesson.end, done: true };
    const now = lesson.steps[Math.min(step, steps - 1)];
    return { id: lesson.id, title: lesson.title, step: Math.min(step, steps - 1) + 1, steps, say: now.say, ...act(now), done: false };
  }

  /** Why a move entered on the dashboard is refused now, else null: only the step's move is taken. */
  refusesEntered(text: string): string | null {
    const now = this.current();
    if (now === null) return null;
    if ('move' in now) {
      const { game, state } = this.session;
      const parsed = game.parseMove(text, state);
      if (parsed.ok && game.formatMove(parsed.value, state) === now.move) return null;
      return `the lesson's step is the move ${now.move}`;
    }
    return `the lesson's step is a choice: ${now.choice}`;
  }

  /** Why a choice made on the dashboard is refused now, else null: only the step's option is taken. */
  refusesChoice(value: string): string | null {
    const now = this.current();
    if (now === null || ('choice' in now && now.choice === value)) return null;
    return 'choice' in now ? `the lesson's step is to choose ${now.choice}` : `the lesson's step is the move ${now.move}`;
  }

  /** The step to make now, or null once the lesson is over (or off its script: being taken back). */
  private current(): LessonStep | null {
    if (this.closed || this.over()) return null;
    const { step, off } = this.progress();
    return off ? null : this.lesson.steps[step] ?? null;
  }

  private over(): boolean { return this.session.game.isOver(this.session.state); }

  /** The game's inputs in order (moves, and the choices after the moves they followed) against the script. */
  private progress(): { step: number; off: boolean; inputs: number } {
    const { log, decisions } = this.session;
    const inputs: LessonInput[] = [];
    const choices = decisions.filter((d) => d.kind === 'choice');
    let c = 0;
    for (let m = 0; m <= log.length; m++) {
      for (; c < choices.length && choices[c].moves <= m; c++) {
        const choice = choices[c];
        if (choice.kind === 'choice') inputs.push({ choice: choice.value });
      }
      if (m < log.length) inputs.push(log[m].failed ? { move: log[m].move, failed: true } : { move: log[m].move });
    }
    return { ...lessonProgress(this.lesson, inputs), inputs: inputs.length };
  }

  /** Says the step and lights it; takes back a move off the script; says the end once. */
  private look(): void {
    if (this.closed) return;
    const { lesson, table } = this;
    const { step, off } = this.progress();
    if (off) {
      this.say(`off:${this.session.log.length}`, { type: 'lesson', lesson: lesson.id, step: step + 1, steps: lesson.steps.length, say: FAILED });
      table.undo();
      return;
    }
    const status = this.status();
    if (status.done) {
      table.guide(null);
      this.say('done', { type: 'lesson', lesson: lesson.id, step: status.steps, steps: status.steps, say: status.say, done: true });
      return;
    }
    this.say(`step:${status.step}`, { type: 'lesson', lesson: lesson.id, step: status.step, steps: status.steps, say: status.say, ...(status.move === undefined ? {} : { move: status.move }) });
    // A choice is the dashboard's: the boards read no move and pick no option meanwhile.
    if (status.move !== undefined) table.guide(status.move);
    else table.hold();
  }

  /** Each step is said once when it comes (again after an undo took the lesson back to it). */
  private say(key: string, e: Extract<TableEvent, { type: 'lesson' }>): void {
    if (this.said === key) return;
    this.said = key;
    this.table.report(e);
  }

  /** The boards show another legal move than the step's: refused for the lesson, said in words (the lights already correct it). */
  private refuseOther(clear: string[], fill: string[], board: string): void {
    const now = this.current();
    if (now === null || !('move' in now)) return;
    const { map } = this.table;
    const cells = (names: string[]) => CellSet.from(names.map((n) => map.parseName(n, { board })).filter((c): c is number => c !== null));
    const { game, state } = this.session;
    const position = this.session.position();
    const shown = position.expected.minus(cells(fill)).union(cells(clear));
    const other = position.candidates.find((c) => c.after.equals(shown));
    if (other === undefined) return;
    const made = game.formatMove(other.move, state);
    if (made === now.move) return;
    this.table.report({ type: 'rejected', code: 'not-the-lesson-step', reason: `${made} is a legal move, but the lesson's step is ${now.move}: put the pieces back as the lights show` });
  }
}

function act(step: LessonStep): { move: string } | { choice: string } {
  return 'move' in step ? { move: step.move } : { choice: step.choice };
}
