// Moves as text: `FROM-TO`, e.g. `A9-A5` (the piece on A9 slides to A5).
import { ok, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { quoteInput } from '../quote.ts';
import { cellName, parseCell } from './grid.ts';
import type { HasamiMove } from './types.ts';

export const formatMove = (move: HasamiMove): string => `${cellName(move.from)}-${cellName(move.to)}`;

export function parseMove(text: string): Result<HasamiMove> {
  const parts = text.trim().split('-');
  if (parts.length !== 2) return fail('bad-notation', `${quoteInput(text)} is not a move: write FROM-TO, e.g. A9-A5`);
  const [from, to] = parts.map(parseCell);
  if (from === null) return fail('bad-notation', `${quoteInput(parts[0])} is not a cell of the 9×9 board (A1…I9)`);
  if (to === null) return fail('bad-notation', `${quoteInput(parts[1])} is not a cell of the 9×9 board (A1…I9)`);
  return ok({ from, to });
}
