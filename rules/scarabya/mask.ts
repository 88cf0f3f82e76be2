// The 10×10 site and cell masks for the hot paths (listing placements, finding areas): a mask is
// four 32-bit words holding cells 0..127, so a test against rocks and tiles is a handful of
// word operations instead of a set walk. Cells are row * 10 + col, as everywhere in the rules.
import { CellSet } from '../cellset.ts';
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import type { Geometry } from '../contract.ts';

export const SIDE = 10;
export const CELLS = SIDE * SIDE;
export const SITE_GEOMETRY: Geometry = Object.freeze({ rows: SIDE, cols: SIDE });

export type Mask = readonly [number, number, number, number];

export const EMPTY_MASK: Mask = Object.freeze([0, 0, 0, 0]) as Mask;

export function maskOf(cells: Iterable<number>): Mask {
  const words: [number, number, number, number] = [0, 0, 0, 0];
  for (const cell of cells) words[cell >>> 5] |= 1 << (cell & 31);
  return Object.freeze(words);
}

export function maskHas(mask: Mask, cell: number): boolean {
  return (mask[cell >>> 5] & (1 << (cell & 31))) !== 0;
}

export function maskUnion(a: Mask, b: Mask): Mask {
  return Object.freeze([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]]) as Mask;
}

export function maskIntersects(a: Mask, b: Mask): boolean {
  return ((a[0] & b[0]) | (a[1] & b[1]) | (a[2] & b[2]) | (a[3] & b[3])) !== 0;
}

export function maskIsEmpty(mask: Mask): boolean {
  return (mask[0] | mask[1] | mask[2] | mask[3]) === 0;
}

export function maskCells(mask: Mask): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (maskHas(mask, cell)) cells.push(cell);
  return cells;
}

/** The centre cells E5 F5 E6 F6: the first tile covers at least one. */
export const CENTRE_CELLS: readonly number[] = Object.freeze([44, 45, 54, 55]);
export const CENTRE_MASK = maskOf(CENTRE_CELLS);

/** Edge neighbours of every cell inside the frame. */
export const NEIGHBOURS: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: CELLS }, (_, cell) => {
    const row = Math.floor(cell / SIDE);
    const col = cell % SIDE;
    const around: number[] = [];
    if (row > 0) around.push(cell - SIDE);
    if (col > 0) around.push(cell - 1);
    if (col < SIDE - 1) around.push(cell + 1);
    if (row < SIDE - 1) around.push(cell + SIDE);
    return Object.freeze(around);
  }),
);

export function cellName(cell: number): string {
  return alphaNumericName(cell, SITE_GEOMETRY);
}

export function parseCellName(name: string): number | null {
  return parseAlphaNumeric(name, SITE_GEOMETRY);
}

export function names(cells: Iterable<number>): string[] {
  return [...cells].map(cellName);
}

export function cellSetOf(mask: Mask): CellSet {
  return CellSet.from(maskCells(mask));
}
