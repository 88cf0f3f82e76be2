// Where a session stands besides the game's own state: free to take moves (the game may itself
// wait for a cast, a choice or an entry), waiting for the players to name one of several moves
// that look alike, or waiting for the casts that decide a move just played.
import type { CellSet, Label } from '../../rules/index.ts';
import type { SessionEvent } from './events.ts';

export type Phase =
  | { kind: 'open' }
  /** Several moves look the same on the board: the player names one. The board already shows `after`. */
  | { kind: 'naming'; prompt: string; words?: Label; moves: unknown[]; labels: string[]; after: CellSet }
  /** A move played whose casts are not all known yet, and what happened meanwhile. */
  | { kind: 'deciding'; label: string; stateBefore: unknown; casts: SessionEvent[]; others: SessionEvent[]; failed: boolean };

export const OPEN: Phase = Object.freeze({ kind: 'open' });
