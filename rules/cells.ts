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
