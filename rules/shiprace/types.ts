// 連船之遊, the ship race of the book 我々の遊戯: options, moves and state, plain data frozen
// once built.
import type { Geometry } from '../contract.ts';

export const SHIPS_PER_PLAYER = 3;
/** The 19 points between the start (position 0) and the goal (position 20). */
export const POINTS = 19;
export const START = 0;
export const GOAL = POINTS + 1;
/** A ship's resource track goes up to 15. */
export const MAX_CARGO = 15;
/** Resources a player must bring to the goal to bring the game to its end. */
export const GOAL_TARGET = 20;
export const BUILD_COST = 5;
export const STICKS = 5;

/**
 * Where the track lies on the board, as cells: the start's and the goal's berths (one per ship:
 * ship k of player p has berth 3p + k in each) and each point's berths (any ship on the point
 * stands on one of them).
 */
export interface Track {
  readonly start: readonly number[];
  /** 19 points, each a list of cells. */
  readonly points: readonly (readonly number[])[];
  readonly goal: readonly number[];
}

export interface ShipraceOptions {
  /** 2 to 4. */
  players: number;
  /** The board the track lies on (9×9 unless the game was started on another). */
  board: Geometry;
  track: Track;
  /** Whether the track is the default one (the options then leave it out). */
  defaultTrack: boolean;
}

export interface Ship {
  /** `P1a`, `P1b`, `P1c`, `P2a`… */
  readonly id: string;
  readonly player: number;
  /** 0 (start), 1–19 (a point), 20 (goal). */
  readonly at: number;
  /** The cell it stands on. */
  readonly cell: number;
  readonly cargo: number;
}

export type ShipraceMove =
  /** 荷下ろし: the ship goes back to the start and its cargo onto the start's track. */
  | { type: 'unload'; ship: string }
  /** 移動: pay the heads in cargo, sail that many points; `to` is the cell the ship ends on. */
  | { type: 'move'; ship: string; to: number }
  /** 造船: 5 resources from the start fit out an empty ship at the start with 5. */
  | { type: 'build'; ship: string }
  /** 補給: the heads in resources from the common supply onto a ship. */
  | { type: 'supply'; ship: string }
  /** 略奪: heads − 1 resources from another player's ship on the same point onto `ship`. */
  | { type: 'raid'; ship: string; victim: string }
  /** Only when no action is possible. */
  | { type: 'pass' };

export interface ShipraceState {
  readonly options: ShipraceOptions;
  /** Every ship, P1a P1b P1c P2a … */
  readonly ships: readonly Ship[];
  /** Resources on each player's start and goal tracks. */
  readonly start: readonly number[];
  readonly goal: readonly number[];
  /** Turns played so far; the player to move is `turn % players`. */
  readonly turn: number;
  /** Heads of this turn's cast; null while the cast is awaited. */
  readonly cast: number | null;
  readonly last: { readonly player: number; readonly text: string; readonly heads: number } | null;
}
