import { describe, expect, it } from 'vitest';
import { errorOf, game, value } from './testing/support.ts';

describe('Cetkaik options', () => {
  it('defaults to the official rule over four seasons', () => {
    expect(value(game.parseOptions({}))).toEqual({ ruleset: 'y1huap1', seasons: 4, firstMovers: null });
    expect(value(game.parseOptions(undefined))).toEqual({ ruleset: 'y1huap1', seasons: 4, firstMovers: null });
    expect(value(game.parseOptions({ ruleset: 'cerke_online', seasons: 2, firstMovers: ['IA'] }))).toEqual({
      ruleset: 'cerke_online',
      seasons: 2,
      firstMovers: ['IA'],
    });
  });

  it('plays on a 9×9 board and refuses any other', () => {
    expect(game.geometry(value(game.parseOptions({})))).toEqual({ rows: 9, cols: 9 });
    expect(value(game.parseOptions({}, { rows: 9, cols: 9 })).ruleset).toBe('y1huap1');
    expect(errorOf(game.parseOptions({}, { rows: 10, cols: 10 }))).toMatchObject({ code: 'board-size' });
  });

  it.each<[string, unknown, string]>([
    ['an unknown key', { rows: 9 }, 'unknown-option'],
    ['a bad ruleset', { ruleset: 'shogi' }, 'bad-option'],
    ['3 seasons', { seasons: 3 }, 'bad-option'],
    ['a bad first mover', { firstMovers: ['B'] }, 'bad-option'],
    ['more first movers than seasons', { seasons: 1, firstMovers: ['A', 'IA'] }, 'bad-option'],
    ['not an object', [1], 'bad-option'],
  ])('refuses %s', (_what, json, code) => {
    expect(errorOf(game.parseOptions(json)).code).toBe(code);
  });

  it('seats a computer opponent with {"bot": {"side", "level"}} (level normal unless told), not for 古机戦', () => {
    const seated = game.parseOptions({ bot: { side: 'IA', level: 'strong' } });
    expect(seated.ok && game.bot?.seat(seated.value)).toEqual({ side: 'IA', level: 'strong' });
    const plain = game.parseOptions({ bot: { side: 'A' } });
    expect(plain.ok && plain.value.bot).toEqual({ side: 'A', level: 'normal' });
    const none = game.parseOptions({});
    expect(none.ok && game.bot?.seat(none.value)).toBeNull();
    expect(errorOf(game.parseOptions({ bot: { side: 'B' } })).message).toBe('bot must be {"side": "A" or "IA", "level": LEVEL}');
    expect(errorOf(game.parseOptions({ bot: { side: 'A', level: 'godlike' } })).message).toMatch(/bot level must be one of easy, normal, strong/);
    expect(errorOf(game.parseOptions({ ruleset: 'old', bot: { side: 'A' } })).message).toMatch(/not 古机戦/);
  });
});
