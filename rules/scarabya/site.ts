// Archaeological sites: 8 rocks and 24 scarabs on the 10×10 (any numbers are accepted from
// JSON; the printed site has those). A site comes from JSON, from four quarter boards (5×5,
// each put in a slot of the frame with a rotation), or is generated from a seed.
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { fail } from '../fail.ts';
import { allAreas } from './areas.ts';
import { EMPTY_MASK, SIDE, cellName, maskOf, parseCellName } from './mask.ts';
import { LETTERS } from './pentominoes.ts';
import { hasPlacement } from './placements.ts';
import type { Mask } from './mask.ts';

export interface Site {
  /** Ascending cells. */
  readonly rocks: readonly number[];
  /** Ascending cells, none on a rock. */
  readonly scarabs: readonly number[];
  readonly rockMask: Mask;
  readonly scarabMask: Mask;
}

/** Site JSON: cell names, listed in cell order once formatted. */
export interface SiteJson {
  rocks: string[];
  scarabs: string[];
}

/** A quarter board, cells local to its 5×5 (`A1`…`E5`). */
export interface QuarterJson {
  name: string;
  rocks: string[];
  scarabs: string[];
}

export const SLOTS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Slot = (typeof SLOTS)[number];
/** Degrees clockwise. */
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export interface QuarterEntry {
  slot: Slot;
  rotation: Rotation;
  quarter: QuarterJson;
}

const QUARTER_SIDE = 5;
const QUARTER = { rows: QUARTER_SIDE, cols: QUARTER_SIDE };
export const QUARTER_ROCKS = 2;
export const QUARTER_SCARABS = 6;

const badSite = (message: string) => fail('bad-site', message);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function siteOf(rocks: Iterable<number>, scarabs: Iterable<number>): Site {
  const r = [...new Set(rocks)].sort((a, b) => a - b);
  const s = [...new Set(scarabs)].sort((a, b) => a - b);
  return Object.freeze({
    rocks: Object.freeze(r),
    scarabs: Object.freeze(s),
    rockMask: maskOf(r),
    scarabMask: maskOf(s),
  });
}

export function formatSite(site: Site): SiteJson {
  return { rocks: site.rocks.map(cellName), scarabs: site.scarabs.map(cellName) };
}

/** A list of distinct cell names on a board. */
function parseCells(value: unknown, what: string, parse: (name: string) => number | null): Result<number[]> {
  if (!Array.isArray(value)) return badSite(`${what} must be a list of cell names`);
  const cells: number[] = [];
  for (const name of value) {
    const cell = typeof name === 'string' ? parse(name) : null;
    if (cell === null) return badSite(`${what}: ${JSON.stringify(name)} is not a cell`);
    if (cells.includes(cell)) return badSite(`${what}: ${String(name)} is listed twice`);
    cells.push(cell);
  }
  return ok(cells);
}

function onlyKeys(json: Record<string, unknown>, keys: string[], what: string): Result<true> {
  for (const key of Object.keys(json)) {
    if (!keys.includes(key)) return badSite(`${what}: unknown key ${JSON.stringify(key)}`);
  }
  return ok(true);
}

function rocksAndScarabs(
  json: Record<string, unknown>,
  what: string,
  parse: (name: string) => number | null,
  name: (cell: number) => string,
): Result<{ rocks: number[]; scarabs: number[] }> {
  const rocks = parseCells(json.rocks, `${what} rocks`, parse);
  if (!rocks.ok) return rocks;
  const scarabs = parseCells(json.scarabs, `${what} scarabs`, parse);
  if (!scarabs.ok) return scarabs;
  const onRock = scarabs.value.find((cell) => rocks.value.includes(cell));
  if (onRock !== undefined) return badSite(`${what}: a scarab on the rock at ${name(onRock)}`);
  return ok({ rocks: rocks.value, scarabs: scarabs.value });
}

const quarterCell = (name: string) => parseAlphaNumeric(name, QUARTER);
const quarterName = (cell: number) => alphaNumericName(cell, QUARTER);

/** A quarter board: a name, 2 rocks and 6 scarabs on its own 5×5 (`A1`…`E5`). */
export function parseQuarter(json: unknown): Result<QuarterJson> {
  if (!isRecord(json)) return badSite('a quarter is an object with name, rocks and scarabs');
  const keys = onlyKeys(json, ['name', 'rocks', 'scarabs'], 'quarter');
  if (!keys.ok) return keys;
  if (typeof json.name !== 'string' || json.name.length === 0) return badSite('a quarter needs a name');
  const what = `quarter ${json.name}`;
  const cells = rocksAndScarabs(json, what, quarterCell, quarterName);
  if (!cells.ok) return cells;
  if (cells.value.rocks.length !== QUARTER_ROCKS || cells.value.scarabs.length !== QUARTER_SCARABS) {
    return badSite(`${what}: a quarter has ${QUARTER_ROCKS} rocks and ${QUARTER_SCARABS} scarabs`);
  }
  const sorted = (c: number[]) => c.slice().sort((a, b) => a - b).map(quarterName);
  return ok({ name: json.name, rocks: sorted(cells.value.rocks), scarabs: sorted(cells.value.scarabs) });
}

