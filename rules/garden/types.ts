// Garden: a small game made up for the game-contract guide (docs/GAME-CONTRACT.md). Two players,
// a 3×3 garden each; plant seeds, water plants, put fence posts where four plants meet. Small
// as it is, it uses most of the contract: areas (a garden per seat, side by side on one board or
// on a board each), fully and partly sensed moves, a move the board cannot see, an entry (the
// seed drawn), corner cells, a score sheet.

export const SEATS = ['P1', 'P2'] as const;
export type Seat = (typeof SEATS)[number];
export const SEEDS = ['rose', 'tulip', 'daisy'] as const;
export type Seed = (typeof SEEDS)[number];
export const SIZE = 3;

export interface GardenOptions {
  /** The board senses grid corners, so fence posts are seen. */
  corners: boolean;
  /** Seeds of each kind in the shared supply. */
  supply: number;
}

export interface Garden {
  /** cell (0..8) → the seed planted there */
  plants: ReadonlyMap<number, Seed>;
  watered: ReadonlySet<number>;
  /** corners (0..3, the four inner corners of a 3×3 garden) with a fence post */
  fences: ReadonlySet<number>;
}

export interface GardenState {
  options: GardenOptions;
  gardens: Record<Seat, Garden>;
  supply: Record<Seed, number>;
  toMove: Seat;
  /** A seed was planted here and the player must say which seed it was. */
  planting: number | null;
  /** Passes in a row: two end the game. */
  passes: number;
}

export type GardenMove =
  | { type: 'plant'; cell: number }
  | { type: 'water'; cell: number }
  | { type: 'fence'; corner: number }
  | { type: 'pass' };
