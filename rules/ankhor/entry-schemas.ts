// The forms of Ankh'or's entries (tiles entered from real piles): a tile turned up, and the price
// markers as laid out. Every field is a select with names in both languages; the price board has
// one select per hole, since a zone often holds two markers of one colour (a list of checkboxes
// could not say so). The game still reads a zone given as a plain list of colours (API, CLI).
import type { Json, JsonSchema } from '../contract.ts';
import { animalChoices, colourChoices, kindChoices } from './schema-choices.ts';
import { MAX_VP, isRecord } from './tileset.ts';
import { COLOURS } from './types.ts';
import type { AnkhorState } from './types.ts';

export const ZONES = ['zone1', 'zone2', 'zone3', 'zone4', 'zone5', 'zone6'];

/**
 * A tile turned up. The game also takes an `id` (a name for the tile, made up when left out): it is
 * no part of the form, since a player sees no id on the tile.
 */
export const TILE_SCHEMA: JsonSchema = {
  type: 'object',
  title: 'Tile turned up',
  properties: {
    color: { type: 'string', title: 'Colour', label: { en: 'Colour', ja: '色' }, oneOf: colourChoices() },
    animal: { type: 'string', title: 'Animal', label: { en: 'Animal', ja: '動物' }, oneOf: animalChoices() },
    kind: { type: 'string', title: 'Kind', label: { en: 'Kind', ja: '種類' }, oneOf: kindChoices() },
    vp: { type: 'integer', title: 'Printed VP', label: { en: 'Printed VP', ja: '印刷された勝利点' }, minimum: 0, maximum: MAX_VP },
  },
  required: ['color', 'animal', 'kind', 'vp'],
};

export const TILE_EXAMPLE: Json = { color: 'green', animal: 'jackal', kind: 'animal', vp: 0 };

const markerKey = (hole: number): string => `marker${hole + 1}`;

export function pricesSchema(state: AnkhorState): JsonSchema {
  const properties: Record<string, Json> = {};
  ZONES.forEach((zone, i) => {
    const holes = state.options.set.zones[i];
    const markers: Record<string, Json> = {};
    for (let h = 0; h < holes; h++) {
      markers[markerKey(h)] = { type: 'string', title: `Marker ${h + 1}`, label: { en: `Marker ${h + 1}`, ja: `マーカー${h + 1}` }, oneOf: colourChoices() };
    }
    properties[zone] = {
      type: 'object',
      title: `Zone ${i + 1} (above slot ${i + 1})`,
      label: { en: `Zone ${i + 1} (above slot ${i + 1})`, ja: `ゾーン${i + 1}（スロット${i + 1}の上）` },
      properties: markers,
      required: Object.keys(markers),
    };
  });
  return { type: 'object', title: 'Price markers, left to right', properties, required: ZONES };
}

/** A valid layout (the markers shared out in colour order), shown as a hint. */
export function pricesExample(state: AnkhorState): Json {
  const pool = COLOURS.flatMap((c) => new Array<string>(state.options.set.markers[c]).fill(c));
  let k = 0;
  return Object.fromEntries(
    ZONES.map((zone, i) => [zone, Object.fromEntries(Array.from({ length: state.options.set.zones[i] }, (_, h) => [markerKey(h), pool[k++] ?? COLOURS[0]]))]),
  );
}

/**
 * A zone as entered: a list of colours, or the form's `{marker1, marker2…}` read back as that
 * list (a gap stays a gap, for the price check to refuse).
 */
export function zoneList(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (!keys.every((k) => /^marker[1-5]$/.test(k))) return value;
  const length = Math.max(0, ...keys.map((k) => Number(k.slice('marker'.length))));
  return Array.from({ length }, (_, h) => value[markerKey(h)]);
}
