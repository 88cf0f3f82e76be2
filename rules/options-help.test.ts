// Every help line of every game's options reads in both languages: wherever a schema node has a
// `description` (the English other tools read), a `help` {en, ja} stands beside it with the same
// English and Japanese words, so a Japanese page shows no English under a field. The same holds
// for the forms the rules build during a game (a stake, a tile turned up, a player's holdings).
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './contract.ts';
import { holdingsFormSchema } from './cuzco/holdings-form.ts';
import { emptyHoldings } from './cuzco/holdings.ts';
import { games, seededRng } from './index.ts';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

type Node = { path: string; schema: Record<string, unknown> };

/** Every schema node under `schema` (itself included), by a path for the failure message. */
function nodes(schema: unknown, path: string): Node[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => nodes(s, `${path}[${i}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  const own = schema as Record<string, unknown>;
  const out: Node[] = [{ path, schema: own }];
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const map = own[key];
    if (typeof map === 'object' && map !== null) for (const [name, s] of Object.entries(map)) out.push(...nodes(s, `${path}.${key}.${name}`));
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    if (key in own) out.push(...nodes(own[key], `${path}.${key}`));
  }
  return out;
}

const withDescription = (schema: unknown, path: string): Node[] => nodes(schema, path).filter((n) => typeof n.schema.description === 'string');

const described = Object.values(games).flatMap((game) => withDescription(game.optionSchema, game.id));

/** The schemas of the forms a game offers and the entry it waits for, just after setup with `options`. */
function formsAtStart(id: string, options: Record<string, unknown>): JsonSchema[] {
  const game = games[id]!;
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = game.setup(parsed.value, seededRng(1));
  const forms = (game.offer?.(state).forms ?? []).map((f) => f.schema);
  const wait = game.pending?.(state);
  return wait?.kind === 'entry' ? [...forms, wait.schema] : forms;
}

const built: Node[] = [
  ...formsAtStart('jusai', {}).flatMap((s, i) => withDescription(s, `jusai form ${i}`)),
  ...formsAtStart('shinyu', {}).flatMap((s, i) => withDescription(s, `shinyu form ${i}`)),
  ...formsAtStart('terra', { draws: 'entered' }).flatMap((s, i) => withDescription(s, `terra form ${i}`)),
  ...withDescription(holdingsFormSchema(emptyHoldings(1), { en: 'P1', ja: 'P1' }), 'cuzco holdings'),
];

describe('the help lines of the options, in both languages', () => {
  it('finds help lines to check (the walk reaches into the schemas)', () => {
    expect(described.length).toBeGreaterThan(20);
    // Nested ones too: the free game's sides are built by a helper, the sticks games per kind.
    expect(described.map((n) => n.path)).toContain('free.properties.rows');
    expect(described.map((n) => n.path)).toContain('shinyu.properties.banker');
  });

  it('finds the forms built in rules too (a stake, a tile turned up, the holdings)', () => {
    const paths = built.map((n) => n.path);
    expect(paths.some((p) => p.startsWith('jusai form'))).toBe(true);
    expect(paths.some((p) => p.startsWith('shinyu form'))).toBe(true);
    expect(paths.some((p) => p.startsWith('terra form'))).toBe(true);
    expect(paths).toContain('cuzco holdings.properties.quipu');
    expect(paths).toContain('cuzco holdings.properties.inti');
  });

  it.each([...described, ...built].map((n) => [n.path, n.schema] as const))('%s has help {en, ja}', (_path, schema) => {
    const help = schema.help as { en?: unknown; ja?: unknown } | undefined;
    expect(help).toBeTypeOf('object');
    expect(typeof help?.en === 'string' && help.en !== '').toBe(true);
    expect(typeof help?.ja === 'string' && help.ja !== '').toBe(true);
    expect(help?.en).toBe(schema.description);
    expect(help?.ja).toMatch(JAPANESE);
  });
});
