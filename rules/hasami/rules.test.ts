import { describe, expect, it } from 'vitest';
import { findGame } from '../registry.ts';
import { seededRng } from '../rng.ts';
import { hasamiGame as game } from './game.ts';
import { hasamiAt, movesOf, piecesOf, playAll, start } from './testing/positions.ts';

const ROW = 'ABCDEFGHI'.split('');

describe('Hasami Shogi: the start and how pieces move', () => {
  it('is registered as hasami, named in both languages, a two-player game', () => {
    expect(findGame('hasami')).toBe(game);
    expect(game.title).toBe('Hasami Shogi (はさみ将棋)');
    expect(game.names).toEqual({ en: 'Hasami Shogi', ja: 'はさみ将棋' });
    expect(game.about).toMatchObject({ status: 'playable', players: [2, 2] });
  });

  it('starts with black filling row 9 and white row 1, black to move, nothing taken', () => {
    const s = start();
    expect(game.formatPosition(s)).toEqual({
      toMove: 'black',
      pieces: Object.fromEntries([...ROW.map((c) => [`${c}1`, 'white']), ...ROW.map((c) => [`${c}9`, 'black'])]),
      captured: { black: 0, white: 0 },
    });
    expect(game.geometry(s.options)).toEqual({ rows: 9, cols: 9 });
    expect(game.occupancy(s).size).toBe(18);
    expect(game.toMove!(s)).toBe('black');
  });

  it('gives black 63 first moves: each of the 9 pieces up its column to rows 8…2 (7 cells), none sideways on a full row', () => {
    const moves = movesOf(start());
    expect(moves).toHaveLength(9 * 7);
    expect(moves.filter((m) => m.startsWith('E9-'))).toEqual(['E9-E2', 'E9-E3', 'E9-E4', 'E9-E5', 'E9-E6', 'E9-E7', 'E9-E8']);
    // After E9-E5 white has 7 cells down each column but E, where E5 stops it after 3 (E2…E4).
    const white = movesOf(playAll(start(), ['E9-E5']));
    expect(white).toHaveLength(8 * 7 + 3);
    expect(white.filter((m) => m.startsWith('E1-'))).toEqual(['E1-E2', 'E1-E3', 'E1-E4']);
  });

  it('slides any distance along a row or column over empty cells, never over a piece', () => {
    const s = hasamiAt({ E5: 'black', E3: 'white', C5: 'black', A1: 'white' });
    const fromE5 = movesOf(s).filter((m) => m.startsWith('E5-'));
    expect(fromE5).toEqual(['E5-D5', 'E5-E4', 'E5-E6', 'E5-E7', 'E5-E8', 'E5-E9', 'E5-F5', 'E5-G5', 'E5-H5', 'E5-I5']);
  });

  it('refuses a move of an empty cell, of the other side, off a line, over or onto a piece, with codes', () => {
    const s = hasamiAt({ E5: 'black', E3: 'white', C5: 'black', A1: 'white' });
    const tryMove = (text: string) => {
      const m = game.parseMove(text, s);
      if (!m.ok) throw new Error(m.error.message);
      return game.play(s, m.value, seededRng(1));
    };
    expect(tryMove('D4-D3')).toMatchObject({ ok: false, error: { code: 'no-piece', message: 'there is no piece on D4' } });
    expect(tryMove('E3-F3')).toMatchObject({ ok: false, error: { code: 'not-your-piece', message: "the piece on E3 is White's; Black is to move" } });
    expect(tryMove('E5-F4')).toMatchObject({ ok: false, error: { code: 'not-a-line' } });
    expect(tryMove('E5-E5')).toMatchObject({ ok: false, error: { code: 'not-a-line' } });
    expect(tryMove('E5-E2')).toMatchObject({ ok: false, error: { code: 'blocked', message: 'the piece on E3 is in the way' } });
    expect(tryMove('E5-C5')).toMatchObject({ ok: false, error: { code: 'blocked', message: 'C5 is taken' } });
    expect(tryMove('E5-A5')).toMatchObject({ ok: false, error: { code: 'blocked', message: 'the piece on C5 is in the way' } });
    expect(game.play(s, { from: 81, to: 3 }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'bad-move' } });
  });

  it('plays a move: the piece leaves its cell for the new one and the turn passes', () => {
    const s = playAll(start(), ['A9-A5']);
    expect(piecesOf(s).A5).toBe('black');
    expect(piecesOf(s).A9).toBeUndefined();
    expect(s.toMove).toBe('white');
    expect(game.result!(s)).toBeNull();
  });
});
