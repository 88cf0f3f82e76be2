// A player's holdings as JSON: one JSON Schema (TypeBox) both checks what is entered and
// describes the dashboard's form. Keys left out take their defaults (nothing held, turn-order
// tile 1); unknown keys and values out of range are refused, naming the field.

// Named imports, not the Type and Value namespaces: those pull all of TypeBox (about 170 KiB more)
// into the bundle, compiled by every command that loads the rules, `tabletop games` too.
import { Array as TArray, Boolean as TBoolean, Integer, Literal, Object as TObject, Optional, Union } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';
import { Default } from '@sinclair/typebox/value';
import { ok } from '../contract.ts';
import type { Json, JsonSchema, Label, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { tooDeep, withinDepth } from '../json-depth.ts';
import { MISSION_IDS } from './data/missions.ts';
import { CIRCLES, COLOURS, GODS, GOODS } from './data/vocabulary.ts';
import type { Holdings } from './types.ts';

// A help line comes in both languages; `description` keeps its English for other readers.
const count = (title: string, maximum: number, help?: Label) =>
  Integer({ title, minimum: 0, maximum, default: 0, ...(help === undefined ? {} : { description: help.en, help }) });

const counts = <K extends string>(keys: readonly K[], title: string, maximum: number) =>
  TObject(Object.fromEntries(keys.map((k) => [k, count(k, maximum)])) as Record<K, ReturnType<typeof count>>,
    { title, additionalProperties: false, default: {} });

const quipu = TObject({
  village: Integer({ title: 'village', minimum: 1, maximum: 12, description: 'the village number, 1–12', help: { en: 'the village number, 1–12', ja: '村の番号、1–12' } }),
  feather: Union(COLOURS.map((c) => Literal(c)), { title: 'feather', description: "the village's printed feather", help: { en: "the village's printed feather", ja: '村に印刷された羽根' } }),
  vp: Integer({ title: 'VP', minimum: 1, maximum: 12, description: "the village's printed VP", help: { en: "the village's printed VP", ja: '村に印刷された VP' } }),
  circle: Union(CIRCLES.map((c) => Literal(c)), { title: 'circle' }),
  covered: Optional(TBoolean({ title: 'covered', description: "another player's quipu lies on it", help: { en: "another player's quipu lies on it", ja: 'ほかのプレイヤーのキープタイルが上にある' }, default: false })),
}, { additionalProperties: false });

const tile = TObject({
  ability: Integer({ title: 'ability', minimum: 1, maximum: 12, description: 'the ability number, 1–12', help: { en: 'the ability number, 1–12', ja: '能力の番号、1–12' } }),
  slid: TBoolean({ title: 'slid down', default: false }),
}, { additionalProperties: false });

const HOLDINGS = TObject({
  feathers: counts(COLOURS, 'feathers', 3),
  quipu: TArray(quipu, { title: 'quipu delivered', maxItems: 10, default: [] }),
  research: TArray(tile, { title: 'research tiles', maxItems: 36, default: [] }),
  farm: TArray(tile, { title: 'farm tiles', maxItems: 36, default: [] }),
  goods: counts(GOODS, 'goods', 20),
  gods: counts(GODS, 'god cards in hand', 12),
  offerings: count('offerings', 40),
  food: count('food tiles', 40),
  priests: count('priests on the temple stairs', 12),
  circlets: count('circlet tiles activated', 12),
  inti: count('Inti medals', 12, { en: 'unused Inti medals', ja: '未使用のインティメダル' }),
  turnOrder: Integer({ title: 'turn-order tile', minimum: 1, maximum: 4, default: 1 }),
  missions: TArray(Union(MISSION_IDS.map((id) => Literal(id))), { title: 'missions completed', uniqueItems: true, default: [] }),
}, { additionalProperties: false, default: {} });

/** The constants of a union of literals (TypeBox writes it as anyOf), or null for any other schema. */
function constantsOf(schema: unknown): Json[] | null {
  const anyOf = (schema as { anyOf?: unknown } | null)?.anyOf;
  if (!Array.isArray(anyOf) || !anyOf.every((s) => typeof s === 'object' && s !== null && 'const' in s)) return null;
  return anyOf.map((s) => (s as { const: Json }).const);
}

/**
 * Plain JSON (no TypeBox symbols), with unions of literals written as `enum`: the form the
 * dashboard draws (a select, or checkboxes for a list) reads `enum`.
 */
function plain(schema: unknown): Json {
  if (Array.isArray(schema)) return schema.map(plain);
  if (typeof schema !== 'object' || schema === null) return schema as Json;
  const constants = constantsOf(schema);
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) {
    if (constants !== null && key === 'anyOf') out.enum = constants;
    else out[key] = plain(value);
  }
  if (constants !== null && typeof constants[0] === 'string') out.type = 'string';
  return out;
}

