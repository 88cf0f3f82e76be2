import { describe, expect, it } from 'vitest';
import { freeGame as game } from './game.ts';

type Property = { default?: unknown; enum?: unknown[]; oneOf?: { const: unknown }[]; minimum?: number; maximum?: number; label?: { en: string; ja: string } };
const properties = game.optionSchema!.properties as Record<string, Property>;
const defaults = Object.fromEntries(Object.entries(properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default]));

/** A value each option takes alone, from its schema (colours need `add`). */
const sample: Record<string, unknown> = { rows: 1, cols: 26, add: true, colors: ['red', 'black'], cast: 10, limit: 1 };

describe('the free game’s option schema', () => {
  it('lists every option, each labelled in both languages', () => {
    expect(Object.keys(properties).sort()).toEqual(['add', 'cast', 'colors', 'cols', 'limit', 'rows']);
    for (const p of Object.values(properties)) expect(p.label!.en.length * p.label!.ja.length).toBeGreaterThan(0);
  });

  it('has defaults the game takes, the same as no options at all', () => {
    expect(defaults).toEqual({ add: false, cast: 0 });
    expect(game.parseOptions(defaults)).toEqual(game.parseOptions({}));
  });

  it('names only options the game knows, and the game refuses one it does not', () => {
    for (const key of Object.keys(properties)) {
      const parsed = game.parseOptions(key === 'colors' ? { add: true, colors: sample.colors } : { [key]: sample[key] });
      expect(parsed.ok, key).toBe(true);
    }
    expect(game.parseOptions({ colours: ['red', 'black'] })).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
  });

  it('gives the limits the game keeps', () => {
    for (const key of ['rows', 'cols', 'cast'] as const) {
      const { minimum, maximum } = properties[key];
      expect(game.parseOptions({ [key]: minimum }).ok).toBe(true);
      expect(game.parseOptions({ [key]: maximum }).ok).toBe(true);
      expect(game.parseOptions({ [key]: minimum! - 1 }).ok).toBe(false);
      expect(game.parseOptions({ [key]: maximum! + 1 }).ok).toBe(false);
    }
    expect(game.parseOptions({ limit: properties.limit.minimum! - 1 }).ok).toBe(false);
    const colors = game.optionSchema!.properties as Record<string, { maxItems: number; items: { pattern: string } }>;
    expect(game.parseOptions({ add: true, colors: Array.from({ length: colors.colors.maxItems + 1 }, (_, i) => `c${i}`) }).ok).toBe(false);
    const pattern = new RegExp(colors.colors.items.pattern);
    for (const name of ['red', 'dark-blue', 'Red', '1st']) {
      expect(game.parseOptions({ add: true, colors: [name, 'other'] }).ok, name).toBe(pattern.test(name));
    }
  });

  it('has no enumerated values that the game would refuse', () => {
    for (const [key, p] of Object.entries(properties)) {
      for (const v of [...(p.enum ?? []), ...(p.oneOf ?? []).map((o) => o.const)]) expect(game.parseOptions({ [key]: v }).ok).toBe(true);
    }
  });
});
