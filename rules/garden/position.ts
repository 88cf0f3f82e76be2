// Options and positions as JSON.
//   options: {"supply": 6}   (seeds of each kind; the board's corner layer is passed by the host)
//   position: {"toMove": "P1", "supply": {"rose": 5, "tulip": 6, "daisy": 6}, "planting": null, "passes": 0,
//              "gardens": {"P1": {"plants": {"A1": "rose"}, "watered": ["A1"], "fences": []}, "P2": {…}}}
import type { Geometry, Json, Result } from '../contract.ts';
import { ok } from '../contract.ts';
import { isCorner } from '../cells.ts';
import { fail } from '../fail.ts';
import { cellName, parseCell } from './notation.ts';
import { GRID } from './rules.ts';
import { SEATS, SEEDS, type Garden, type GardenOptions, type GardenState, type Seed } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const MAX_SUPPLY = 20;
export const DEFAULT_SUPPLY = 6;

export function parseOptions(json: unknown, board?: Geometry): Result<GardenOptions> {
  if (!isObject(json)) return fail('bad-options', 'options must be a JSON object');
  const { supply = DEFAULT_SUPPLY, ...rest } = json;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return fail('bad-options', `unknown option "${unknown[0]}" (known: supply)`);
  if (typeof supply !== 'number' || !Number.isInteger(supply) || supply < 1 || supply > MAX_SUPPLY) return fail('bad-options', `"supply" must be a whole number from 1 to ${MAX_SUPPLY}`);
  return ok({ supply, corners: board?.corners === true });
}

function parseCells(value: unknown, what: string, corners: boolean): Result<number[]> {
  if (value === undefined) return ok([]);
  if (!Array.isArray(value)) return fail('bad-position', `${what} must be a list of cells`);
  const cells: number[] = [];
  for (const name of value) {
    const cell = typeof name === 'string' ? parseCell(name) : null;
    if (cell === null || isCorner(cell, GRID) !== corners) return fail('bad-position', `${what}: ${JSON.stringify(name)} is not a ${corners ? 'corner (^A1…^B2)' : 'cell (A1…C3)'}`);
    cells.push(cell);
  }
  return ok(cells);
}

export function parsePosition(json: unknown, options: GardenOptions): Result<GardenState> {
  if (!isObject(json)) return fail('bad-position', 'a position must be a JSON object');
  const { toMove = 'P1', supply = {}, planting = null, passes = 0, gardens = {} } = json;
  if (toMove !== 'P1' && toMove !== 'P2') return fail('bad-position', '"toMove" must be "P1" or "P2"');
  if (!isObject(supply) || !isObject(gardens)) return fail('bad-position', '"supply" and "gardens" must be objects');
  if (typeof passes !== 'number' || ![0, 1, 2].includes(passes)) return fail('bad-position', '"passes" must be 0, 1 or 2');
  const counts = {} as Record<Seed, number>;
  for (const seed of SEEDS) {
    const n = supply[seed] ?? options.supply;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_SUPPLY) return fail('bad-position', `supply of ${seed} must be 0 to ${MAX_SUPPLY}`);
    counts[seed] = n;
  }
  const parsed = {} as Record<'P1' | 'P2', Garden>;
  for (const seat of SEATS) {
    const g = gardens[seat] ?? {};
    if (!isObject(g)) return fail('bad-position', `garden ${seat} must be an object`);
    const plants = new Map<number, Seed>();
    if (g.plants !== undefined && !isObject(g.plants)) return fail('bad-position', `${seat} plants must map cells to seeds`);
    for (const [name, seed] of Object.entries(g.plants ?? {})) {
      const cell = parseCell(name);
      if (cell === null || isCorner(cell, GRID)) return fail('bad-position', `${seat} plants: "${name.slice(0, 10)}" is not a cell`);
      if (!(SEEDS as readonly unknown[]).includes(seed)) return fail('bad-position', `${seat} plants: ${JSON.stringify(seed)} is not a seed (${SEEDS.join(', ')})`);
      plants.set(cell, seed as Seed);
    }
    const watered = parseCells(g.watered, `${seat} watered`, false);
    if (!watered.ok) return watered;
    if (watered.value.some((c) => !plants.has(c))) return fail('bad-position', `${seat}: only a plant can be watered`);
    const fences = parseCells(g.fences, `${seat} fences`, true);
    if (!fences.ok) return fences;
    parsed[seat] = { plants, watered: new Set(watered.value), fences: new Set(fences.value) };
  }
  let plantingCell: number | null = null;
  if (planting !== null) {
    plantingCell = typeof planting === 'string' ? parseCell(planting) : null;
    if (plantingCell === null || isCorner(plantingCell, GRID) || parsed[toMove].plants.has(plantingCell)) return fail('bad-position', '"planting" must be an empty cell of the garden of the player to move, or null');
  }
  return ok({ options, gardens: parsed, supply: counts, toMove, planting: plantingCell, passes });
}

export function formatPosition(state: GardenState): Json {
  const gardens: Record<string, Json> = {};
  for (const seat of SEATS) {
    const g = state.gardens[seat];
    const sorted = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b).map(cellName);
    gardens[seat] = {
      plants: Object.fromEntries([...g.plants].sort((a, b) => a[0] - b[0]).map(([c, s]) => [cellName(c), s])),
      watered: sorted(g.watered),
      fences: sorted(g.fences),
    };
  }
  return { toMove: state.toMove, supply: { ...state.supply }, planting: state.planting === null ? null : cellName(state.planting), passes: state.passes, gardens };
}
