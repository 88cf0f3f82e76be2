// Cell numbers across a game's areas (contract: `areas`). Each area owns a block of numbers as
// long as its cells and inner corners (cells.ts `cellSpan`); area i's block follows area i−1's.
// A game with one area numbers its cells as a plain board does.
import { cellSpan } from './cells.ts';
import type { Area, Geometry } from './contract.ts';

export interface AreaCell {
  /** Index of the area in the game's list. */
  area: number;
  /** The cell (or corner) within the area. */
  cell: number;
}

/** Where each area's numbers start. */
export function areaOffsets(areas: readonly Area[]): number[] {
  const offsets: number[] = [];
  let next = 0;
  for (const area of areas) {
    offsets.push(next);
    next += cellSpan(area);
  }
  return offsets;
}

/** The game's number for a cell of one area. */
export function globalCell(areas: readonly Area[], area: number, cell: number): number {
  if (area < 0 || area >= areas.length) throw new RangeError(`there is no area ${area}`);
  if (!Number.isInteger(cell) || cell < 0 || cell >= cellSpan(areas[area])) throw new RangeError(`cell ${cell} is outside area "${areas[area].id}"`);
  return areaOffsets(areas)[area] + cell;
}

/** Which area a game number belongs to, and the cell within it; null past the last area. */
export function areaCellOf(areas: readonly Area[], cell: number): AreaCell | null {
  let start = 0;
  for (const [i, area] of areas.entries()) {
    const span = cellSpan(area);
    if (cell >= start && cell < start + span) return { area: i, cell: cell - start };
    start += span;
  }
  return null;
}

/** The index of the area with this id, or -1. */
export function areaIndex(areas: readonly Area[], id: string): number {
  return areas.findIndex((a) => a.id === id);
}

export function areaGeometry(area: Area): Geometry {
  return { rows: area.rows, cols: area.cols };
}
