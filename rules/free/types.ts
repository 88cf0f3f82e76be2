// The free game's options, moves and state. All plain data: options and moves are JSON,
// the state is frozen plain objects around an immutable CellSet.
import type { CellSet } from '../cellset.ts';

export interface FreeOptions {
  rows: number;
  cols: number;
  /** Also allow putting a new piece on an empty cell (`+D5`). */
  add: boolean;
  /** Piece colours (only with add), or null when pieces have no colour. */
  colors: string[] | null;
  /** Sticks cast after each move; 0 = no cast. */
  cast: number;
  /** The game ends after this many moves; null = never. */
  limit: number | null;
}

export type FreeMove =
  /** `C3-D5`: a piece goes from an occupied cell to an empty one, keeping its colour. */
  | { type: 'move'; from: number; to: number }
  /** `+D5` or `+D5:red`: a new piece on an empty cell. */
  | { type: 'add'; to: number; color: string | null };

export interface FreeState {
  readonly options: FreeOptions;
  readonly occupied: CellSet;
  /** Colour of the piece on each cell (indexed by cell), or null when the game has no colours. */
  readonly colors: readonly (string | null)[] | null;
  /** Moves made so far, oldest first. */
  /** How many moves were made (the history itself is the host's log, not the state's). */
  readonly moveCount: number;
  readonly lastMove: FreeMove | null;
  /** Heads of the last cast, or null before any. */
  readonly lastCast: number | null;
  /** True while the game waits for the cast that follows a move. */
  readonly awaitingCast: boolean;
  readonly over: boolean;
}

export const FREE_CAST_PURPOSE = 'free cast';
