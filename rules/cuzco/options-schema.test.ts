// The options' schema against parseOptions: its defaults, every value in its limits, its keys.
import { describe, expect, it } from 'vitest';
import { cuzcoGame as game } from './game.ts';

type Property = { default: unknown; minimum?: number; maximum?: number; enum?: unknown[]; label?: { en: string; ja: string } };
const properties = (game.optionSchema!.properties ?? {}) as Record<string, Property>;
const defaults = Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, p.default]));

describe('the options schema of the Cuzco assistant', () => {
  it('has defaults that parseOptions accepts, equal to parsing nothing', () => {
    expect(game.parseOptions(defaults)).toEqual({ ok: true, value: { players: 2 } });
    expect(game.parseOptions({})).toEqual(game.parseOptions(defaults));
  });

  it('accepts every value within each property’s limits on its own, and refuses those just outside', () => {
    for (const [key, p] of Object.entries(properties)) {
      for (let v = p.minimum!; v <= p.maximum!; v++) expect(game.parseOptions({ [key]: v }).ok, `${key}=${v}`).toBe(true);
      expect(game.parseOptions({ [key]: p.minimum! - 1 }).ok).toBe(false);
      expect(game.parseOptions({ [key]: p.maximum! + 1 }).ok).toBe(false);
    }
  });

  it('names only keys parseOptions knows, each with a label in both languages', () => {
    expect(Object.keys(properties)).toEqual(['players']);
    for (const [key, p] of Object.entries(properties)) {
      expect(game.parseOptions({ [key]: p.default }).ok).toBe(true);
      expect(p.label?.en.length).toBeGreaterThan(0);
      expect(p.label?.ja.length).toBeGreaterThan(0);
    }
    expect(game.parseOptions({ rounds: 3 })).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
    expect(game.optionSchema!.additionalProperties).toBe(false);
  });
});
