// The new-game form's schema (options-schema.ts) against parseOptions: its defaults, every named
// value, and no key parseOptions does not know.
import { describe, expect, it } from 'vitest';
import { game } from './testing/support.ts';

type Prop = { default?: unknown; oneOf?: { const: unknown; label: { en: string; ja: string } }[]; enum?: unknown[]; label?: { en: string; ja: string }; properties?: Record<string, Prop> };
const schema = game.optionSchema as { type: string; title: string; properties: Record<string, Prop> };
const props = Object.entries(schema.properties);
const defaults = Object.fromEntries(props.filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default]));
const valuesOf = (p: Prop) => [...(p.oneOf ?? []).map((o) => o.const), ...(p.enum ?? [])];

describe('the Cetkaik options schema', () => {
  it('is an object schema with a title, and a default and a label in both languages on every property', () => {
    expect(schema).toMatchObject({ type: 'object', title: 'Cetkaik 机戦' });
    expect(props.map(([k]) => k)).toEqual(['ruleset', 'seasons', 'firstMovers', 'bot']);
    for (const [key, p] of props) {
      expect('default' in p, key).toBe(true);
      expect(p.label?.en.length, key).toBeGreaterThan(0);
      expect(p.label?.ja.length, key).toBeGreaterThan(0);
      for (const o of p.oneOf ?? []) expect(o.label.ja.length).toBeGreaterThan(0);
    }
  });

  it('its defaults are accepted and are what no options give', () => {
    const parsed = game.parseOptions(defaults);
    expect(parsed.ok).toBe(true);
    expect(parsed).toEqual(game.parseOptions({}));
    expect(parsed.ok && game.bot?.seat(parsed.value)).toBeNull();
  });

  it('accepts every named value of every property on its own', () => {
    const tried: string[] = [];
    for (const [key, p] of props) {
      for (const v of valuesOf(p)) {
        expect(game.parseOptions({ [key]: v }).ok, `${key}=${JSON.stringify(v)}`).toBe(true);
        tried.push(`${key}=${String(v)}`);
      }
    }
    expect(tried).toEqual(['ruleset=y1huap1', 'ruleset=cerke_online', 'ruleset=kyouiku', 'ruleset=old', 'seasons=1', 'seasons=2', 'seasons=4']);
    // The bot's side and level, each value with the other side named.
    const bot = schema.properties.bot.properties!;
    for (const side of valuesOf(bot.side)) expect(game.parseOptions({ bot: { side } })).toMatchObject({ ok: true, value: { bot: { side, level: 'normal' } } });
    for (const level of valuesOf(bot.level)) expect(game.parseOptions({ bot: { side: 'IA', level } })).toMatchObject({ ok: true, value: { bot: { side: 'IA', level } } });
    expect(valuesOf(bot.level)).toEqual(['easy', 'normal', 'strong', 'greedy', 'random']);
    // firstMovers, typed as JSON: one side per season.
    expect(game.parseOptions({ seasons: 2, firstMovers: ['IA', 'A'] }).ok).toBe(true);
  });

  it('names only keys parseOptions knows: a schema key is taken, an unknown one refused', () => {
    for (const [key, p] of props) {
      const result = game.parseOptions({ [key]: p.default });
      expect(result.ok, key).toBe(true);
    }
    expect(game.parseOptions({ sticks: 'physical' })).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
    expect(game.parseOptions({ bot: { level: 'easy' } })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });
});
