// Cell numbering and names for grid games named "column letter + row number" from the
// top-left corner (A1 top-left, C3 = third column, third row).
// Cells are row-major: row * cols + col.
import type { Geometry } from './contract.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHA_NUMERIC = /^([A-Za-z])([1-9][0-9]*)$/;

export function cellCount(geometry: Geometry): number {
  return geometry.rows * geometry.cols;
}

export function isOnBoard(cell: number, geometry: Geometry): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < cellCount(geometry);
}

export function cellAt(row: number, col: number, geometry: Geometry): number {
  return row * geometry.cols + col;
}

export function rowOf(cell: number, geometry: Geometry): number {
  return Math.floor(cell / geometry.cols);
}

export function colOf(cell: number, geometry: Geometry): number {
  return cell % geometry.cols;
}

/** 'C3' for row 2, column 2. Off-board cells and boards wider than 26 are programming errors. */
export function alphaNumericName(cell: number, geometry: Geometry): string {
  if (geometry.cols > LETTERS.length) {
    throw new RangeError(`a board of ${geometry.cols} columns cannot be named with letters`);
  }
  if (!isOnBoard(cell, geometry)) {
    throw new RangeError(`cell ${cell} is off a ${geometry.rows}×${geometry.cols} board`);
  }
  return LETTERS[colOf(cell, geometry)] + String(rowOf(cell, geometry) + 1);
}

/** The cell named 'C3' (any case), or null for a malformed or off-board name. */
export function parseAlphaNumeric(name: string, geometry: Geometry): number | null {
  const match = ALPHA_NUMERIC.exec(name);
  if (match === null) return null;
  const col = LETTERS.indexOf(match[1].toUpperCase());
  const row = Number(match[2]) - 1;
  if (col >= geometry.cols || row >= geometry.rows) return null;
  return cellAt(row, col, geometry);
}

// Corner cells: where four cells meet, a board with a corner layer has a second sensor. Corner
// (r, c) lies between cells (r, c), (r, c+1), (r+1, c) and (r+1, c+1); the corners of a grid are
// numbered after its cells, row-major: rows*cols + r*(cols-1) + c.

/** How many inner corners a grid has. */
export function cornerCount(geometry: Geometry): number {
  return Math.max(0, geometry.rows - 1) * Math.max(0, geometry.cols - 1);
}

/** Cells and corners: every number a game on this grid may use. */
export function cellSpan(geometry: Geometry): number {
  return cellCount(geometry) + cornerCount(geometry);
}

export function isCorner(cell: number, geometry: Geometry): boolean {
  return Number.isInteger(cell) && cell >= cellCount(geometry) && cell < cellSpan(geometry);
}

/** The corner below and right of the cell at (row, col); null on the last row or column. */
export function cornerCell(row: number, col: number, geometry: Geometry): number | null {
  if (row < 0 || col < 0 || row >= geometry.rows - 1 || col >= geometry.cols - 1) return null;
  return cellCount(geometry) + row * (geometry.cols - 1) + col;
}

/** The four cells around a corner, top-left first then row by row. */
export function cellsAroundCorner(corner: number, geometry: Geometry): [number, number, number, number] {
  if (!isCorner(corner, geometry)) throw new RangeError(`${corner} is not a corner of a ${geometry.rows}×${geometry.cols} grid`);
  const k = corner - cellCount(geometry);
  const row = Math.floor(k / (geometry.cols - 1));
  const col = k % (geometry.cols - 1);
  const tl = cellAt(row, col, geometry);
  return [tl, tl + 1, tl + geometry.cols, tl + geometry.cols + 1];
}

/** `A1` for a cell, `^A1` for the corner below and right of A1. */
export function alphaNumericCornerName(cell: number, geometry: Geometry): string {
  if (!isCorner(cell, geometry)) return alphaNumericName(cell, geometry);
  return `^${alphaNumericName(cellsAroundCorner(cell, geometry)[0], geometry)}`;
}

/** The cell or corner named `A1` / `^A1`, or null. */
export function parseAlphaNumericCorner(name: string, geometry: Geometry): number | null {
  if (!name.startsWith('^')) return parseAlphaNumeric(name, geometry);
  const cell = parseAlphaNumeric(name.slice(1), geometry);
  return cell === null ? null : cornerCell(rowOf(cell, geometry), colOf(cell, geometry), geometry);
}
