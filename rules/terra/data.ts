// The game's data (board sides, stair tiles, foundation values, colours), read from JSON. The
// printed data is not public: the repo ships an INVENTED demo set (data/demo.json); an owner
// passes the printed one, in the same shape, as the `data` option.
import { ok, type Json, type Result } from '../contract.ts';
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { fail } from '../fail.ts';
import { isReservedName } from '../names.ts';
import demo from './data/demo.json' with { type: 'json' };
import { isSymbol, symbolHelp } from './symbols.ts';
import { SQUARE_KINDS, WHITE, type Layout, type Mark, type SquareKind, type Symbol, type TerraData } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const bad = (message: string) => fail('bad-data', message);

/**
 * A board side: `{rows, cols, squares: {"D4": "site", …}, marks?: {"A1": "sphinx"}, setupFoundations?: ["D4"],
 * horus?: [coin spaces], boat?: {length, palms}}`. Unlisted squares are empty.
 */
export function parseLayout(json: unknown, what: string, fallback?: Layout): Result<Layout> {
  // A board side from data files must have its start squares next to a site (setup turns the start
  // tiles' stairs to it); a position's layout may be any hand-made board.
  const forSetup = fallback === undefined;
  if (!isObject(json)) return bad(`${what} must be an object`);
  const { rows, cols, squares = {}, marks = {}, setupFoundations = [], horus = fallback?.horus ?? [], boat = fallback?.boat ?? { length: 0, palms: [] }, ...rest } = json;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return bad(`${what}: unknown key "${unknown[0]}"`);
  if (!isInt(rows, 1, 26) || !isInt(cols, 1, 26) || rows * cols > 1024) return bad(`${what}: rows and cols must be 1 to 26`);
  const geometry = { rows, cols };
  const square = (name: string): number | null => parseAlphaNumeric(name, geometry);
  if (!isObject(squares)) return bad(`${what}: "squares" must map squares to kinds`);
  const kinds: SquareKind[] = new Array<SquareKind>(rows * cols).fill('empty');
  for (const [name, kind] of Object.entries(squares)) {
    const s = square(name);
    if (s === null) return bad(`${what}: "${name.slice(0, 8)}" is no square of a ${rows}×${cols} board`);
    if (!(SQUARE_KINDS as readonly unknown[]).includes(kind)) return bad(`${what}: ${name} must be one of ${SQUARE_KINDS.join(', ')}`);
    kinds[s] = kind as SquareKind;
  }
  if (!isObject(marks)) return bad(`${what}: "marks" must map squares to sphinx or scarab`);
  const markList: (Mark | null)[] = new Array<Mark | null>(rows * cols).fill(null);
  for (const [name, mark] of Object.entries(marks)) {
    const s = square(name);
    if (s === null || (mark !== 'sphinx' && mark !== 'scarab')) return bad(`${what}: marks must map squares to sphinx or scarab`);
    markList[s] = mark;
  }
  if (!Array.isArray(setupFoundations)) return bad(`${what}: "setupFoundations" must list sites`);
  const setup: number[] = [];
  for (const name of setupFoundations) {
    const s = typeof name === 'string' ? square(name) : null;
    if (s === null || kinds[s] !== 'site') return bad(`${what}: setupFoundations must list sites`);
    setup.push(s);
  }
  if (!Array.isArray(horus) || !horus.every((n) => isInt(n, 1, 999))) return bad(`${what}: "horus" must list the coin spaces of the Horus track`);
  if (!isObject(boat) || !isInt(boat.length, 0, 99) || !Array.isArray(boat.palms) || !boat.palms.every((n) => isInt(n, 1, boat.length as number))) {
    return bad(`${what}: "boat" must be {length, palms: [spaces with a palm tree]}`);
  }
  for (const [s, kind] of kinds.entries()) {
    if (forSetup && kind === 'start' && startStairs(kinds, s, geometry) === null) return bad(`${what}: start square ${alphaNumericName(s, geometry)} must be next to a site`);
  }
  return ok({
    rows, cols, kinds, marks: markList, setupFoundations: setup,
    horus: [...(horus as number[])].sort((a, b) => a - b),
    boat: { length: boat.length as number, palms: [...(boat.palms as number[])].sort((a, b) => a - b) },
  });
}

/** A start tile's stairs face the site next to it (the first of up, right, down, left). */
export function startStairs(kinds: readonly SquareKind[], square: number, g: { rows: number; cols: number }): 'up' | 'right' | 'down' | 'left' | null {
  const r = Math.floor(square / g.cols);
  const c = square % g.cols;
  const around: ['up' | 'right' | 'down' | 'left', number, number][] = [['up', r - 1, c], ['right', r, c + 1], ['down', r + 1, c], ['left', r, c - 1]];
  for (const [dir, rr, cc] of around) {
    if (rr >= 0 && cc >= 0 && rr < g.rows && cc < g.cols && kinds[rr * g.cols + cc] === 'site') return dir;
  }
  return null;
}

