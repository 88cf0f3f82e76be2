import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { scarabyaGame as game } from './game.ts';
import { scarabyaOptionSchema as schema } from './options-schema.ts';
import { errorCode } from './testing/support.ts';

type Property = Record<string, Json>;
const properties = schema.properties as Record<string, Property>;
const defaults = Object.fromEntries(Object.entries(properties).flatMap(([key, p]) => ('default' in p ? [[key, p.default]] : [])));
const parse = (json: Json) => game.parseOptions(json);

describe('the option schema', () => {
  it('is the schema the game gives the host', () => {
    expect(game.optionSchema).toBe(schema);
    expect(schema.type).toBe('object');
  });

  it('its defaults are accepted and are the options of an empty object', () => {
    expect(Object.keys(defaults).sort()).toEqual(['allowFlip', 'firstPlayer', 'mode', 'tokens']);
    const parsed = parse(defaults);
    expect(parsed.ok).toBe(true);
    expect(parsed).toEqual(parse({}));
  });

  it('every mode is accepted on its own, and with the other defaults', () => {
    const modes = (properties.mode.oneOf as Property[]).map((o) => o.const);
    expect(modes.sort()).toEqual(['one-to-one', 'solo', 'standard']);
    for (const mode of modes) {
      expect(parse({ mode }).ok).toBe(true);
      expect(parse({ ...defaults, mode }).ok).toBe(true);
    }
    for (const option of properties.mode.oneOf as Property[]) {
      const label = option.label as { en: string; ja: string };
      expect(label.en.length).toBeGreaterThan(0);
      expect(label.ja.length).toBeGreaterThan(0);
    }
  });

  it('every property is an option the game knows, with a label in both languages; an unknown one is refused', () => {
    const samples: Record<string, Json> = {
      mode: 'solo',
      players: 3,
      siteSeed: 12,
      allowFlip: false,
      firstPlayer: 1,
      missions: ['L', 'X', 'I'],
      tokens: [2, 2, 2, 2],
      site: { rocks: ['A3', 'B4'], scarabs: ['A4'] },
    };
    expect(Object.keys(properties).sort()).toEqual(Object.keys(samples).sort());
    for (const [key, sample] of Object.entries(samples)) {
      expect(parse({ [key]: sample }), key).toMatchObject({ ok: true });
      const label = properties[key].label as { en: string; ja: string };
      expect(label.en.length, key).toBeGreaterThan(0);
      expect(label.ja.length, key).toBeGreaterThan(0);
    }
    expect(errorCode(parse({ flip: true }))).toBe('unknown-option');
  });

  it('its limits are the game’s', () => {
    const { players, firstPlayer } = properties;
    expect(parse({ players: players.minimum }).ok).toBe(true);
    expect(parse({ players: players.maximum }).ok).toBe(true);
    expect(errorCode(parse({ players: (players.maximum as number) + 1 }))).toBe('bad-option');
    expect(errorCode(parse({ players: (players.minimum as number) - 1 }))).toBe('bad-option');
    expect(parse({ mode: 'one-to-one', firstPlayer: firstPlayer.maximum }).ok).toBe(true);
    expect(errorCode(parse({ mode: 'one-to-one', firstPlayer: (firstPlayer.maximum as number) + 1 }))).toBe('bad-option');
    expect(parse({ tokens: 0 }).ok).toBe(true);
    expect(parse({ missions: ['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] }).ok).toBe(true);
  });

  it('a form that leaves players empty plays each mode with its own count', () => {
    // The form sends every default it shows: players has none, so one-to-one is not refused.
    expect('default' in properties.players).toBe(false);
    expect(parse({ ...defaults, mode: 'one-to-one' })).toMatchObject({ ok: true, value: { players: 2 } });
    expect(errorCode(parse({ mode: 'one-to-one', players: 1 }))).toBe('bad-option');
  });
});
