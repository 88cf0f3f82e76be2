// The 9×9 board: square names, water, the fixed tam2 hue, neighbour and jump tables, distance.
// A cell is row * 9 + col; rows A E I U O Y AI AU IA from the top (A = 0), columns
// K L N T Z X C M P from the left (K = 0). A square is named column + row: ZO, LIA, CAI.

export const SIZE = 9;
export const CELLS = 81;
export const COLUMN_NAMES: readonly string[] = ['K', 'L', 'N', 'T', 'Z', 'X', 'C', 'M', 'P'];
export const ROW_NAMES: readonly string[] = ['A', 'E', 'I', 'U', 'O', 'Y', 'AI', 'AU', 'IA'];

export function cellAt(row: number, col: number): number {
  return row * SIZE + col;
}

export const ROW = new Int8Array(CELLS);
export const COL = new Int8Array(CELLS);
for (let cell = 0; cell < CELLS; cell++) {
  ROW[cell] = Math.floor(cell / SIZE);
  COL[cell] = cell % SIZE;
}

const NAMES: string[] = [];
for (let cell = 0; cell < CELLS; cell++) NAMES.push(COLUMN_NAMES[COL[cell]] + ROW_NAMES[ROW[cell]]);
const CELL_OF_NAME = new Map(NAMES.map((name, cell) => [name, cell]));

/** 'ZO' for the centre. Cells outside 0..80 are programming errors. */
export function squareName(cell: number): string {
  const name = NAMES[cell];
  if (name === undefined) throw new RangeError(`cell ${cell} is not on the 9×9 board`);
  return name;
}

/** The cell of a square name (any case), or null. */
export function parseSquare(name: string): number | null {
  return CELL_OF_NAME.get(name.toUpperCase()) ?? null;
}

/** Reads one square name at `at` of `text`: the column letter, then the longest row name. */
export function readSquare(text: string, at: number): { cell: number; end: number } | null {
  const col = COLUMN_NAMES.indexOf(text.charAt(at).toUpperCase());
  if (col < 0) return null;
  for (const length of [2, 1]) {
    const rowText = text.slice(at + 1, at + 1 + length);
    const row = rowText.length === length ? ROW_NAMES.indexOf(rowText.toUpperCase()) : -1;
    if (row >= 0) return { cell: cellAt(row, col), end: at + 1 + length };
  }
  return null;
}

export const ZO = cellAt(4, 4);
export const LIA = cellAt(8, 1);
export const CAI = cellAt(6, 6);

function maskOf(names: string[]): Uint8Array {
  const mask = new Uint8Array(CELLS);
  for (const name of names) mask[parseSquare(name) as number] = 1;
  return mask;
}

/** 皇水: a plus of 9 squares around the centre. */
export const WATER = maskOf(['ZI', 'ZU', 'ZO', 'ZY', 'ZAI', 'NO', 'TO', 'XO', 'CO']);
/** 皇処 that never moves: the two diagonals of the central 5×5. */
export const FIXED_TAM_HUE = maskOf(['NI', 'CI', 'TU', 'XU', 'ZO', 'TY', 'XY', 'NAI', 'CAI']);

/**
 * Directions 0..7 clockwise from up: N NE E SE S SW W NW. Up is toward row A.
 * Orthogonal ones are even, diagonal ones odd, and d ^ 4 is the opposite of d.
 */
export const DIRECTION_ROW: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];
export const DIRECTION_COL: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const UP = 0;
export const RIGHT = 2;
export const DOWN = 4;
export const LEFT = 6;

/** STEP[cell * 8 + d]: the neighbour in direction d, or -1 off the board. */
export const STEP = new Int8Array(CELLS * 8);
/** JUMP2[cell * 8 + d]: the square two away in direction d, or -1. */
export const JUMP2 = new Int8Array(CELLS * 8);
for (let cell = 0; cell < CELLS; cell++) {
  for (let d = 0; d < 8; d++) {
    const at = (k: number): number => {
      const row = ROW[cell] + k * DIRECTION_ROW[d];
      const col = COL[cell] + k * DIRECTION_COL[d];
      return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? cellAt(row, col) : -1;
    };
    STEP[cell * 8 + d] = at(1);
    JUMP2[cell * 8 + d] = at(2);
  }
}

/** Chebyshev distance: the number of king steps, and what a stick cast must reach. */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(ROW[a] - ROW[b]), Math.abs(COL[a] - COL[b]));
}

/** The direction from a to b when b lies on a line (orthogonal or diagonal) from a, else -1. */
export function directionTo(a: number, b: number): number {
  const dr = Math.sign(ROW[b] - ROW[a]);
  const dc = Math.sign(COL[b] - COL[a]);
  if (a === b) return -1;
  const straight = ROW[a] === ROW[b] || COL[a] === COL[b];
  const diagonal = Math.abs(ROW[b] - ROW[a]) === Math.abs(COL[b] - COL[a]);
  if (!straight && !diagonal) return -1;
  for (let d = 0; d < 8; d++) if (DIRECTION_ROW[d] === dr && DIRECTION_COL[d] === dc) return d;
  return -1;
}
