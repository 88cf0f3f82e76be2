import { describe, expect, it } from 'vitest';
import { scarabyaGame } from './game.ts';

const parse = scarabyaGame.parseOptions;

describe('scarabya options', () => {
  it('defaults to a standard game for one player, flips on, 18 tokens of each value', () => {
    expect(parse({})).toEqual({
      ok: true,
      value: {
        mode: 'standard',
        players: 1,
        site: null,
        siteSeed: null,
        missions: null,
        allowFlip: true,
        firstPlayer: 1,
        tokens: [18, 18, 18, 18],
      },
    });
    expect(parse(undefined)).toEqual(parse({}));
    const parsed = parse({});
    if (parsed.ok) expect(scarabyaGame.geometry(parsed.value)).toEqual({ rows: 10, cols: 10 });
  });

  it('takes every option, and parsed options read back as the same options', () => {
    const result = parse({
      mode: 'one-to-one',
      site: { rocks: ['c3', 'B2'], scarabs: ['J10'] },
      missions: ['l', 'I'],
      allowFlip: false,
      firstPlayer: 2,
      tokens: [1, 2, 3, 4],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        mode: 'one-to-one',
        players: 2,
        site: { rocks: ['B2', 'C3'], scarabs: ['J10'] },
        siteSeed: null,
        missions: ['L', 'I'],
        allowFlip: false,
        firstPlayer: 2,
        tokens: [1, 2, 3, 4],
      },
    });
    if (result.ok) expect(parse(result.value)).toEqual(result);
    expect(parse({ mode: 'standard', players: 4, siteSeed: 7, tokens: 5 })).toMatchObject({ ok: true, value: { players: 4, siteSeed: 7, tokens: [5, 5, 5, 5] } });
    expect(parse({ mode: 'solo' })).toMatchObject({ ok: true, value: { players: 1 } });
  });

  it.each([
    [{ size: 9 }, 'unknown-option'],
    [[], 'bad-option'],
    [{ mode: 'duel' }, 'bad-option'],
    [{ players: 5 }, 'bad-option'],
    [{ players: 0 }, 'bad-option'],
    [{ mode: 'one-to-one', players: 3 }, 'bad-option'],
    [{ mode: 'solo', players: 2 }, 'bad-option'],
    [{ site: { rocks: ['A1'], scarabs: ['A1'] } }, 'bad-option'],
    [{ site: { rocks: [], scarabs: [] }, siteSeed: 1 }, 'bad-option'],
    [{ siteSeed: 1.5 }, 'bad-option'],
    [{ missions: [] }, 'bad-option'],
    [{ missions: ['L', 'L'] }, 'bad-option'],
    [{ missions: ['Q'] }, 'bad-option'],
    [{ missions: 'LI' }, 'bad-option'],
    [{ allowFlip: 'yes' }, 'bad-option'],
    [{ firstPlayer: 2 }, 'bad-option'],
    [{ mode: 'one-to-one', firstPlayer: 3 }, 'bad-option'],
    [{ tokens: -1 }, 'bad-option'],
    [{ tokens: [1, 2, 3] }, 'bad-option'],
  ])('refuses %j (%s)', (json, code) => {
    const result = parse(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('needs a 10×10 board', () => {
    expect(parse({}, { rows: 9, cols: 9 })).toMatchObject({ ok: false, error: { code: 'board-too-small' } });
    expect(parse({}, { rows: 10, cols: 10 }).ok).toBe(true);
  });
});
