import { describe, expect, it } from 'vitest';
import { hasamiGame as game } from './game.ts';

type Property = { default?: unknown; minimum?: number; maximum?: number; label?: { en: string; ja: string }; help?: { en: string; ja: string }; description?: string };
const properties = game.optionSchema!.properties as Record<string, Property>;

describe('Hasami Shogi options', () => {
  it('takes toWin, 5 by default', () => {
    expect(game.parseOptions({})).toEqual({ ok: true, value: { toWin: 5 } });
    expect(game.parseOptions({ toWin: 1 })).toEqual({ ok: true, value: { toWin: 1 } });
    expect(game.parseOptions({ toWin: 9 })).toEqual({ ok: true, value: { toWin: 9 } });
  });

  it.each([
    [null, 'bad-options', 'options must be a JSON object'],
    [[], 'bad-options', 'options must be a JSON object'],
    [{ toWin: 5, board: 9 }, 'unknown-option', 'unknown option "board" (known: toWin)'],
    [{ toWin: 0 }, 'bad-to-win', '"toWin" must be a whole number from 1 to 9'],
    [{ toWin: 10 }, 'bad-to-win', '"toWin" must be a whole number from 1 to 9'],
    [{ toWin: 2.5 }, 'bad-to-win', '"toWin" must be a whole number from 1 to 9'],
    [{ toWin: '5' }, 'bad-to-win', '"toWin" must be a whole number from 1 to 9'],
  ])('refuses %j with %s', (json, code, message) => {
    expect(game.parseOptions(json)).toEqual({ ok: false, error: { code, message } });
  });

  it('draws toWin in the form with its default, limits and words in both languages, as parseOptions takes it', () => {
    expect(Object.keys(properties)).toEqual(['toWin']);
    expect(properties.toWin).toMatchObject({ default: 5, minimum: 1, maximum: 9, label: { en: 'Captures to win', ja: '勝ちに必要な取り数' } });
    expect(properties.toWin.help?.en).toBe(properties.toWin.description);
    expect(game.parseOptions({ toWin: properties.toWin.default })).toEqual(game.parseOptions({}));
    expect(game.parseOptions({ toWin: properties.toWin.minimum }).ok).toBe(true);
    expect(game.parseOptions({ toWin: properties.toWin.maximum }).ok).toBe(true);
    expect(game.parseOptions({ toWin: properties.toWin.maximum! + 1 }).ok).toBe(false);
  });
});
