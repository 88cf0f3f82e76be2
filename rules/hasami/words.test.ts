import { describe, expect, it } from 'vitest';
import { hasamiGame as game } from './game.ts';
import type { HasamiState } from './types.ts';
import { hasamiAt, playAll, start } from './testing/positions.ts';

const words = (state: HasamiState, text: string) => {
  const move = game.parseMove(text, state);
  if (!move.ok) throw new Error(move.error.message);
  return game.describeMove!(state, move.value);
};

describe('Hasami Shogi in words', () => {
  it('says who moves from where to where, in English and Japanese', () => {
    expect(words(start(), 'A9-A5')).toEqual({ en: 'Black moves A9 to A5', ja: '黒 A9→A5' });
    expect(words(playAll(start(), ['A9-A5']), 'I1-I4')).toEqual({ en: 'White moves I1 to I4', ja: '白 I1→I4' });
  });

  it('names the pieces a move takes', () => {
    const one = hasamiAt({ A5: 'black', B4: 'white', B3: 'black', I1: 'white' });
    expect(words(one, 'A5-B5')).toEqual({ en: 'Black moves A5 to B5, taking B4', ja: '黒 A5→B5（B4を取る）' });
    const three = hasamiAt({ E9: 'black', D5: 'white', C5: 'black', F5: 'white', G5: 'black', E4: 'white', E3: 'black', I1: 'white' });
    // Row by row from A1, as positions are written.
    expect(words(three, 'E9-E5')).toEqual({ en: 'Black moves E9 to E5, taking E4, D5 and F5', ja: '黒 E9→E5（E4・D5・F5を取る）' });
    const two = hasamiAt({ E9: 'black', D5: 'white', C5: 'black', F5: 'white', G5: 'black', I1: 'white' });
    expect(words(two, 'E9-E5').en).toBe('Black moves E9 to E5, taking D5 and F5');
  });
});

describe('Hasami Shogi pieces at the board', () => {
  it('names every piece of the start position and says how it moves, in both languages', () => {
    const s = start();
    for (const cell of game.occupancy(s)) {
      const piece = game.pieceAt!(s, cell);
      const side = s.board[cell];
      expect(piece?.name).toEqual(side === 'black' ? { en: 'a black piece', ja: '黒の駒' } : { en: 'a white piece', ja: '白の駒' });
      expect(piece?.moves.en).toMatch(/like a rook/);
      expect(piece?.moves.ja).toMatch(/飛車/);
    }
    const a9 = game.parseCell('A9', { rows: 9, cols: 9 })!;
    expect(game.pieceAt!(s, a9)).toEqual({
      name: { en: 'a black piece', ja: '黒の駒' },
      moves: {
        en: 'It moves like a rook: any distance along its row or column over empty cells, never jumping. It captures by sandwiching enemy pieces between itself and another piece of its side. From here it reaches 7 cells.',
        ja: '飛車のように、縦横に空いたマスをいくつでも進めます（駒を飛び越えることはできません）。相手の駒を自分の駒ではさんで取ります。ここから7マスに動けます。',
      },
    });
    expect(game.pieceAt!(s, game.parseCell('E5', { rows: 9, cols: 9 })!)).toBeNull();
  });

  it('says when a piece cannot move from where it stands', () => {
    const stuck = hasamiAt({ A1: 'white', A2: 'black', B1: 'black' }, 'black');
    expect(game.pieceAt!(stuck, 0)?.moves.en).toMatch(/From here it cannot move: every neighbour is taken\.$/);
    expect(game.pieceAt!(stuck, 0)?.moves.ja).toMatch(/ここからは動けません/);
  });
});
