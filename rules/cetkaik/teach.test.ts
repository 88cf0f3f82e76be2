// Pieces named on lift: every piece of the starting position by its glyph and names, and how it
// moves from where it stands (tam2 hue, water), in English and Japanese.
import { describe, expect, it } from 'vitest';
import { parseSquare } from './board.ts';
import { game, position, start } from './testing/support.ts';

const on = (state: ReturnType<typeof start>, square: string) => game.pieceAt!(state, parseSquare(square)!);

describe('pieceAt', () => {
  it('names the pieces of the starting position as the README writes them, in both languages', () => {
    const s = start();
    expect(on(s, 'ZA')?.name).toEqual({ en: 'red 王 (king, io) of the A-side', ja: 'A側の赤王' });
    expect(on(s, 'KA')?.name).toEqual({ en: 'black 筆 (scribe, kua2) of the A-side', ja: 'A側の黒筆' });
    expect(on(s, 'ZAI')?.name).toEqual({ en: 'black 船 (boat, nuak1) of the IA-side', ja: 'IA側の黒船' });
    expect(on(s, 'ZO')?.name).toEqual({ en: '皇 (Tam2), which belongs to nobody', ja: '皇（どちらの駒でもない）' });
    expect(on(s, 'ZO')?.moves.en).toMatch(/^Either side may move it: two king-steps/);
    // Every piece on the board is named, and every empty square names nothing.
    for (let cell = 0; cell < 81; cell++) {
      const piece = game.pieceAt!(s, cell);
      expect(piece === null, `cell ${cell}`).toBe(s.board[cell] === 0);
      if (piece) for (const words of [piece.name, piece.moves]) expect(words.en.length * words.ja.length).toBeGreaterThan(0);
    }
  });

  it('says how a piece moves from its square: normally, on tam2 hue, and the water cast', () => {
    const s = start();
    // A 兵 on KI (ordinary square) and one on NI (fixed tam2 hue).
    expect(on(s, 'KI')?.moves).toEqual({
      en: 'One step forward. It may also stand on an occupied square it reaches and move once more (stepping, 踏越え). Ending in water (皇水) from outside it needs a cast of three heads or more.',
      ja: '前へ1マス進む。届いた駒の上に乗ってもう一度動くこともできる（踏越え）。水（皇水）の外から水に入るには、棒を投げて表3つ以上が必要。',
    });
    expect(on(s, 'NI')?.moves.en).toMatch(/^On tam2 hue \(皇処\): one step in any of the four straight directions/);
    expect(on(s, 'NI')?.moves.ja).toMatch(/^皇処にいるので/);
    // Boats never cast; a piece standing in water needs no cast to move.
    expect(on(s, 'ZI')?.moves.en).not.toMatch(/three heads/);
    const inWater = position({ board: { TO: 'A赤弓', ZA: 'A赤王', ZIA: 'IA黒王', KA: '皇' } });
    expect(on(inWater, 'TO')?.moves.en).toBe('Rays in the four straight directions. It may also stand on an occupied square it reaches and move once more (stepping, 踏越え).');
  });

  it('reads tam2 hue around the Tam2 wherever it stands, and its own square by the ruleset', () => {
    const board = { KE: 'A赤虎', ZA: 'A赤王', ZIA: 'IA黒王', KA: '皇' };
    // KE is next to the Tam2 on KA: tam2 hue, so the 虎 moves in diagonal rays.
    expect(on(position({ board }), 'KE')?.moves.en).toMatch(/^On tam2 hue \(皇処\): rays in the four diagonal directions/);
    const { KA: _tam, ...rest } = board;
    expect(on(position({ board: { ...rest, PIA: '皇' } }), 'KE')?.moves.en).toMatch(/^One step diagonally\./);
  });

  it('names 古机戦 pieces with their old movement (no tam2 hue, no casts)', () => {
    const s = start({ ruleset: 'old' });
    expect(on(s, 'ZI')?.moves.en).toBe('Sails through empty water squares only; it never leaves the water and is never taken.');
    expect(on(s, 'ZI')?.name.ja).toMatch(/船$/);
  });
});
