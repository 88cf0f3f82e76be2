// Hasami Shogi (はさみ将棋): two sides of nine pieces on a 9×9 board, moving like rooks and
// capturing by sandwiching. The state is plain data (arrays and records), so it copies cheaply.

export const SIDES = ['black', 'white'] as const;
export type Side = (typeof SIDES)[number];

export const SIZE = 9;
export const GRID = { rows: SIZE, cols: SIZE } as const;
export const CELLS = SIZE * SIZE;
/** Each side's pieces at the start: a full row. */
export const PIECES_PER_SIDE = SIZE;

export interface HasamiOptions {
  /** Captures that win the game at once. */
  toWin: number;
}

export interface HasamiState {
  options: HasamiOptions;
  /** Cell (row-major, A1 = 0) → the side whose piece stands there, or null. */
  board: readonly (Side | null)[];
  toMove: Side;
  /** Pieces each side has taken. */
  captured: Readonly<Record<Side, number>>;
}

export interface HasamiMove {
  from: number;
  to: number;
}

export const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');
