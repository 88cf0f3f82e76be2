// The new-game form's schema of 行山's options agrees with parseOptions.
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../contract.ts';
import { DEMO_DECK, cardName } from './cards.ts';
import { DEFAULT_ROUTES, squareName } from './route.ts';
import { errorCode, game, value } from './testing/positions.ts';

const schema = game.optionSchema as JsonSchema;
const properties = schema.properties as Record<string, Record<string, unknown>>;
const defaults = Object.fromEntries(Object.entries(properties).flatMap(([key, p]) => ('default' in p ? [[key, p.default]] : [])));

describe('the options schema', () => {
  it('names every option in both languages, with its limits', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(properties).sort()).toEqual(['coins', 'deck', 'players', 'rice', 'routes']);
    for (const p of Object.values(properties)) expect(p.label).toEqual({ en: expect.any(String), ja: expect.any(String) });
    expect(properties.players).toMatchObject({ type: 'integer', minimum: 2, maximum: 4, default: 2 });
    expect(properties.rice).toMatchObject({ type: 'integer', minimum: 0, default: 10 });
    expect(properties.coins).toMatchObject({ type: 'integer', minimum: 0, default: 0 });
    // The deck and the routes are big JSON values: typed in the form's JSON box, described, with no default.
    for (const key of ['deck', 'routes']) expect(properties[key]).toMatchObject({ type: 'array', description: expect.any(String) });
  });

  it('its defaults are accepted and are what parseOptions({}) gives', () => {
    expect(defaults).toEqual({ players: 2, rice: 10, coins: 0 });
    expect(value(game.parseOptions(defaults))).toEqual(value(game.parseOptions({})));
  });

  it('the limits of each number are accepted, and what lies outside is refused', () => {
    for (const key of ['players', 'rice', 'coins']) {
      const { minimum, maximum } = properties[key] as { minimum: number; maximum: number };
      expect(game.parseOptions({ [key]: minimum }).ok).toBe(true);
      expect(game.parseOptions({ [key]: maximum }).ok).toBe(true);
      expect(errorCode(game.parseOptions({ [key]: minimum - 1 }))).toBe('bad-option');
      expect(errorCode(game.parseOptions({ [key]: maximum + 1 }))).toBe('bad-option');
    }
    for (let players = 2; players <= 4; players++) expect(value(game.parseOptions({ players })).players).toBe(players);
  });

  it('every key of the schema is an option parseOptions knows; an unknown key is refused', () => {
    const example: Record<string, unknown> = {
      players: 3,
      rice: 20,
      coins: 2,
      deck: DEMO_DECK.map(cardName),
      routes: DEFAULT_ROUTES.slice(0, 2).map((route) => route.map(squareName)),
    };
    for (const key of Object.keys(properties)) expect(game.parseOptions({ [key]: example[key] }).ok).toBe(true);
    expect(errorCode(game.parseOptions({ hand: 4 }))).toBe('unknown-option');
  });
});
