// The Cetkaik game's options, moves and state. Options and moves are plain JSON-able data; the
// state holds the board as an Int8Array of 81 piece codes (pieces.ts) that is never written to
// once the state exists: every move builds a new board.
import type { HeldPiece } from './hands.ts';
import type { Color, Kind, Side } from './pieces.ts';

export type Ruleset = 'y1huap1' | 'cerke_online' | 'kyouiku' | 'old';
/** `old` is 古机戦, a game of its own played by old/ (see OLD.md). */
export const RULESETS: readonly Ruleset[] = ['y1huap1', 'cerke_online', 'kyouiku', 'old'];

export interface CetkaikOptions {
  /** y1huap1 (default, the official rule, strict), cerke_online (as played online), kyouiku (school hands), old (古机戦). */
  ruleset: Ruleset;
  /** Seasons in a game: 1, 2 or 4 (default). */
  seasons: 1 | 2 | 4;
  /** Who moves first in each season, when agreed beforehand; seasons not listed cast for it. */
  firstMovers: Side[] | null;
  /** A computer opponent: the side it plays and its level (bot/README.md). Absent: people play both sides. */
  bot?: { side: Side; level: 'easy' | 'normal' | 'strong' | 'greedy' | 'random' };
}

export type CetkaikMove =
  /**
   * A piece on the board: `SRC片DEST`, `SRC片VIADEST` (stepping, second leg a step or a jump),
   * `SRC片VIA心DEST` (stepping, second leg a ray toward DEST: `ray` is true).
   */
  | {
      type: 'piece';
      src: number;
      via: number | null;
      dest: number;
      ray: boolean;
      /** 古机戦 only: a second boat stepped on after `via` (old/movement.ts). */
      via2?: number;
    }
  /**
   * The Tam2's two king-steps SRC → MID → DEST. `via` is the occupied square it stepped over,
   * in the first half (`SRC皇VIA[MID]DEST`) or the second (`SRC皇[MID]VIADEST`).
   */
  | { type: 'tam2'; src: number; mid: number; dest: number; via: number | null; stepIn: 'first' | 'second' | null }
  /** A piece from hand onto an empty square: `黒兵NO`. */
  | { type: 'drop'; color: Color; kind: Kind; dest: number };

export type PieceMove = Extract<CetkaikMove, { type: 'piece' }>;

export type { HeldPiece } from './hands.ts';

/** The penalty hands of §5, incurred by moves rather than held pieces. */
export type PenaltyHand = '撃皇' | '皇再来';

/** What the game waits for before the next move. */
export type Waiting =
  /** The sticks for a move already declared (the board does not change until the move completes). */
  | { kind: 'cast'; purpose: 'stepping' | 'water'; move: PieceMove; casts?: readonly MoveCast[] }
  /** cerke_online: the stepping cast fell short of the declared square; take a nearer one or give up. */
  | { kind: 'direction'; move: PieceMove; heads: number; squares: number[]; casts?: readonly MoveCast[] }
  /** 再行 or 終季 after a move that formed a new hand (or, in the strict rulesets, a penalty). */
  | { kind: 'declare'; newHands: string[] };

/** A cast of the sticks made for a move, and the heads it needed (a stepping ray's distance, or 3 to enter water). */
export interface MoveCast { purpose: 'stepping' | 'water'; heads: number; needed: number }

export interface LastMove {
  side: Side;
  move: CetkaikMove;
  /** The move in the community notation, as written when it was played. */
  text: string;
  failed: boolean;
  /** The casts the move took, in order (none for most moves): what the picture shows of them. */
  casts?: readonly MoveCast[];
}

export interface CetkaikState {
  readonly options: CetkaikOptions;
  /** 81 piece codes; never mutated. */
  readonly board: Int8Array;
  /** Captured pieces each side may drop, in the order they were taken. */
  readonly hands: Readonly<Record<Side, readonly HeldPiece[]>>;
  /** Penalty hands each side incurred this season (strict rulesets; each counts once). */
  readonly penalties: Readonly<Record<Side, readonly PenaltyHand[]>>;
  readonly toMove: Side;
  /** The side whose last move was a Tam2 move, else null. */
  readonly tamMovedBy: Side | null;
  readonly scores: Readonly<Record<Side, number>>;
  /** The stake: 1, 2, 4 … 64. */
  readonly rate: number;
  /** 0-based season index (春 夏 秋 冬). */
  readonly season: number;
  readonly seasonFirstMover: Side;
  readonly waiting: Waiting | null;
  readonly lastMove: LastMove | null;
  /** The season's latest move that cast the sticks (what the dashboard shows of the sticks); absent before any. */
  readonly lastCast?: LastMove | null;
  readonly over: boolean;
  readonly winner: Side | null;
  /** Why the game ended, once it has (the end event's reason): the position alone cannot always tell. */
  readonly endReason?: string;
}

export const START_SCORE = 20;
export const MAX_RATE = 64;
export const STICKS = 5;
/** Heads a water entry needs. */
export const WATER_HEADS = 3;
export const SEASON_NAMES = ['春', '夏', '秋', '冬'];
