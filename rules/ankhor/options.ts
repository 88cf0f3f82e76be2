// Options of Ankh'or, validated from JSON; unknown keys and bad values are errors.
//   players      2–4 (default 2)
//   grid         {rows, cols} of each tableau, 2–10 each (default 8×8)
//   corners      the board senses grid corners (default: what the board says, else false)
//   deal         "virtual": the game shuffles the piles and deals from them with its rng;
//                "entered": players shuffle real tiles and enter each one turned up (default virtual)
//   set          a tile set as JSON (tileset.ts; default the invented demo set)
//   prices       the price board as laid out: six lists of marker colours (default: dealt)
//   firstPlayer  1-based seat of the start player (default: drawn)
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { DEMO_SET, isColour, isIntegerIn, isRecord, parseTileSet } from './tileset.ts';
import { COLOURS } from './types.ts';
import type { AnkhorOptions, Colour, Deal, Grid, TileSet } from './types.ts';

const KEYS = ['players', 'grid', 'corners', 'deal', 'set', 'prices', 'firstPlayer'];
export const DEFAULT_GRID: Grid = { rows: 8, cols: 8 };
export const MAX_SIDE = 10;

const badOption = (message: string) => fail('bad-option', message);

export function parseGrid(json: unknown): Result<Grid> {
  if (!isRecord(json) || Object.keys(json).some((k) => k !== 'rows' && k !== 'cols')) {
    return badOption('grid must be {"rows": n, "cols": n}');
  }
  const { rows, cols } = json;
  if (!isIntegerIn(rows, 2, MAX_SIDE) || !isIntegerIn(cols, 2, MAX_SIDE)) return badOption(`grid rows and cols must be 2 to ${MAX_SIDE}`);
  return ok({ rows, cols });
}

/** Six lists of marker colours that the set's price board can hold. */
export function parsePrices(json: unknown, set: TileSet | null): Result<Colour[][]> {
  const bad = (message: string) => fail('bad-prices', message);
  if (!Array.isArray(json) || json.length !== 6) return bad('prices must list six zones of marker colours, left to right');
  const zones: Colour[][] = [];
  for (const [i, zone] of json.entries()) {
    if (!Array.isArray(zone) || zone.length > 5 || !zone.every(isColour)) {
      return bad(`price zone ${i + 1} must list marker colours (${COLOURS.join(', ')})`);
    }
    if (set !== null && zone.length !== set.zones[i]) return bad(`price zone ${i + 1} has ${set.zones[i]} holes, not ${zone.length}`);
    zones.push([...zone]);
  }
  if (set !== null) {
    for (const colour of COLOURS) {
      const used = zones.flat().filter((c) => c === colour).length;
      if (used > set.markers[colour]) return bad(`there are ${set.markers[colour]} ${colour} markers, not ${used}`);
    }
  }
  return ok(zones);
}

export function parseAnkhorOptions(json: unknown, board?: Geometry): Result<AnkhorOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return badOption('options must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!KEYS.includes(key)) return fail('unknown-option', `unknown option ${JSON.stringify(key)}`);
  }
  const players = input.players ?? 2;
  if (!isIntegerIn(players, 2, 4)) return badOption('players must be 2, 3 or 4');

  const grid = input.grid === undefined ? ok(DEFAULT_GRID) : parseGrid(input.grid);
  if (!grid.ok) return grid;
  if (board !== undefined && (board.rows < grid.value.rows || board.cols < grid.value.cols)) {
    return fail('board-too-small', `a ${grid.value.rows}×${grid.value.cols} tableau does not fit this ${board.rows}×${board.cols} board`);
  }

  const sensed = board?.corners === true;
  const corners = input.corners ?? sensed;
  if (typeof corners !== 'boolean') return badOption('corners must be true or false');
  if (corners && board !== undefined && !sensed) return badOption('this board has no corner sensors');

  const deal = input.deal ?? 'virtual';
  if (deal !== 'virtual' && deal !== 'entered') return badOption('deal must be "virtual" or "entered"');

  let set = DEMO_SET;
  if (input.set !== undefined) {
    const parsed = parseTileSet(input.set);
    if (!parsed.ok) return badOption(parsed.error.message);
    set = parsed.value;
  }

  let prices: Colour[][] | null = null;
  if (input.prices !== undefined && input.prices !== null) {
    const parsed = parsePrices(input.prices, set);
    if (!parsed.ok) return badOption(parsed.error.message);
    prices = parsed.value;
  }

  const firstPlayer = input.firstPlayer ?? null;
  if (firstPlayer !== null && !isIntegerIn(firstPlayer, 1, players)) return badOption(`firstPlayer must be 1 to ${players}`);

  return ok({ players, grid: grid.value, corners, deal: deal as Deal, set, prices, firstPlayer });
}
