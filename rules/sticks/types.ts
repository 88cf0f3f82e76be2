// The throwing-stick games of the book 我々の遊戯: 獣裁, 連撃獣裁 and 新遊. Options, moves and
// states are plain JSON-able data, frozen once built.
import type { Geometry } from '../contract.ts';

/** Which of the three games a state belongs to. */
export type StickGameKind = 'jusai' | 'rengeki' | 'shinyu';

/** Five two-faced sticks are cast at once: 0 to 5 heads. */
export const STICKS = 5;

export interface SticksOptions {
  /** Seat order; names are single words (P1, Aoi…). */
  players: readonly string[];
  /** 新遊: the banker (親), fixed for the session; null in the other games. */
  banker: string | null;
  /** Every purse at the start. */
  balance: number;
  /** The board the game was started on, if any: its LEDs show the heads and the totals. */
  board: Geometry | null;
}

export type SticksMove =
  /** 獣裁, 連撃獣裁: a player puts a stake in the pot. */
  | { type: 'stake'; player: string; amount: number }
  /** 新遊: a child bets on a number of heads. */
  | { type: 'bet'; player: string; heads: number; amount: number }
  /** The sticks are thrown (the cast itself comes through `pending`/`resolve`). */
  | { type: 'throw' }
  /** 連撃獣裁: the thrower keeps the running total (ショーンマーク). */
  | { type: 'stop' };

/** The last cast, for the lights and the view. */
export interface LastCast {
  readonly player: string;
  readonly heads: number;
}

/** One finished contest of 獣裁/連撃獣裁 (a round, or a re-throw after a tie). */
export interface ContestRecord {
  readonly round: number;
  /** 0 for the round's first contest, 1 for the first re-throw… */
  readonly tie: number;
  readonly totals: Readonly<Record<string, number>>;
  /** Who took the pot; several when the pot was shared (every tied player broke). */
  readonly winners: readonly string[];
  readonly pot: number;
}

/** 獣裁 and 連撃獣裁. */
export interface ContestState {
  readonly kind: 'jusai' | 'rengeki';
  readonly options: SticksOptions;
  readonly balances: Readonly<Record<string, number>>;
  /** Players out of the game (they could not cover a stake), in the order they went out. */
  readonly out: readonly string[];
  /** 1-based. */
  readonly round: number;
  /** 0: the round's first contest; k: the k-th re-throw among tied players. */
  readonly tie: number;
  /** Who plays this contest, in seat order: every player still in, or the tied ones. */
  readonly contenders: readonly string[];
  /** The stake of this contest, set by its first stake; null before. */
  readonly ante: number | null;
  /** Who has staked in this contest. */
  readonly staked: readonly string[];
  readonly pot: number;
  /** The final total of each contender who has finished throwing. */
  readonly totals: Readonly<Record<string, number>>;
  /** 連撃獣裁: the thrower's running total, and how many times they threw in this streak. */
  readonly streak: number;
  readonly throws: number;
  /** A `throw` was played: the cast is awaited. */
  readonly casting: boolean;
  readonly lastCast: LastCast | null;
  /** Finished contests, oldest first (not part of the position JSON). */
  readonly history: readonly ContestRecord[];
}

/** A child's bet in 新遊. */
export interface Bet {
  readonly heads: number;
  readonly amount: number;
}

/** One settled round of 新遊. */
export interface BankRecord {
  readonly round: number;
  readonly heads: number;
  readonly bets: Readonly<Record<string, Bet>>;
  /** What each child got back (stake included); 0 for a losing bet. */
  readonly paid: Readonly<Record<string, number>>;
  /** The banker's gain (negative: a loss) on the round. */
  readonly banker: number;
}

/** 新遊. */
export interface BankState {
  readonly kind: 'shinyu';
  readonly options: SticksOptions;
  readonly balances: Readonly<Record<string, number>>;
  readonly out: readonly string[];
  readonly round: number;
  /** This round's bets; a bet's amount has left the child's purse and lies on the paper. */
  readonly bets: Readonly<Record<string, Bet>>;
  readonly casting: boolean;
  readonly lastCast: LastCast | null;
  readonly history: readonly BankRecord[];
}

export type SticksState = ContestState | BankState;