/** The site cell of a quarter's local cell, once the quarter is turned and put in its slot. */
export function siteCellOf(local: number, slot: Slot, rotation: Rotation): number {
  const r = Math.floor(local / QUARTER_SIDE);
  const c = local % QUARTER_SIDE;
  const last = QUARTER_SIDE - 1;
  const [row, col] =
    rotation === 0 ? [r, c] : rotation === 90 ? [c, last - r] : rotation === 180 ? [last - r, last - c] : [last - c, r];
  const index = SLOTS.indexOf(slot);
  const top = index >= 2 ? QUARTER_SIDE : 0;
  const left = index % 2 === 1 ? QUARTER_SIDE : 0;
  return (top + row) * SIDE + left + col;
}

/** Four entries `{slot, rotation, quarter}`, one per slot. */
export function parseQuarters(json: unknown): Result<Site> {
  if (!Array.isArray(json) || json.length !== SLOTS.length) {
    return badSite('quarters must list 4 entries {slot, rotation, quarter}');
  }
  const rocks: number[] = [];
  const scarabs: number[] = [];
  const used = new Set<string>();
  for (const entry of json) {
    if (!isRecord(entry)) return badSite('a quarter entry is {slot, rotation, quarter}');
    const keys = onlyKeys(entry, ['slot', 'rotation', 'quarter'], 'quarter entry');
    if (!keys.ok) return keys;
    const slot = entry.slot;
    if (typeof slot !== 'string' || !(SLOTS as readonly string[]).includes(slot)) {
      return badSite(`slot must be one of ${SLOTS.join(', ')}`);
    }
    if (used.has(slot)) return badSite(`slot ${slot} is used twice`);
    used.add(slot);
    const rotation = entry.rotation ?? 0;
    if (typeof rotation !== 'number' || !(ROTATIONS as readonly number[]).includes(rotation)) {
      return badSite('rotation must be 0, 90, 180 or 270 (degrees clockwise)');
    }
    const quarter = parseQuarter(entry.quarter);
    if (!quarter.ok) return quarter;
    const place = (name: string) => siteCellOf(quarterCell(name)!, slot as Slot, rotation as Rotation);
    rocks.push(...quarter.value.rocks.map(place));
    scarabs.push(...quarter.value.scarabs.map(place));
  }
  return ok(siteOf(rocks, scarabs));
}

/** Site JSON `{rocks, scarabs}` (site cells) or `{quarters: [...]}`. */
export function parseSite(json: unknown): Result<Site> {
  if (!isRecord(json)) return badSite('a site is an object {rocks, scarabs} or {quarters}');
  if ('quarters' in json) {
    const keys = onlyKeys(json, ['quarters'], 'site');
    return keys.ok ? parseQuarters(json.quarters) : keys;
  }
  const keys = onlyKeys(json, ['rocks', 'scarabs'], 'site');
  if (!keys.ok) return keys;
  const cells = rocksAndScarabs(json, 'site', parseCellName, cellName);
  if (!cells.ok) return cells;
  return ok(siteOf(cells.value.rocks, cells.value.scarabs));
}

/** `count` distinct draws from `pool` (a partial Fisher–Yates shuffle). */
function draw(rng: Rng, pool: number[], count: number): number[] {
  const a = pool.slice();
  for (let i = 0; i < count; i++) {
    const j = rng.int(i, a.length - 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, count);
}

const CORNERS = [0, QUARTER_SIDE - 1, QUARTER_SIDE * (QUARTER_SIDE - 1), QUARTER_SIDE * QUARTER_SIDE - 1];

/**
 * A made-up quarter: 2 rocks, never on a corner (any corner may become a centre cell once the
 * quarter is turned and placed), and 6 scarabs off the rocks.
 */
export function generateQuarter(rng: Rng, name: string): QuarterJson {
  const cells = Array.from({ length: QUARTER_SIDE * QUARTER_SIDE }, (_, i) => i);
  const rocks = draw(rng, cells.filter((c) => !CORNERS.includes(c)), QUARTER_ROCKS);
  const scarabs = draw(rng, cells.filter((c) => !rocks.includes(c)), QUARTER_SCARABS);
  const sorted = (c: number[]) => c.sort((a, b) => a - b).map(quarterName);
  return { name, rocks: sorted(rocks), scarabs: sorted(scarabs) };
}

/**
 * Four made-up quarters in the four slots, unturned. Sites whose rocks close off a small area
 * at the start (an area no tile could ever create), or where some mission's tile could not even
 * begin (no place for it unflipped across the centre), are drawn again: the same rng always gives
 * the same site. (A degenerate rng gets its 100th draw, whatever it is.)
 */
export function generateQuarters(rng: Rng): QuarterEntry[] {
  for (let attempt = 1; ; attempt++) {
    const entries = SLOTS.map(
      (slot, i): QuarterEntry => ({ slot, rotation: 0, quarter: generateQuarter(rng, `generated ${i + 1}`) }),
    );
    const site = parseQuarters(entries);
    if (attempt >= 100 || (site.ok && allAreas(site.value.rockMask).length === 0 && everyTileFits(site.value.rockMask))) return entries;
  }
}

/** Every mission's tile has a first placement on the empty site, unflipped. */
function everyTileFits(rocks: Mask): boolean {
  return LETTERS.every((letter) => hasPlacement(letter, false, rocks, EMPTY_MASK));
}

export function generateSite(rng: Rng): Site {
  const site = parseQuarters(generateQuarters(rng));
  if (!site.ok) throw new Error(`generated quarters are invalid: ${site.error.message}`);
  return site.value;
}
