// Walking the 9×9 grid: the four orthogonal directions and the cells along a ray.
import { alphaNumericName, colOf, parseAlphaNumeric, rowOf } from '../cells.ts';
import { GRID, SIZE } from './types.ts';

/** Row and column steps: up, down, left, right. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];

export const cellName = (cell: number): string => alphaNumericName(cell, GRID);
export const parseCell = (name: string): number | null => parseAlphaNumeric(name, GRID);

/** The cell one step from `cell` in direction `d`, or null off the board. */
export function step(cell: number, [dr, dc]: readonly [number, number]): number | null {
  const r = rowOf(cell, GRID) + dr;
  const c = colOf(cell, GRID) + dc;
  return r < 0 || c < 0 || r >= SIZE || c >= SIZE ? null : r * SIZE + c;
}

/** The cells from `cell` (excluded) to the edge in direction `d`, nearest first. */
export function ray(cell: number, d: readonly [number, number]): number[] {
  const out: number[] = [];
  for (let c = step(cell, d); c !== null; c = step(c, d)) out.push(c);
  return out;
}

/** The four corners of the board, each with the two cells orthogonally next to it. */
export const CORNERS: readonly { corner: number; sides: readonly [number, number] }[] = [
  { corner: 0, sides: [1, SIZE] },
  { corner: SIZE - 1, sides: [SIZE - 2, 2 * SIZE - 1] },
  { corner: SIZE * (SIZE - 1), sides: [SIZE * (SIZE - 2), SIZE * (SIZE - 1) + 1] },
  { corner: SIZE * SIZE - 1, sides: [SIZE * (SIZE - 1) - 1, SIZE * SIZE - 2] },
];
