// The options' schema (the new-game form) against parseOptions: its defaults are accepted and are
// the defaults, every named value is accepted on its own, and it names only options the game knows.
import { describe, expect, it } from 'vitest';
import { terraGame as game } from './game.ts';

type Property = { default?: unknown; enum?: unknown[]; oneOf?: { const: unknown; label?: { en: string; ja: string } }[]; label?: { en: string; ja: string }; type?: string; description?: string };
const properties = game.optionSchema!.properties as Record<string, Property>;

describe('the options schema', () => {
  it('has a label in both languages on every property', () => {
    expect(Object.keys(properties)).toEqual(['version', 'players', 'mission', 'symbols', 'faceUp', 'draws', 'data']);
    for (const p of Object.values(properties)) {
      expect(p.label?.en).toBeTruthy();
      expect(p.label?.ja).toBeTruthy();
      for (const o of p.oneOf ?? []) expect(o.label?.ja).toBeTruthy();
    }
  });

  it('has defaults parseOptions accepts, the same as parsing no options at all', () => {
    const defaults = Object.fromEntries(Object.entries(properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default]));
    expect(defaults).toEqual({ version: 1, players: 2, mission: null, symbols: false, faceUp: false, draws: 'dealt' });
    const parsed = game.parseOptions(defaults);
    expect(parsed.ok).toBe(true);
    expect(parsed).toEqual(game.parseOptions({}));
  });

  it('accepts every named value of each property on its own', () => {
    let named = 0;
    for (const [key, p] of Object.entries(properties)) {
      const values = p.enum ?? p.oneOf?.map((o) => o.const) ?? [];
      for (const value of values) {
        expect(game.parseOptions({ [key]: value }), `${key}: ${JSON.stringify(value)}`).toMatchObject({ ok: true });
        named++;
      }
    }
    expect(named).toBe(3 + 4 + 2);
  });

  it('names only options parseOptions knows; an unknown one is refused', () => {
    for (const key of Object.keys(properties)) {
      const parsed = game.parseOptions({ [key]: null });
      // Null may be a bad value, but never an unknown option.
      if (!parsed.ok) expect(parsed.error.message).not.toContain('unknown option');
    }
    expect(game.parseOptions({ colour: 'red' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('unknown option "colour"') } });
  });

  it('leaves the printed data to the advanced JSON box: an object, described, with no default', () => {
    expect(properties.data).toMatchObject({ type: 'object', description: expect.stringContaining('printed') });
    expect('default' in properties.data).toBe(false);
    // The bounds hold: 1 player only in a mission.
    expect(properties.players).toMatchObject({ minimum: 1, maximum: 4 });
    expect(game.parseOptions({ players: 1 })).toMatchObject({ ok: false });
    expect(game.parseOptions({ players: 1, mission: 2 })).toMatchObject({ ok: true });
  });
});
