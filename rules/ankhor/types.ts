// Ankh'or's data, options, moves and state. Everything is plain JSON-able data; states are never
// changed once built (every step copies what it changes).

/** The five resource colours, in alphabetical order (the order of `take` lists). */
export const COLOURS = ['black', 'blue', 'green', 'red', 'white'] as const;
export type Colour = (typeof COLOURS)[number];

/** Every token type: the ankh and the five resources, in alphabetical order. */
export const TOKEN_TYPES = ['ankh', 'black', 'blue', 'green', 'red', 'white'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export const ANIMALS = ['jackal', 'beetle', 'falcon', 'none'] as const;
export type Animal = (typeof ANIMALS)[number];

export const KINDS = ['animal', 'vp', 'warehouse', 'scribe', 'desert'] as const;
export type Kind = (typeof KINDS)[number];

/** A tile as printed; its id is the key it is filed under. */
export interface Tile {
  readonly color: Colour;
  readonly animal: Animal;
  readonly vp: number;
  readonly kind: Kind;
}

/** A tile set: the 55 tiles, the bonus tokens and the price board (see tileset.ts). */
export interface TileSet {
  /** Shown wherever the set shows (the demo set says it is invented). */
  readonly name: string;
  readonly invented: boolean;
  /** Id → tile, in the set's order. */
  readonly tiles: Readonly<Record<string, Tile>>;
  /** Bonus token values, the first is taken first. */
  readonly bonus: readonly number[];
  /** Holes per price zone, left to right (six zones). */
  readonly zones: readonly number[];
  /** Price markers per colour (as many in all as there are holes). */
  readonly markers: Readonly<Record<Colour, number>>;
}

export type Tokens = Readonly<Record<TokenType, number>>;

/** How tiles turned up from the piles become known: dealt by the game, or entered by players. */
export type Deal = 'virtual' | 'entered';

export interface Grid {
  readonly rows: number;
  readonly cols: number;
}

export interface AnkhorOptions {
  readonly players: number;
  /** Each tableau's grid (the region of a board a player builds in). */
  readonly grid: Grid;
  /** The board senses grid corners: upper tiles are seen where they stand. */
  readonly corners: boolean;
  readonly deal: Deal;
  readonly set: TileSet;
  /** The price board as laid out (markers above each slot); null: dealt at setup. */
  readonly prices: readonly (readonly Colour[])[] | null;
  /** 1-based seat of the start player; null: drawn at setup. */
  readonly firstPlayer: number | null;
}

/** A draw pile: the tiles in it, top first (dealt by the game), or how many are left (entered). */
export type Pile = { readonly ids: readonly string[] } | { readonly count: number };

export interface PlayerState {
  /** Tableau cell (row * cols + col) → tile id, or null. */
  readonly base: readonly (string | null)[];
  /** Top-left cell of the 2×2 block an upper tile sits on → tile id, or null. */
  readonly upper: readonly (string | null)[];
  /** Every token owned, stored ones included. */
  readonly tokens: Tokens;
  /** Values of the bonus tokens held. */
  readonly bonus: readonly number[];
  /** Warehouse tile id → the token lying on it. */
  readonly stored: Readonly<Record<string, Colour>>;
}

/** Where the current turn stands. */
export interface TurnState {
  /** The main action (take or buy) is done. */
  readonly main: boolean;
  /** Ankhs spent this turn (at most 2). */
  readonly ankhs: number;
  /** Bonus turns owed to this player (scribes bought), taken right after this turn. */
  readonly extra: number;
}

/** What the game waits for before play goes on (see play.ts). */
export type Waiting =
  /** The turn ended over the limit: the player returns a resource of their choice. */
  | { readonly kind: 'excess' }
  /** A tile stacked costs one resource less: which one, when it matters. */
  | { readonly kind: 'discount'; readonly move: BuyMove; readonly options: readonly Colour[] }
  /** Entered deal: the tile turned up for the first of `slots`, from `pile` (0 or 1). */
  | { readonly kind: 'reveal'; readonly slots: readonly number[]; readonly pile: number }
  /** Entered deal without a price board in the options: the markers as laid out. */
  | { readonly kind: 'prices' };

export interface AnkhorState {
  readonly options: AnkhorOptions;
  /** Every tile the game knows: in the offer, the tableaux, the discards and (dealt) the piles. */
  readonly tiles: Readonly<Record<string, Tile>>;
  /** Six slots left to right. */
  readonly offer: readonly (string | null)[];
  /** The markers above each slot. */
  readonly prices: readonly (readonly Colour[])[];
  readonly bonusSupply: readonly number[];
  readonly players: readonly PlayerState[];
  readonly piles: readonly [Pile, Pile];
  /** Tiles refreshed away, in order. */
  readonly discards: readonly string[];
  /** Seat index of the start player (a round ends before them). */
  readonly first: number;
  readonly toMove: number;
  readonly turn: TurnState;
  /** Someone placed a 13th tile (or no tile can be bought any more): this round is the last. */
  readonly lastRound: boolean;
  readonly over: boolean;
  readonly waiting: Waiting | null;
}

export interface TakeMove {
  readonly type: 'take';
  /** Sorted token types, repeats allowed. */
  readonly tokens: readonly TokenType[];
}

export interface BuyMove {
  readonly type: 'buy';
  /** Offer slot 0–5. */
  readonly slot: number;
  /** Tableau cell; for an upper tile, the top-left cell of its block. */
  readonly cell: number;
  readonly upper: boolean;
}

/** Ankh action: discard (2 players), shift and refill the offer from pile 0 or 1 (null: nothing drawn). */
export interface RefreshMove {
  readonly type: 'refresh';
  readonly pile: number | null;
}

/** Ankh action: move an own tile, base to base or upper to upper (cells as in BuyMove). */
export interface ShiftMove {
  readonly type: 'move';
  readonly upper: boolean;
  readonly from: number;
  readonly to: number;
}

/** End the turn (after the main action; before it only when no main action is possible). */
export interface EndMove {
  readonly type: 'end';
}

export type AnkhorMove = TakeMove | BuyMove | RefreshMove | ShiftMove | EndMove;
