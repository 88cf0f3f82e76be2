// Moves as text: `plant B2`, `water B2`, `fence ^A1` (the corner below and right of A1), `pass`;
// always in the garden of the player to move.
import { alphaNumericCornerName, parseAlphaNumericCorner, isCorner } from '../cells.ts';
import type { Result } from '../contract.ts';
import { ok } from '../contract.ts';
import { fail } from '../fail.ts';
import { GRID } from './rules.ts';
import type { GardenMove } from './types.ts';
import { quoteInput } from '../quote.ts';

export const cellName = (cell: number): string => alphaNumericCornerName(cell, GRID);
export const parseCell = (name: string): number | null => parseAlphaNumericCorner(name, GRID);

export function formatMove(move: GardenMove): string {
  switch (move.type) {
    case 'plant':
    case 'water': return `${move.type} ${cellName(move.cell)}`;
    case 'fence': return `fence ${cellName(move.corner)}`;
    case 'pass': return 'pass';
  }
}

export function parseMove(text: string): Result<GardenMove> {
  const [verb, where, ...rest] = text.trim().split(/\s+/);
  if (verb === 'pass' && where === undefined) return ok({ type: 'pass' });
  if (rest.length > 0 || where === undefined || !['plant', 'water', 'fence'].includes(verb)) {
    return fail('bad-notation', `${quoteInput(text)} is not a move: plant CELL, water CELL, fence ^CELL or pass`);
  }
  const cell = parseCell(where);
  if (cell === null) return fail('bad-notation', `${quoteInput(where)} is not a cell of a 3×3 garden (A1…C3, corners ^A1…^B2)`);
  if (verb === 'fence') return isCorner(cell, GRID) ? ok({ type: 'fence', corner: cell }) : fail('bad-notation', 'a fence post goes on a corner, e.g. ^A1');
  if (isCorner(cell, GRID)) return fail('bad-notation', `${verb} takes a cell, not a corner`);
  return ok({ type: verb as 'plant' | 'water', cell });
}