/** The JSON Schema of one player's holdings (the form the dashboard draws). */
export const HOLDINGS_SCHEMA = plain(HOLDINGS) as JsonSchema;

const badHoldings = (message: string) => fail('bad-holdings', message);

/**
 * The path of a "__proto__" key anywhere in the JSON (the schema check does not see it), or null.
 * It recurses: only for JSON that `withinDepth` has passed.
 */
function protoKeyPath(json: unknown, path: string): string | null {
  if (typeof json !== 'object' || json === null) return null;
  for (const [key, value] of Object.entries(json)) {
    const here = path === '' ? key : `${path}.${key}`;
    if (key === '__proto__') return here;
    const inner = protoKeyPath(value, here);
    if (inner !== null) return inner;
  }
  return null;
}

/** Holdings from JSON: defaults filled in, checked field by field, tiles at most 3 of an ability per kind. */
export function parseHoldings(json: unknown, who: string): Result<Holdings> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return badHoldings(`${who}: holdings must be a JSON object`);
  // Every walk below recurses (the "__proto__" search, structuredClone, the schema check).
  if (!withinDepth(json)) return tooDeep(`${who}'s holdings`);
  const proto = protoKeyPath(json, '');
  if (proto !== null) return badHoldings(`${who} ${proto}: unexpected property`);
  const filled = Default(HOLDINGS, structuredClone(json)) as unknown;
  const error = Errors(HOLDINGS, filled).First();
  if (error !== undefined) {
    const where = error.path === '' ? '' : ` ${error.path.slice(1).replaceAll('/', '.')}`;
    const constants = constantsOf(error.schema);
    const listed = constants === null ? '' : constants.length <= 8 ? constants.join(', ') : `${constants.slice(0, 3).join(', ')} … ${String(constants[constants.length - 1])}`;
    const what = constants !== null ? `must be one of ${listed}, not ${JSON.stringify(error.value)}`
      : `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
    return badHoldings(`${who}${where}: ${what}`);
  }
  const h = filled as Omit<Holdings, 'quipu'> & { quipu: (Omit<Holdings['quipu'][number], 'covered'> & { covered?: boolean })[] };
  const villages = new Set<number>();
  for (const q of h.quipu) {
    if (villages.has(q.village)) return badHoldings(`${who}: village ${q.village} is listed twice (a player delivers to a village once)`);
    villages.add(q.village);
  }
  for (const kind of ['research', 'farm'] as const) {
    for (let ability = 1; ability <= 12; ability++) {
      const n = h[kind].filter((t) => t.ability === ability).length;
      if (n > 3) return badHoldings(`${who}: ${n} ${kind} tiles with ability ${ability}, but only 3 exist`);
    }
  }
  return ok({ ...h, quipu: h.quipu.map((q) => ({ ...q, covered: q.covered === true })) });
}

/** Holdings as JSON, every key written, in the pinned order; `covered` only where true. */
export function formatHoldings(h: Holdings): Json {
  return {
    feathers: Object.fromEntries(COLOURS.map((c) => [c, h.feathers[c]])),
    quipu: h.quipu.map((q) => ({ village: q.village, feather: q.feather, vp: q.vp, circle: q.circle, ...(q.covered ? { covered: true } : {}) })),
    research: h.research.map((t) => ({ ability: t.ability, slid: t.slid })),
    farm: h.farm.map((t) => ({ ability: t.ability, slid: t.slid })),
    goods: Object.fromEntries(GOODS.map((g) => [g, h.goods[g]])),
    gods: Object.fromEntries(GODS.map((g) => [g, h.gods[g]])),
    offerings: h.offerings,
    food: h.food,
    priests: h.priests,
    circlets: h.circlets,
    inti: h.inti,
    turnOrder: h.turnOrder,
    missions: [...h.missions],
  };
}

/** Nothing held; the turn-order tile given. */
export function emptyHoldings(turnOrder: number): Holdings {
  const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  return {
    feathers: zeros(COLOURS), quipu: [], research: [], farm: [], goods: zeros(GOODS), gods: zeros(GODS),
    offerings: 0, food: 0, priests: 0, circlets: 0, inti: 0, turnOrder, missions: [],
  };
}
