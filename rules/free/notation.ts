// Move notation: `C3-D5` (move), `+D5` (new piece), `+D5:red` (new piece of a colour).
// Parsing checks the text, the board and the colour names; whether the move may be played
// now (occupied cells, add allowed, pending cast) is for `play` to say.
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { geometryOf } from './state.ts';
import type { FreeMove, FreeOptions, FreeState } from './types.ts';
import { quoteInput } from '../quote.ts';

const MOVE = /^([A-Za-z][0-9]+)-([A-Za-z][0-9]+)$/;
const ADD = /^\+([A-Za-z][0-9]+)(?::([A-Za-z0-9-]+))?$/;

function parseCellOf(name: string, options: FreeOptions): Result<number> {
  const cell = parseAlphaNumeric(name, geometryOf(options));
  if (cell !== null) return ok(cell);
  return fail('off-board', `${quoteInput(name)} is not a cell of this ${options.rows}×${options.cols} board`);
}

function parseColor(name: string | undefined, options: FreeOptions): Result<string | null> {
  if (name === undefined) return ok(null);
  if (options.colors === null) return fail('no-colours', 'pieces have no colour in this game');
  const color = name.toLowerCase();
  if (!options.colors.includes(color)) {
    return fail('unknown-colour', `${quoteInput(name)} is not one of ${options.colors.join(', ')}`);
  }
  return ok(color);
}

export function parseFreeMove(text: string, state: FreeState): Result<FreeMove> {
  const trimmed = text.trim();
  const options = state.options;
  const move = MOVE.exec(trimmed);
  if (move !== null) {
    const from = parseCellOf(move[1], options);
    if (!from.ok) return from;
    const to = parseCellOf(move[2], options);
    if (!to.ok) return to;
    return ok({ type: 'move', from: from.value, to: to.value });
  }
  const add = ADD.exec(trimmed);
  if (add !== null) {
    const to = parseCellOf(add[1], options);
    if (!to.ok) return to;
    const color = parseColor(add[2], options);
    if (!color.ok) return color;
    return ok({ type: 'add', to: to.value, color: color.value });
  }
  return fail('bad-notation', `${quoteInput(text)} is not a move: write C3-D5 or +D5`);
}

export function formatFreeMove(move: FreeMove, state: FreeState): string {
  const geometry = geometryOf(state.options);
  if (move.type === 'move') {
    return `${alphaNumericName(move.from, geometry)}-${alphaNumericName(move.to, geometry)}`;
  }
  const cell = alphaNumericName(move.to, geometry);
  return move.color === null ? `+${cell}` : `+${cell}:${move.color}`;
}
