// Options of the free game, validated from JSON. Unknown keys and bad values are errors.
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import type { FreeOptions } from './types.ts';

/** Cells are named with one letter per column, so 26 columns at most; rows match for symmetry. */
export const MAX_SIDE = 26;
export const MAX_STICKS = 10;
const DEFAULT_SIDE = 9;
const KEYS = new Set(['rows', 'cols', 'add', 'colors', 'cast', 'limit']);
/** Colour names appear in move notation (`+D5:red`), so they are plain lowercase words. */
export const COLOR_NAME = /^[a-z][a-z0-9-]{0,23}$/;
/** More colours than players could tell apart on a table; every move lists each colour per empty cell. */
export const MAX_COLORS = 16;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function badOption(message: string) {
  return fail('bad-option', message);
}

function parseSide(
  value: unknown,
  key: 'rows' | 'cols',
  board: Geometry | undefined,
): Result<number> {
  if (value === undefined) {
    // Boards wider than the notation allows play the free game on their top-left 26×26.
    return ok(board === undefined ? DEFAULT_SIDE : Math.min(board[key], MAX_SIDE));
  }
  if (!isIntegerIn(value, 1, MAX_SIDE)) {
    return badOption(`${key} must be an integer from 1 to ${MAX_SIDE}`);
  }
  if (board !== undefined && value > board[key]) {
    return fail('board-too-small', `the board has ${board[key]} ${key}, the game needs ${value}`);
  }
  return ok(value);
}

function parseColors(value: unknown, add: boolean): Result<string[] | null> {
  if (value === undefined || value === null) return ok(null);
  if (!add) return badOption('colors needs add: true (only added pieces get a colour)');
  if (!Array.isArray(value) || value.length < 2) {
    return badOption('colors must be a list of at least two colour names');
  }
  if (value.length > MAX_COLORS) return badOption(`colors lists ${value.length} colours; the limit is ${MAX_COLORS}`);
  const colors: string[] = [];
  for (const name of value) {
    if (typeof name !== 'string' || !COLOR_NAME.test(name)) {
      return badOption(`colour ${JSON.stringify(name)} is not a lowercase word (a-z, 0-9, -) of at most 24 characters`);
    }
    if (colors.includes(name)) return badOption(`colour ${name} is listed twice`);
    colors.push(name);
  }
  return ok(colors);
}

export function parseFreeOptions(json: unknown, board?: Geometry): Result<FreeOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return badOption('options must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!KEYS.has(key)) return fail('unknown-option', `unknown option ${JSON.stringify(key)}`);
  }

  const rows = parseSide(input.rows, 'rows', board);
  if (!rows.ok) return rows;
  const cols = parseSide(input.cols, 'cols', board);
  if (!cols.ok) return cols;

  const add = input.add ?? false;
  if (typeof add !== 'boolean') return badOption('add must be true or false');

  const colors = parseColors(input.colors, add);
  if (!colors.ok) return colors;

  const cast = input.cast ?? 0;
  if (!isIntegerIn(cast, 0, MAX_STICKS)) {
    return badOption(`cast must be an integer from 0 to ${MAX_STICKS}`);
  }

  const limit = input.limit ?? null;
  if (limit !== null && !isIntegerIn(limit, 1, Number.MAX_SAFE_INTEGER)) {
    return badOption('limit must be an integer of at least 1');
  }

  return ok({ rows: rows.value, cols: cols.value, add, colors: colors.value, cast, limit });
}
