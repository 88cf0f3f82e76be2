// Scarabya's options, moves and state. Options and moves are plain JSON-able data; the state is
// frozen plain objects (cell masks and CellSets inside never change once built).
import type { CellSet } from '../cellset.ts';
import type { Mask } from './mask.ts';
import type { Letter } from './pentominoes.ts';
import type { Site, SiteJson } from './site.ts';

export type Mode = 'standard' | 'one-to-one' | 'solo';
export const MODES: readonly Mode[] = ['standard', 'one-to-one', 'solo'];

export interface ScarabyaOptions {
  /** standard (1–4 players, a site each), one-to-one (2 players, one site), solo. */
  mode: Mode;
  players: number;
  /** The site as cells (quarters given as options are turned into this); null: generated. */
  site: SiteJson | null;
  /** Generate the site from this seed rather than from the rng given to setup. */
  siteSeed: number | null;
  /** The mission order; null: shuffled with the rng given to setup. */
  missions: Letter[] | null;
  /** Tiles may be turned over (reflected). */
  allowFlip: boolean;
  /** one-to-one: who places first, 1 or 2 (a rematch swaps it). */
  firstPlayer: number;
  /** Scarab tokens in the supply per value 1, 2, 3, 4. */
  tokens: number[];
}

/**
 * A tile put down on a site. `seat` is the index of the site's area in `areas(state)`: the
 * player's own site in standard mode, always 0 when the site is shared (one-to-one: the active
 * player places).
 */
export interface ScarabyaMove {
  seat: number;
  letter: Letter;
  /** Five cells, ascending. */
  cells: readonly number[];
}

export interface Tile {
  readonly letter: Letter;
  readonly cells: readonly number[];
  /** Player index who placed it. */
  readonly player: number;
}

export interface Area {
  /** Ascending cells, at most 4. */
  readonly cells: readonly number[];
  /** The scarabs visible in it (none of its cells is covered), ascending. */
  readonly scarabs: readonly number[];
  /** Who created it (and scored it), or null for an area closed by rocks and frame from the start. */
  readonly player: number | null;
  /** Points it scored: size × scarabs; 0 in solo and for areas there from the start. */
  readonly points: number;
}

/** One site as played: tiles and areas on top of the rocks and scarabs. */
export interface Board {
  readonly site: Site;
  readonly tiles: readonly Tile[];
  readonly areas: readonly Area[];
  /** Cells under tiles. */
  readonly covered: Mask;
  /** Rocks and tiles: where no tile may go. */
  readonly blocked: Mask;
  /** Cells in some area. */
  readonly areaMask: Mask;
  /** What the board senses: rocks and tiles. */
  readonly occupied: CellSet;
}

export interface Discard {
  readonly letter: Letter;
  readonly player: number;
}

/** The end as the state keeps it; the contract's `result` (and the `end` event) is built from it (play.ts, scarabyaResult). */
export interface ScarabyaEnd {
  /** Final points per player (solo: scarabs covered). */
  readonly scores: readonly number[];
  /** Player indices sharing the win (solo: [0] or none). */
  readonly winners: readonly number[];
  readonly reason: string;
}

export interface ScarabyaState {
  readonly options: ScarabyaOptions;
  readonly site: Site;
  /** The mission deck in order; `order[next]` is the current mission. */
  readonly order: readonly Letter[];
  readonly next: number;
  /** One board per seat: a board per player in standard mode, one shared board otherwise. */
  readonly boards: readonly Board[];
  /** Standard mode: seats that placed (or discarded) the current mission. */
  readonly done: readonly boolean[];
  /** one-to-one: the player who places the current mission; 0 otherwise. */
  readonly turn: number;
  /** Tiles placed per player. */
  readonly placed: readonly number[];
  /** Points per player so far (solo: always 0). */
  readonly scores: readonly number[];
  /** Scarab tokens left per value 1, 2, 3, 4. */
  readonly supply: readonly number[];
  readonly discards: readonly Discard[];
  /** Set once the last mission is done. */
  readonly result: ScarabyaEnd | null;
}
