// The game contract: everything the host, the detector, the lights and the dashboard know
// about a game. Games are pure: no I/O, no clock, randomness only through the Rng passed in.
import type { CellSet } from './cellset.ts';
import type { Rng } from './rng.ts';

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

export interface RuleError {
  /** Stable machine-readable code, e.g. 'not-your-piece', 'bad-notation'. */
  code: string;
  /** One sentence a player understands. */
  message: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Geometry { rows: number; cols: number }

/** What a lit cell means; the host's theme gives each a colour. */
export const LIGHT_ROLES = [
  'selected', // the lifted piece's square
  'target', // a plain legal destination
  'capture', // a destination that captures
  'cast', // a destination that needs a cast
  'step', // a square a piece may step over
  'error', // something wrong stands here
  'clear', // guidance: take the piece off this cell
  'fill', // guidance: put a piece on this cell
  'last', // the last move
  'confirm', // a move just committed (blinks for a moment, then shows as 'last')
  'hint', // a cell that is part of some legal move (placement games)
  'centre', // a strongly marked start area
  'heads', // a stick that fell heads
  'score', // a scored area
  'gold', // a scored bonus
  'site', // fixed features of the site drawn by the LEDs
] as const;
export type LightRole = (typeof LIGHT_ROLES)[number];

/** How the destination of a move is lit while its piece is lifted. */
export type TargetKind = 'plain' | 'capture' | 'cast' | 'step';

/**
 * What a move does to the board's occupancy, so the host can match moves without knowing the
 * game. Expected occupancy after the move = occupancy(state) − lift + fill.
 */
export interface Footprint {
  /** Cells occupied before and empty after. */
  lift: CellSet;
  /** Cells empty before and occupied after (a placement may fill several at once). */
  fill: CellSet;
  /** Cells occupied before and after whose piece is replaced (a capture): must be seen empty in between. */
  touch: CellSet;
  /** Cells the move passes over that a player should see (stepping squares). */
  via: CellSet;
  /** How the destination is lit. */
  kind: TargetKind;
}

/** What a game waits for before play can go on. */
export type Pending =
  /**
   * `decidesMove`: the cast (or choice) decides whether the move just played succeeds (a stepping
   * or water cast; where to stop after a short cast), so the move is reported once it is known,
   * with `failed` when it failed.
   */
  | { kind: 'cast'; sticks: number; purpose: string; decidesMove?: boolean }
  | { kind: 'choice'; prompt: string; options: string[]; decidesMove?: boolean };

export type PendingInput = { cast: number } | { choice: string };

/** Things that happened, for the event stream, the journal and the lights. */
export type GameEvent =
  | { type: 'cast'; heads: number; purpose: string }
  | { type: 'score'; scores: Record<string, number>; detail?: Json }
  | { type: 'end'; scores: Record<string, number>; winner: string | null; reason: string }
  | { type: 'note'; text: string };

export interface Outcome<S> {
  state: S;
  events: GameEvent[];
  /** True when the move was played but failed (a failed cast: the piece goes back). */
  failed?: boolean;
}

/** When several legal moves look the same on the board. */
export type Disambiguation<M> = { move: M } | { choice: { prompt: string; options: M[] } };

export interface Game<S, M, O = Json> {
  readonly id: string;
  readonly title: string;

  /**
   * Validates options (from JSON); unknown keys and bad values are errors. `board` is the size of
   * the board the game will be played on, when known (a game may adapt to it or refuse it).
   */
  parseOptions(json: unknown, board?: Geometry): Result<O>;
  geometry(options: O): Geometry;
  setup(options: O, rng: Rng): S;

  /** Cell names in the game's own notation (`ZO` in Cetkaik, `A1` elsewhere). */
  cellName(cell: number, geometry: Geometry): string;
  parseCell(name: string, geometry: Geometry): number | null;

  legalMoves(state: S): M[];
  play(state: S, move: M, rng: Rng): Result<Outcome<S>>;
  /** What the game waits for, or null when a move may be played. */
  pending(state: S): Pending | null;
  resolve(state: S, input: PendingInput, rng: Rng): Result<Outcome<S>>;

  occupancy(state: S): CellSet;
  footprint(state: S, move: M): Footprint;

  /**
   * Optional, for games played on several boards at once (Scarabya standard mode: one site per
   * player): the seats, each with its own board. Without it a game has one board. With it,
   * `occupancyOf` is what a seat's board shows, `seatOf` says on whose board a move is made, and
   * `footprint` is in the cells of that board.
   */
  seats?(state: S): string[];
  occupancyOf?(state: S, seat: string): CellSet;
  seatOf?(state: S, move: M): string;
  disambiguate(state: S, moves: M[]): Disambiguation<M>;

  parseMove(text: string, state: S): Result<M>;
  formatMove(move: M, state: S): string;
  parsePosition(json: unknown, options: O): Result<S>;
  formatPosition(state: S): Json;

  /** Plain JSON for the dashboard and the CLI. */
  view(state: S): Json;

  /**
   * Optional: what the board shows while no piece is in hand and nothing is wrong, e.g. a site
   * drawn by the LEDs, cells where the next placement may go, scored areas. Cell → role.
   * `seat`: whose board, in a game with seats (else the only board).
   */
  ambientLights?(state: S, seat?: string): ReadonlyMap<number, LightRole>;

  /**
   * Optional: why the board is wrong, when it matches no legal move: `added` cells were filled
   * and `lifted` cells emptied since the position (e.g. "wrong shape", "covers a rock").
   * `seat`: on whose board, in a game with seats (else the only board).
   */
  explainMismatch?(state: S, added: CellSet, lifted: CellSet, seat?: string): string | null;
  isOver(state: S): boolean;
}

/** A game whose state and move types are hidden, as the host holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;
