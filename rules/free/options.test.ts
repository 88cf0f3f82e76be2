import { describe, expect, it } from 'vitest';
import { freeGame } from './game.ts';

const parse = freeGame.parseOptions;

describe('free options', () => {
  it('defaults to 9×9, or the board it is played on', () => {
    expect(parse({})).toEqual({
      ok: true,
      value: { rows: 9, cols: 9, add: false, colors: null, cast: 0, limit: null },
    });
    expect(parse(undefined)).toEqual(parse({}));
    const on10 = parse({}, { rows: 10, cols: 10 });
    expect(on10.ok && freeGame.geometry(on10.value)).toEqual({ rows: 10, cols: 10 });
    // Wider than the letters can name: the game uses the top-left 26×26.
    const on32 = parse({}, { rows: 32, cols: 32 });
    expect(on32.ok && freeGame.geometry(on32.value)).toEqual({ rows: 26, cols: 26 });
  });

  it('takes every option', () => {
    const result = parse({ rows: 3, cols: 4, add: true, colors: ['red', 'blue'], cast: 4, limit: 7 });
    expect(result).toEqual({
      ok: true,
      value: { rows: 3, cols: 4, add: true, colors: ['red', 'blue'], cast: 4, limit: 7 },
    });
    // Parsed options read back as the same options.
    if (result.ok) expect(parse(result.value)).toEqual(result);
  });

  it.each([
    [{ size: 9 }, 'unknown-option'],
    [[], 'bad-option'],
    [7, 'bad-option'],
    [{ rows: 0 }, 'bad-option'],
    [{ cols: 27 }, 'bad-option'],
    [{ rows: 2.5 }, 'bad-option'],
    [{ rows: '9' }, 'bad-option'],
    [{ add: 'yes' }, 'bad-option'],
    [{ colors: ['red', 'blue'] }, 'bad-option'],
    [{ add: true, colors: ['red'] }, 'bad-option'],
    [{ add: true, colors: ['red', 'red'] }, 'bad-option'],
    [{ add: true, colors: ['red', 'Blue'] }, 'bad-option'],
    [{ add: true, colors: ['red', 'a:b'] }, 'bad-option'],
    [{ add: true, colors: 'red' }, 'bad-option'],
    [{ cast: 11 }, 'bad-option'],
    [{ cast: -1 }, 'bad-option'],
    [{ limit: 0 }, 'bad-option'],
    [{ limit: 1.5 }, 'bad-option'],
  ])('refuses %j (%s)', (json, code) => {
    const result = parse(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('limits the colours (26,000 names once froze the host): 16 at most, names of 24 characters at most', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(parse({ add: true, colors: names(16) }).ok).toBe(true);
    expect(parse({ add: true, colors: names(17) }).ok).toBe(false);
    expect(parse({ add: true, colors: names(26_000) })).toMatchObject({ ok: false, error: { message: 'colors lists 26000 colours; the limit is 16' } });
    expect(parse({ add: true, colors: ['red', 'x'.repeat(25)] }).ok).toBe(false);
  });

  it('refuses a game larger than the board', () => {
    const result = parse({ rows: 10 }, { rows: 9, cols: 9 });
    expect(!result.ok && result.error.code).toBe('board-too-small');
    expect(parse({ rows: 5, cols: 5 }, { rows: 9, cols: 9 }).ok).toBe(true);
  });
});