export function formatLayout(layout: Layout): Json {
  const g = { rows: layout.rows, cols: layout.cols };
  const squares: Record<string, string> = {};
  const marks: Record<string, string> = {};
  layout.kinds.forEach((k, s) => { if (k !== 'empty') squares[alphaNumericName(s, g)] = k; });
  layout.marks.forEach((m, s) => { if (m !== null) marks[alphaNumericName(s, g)] = m; });
  return {
    rows: layout.rows, cols: layout.cols, squares, marks,
    setupFoundations: layout.setupFoundations.map((s) => alphaNumericName(s, g)),
    horus: [...layout.horus], boat: { length: layout.boat.length, palms: [...layout.boat.palms] },
  };
}

function parseTileList(json: unknown, what: string, colours: string[]): Result<Symbol[][]> {
  if (!Array.isArray(json)) return bad(`${what} must be a list of tiles (each a list of symbols)`);
  const tiles: Symbol[][] = [];
  for (const [i, t] of json.entries()) {
    if (!Array.isArray(t) || t.length > 8 || !t.every((s) => isSymbol(s, colours))) return bad(`${what}: each tile is a list of symbols: ${symbolHelp(colours)}`);
    // A tile is told apart by its symbols (a pick from a stack offers them as the choice): an
    // empty one would be offered as "", which nobody can choose.
    if (t.length === 0) return bad(`${what}: tile ${i + 1} lists no symbols (every tile shows at least one)`);
    tiles.push([...t] as Symbol[]);
  }
  return ok(tiles);
}

export function parseData(json: unknown): Result<TerraData> {
  if (!isObject(json)) return bad('data must be an object');
  const { invented = false, note = '', colours, boards, tiles, foundations, ...rest } = json;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return bad(`data: unknown key "${unknown[0]}"`);
  if (typeof invented !== 'boolean' || typeof note !== 'string') return bad('data: "invented" is a boolean and "note" a string');
  if (!Array.isArray(colours) || colours.length === 0 || !colours.every((c) => typeof c === 'string' && /^[a-z]+$/.test(c) && c !== WHITE) || new Set(colours).size !== colours.length) {
    return bad('data: "colours" must list the pyramid colours (lower-case words, not white)');
  }
  // Colours key each player's blocks: "constructor" would read as a function where none are held.
  const reserved = (colours as string[]).find(isReservedName);
  if (reserved !== undefined) return bad(`data: colour "${reserved}" is reserved (every object in the program already has a member of that name): choose another`);
  if (!isObject(boards)) return bad('data: "boards" must hold "plain" and "nile"');
  const plain = parseLayout(boards.plain, 'data: boards.plain');
  if (!plain.ok) return plain;
  const nile = parseLayout(boards.nile, 'data: boards.nile');
  if (!nile.ok) return nile;
  if (!isObject(tiles)) return bad('data: "tiles" must hold "base", "horus" and "nile"');
  const sets: Symbol[][][] = [];
  for (const set of ['base', 'horus', 'nile'] as const) {
    const list = parseTileList(tiles[set], `data: tiles.${set}`, colours as string[]);
    if (!list.ok) return list;
    sets.push(list.value);
  }
  if (!Array.isArray(foundations) || foundations.length === 0 || !foundations.every((v) => isInt(v, 0, 99))) return bad('data: "foundations" must list the foundation values');
  return ok({
    invented, note, colours: colours as string[],
    boards: { plain: plain.value, nile: nile.value },
    tiles: { base: sets[0], horus: sets[1], nile: sets[2] },
    foundations: foundations as number[],
  });
}

const parsedDemo = parseData(demo);
if (!parsedDemo.ok) throw new Error(`the demo data is broken: ${parsedDemo.error.message}`);
/** The INVENTED demo data shipped with the repo. */
export const DEMO_DATA: TerraData = parsedDemo.value;

/** The tiles in play for a version: base, plus Horus (2+), plus Nile (3). */
export function tileSet(data: TerraData, version: number): Symbol[][] {
  return [...data.tiles.base, ...(version >= 2 ? data.tiles.horus : []), ...(version >= 3 ? data.tiles.nile : [])];
}

export function layoutFor(data: TerraData, version: number): Layout {
  return version >= 3 ? data.boards.nile : data.boards.plain;
}
