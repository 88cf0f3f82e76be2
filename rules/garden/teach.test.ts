// A plant or a fence post lifted from a garden: named with its seed and garden, in both languages.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { AREAS } from './board.ts';
import { globalCell } from '../areas.ts';
import { gardenGame as game } from './game.ts';
import { playAll } from './testing/positions.ts';

describe('pieceAt', () => {
  it('names a planted seed by its kind and garden, and the seed waiting to be named', () => {
    const options = game.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const start = game.setup(options.value, seededRng(1));
    const planting = playAll(start, ['plant A1']);
    expect(game.pieceAt!(planting, 0)?.name).toEqual({ en: 'the seed P1 just planted', ja: 'P1 が植えたばかりの種' });
    const planted = playAll(planting, ['seed:rose', 'plant B2']);
    expect(game.pieceAt!(planted, 0)).toEqual({
      name: { en: 'P1\'s rose', ja: 'P1 のバラ' },
      moves: { en: 'A plant stays where it grows: put it back. On your turn you may water it.', ja: '植物は植えた場所から動かしません。元に戻してください。自分の番に水をやれます。' },
    });
    expect(game.pieceAt!(planted, globalCell(AREAS, 1, 4))?.name.en).toBe('the seed P2 just planted');
    expect(game.pieceAt!(planted, 1)).toBeNull();
  });
});
