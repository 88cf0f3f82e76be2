// Terra Pyramides: the types every module shares. Squares are board cells (row * cols + col).

export const DIRECTIONS = ['up', 'right', 'down', 'left'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** What a board square is: only `empty` and `start` squares ever take a stair tile. */
export const SQUARE_KINDS = ['empty', 'oasis', 'site', 'start', 'nile'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];
export type Mark = 'sphinx' | 'scarab';

export type Version = 1 | 2 | 3;
export type Draws = 'dealt' | 'entered';
export type Mission = 1 | 2 | 3;

/**
 * A printed symbol: `worker`, `block:<colour>`, `eye`, `oasis` (or `oasis:<item>`, the item it
 * pictures: `gold`, `eye`, `burial`, `block:<colour>`), `burial`, `burial+block`.
 */
export type Symbol = string;

export interface Layout {
  rows: number;
  cols: number;
  /** Per square. */
  kinds: SquareKind[];
  /** Per square, the symbol-variant mark. */
  marks: (Mark | null)[];
  /** Horus-track spaces with a coin (version 2+: 2 gold each time one is reached or passed). */
  horus: number[];
  /** The Nile's boat track (version 3): spaces 0 (start) … length, palm trees on some. */
  boat: { length: number; palms: number[] };
  /** Sites that get a foundation at setup (besides the Nile's, version 3). */
  setupFoundations: number[];
}

/** The game's data: a board side per version, the tiles, the foundation values, the colours. */
export interface TerraData {
  invented: boolean;
  note: string;
  colours: string[];
  boards: { plain: Layout; nile: Layout };
  tiles: { base: Symbol[][]; horus: Symbol[][]; nile: Symbol[][] };
  foundations: number[];
}

export interface TerraOptions {
  version: Version;
  /** Seats: P1…Pn. */
  players: number;
  /** A cooperative (or, with 1 player, solo) mission: all seats play one colour together. */
  mission: Mission | null;
  /** Symbol variant: tiles from the sphinx holder (stacks 1–4) go on sphinx squares, from the scarab holder (5–8) on scarab squares. */
  symbols: boolean;
  /** Face-up variant: stacks 1–4 show their top tile. */
  faceUp: boolean;
  /** `dealt`: the host deals from a virtual shuffle; `entered`: players say what they turned up. */
  draws: Draws;
  data: TerraData;
}

export interface Tile {
  stairs: Direction;
  symbols: Symbol[];
}

export interface HandTile {
  symbols: Symbol[];
  /** Symbol variant: the holder it was drawn from. */
  from: Mark | null;
}

export interface Structure {
  /** Foundation value (level 0). */
  value: number;
  /** 0 = foundation; 1–5 = pyramid of that level. */
  level: number;
  color: string | null;
  /** Owner (a seat, or `team` in a mission) → workers standing there. */
  workers: Record<string, number>;
}

export interface Boat {
  space: number;
  /** Order of arrival on that space (ties on the Nile card); 0 = never moved. */
  arrival: number;
}

export interface Holdings {
  workers: number;
  gold: number;
  blocks: Record<string, number>;
  burial: number;
  horus: number;
  oasis: number;
  boat: Boat;
  cards: string[];
  /** Pyramid tops left for level 5. */
  tops: number;
}

export type Phase = 'place' | 'line' | 'workers' | 'draw' | 'over';

/** Something turned up: dealt from the stacks, or entered by the players. */
export type Reveal =
  | { what: 'start'; square: number; stack: number }
  | { what: 'hand'; seat: string; stack: number }
  | { what: 'draw'; seat: string; stack: number; pick: boolean }
  | { what: 'foundation'; square: number }
  | { what: 'reorder'; stack: number };

export interface TurnState {
  /** The square the hand tile went on this turn. */
  placed: number | null;
  /** Workers put on the chosen line's tiles, waiting to move: square → count. */
  waiting: Record<number, number>;
  /** First-turn rule: the one foundation that received workers. */
  firstFoundation: number | null;
}

export interface MissionResult {
  won: boolean;
  reason: string;
}

export interface TerraState {
  options: TerraOptions;
  layout: Layout;
  seats: string[];
  toMove: string;
  phase: Phase;
  /** Per square, the stair tile (start tiles included). */
  tiles: (Tile | null)[];
  /** Per square, the foundation or pyramid on the site. */
  structures: (Structure | null)[];
  hands: Record<string, HandTile | null>;
  /** Top first; null = a tile the engine has not seen (entered draws). */
  stacks: (Symbol[] | null)[][];
  /** Top first; null = unseen (entered draws). */
  foundationStack: (number | null)[];
  /** By owner (seat, or `team`). */
  holdings: Record<string, Holdings>;
  /** Seats that have not finished their first turn. */
  firstTurn: string[];
  turn: TurnState;
  /** What must be turned up (dealt or entered) before play goes on. */
  reveals: Reveal[];
  /** Boat arrivals so far (for the arrival order). */
  arrivals: number;
  /** Set once the game is over in a mission. */
  missionResult: MissionResult | null;
}

export type TerraMove =
  | { type: 'place'; square: number; stairs: Direction; foundation: number | null; anywhere: boolean }
  | { type: 'pass' }
  | { type: 'move'; from: number; to: number }
  | { type: 'return'; from: number }
  | { type: 'draw'; stack: number; pick: boolean }
  | { type: 'end' }
  | { type: 'convert'; a: string; b: string }
  | { type: 'build'; square: number; color: string }
  | { type: 'buy-worker'; square: number }
  | { type: 'buy-block' }
  | { type: 'recall'; square: number }
  | { type: 'burial' }
  | { type: 'boat' }
  | { type: 'card'; card: string }
  | { type: 'reorder'; stack: number };

export const CARDS = ['burial', 'eyes', 'oases', 'nile', 'highest', 'most'] as const;
export type Card = (typeof CARDS)[number];

export const WHITE = 'white';
export const TEAM = 'team';
export const LEVEL_VALUES = [0, 5, 10, 20, 35, 60] as const;
export const MAX_GOLD = 4;
export const MAX_BLOCKS = 7;
export const MAX_WORKERS_ON = 3;
export const STACKS = 8;
