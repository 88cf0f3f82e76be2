// A game in progress: its session, its table (the boards it is placed on), its scores and its
// journal. Games are kept by id; a game may have several boards, or none.
import type { Subscription } from 'rxjs';
import { alphaNumericName, areaGeometry, cellAt, type Json, type Label, type MoveWords, type ScoreSheet } from '../../rules/index.ts';
import type { HostEvent } from '../events.ts';
import type { JournalFile } from '../journal/file.ts';
import { ABANDONED } from '../journal/records.ts';
import type { GameSession } from '../session/session.ts';
import type { GameTable } from '../table/table.ts';
import { awaitedWords, gameActions, type GameAction } from './actions.ts';
import type { ComputerStatus } from '../bots/bot-player.ts';
import type { LessonStatus } from '../lessons/lesson-guide.ts';
import type { CellMap } from './placement.ts';
import type { RemoteMode } from './remote-side.ts';
import type { RemoteStatus } from './remote-status.ts';
import type { GameResult, Scores } from './scores.ts';

/** Where an area of the game lies: on which board, and its top-left cell there. */
export interface AreaPlace { id: string; seat: string | null; rows: number; cols: number; board: string | null; at: string | null }

export interface GameDetail {
  id: string;
  /** The first board ('' for a game with no board); `boards` has them all, in order. */
  board: string;
  boards: string[];
  game: string;
  title: string;
  /** The game's name in both languages (the rules' `names`, else the title in both). */
  names: Label;
  view: Json;
  /** The moves played, each in the game's notation and in words (`label`). */
  log: { move: string; failed?: true; label: MoveWords }[];
  awaiting: Json;
  /** What the game waits for, in words (both languages); null while it waits for a move. */
  prompt: Label | null;
  /** Moves the boards show only in part, waiting for a confirmation (button, tap, or sent as a move). */
  confirm: string[];
  /**
   * Legal moves the boards cannot show whole (not sensed, sensed only in part, or in an area on
   * no board): what the dashboard offers to enter. At most MAX_ENTERABLE, sorted.
   */
  enterable: string[];
  /** Every input a player can make now that the boards do not take by themselves, in words (see actions.ts). */
  actions: GameAction[];
  /** Who acts now, when the game says. */
  toMove: string | null;
  over: boolean;
  /** The scores now (the game's own sheet, else the latest it reported), null before any. */
  scores: Record<string, number> | null;
  /** The game's score sheet (breakdown, ranking), when it keeps one. */
  sheet: ScoreSheet | null;
  /** How the game ended, once it has. */
  result: GameResult | null;
  /** The game's areas and where they lie (one area, the whole board, for most games). */
  areas: AreaPlace[];
  /** The computer opponent, when one is seated: thinking, its move to make, its latest answer. */
  computer: ComputerStatus | null;
  /** How the remote match stands, when a side is played from another host (remote-status.ts); else null. */
  remote: RemoteStatus | null;
  /** The guided first game this game is, and where it stands (the step to make, said in words); else null. */
  lesson: LessonStatus | null;
  /** Hints given in this game so far (host/teach/hint.ts), counted from its journal after a resume. */
  hints: number;
}

/** More moves to enter than a list can usefully show: the dashboard takes the notation typed in. */
export const MAX_ENTERABLE = 200;

export class RunningGame {
  private readonly tableEvents: Subscription;
  private enterableOf: { state: unknown; moves: string[] } | null = null;
  private actionsOf: { state: unknown; key: string; actions: GameAction[] } | null = null;
  /** Hints given so far (the journal's hint records, on a resumed game). */
  hints = 0;

  constructor(
    readonly id: string,
    readonly session: GameSession,
    readonly table: GameTable,
    readonly scores: Scores,
    /** Where its inputs are kept (null when the host keeps no journal). */
    readonly journal: JournalFile | null,
    /** The boards it was started on, in order. */
    readonly boards: readonly string[],
    report: (e: HostEvent) => void,
    /** The side a computer opponent plays, if one is seated. */
    private readonly botSide: string | null = null,
  ) {
    if (journal) journal.onNotice = (reason, words) => table.report({ type: 'journal', reason, said: words });
    this.tableEvents = table.events$.subscribe((e) => {
      scores.take([e]);
      if (e.type === 'end') journal?.append({ type: 'end', reason: e.reason, winner: e.winner, scores: e.scores });
      if (e.type === 'hint') { this.hints++; journal?.append({ type: 'hint', move: e.move, by: e.by }); }
      report(e);
    });
  }

  /** What the computer opponent seated at this game is doing, once one is. */
  private computer: (() => ComputerStatus) | null = null;

  seatComputer(status: () => ComputerStatus): void { this.computer = status; }

  /** The side played from elsewhere, once there is one: how its match stands, and how the side is driven now. */
  private remote: { status(): RemoteStatus | null; mode(): RemoteMode; castsHere(): boolean } | null = null;

