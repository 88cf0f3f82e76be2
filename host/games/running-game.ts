// A game in progress: its session, its table (the boards it is placed on), its scores and its
// journal. Games are kept by id; a game may have several boards, or none.
import type { Subscription } from 'rxjs';
import { alphaNumericName, areaGeometry, cellAt, type Json, type ScoreSheet } from '../../rules/index.ts';
import type { HostEvent } from '../events.ts';
import type { JournalFile } from '../journal/file.ts';
import { ABANDONED } from '../journal/records.ts';
import type { GameSession } from '../session/session.ts';
import type { GameTable } from '../table/table.ts';
import type { CellMap } from './placement.ts';
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
  view: Json;
  log: { move: string; failed?: true }[];
  awaiting: Json;
  /** Moves the boards show only in part, waiting for a confirmation (button, tap, or sent as a move). */
  confirm: string[];
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
}

export class RunningGame {
  private readonly tableEvents: Subscription;

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
  ) {
    this.tableEvents = table.events$.subscribe((e) => {
      scores.take([e]);
      if (e.type === 'end') journal?.append({ type: 'end', reason: e.reason, winner: e.winner, scores: e.scores });
      report(e);
    });
  }

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
      view: game.view(state),
      log: [...session.log],
      awaiting: (session.awaiting() as Json | null) ?? null,
      confirm: this.table.confirmable,
      toMove: game.toMove?.(state) ?? null,
      over: game.isOver(state),
      scores: scores.scoresOf(state),
      sheet: scores.sheetOf(state),
      result: scores.result,
      areas: shape.areas.map((a, i) => {
        const region = placement[i];
        const size = areaGeometry(a);
        return {
          id: a.id, seat: a.seat ?? null, rows: size.rows, cols: size.cols,
          board: region?.board ?? null,
          at: region ? alphaNumericName(cellAt(region.row, region.col, this.boardSpace(region.board)), this.boardSpace(region.board)) : null,
        };
      }),
    };
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
