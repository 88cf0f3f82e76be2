// What a lifted thing is on a Scarabya site: a rock, or a placed tile (by whom, and where it goes back).
import { describe, expect, it } from 'vitest';
import { scarabyaGame as game } from './game.ts';
import { parseCellName } from './mask.ts';
import { pieceOnSeat } from './testing/seats.ts';
import { gameOn, playAll } from './testing/support.ts';

const cell = (name: string) => parseCellName(name)!;
const site = { rocks: ['A3', 'B4'], scarabs: ['A4', 'E5', 'J10'] };

describe('pieceAt', () => {
  it('names a rock and a placed tile in both languages; an empty cell or a scarab names nothing', () => {
    const start = gameOn(site, ['I', 'L', 'X'], { mode: 'solo' });
    expect(game.pieceAt!(start, cell('A3'))).toEqual({
      name: { en: 'a rock (on A3)', ja: '岩（A3）' },
      moves: { en: 'Rocks never move and no tile may cover one: put it back on A3.', ja: '岩は動かず、タイルで覆うこともできません。A3 に戻してください。' },
    });
    expect(game.pieceAt!(start, cell('A4'))).toBeNull(); // a printed scarab, not sensed
    const after = playAll(start, 'I:A5,B5,C5,D5,E5').state;
    expect(game.pieceAt!(after, cell('C5'))).toEqual({
      name: { en: 'the I tile', ja: 'I 字のタイル' },
      moves: {
        en: 'A placed tile stays where it is (it covers scarabs and closes excavation areas): put it back on A5–E5.',
        ja: '置いたタイルは動かしません（スカラベを覆い、区画を閉じています）。A5–E5 に戻してください。',
      },
    });
    expect(game.pieceAt!(after, cell('F5'))).toBeNull();
  });

  it('names who placed a tile on their own site (standard mode, a seat each)', () => {
    const start = gameOn(site, ['I', 'L', 'X'], { mode: 'standard', players: 2 });
    const after = playAll(start, '2 I:A5,B5,C5,D5,E5').state;
    expect(pieceOnSeat(after, 'P2', cell('A5'))?.name).toEqual({ en: 'the I tile placed by P2', ja: 'P2 が置いた I 字のタイル' });
    expect(pieceOnSeat(after, 'P1', cell('A5'))).toBeNull();
  });
});
