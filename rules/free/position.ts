// Position JSON: `{"occupied": ["A1", ...]}`, and with colours
// `{"occupied": [...], "colors": {"A1": "red", ...}}` where every piece has exactly one colour.
// A parsed position starts afresh: no moves made, nothing pending.
import { CellSet } from '../cellset.ts';
import { alphaNumericName, cellCount, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { geometryOf, stateAt } from './state.ts';
import type { FreeOptions, FreeState } from './types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badPosition(message: string) {
  return fail('bad-position', message);
}

function parseCellName(name: unknown, options: FreeOptions): Result<number> {
  if (typeof name !== 'string') return badPosition(`${JSON.stringify(name)} is not a cell name`);
  const cell = parseAlphaNumeric(name, geometryOf(options));
  if (cell === null) {
    return badPosition(`${name} is not a cell of this ${options.rows}×${options.cols} board`);
  }
  return ok(cell);
}

function parseOccupied(value: unknown, options: FreeOptions): Result<CellSet> {
  if (!Array.isArray(value)) return badPosition('occupied must be a list of cell names');
  let occupied = CellSet.empty();
  for (const name of value) {
    const cell = parseCellName(name, options);
    if (!cell.ok) return cell;
    if (occupied.has(cell.value)) return badPosition(`${String(name)} is listed twice`);
    occupied = occupied.with(cell.value);
  }
  return ok(occupied);
}

function parseColors(
  value: unknown,
  occupied: CellSet,
  options: FreeOptions,
  palette: string[],
): Result<(string | null)[]> {
  if (!isRecord(value)) return badPosition('colors must map every occupied cell to its colour');
  const colors = new Array<string | null>(cellCount(geometryOf(options))).fill(null);
  for (const [name, color] of Object.entries(value)) {
    const cell = parseCellName(name, options);
    if (!cell.ok) return cell;
    if (!occupied.has(cell.value)) return badPosition(`${name} has a colour but no piece`);
    if (colors[cell.value] !== null) return badPosition(`${name} has two colours`);
    if (typeof color !== 'string' || !palette.includes(color)) {
      return badPosition(`${name}: ${JSON.stringify(color)} is not one of ${palette.join(', ')}`);
    }
    colors[cell.value] = color;
  }
  for (const cell of occupied) {
    if (colors[cell] === null) {
      const name = alphaNumericName(cell, geometryOf(options));
      return badPosition(`the piece on ${name} has no colour`);
    }
  }
  return ok(colors);
}

export function parseFreePosition(json: unknown, options: FreeOptions): Result<FreeState> {
  if (!isRecord(json)) return badPosition('a position is a JSON object with "occupied"');
  const allowed = options.colors === null ? ['occupied'] : ['occupied', 'colors'];
  for (const key of Object.keys(json)) {
    if (!allowed.includes(key)) {
      return badPosition(
        key === 'colors'
          ? 'this game has no colours: drop "colors"'
          : `unknown key ${JSON.stringify(key)}`,
      );
    }
  }
  const occupied = parseOccupied(json.occupied, options);
  if (!occupied.ok) return occupied;
  if (options.colors === null) return ok(stateAt(options, occupied.value, null));
  const colors = parseColors(json.colors, occupied.value, options, options.colors);
  if (!colors.ok) return colors;
  return ok(stateAt(options, occupied.value, colors.value));
}

export function formatFreePosition(state: FreeState): Json {
  const geometry = geometryOf(state.options);
  const occupied = state.occupied.toArray();
  const names = occupied.map((cell) => alphaNumericName(cell, geometry));
  if (state.colors === null) return { occupied: names };
  const colors: Record<string, Json> = {};
  occupied.forEach((cell, i) => {
    colors[names[i]] = state.colors?.[cell] ?? null;
  });
  return { occupied: names, colors };
}
