// The new-game form's schema of the ship race's options agrees with parseOptions.
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../contract.ts';
import { DEFAULT_TRACK, trackJson } from './track.ts';
import { errorCode, game, value } from './testing/play.ts';

const schema = game.optionSchema as JsonSchema;
const properties = schema.properties as Record<string, Record<string, unknown>>;
const defaults = Object.fromEntries(Object.entries(properties).flatMap(([key, p]) => ('default' in p ? [[key, p.default]] : [])));

describe('the options schema', () => {
  it('names every option in both languages, with its limits', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(properties).sort()).toEqual(['players', 'track']);
    for (const p of Object.values(properties)) expect(p.label).toEqual({ en: expect.any(String), ja: expect.any(String) });
    expect(properties.players).toMatchObject({ type: 'integer', minimum: 2, maximum: 4, default: 2 });
    // The track is a big JSON value: typed in the form's JSON box, described, with no default.
    expect(properties.track).toMatchObject({ type: 'object', description: expect.stringContaining('"points"') });
  });

  it('its defaults are accepted and are what parseOptions({}) gives', () => {
    expect(defaults).toEqual({ players: 2 });
    expect(value(game.parseOptions(defaults))).toEqual(value(game.parseOptions({})));
  });

  it('every count of players within its limits is accepted, and none outside', () => {
    const { minimum, maximum } = properties.players as { minimum: number; maximum: number };
    for (let players = minimum; players <= maximum; players++) expect(value(game.parseOptions({ players })).players).toBe(players);
    expect(errorCode(game.parseOptions({ players: minimum - 1 }))).toBe('bad-option');
    expect(errorCode(game.parseOptions({ players: maximum + 1 }))).toBe('bad-option');
  });

  it('every key of the schema is an option parseOptions knows; an unknown key is refused', () => {
    const example: Record<string, unknown> = { players: 3, track: trackJson(DEFAULT_TRACK, { rows: 9, cols: 9 }) };
    for (const key of Object.keys(properties)) expect(game.parseOptions({ [key]: example[key] }).ok).toBe(true);
    expect(errorCode(game.parseOptions({ ships: 4 }))).toBe('unknown-option');
  });
});