  seatRemote(remote: { status(): RemoteStatus | null; mode(): RemoteMode; castsHere(): boolean }): void { this.remote = remote; }

  /** The guided first game this game is, once it is one. */
  private lessonStatus: (() => LessonStatus) | null = null;

  seatLesson(status: () => LessonStatus): void { this.lessonStatus = status; }

  get map(): CellMap { return this.table.map; }

  detail(): GameDetail {
    const { session, scores } = this;
    const { game, state } = session;
    const { shape, placement } = this.map;
    return {
      id: this.id,
      board: this.boards[0] ?? '',
      boards: [...this.boards],
      game: game.id,
      title: game.title,
      names: game.names ?? { en: game.title, ja: game.title },
      view: game.view(state),
      log: session.log.map((entry, i) => ({ ...entry, label: session.logWords[i] })),
      awaiting: (session.awaiting() as Json | null) ?? null,
      prompt: awaitedWords(session),
      confirm: this.table.confirmable,
      enterable: this.enterable(),
      actions: this.lessonOnly(this.actions()),
      toMove: game.toMove?.(state) ?? null,
      over: game.isOver(state),
      scores: scores.scoresOf(state),
      sheet: scores.sheetOf(state),
      result: scores.resultOf(state),
      areas: shape.areas.map((a, i) => {
        const region = placement[i];
        const size = areaGeometry(a);
        return {
          id: a.id, seat: a.seat ?? null, rows: size.rows, cols: size.cols,
          board: region?.board ?? null,
          at: region ? alphaNumericName(cellAt(region.row, region.col, this.boardSpace(region.board)), this.boardSpace(region.board)) : null,
        };
      }),
      computer: this.computer?.() ?? null,
      remote: this.remote?.status() ?? null,
      lesson: this.lessonStatus?.() ?? null,
      hints: this.hints,
    };
  }

  /** Whether the boards cannot show this move whole: not sensed, sensed in part, or (partly) in an area on no board. */
  private readonly canEnter = (move: unknown): boolean => {
    const { state, shape } = this.session;
    const fp = shape.footprint(state, move);
    const cells = fp.lift.union(fp.fill).union(fp.touch);
    return (fp.sensing ?? 'fully') !== 'fully' || cells.isEmpty() || ![...cells].every((cell) => this.map.toBoard(cell) !== undefined);
  };

  /** In a lesson, only its step is offered: its move (when the boards cannot show it), its option; casts and entries stay. */
  private lessonOnly(actions: GameAction[]): GameAction[] {
    const lesson = this.lessonStatus?.() ?? null;
    if (lesson === null || lesson.done) return actions;
    return actions.filter((a) => (a.kind === 'move' ? a.move === lesson.move : a.kind === 'choice' ? a.choice === lesson.choice : a.kind !== 'form'));
  }

  /** Worked out once per state (and per confirmation list, computer's move and what the session waits for). */
  private actions(): GameAction[] {
    const { session, table } = this;
    // The state, and besides it what the session waits for (the players naming one of several look-alike moves).
    const remote = this.remote === null ? null : { mode: this.remote.mode(), castsHere: this.remote.castsHere() };
    const key = `${table.confirmable.join('\n')}\u0000${table.guidedMove ?? ''}\u0000${JSON.stringify(session.awaiting())}\u0000${JSON.stringify(remote)}`;
    const cached = this.actionsOf;
    if (cached !== null && cached.state === session.state && cached.key === key) return cached.actions;
    const actions = gameActions({ session, enterable: this.canEnter, confirmable: table.confirmable, botSide: this.botSide, guided: table.guidedMove, remote });
    this.actionsOf = { state: session.state, key, actions };
    return actions;
  }

  /** Worked out once per state. */
  private enterable(): string[] {
    const { game, state } = this.session;
    const cached = this.enterableOf;
    if (cached !== null && cached.state === state) return cached.moves;
    const moves: string[] = [];
    for (const move of game.legalMoves(state) as unknown[]) {
      if (this.canEnter(move)) moves.push(game.formatMove(move, state));
      if (moves.length > MAX_ENTERABLE) break;
    }
    const sorted = moves.sort().slice(0, MAX_ENTERABLE);
    this.enterableOf = { state, moves: sorted };
    return sorted;
  }

  private boardSpace(board: string): { rows: number; cols: number } {
    return this.map.boards.find((b) => b.id === board)!;
  }

  /** Stops the table; closes the journal (as abandoned unless `abandon` is false or the game is over). */
  stop(abandon: boolean): void {
    this.tableEvents.unsubscribe();
    this.table.stop();
    if (!this.journal) return;
    const { game, state } = this.session;
    if (abandon && !game.isOver(state)) this.journal.append({ type: 'end', reason: ABANDONED });
    this.journal.close();
  }
}
