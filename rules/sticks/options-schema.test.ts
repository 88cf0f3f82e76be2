import { describe, expect, it } from 'vitest';
import { errorCode, value } from './testing/play.ts';
import { STICK_GAMES } from './testing/positions.ts';

type Property = { default?: unknown; enum?: unknown[]; oneOf?: { const: unknown }[]; label?: { en: string; ja: string }; minimum?: number; maximum?: number };
const propertiesOf = (schema: unknown) => (schema as { properties: Record<string, Property> }).properties;
const defaultsOf = (schema: unknown) => Object.fromEntries(Object.entries(propertiesOf(schema)).map(([k, p]) => [k, p.default]));

describe.each(STICK_GAMES)('%s option schema', (_, game) => {
  const schema = game.optionSchema;

  it('is an object schema whose every property has a default and a label in both languages', () => {
    expect(schema).toMatchObject({ type: 'object', title: expect.any(String) });
    for (const [key, p] of Object.entries(propertiesOf(schema))) {
      expect(p.default, key).toBeDefined();
      expect(p.label?.en.length, key).toBeGreaterThan(0);
      expect(p.label?.ja.length, key).toBeGreaterThan(0);
    }
  });

  it('its defaults are accepted, and are what parseOptions takes when given nothing', () => {
    const defaults = defaultsOf(schema);
    expect(value(game.parseOptions(defaults))).toEqual(value(game.parseOptions({})));
  });

  it('every enumerated value is accepted on its own', () => {
    for (const [key, p] of Object.entries(propertiesOf(schema))) {
      const values = [...(p.enum ?? []), ...(p.oneOf ?? []).map((o) => o.const)];
      for (const v of values) expect(game.parseOptions({ [key]: v }).ok, `${key}=${JSON.stringify(v)}`).toBe(true);
    }
  });

  it('its limits are those of parseOptions', () => {
    const { balance, players } = propertiesOf(schema) as Record<string, Property & { minItems?: number; maxItems?: number }>;
    expect(game.parseOptions({ balance: balance.minimum }).ok).toBe(true);
    expect(game.parseOptions({ balance: balance.maximum }).ok).toBe(true);
    expect(errorCode(game.parseOptions({ balance: (balance.minimum as number) - 1 }))).toBe('bad-option');
    expect(errorCode(game.parseOptions({ balance: (balance.maximum as number) + 1 }))).toBe('bad-option');
    const names = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`);
    expect(game.parseOptions({ players: names(players.minItems as number) }).ok).toBe(true);
    expect(game.parseOptions({ players: names(players.maxItems as number) }).ok).toBe(true);
    expect(errorCode(game.parseOptions({ players: names((players.minItems as number) - 1) }))).toBe('bad-option');
    expect(errorCode(game.parseOptions({ players: names((players.maxItems as number) + 1) }))).toBe('bad-option');
  });

  it('names only keys parseOptions knows (an unknown key is refused, a schema key is not)', () => {
    expect(errorCode(game.parseOptions({ colour: 'red' }))).toBe('unknown-option');
    for (const key of Object.keys(propertiesOf(schema))) {
      const one = game.parseOptions({ [key]: propertiesOf(schema)[key].default });
      expect(one.ok, key).toBe(true);
    }
  });
});

describe('which options each game has', () => {
  it('新遊 alone has a banker, the first player by default; 新遊 seats three by default', () => {
    const keys = STICK_GAMES.map(([, game]) => Object.keys(propertiesOf(game.optionSchema)));
    expect(keys).toEqual([['players', 'balance'], ['players', 'balance'], ['players', 'banker', 'balance']]);
    const [, , [, shinyu]] = STICK_GAMES;
    expect(propertiesOf(shinyu.optionSchema).banker.default).toBe('P1');
    expect(propertiesOf(shinyu.optionSchema).players.default).toEqual(['P1', 'P2', 'P3']);
    expect(propertiesOf(STICK_GAMES[0][1].optionSchema).players.default).toEqual(['P1', 'P2']);
    expect(propertiesOf(shinyu.optionSchema).balance).toMatchObject({ default: 100, minimum: 1, maximum: 1_000_000 });
  });
});
