/// <reference lib="dom" />
// The panel "Guided first game": a button per lesson (GET /api/lessons) that starts it on the
// board, and while a lesson runs its step in big words, "step 3 of 8", and an Undo button. The
// step comes from the game's `lesson` (a page loading late shows it) and from `lesson` events.
// Its words come from the catalogue (lesson.*); the lessons' own from the host, in both languages.
import type { Api } from './api.ts';
import { el } from './dom.ts';
import { both } from './i18n.ts';
import { inWords, type Words } from './lang.ts';
import type { GameDetail, HostEvent } from './types.ts';
import type { LessonInfo, LessonStatus } from '../../host/index.ts';

/** "Step 3 of 8" / "ステップ 3/8" (as the kiosk screen says it); once done, "Lesson finished". */
export function stepWords(lesson: Pick<LessonStatus, 'step' | 'steps' | 'done'>): Words {
  return lesson.done ? both('lesson.done') : both('table.lesson.step', { step: lesson.step, steps: lesson.steps });
}

/** What the step asks of the players, besides its explanation: the move lit, or the option to choose. */
export function askWords(lesson: Pick<LessonStatus, 'move' | 'choice' | 'done'>): Words | null {
  if (lesson.done) return null;
  if (lesson.move !== undefined) return both('lesson.make', { move: lesson.move });
  if (lesson.choice !== undefined) return both('lesson.choose', { choice: lesson.choice });
  return null;
}

/** The lesson as it stands after a `lesson` event (the game's `lesson` kept for what the event does not say). */
export function afterEvent(now: LessonStatus | null, e: HostEvent): LessonStatus | null {
  if (e.type !== 'lesson') return now;
  const { lesson, step, steps, say, move, done } = e;
  const title = now?.id === lesson ? now.title : { en: lesson, ja: lesson };
  const next: LessonStatus = { id: lesson, title, step, steps, say, done: done === true };
  if (move !== undefined) next.move = move;
  else if (done !== true && now?.id === lesson && now.step === step && now.choice !== undefined) next.choice = now.choice;
  return next;
}

export interface LessonPanelContext {
  api: Api;
  /** The board lessons are started on. */
  board: string;
  lessons: readonly LessonInfo[];
  /** The game on the board, if any: its `lesson` says whether one runs. */
  game: GameDetail | null;
  /** Whether this page may act (the operator's token): spectators see the step, not the buttons. */
  operator: boolean;
  /** Told after each request: the game it started or changed, or the API's message. */
  onResult: (result: { ok: true; game: GameDetail } | { ok: false; message: string }) => void;
}

/** The panel: the lessons to start, or the lesson running (its step big, its number, Undo). */
export function lessonPanel(ctx: LessonPanelContext): HTMLElement {
  const { api, board, game } = ctx;
  const lesson = game?.lesson ?? null;
  const panel = el('section', { class: 'lesson-panel', 'aria-live': 'polite' }, el('h2', {}, inWords(both('lesson.heading'))));
  const report = async (request: Promise<{ ok: true; value: unknown } | { ok: false; message: string }>) => {
    const result = await request;
    if (!result.ok) { ctx.onResult({ ok: false, message: result.message }); return; }
    const value = result.value as GameDetail | { game: GameDetail };
    ctx.onResult({ ok: true, game: 'game' in value && typeof value.game === 'object' ? value.game : value as GameDetail });
  };
  if (lesson !== null && game !== null) {
    panel.append(
      el('p', { class: 'lesson-title' }, inWords(lesson.title)),
      el('p', { class: 'lesson-step' }, inWords(stepWords(lesson))),
      el('p', { class: 'lesson-say' }, inWords(lesson.say)),
    );
    const ask = askWords(lesson);
    if (ask !== null) panel.append(el('p', { class: 'lesson-ask' }, inWords(ask)));
    if (!lesson.done && ctx.operator) {
      const undo = el('button', { type: 'button', class: 'lesson-undo' }, inWords(both('lesson.undo')));
      undo.addEventListener('click', () => void report(api.post(`/api/games/${encodeURIComponent(game.id)}/undo`)));
      panel.append(undo);
    }
  }
  if (lesson === null || lesson.done) {
    const buttons = ctx.lessons.map((l) => {
      const button = el('button', { type: 'button', class: 'lesson-start', 'data-lesson': l.id }, inWords(l.title));
      button.addEventListener('click', () => void report(api.post(`/api/lessons/${encodeURIComponent(l.id)}/start`, { board })));
      return button;
    });
    panel.append(el('div', { class: 'lesson-list' }, ...buttons));
  }
  return panel;
}
