// The options' schema against parseOptions: its defaults are accepted and equal the defaults of
// no options at all (off a board), every named value is accepted on its own, every property is an
// option the game knows, and each carries a label in both languages.
import { describe, expect, it } from 'vitest';
import { ankhorGame as game } from './game.ts';
import { errorOf, value } from './testing/build.ts';
import { DEMO_SET, formatTileSet } from './tileset.ts';

type Prop = { default?: unknown; enum?: unknown[]; oneOf?: { const: unknown }[]; label?: { en: string; ja: string }; properties?: Record<string, Prop> };
const properties = game.optionSchema.properties as Record<string, Prop>;
const defaults = Object.fromEntries(Object.entries(properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default]));

/** A value for a property: its default, or (the big JSON ones) one a player could paste. */
const sample: Record<string, unknown> = {
  set: formatTileSet(DEMO_SET),
  prices: [['red', 'red'], ['red', 'blue'], ['blue', 'blue'], ['green', 'green', 'green'], ['white', 'white', 'white'], ['black', 'black', 'black']],
};

describe('the options schema', () => {
  it('its defaults are accepted, and are what no options give', () => {
    expect(Object.keys(defaults).sort()).toEqual(['corners', 'deal', 'firstPlayer', 'grid', 'players']);
    const parsed = value(game.parseOptions(defaults));
    expect(parsed).toEqual(value(game.parseOptions({})));
    expect(parsed).toMatchObject({ players: 2, grid: { rows: 8, cols: 8 }, corners: false, deal: 'virtual', firstPlayer: null });
  });

  it('accepts every named value on its own, and every limit of a number', () => {
    for (const [key, p] of Object.entries(properties)) {
      const named = [...(p.enum ?? []), ...(p.oneOf ?? []).map((o) => o.const)];
      for (const v of named) expect(game.parseOptions({ [key]: v }).ok, `${key}: ${JSON.stringify(v)}`).toBe(true);
    }
    expect(value(game.parseOptions({ deal: 'entered' })).deal).toBe('entered');
    for (const players of [2, 3, 4]) expect(game.parseOptions({ players, firstPlayer: players }).ok).toBe(true);
    expect(value(game.parseOptions({ grid: { rows: 2, cols: 10 } })).grid).toEqual({ rows: 2, cols: 10 });
    expect(game.parseOptions({ grid: { rows: 11, cols: 8 } }).ok).toBe(false);
  });

  it('names only options the game knows; an unknown key is refused', () => {
    expect(Object.keys(properties).sort()).toEqual(['corners', 'deal', 'firstPlayer', 'grid', 'players', 'prices', 'set']);
    for (const key of Object.keys(properties)) {
      const v = key in sample ? sample[key] : defaults[key];
      expect(game.parseOptions({ [key]: v }).ok, key).toBe(true);
    }
    expect(errorOf(game.parseOptions({ colour: 'red' })).code).toBe('unknown-option');
  });

  it('labels every property in both languages', () => {
    for (const p of Object.values(properties)) {
      expect(p.label?.en.length).toBeGreaterThan(0);
      expect(p.label?.ja.length).toBeGreaterThan(0);
    }
    for (const p of Object.values(properties.grid.properties ?? {})) expect(p.label?.ja.length).toBeGreaterThan(0);
  });
});
