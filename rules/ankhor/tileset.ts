// Tiles and tile sets from JSON. The printed breakdown is not public: the repo ships an invented
// demo set (data/demo-set.json, labelled as invented), and an owner passes the printed one as the
// `set` option (the contents of a JSON file in the same format).
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { isPlainName, whyNotPlainName } from '../names.ts';
import demoSetJson from './data/demo-set.json' with { type: 'json' };
import { ANIMALS, COLOURS, KINDS } from './types.ts';
import type { Animal, Colour, Kind, Tile, TileSet } from './types.ts';

export const MAX_VP = 20;
export const OFFER_SLOTS = 6;
/** A tile id is a plain name (../names.ts): the set's and a position's tiles are keyed by it. */
export const MAX_ID_LENGTH = 24;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

export const isColour = (value: unknown): value is Colour => (COLOURS as readonly unknown[]).includes(value);
export const isTileId = (value: unknown): value is string => isPlainName(value, MAX_ID_LENGTH);
/** Why `value`, which isTileId refused, is no tile id, naming the rule. */
export const whyNotTileId = (value: unknown, what: string): string => whyNotPlainName(value, what, MAX_ID_LENGTH);

/** A tile's printed faces: `{color, animal, vp, kind}` (an `id` key is allowed and ignored here). */
export function parseTile(json: unknown, extraKeys: readonly string[] = []): Result<Tile> {
  const bad = (message: string) => fail('bad-tile', message);
  if (!isRecord(json)) return bad('a tile is an object with color, animal, vp and kind');
  for (const key of Object.keys(json)) {
    if (!['color', 'animal', 'vp', 'kind', ...extraKeys].includes(key)) return bad(`unknown tile key ${JSON.stringify(key)}`);
  }
  const { color, animal, vp, kind } = json;
  if (!isColour(color)) return bad(`color must be one of ${COLOURS.join(', ')}`);
  if (!(ANIMALS as readonly unknown[]).includes(animal)) return bad(`animal must be one of ${ANIMALS.join(', ')}`);
  if (!(KINDS as readonly unknown[]).includes(kind)) return bad(`kind must be one of ${KINDS.join(', ')}`);
  if (!isIntegerIn(vp, 0, MAX_VP)) return bad(`vp must be a whole number from 0 to ${MAX_VP}`);
  if (kind === 'animal' && animal === 'none') return bad('an animal tile shows a jackal, a beetle or a falcon');
  if (kind === 'desert' && animal !== 'none') return bad('a desert shows no animal');
  return ok({ color, animal: animal as Animal, vp, kind: kind as Kind });
}

export function formatTile(tile: Tile): { color: Colour; animal: Animal; vp: number; kind: Kind } {
  return { color: tile.color, animal: tile.animal, vp: tile.vp, kind: tile.kind };
}

/** How a tile reads in notes: "green jackal", "red warehouse (2 VP)". */
export function describeTile(tile: Tile): string {
  const what = tile.kind === 'animal' ? tile.animal : tile.kind === 'vp' ? 'tile' : tile.kind;
  const animal = tile.kind !== 'animal' && tile.animal !== 'none' ? ` ${tile.animal}` : '';
  return `${tile.color}${animal} ${what}${tile.vp > 0 ? ` (${tile.vp} VP)` : ''}`;
}

const SET_KEYS = ['name', 'invented', 'notes', 'zones', 'markers', 'bonus', 'tiles'];

/**
 * A tile set: `{name?, invented?, notes?, zones: [6 hole counts], markers?: {colour: n},
 * bonus: [values], tiles: [{id, color, animal, vp, kind}]}`. Markers default to an even share of
 * the holes among the five colours.
 */
export function parseTileSet(json: unknown): Result<TileSet> {
  const bad = (message: string) => fail('bad-set', `tile set: ${message}`);
  if (!isRecord(json)) return bad('a tile set is a JSON object with zones, bonus and tiles');
  for (const key of Object.keys(json)) if (!SET_KEYS.includes(key)) return bad(`unknown key ${JSON.stringify(key)}`);
  const name = json.name ?? "Owner's tile set";
  if (typeof name !== 'string' || name.length === 0) return bad('name must be a non-empty string');
  const invented = json.invented ?? false;
  if (typeof invented !== 'boolean') return bad('invented must be true or false');

  const zones = json.zones;
  if (!Array.isArray(zones) || zones.length !== OFFER_SLOTS || !zones.every((n) => isIntegerIn(n, 1, 5))) {
    return bad(`zones must list ${OFFER_SLOTS} hole counts (1–5), left to right`);
  }
  const holes = (zones as number[]).reduce((a, b) => a + b, 0);
  let markers: Record<Colour, number>;
  if (json.markers === undefined) {
    if (holes % COLOURS.length !== 0) return bad('give markers per colour: the holes do not share evenly among five colours');
    markers = Object.fromEntries(COLOURS.map((c) => [c, holes / COLOURS.length])) as Record<Colour, number>;
  } else {
    const m = json.markers;
    if (!isRecord(m) || Object.keys(m).some((k) => !isColour(k)) || !COLOURS.every((c) => isIntegerIn(m[c], 0, 30))) {
      return bad(`markers must give a count for each of ${COLOURS.join(', ')}`);
    }
    markers = Object.fromEntries(COLOURS.map((c) => [c, m[c] as number])) as Record<Colour, number>;
    const total = COLOURS.reduce((a, c) => a + markers[c], 0);
    if (total !== holes) return bad(`${total} markers for ${holes} holes`);
  }

  const bonus = json.bonus;
  if (!Array.isArray(bonus) || bonus.length > 50 || !bonus.every((n) => isIntegerIn(n, 0, MAX_VP))) {
    return bad('bonus must list the bonus token values (0–20)');
  }

  if (!Array.isArray(json.tiles) || json.tiles.length < OFFER_SLOTS || json.tiles.length > 200) {
    return bad(`tiles must list ${OFFER_SLOTS} to 200 tiles`);
  }
  const tiles: Record<string, Tile> = {};
  for (const [i, item] of json.tiles.entries()) {
    const id = isRecord(item) ? item.id : undefined;
    if (!isTileId(id)) return bad(whyNotTileId(id, `tile ${i + 1}: id`));
    if (Object.hasOwn(tiles, id)) return bad(`tile ${i + 1}: id ${id} comes twice`);
    const tile = parseTile(item, ['id']);
    if (!tile.ok) return bad(`tile ${id}: ${tile.error.message}`);
    tiles[id] = tile.value;
  }
  return ok({ name, invented, tiles, bonus: bonus as number[], zones: zones as number[], markers });
}

/** The invented demo set shipped with the repo. */
export const DEMO_SET: TileSet = (() => {
  const parsed = parseTileSet(demoSetJson);
  if (!parsed.ok) throw new Error(`the demo set is broken: ${parsed.error.message}`);
  return parsed.value;
})();

/** The set as JSON, in the format parseTileSet reads. */
export function formatTileSet(set: TileSet): Record<string, unknown> {
  return {
    name: set.name,
    invented: set.invented,
    zones: set.zones.slice(),
    markers: { ...set.markers },
    bonus: set.bonus.slice(),
    tiles: Object.entries(set.tiles).map(([id, t]) => ({ id, ...formatTile(t) })),
  };
}
