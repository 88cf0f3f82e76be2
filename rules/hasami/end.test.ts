import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { hasamiGame as game } from './game.ts';
import { hasamiAt, movesOf, playOne } from './testing/positions.ts';

describe('Hasami Shogi: the end', () => {
  it('ends the moment a side reaches toWin captures: an end event, no moves listed, further moves refused', () => {
    const s = hasamiAt({ E9: 'black', E3: 'black', E4: 'white', A1: 'white' }, 'black', { black: 4, white: 2 });
    const played = playOne(s, 'E9-E5');
    expect(played.events).toEqual([{
      type: 'end', scores: { black: 5, white: 2 }, winner: 'black', reason: 'Black wins: 5 pieces taken',
      words: { en: 'Black wins: 5 pieces taken', ja: '黒の勝ち（5枚取り）' },
    }]);
    const over = played.state;
    expect(game.legalMoves(over)).toEqual([]);
    expect(game.isOver(over)).toBe(true);
    expect(game.toMove!(over)).toBeNull();
    expect(game.result!(over)).toMatchObject({ winner: 'black', scores: { black: 5, white: 2 } });
    expect(game.play(over, { from: 0, to: 9 }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(game.view(over)).toMatchObject({ over: true, captured: { black: 5, white: 2 }, result: { winner: 'black' } });
  });

  it('counts every piece a winning move takes, past toWin', () => {
    const s = hasamiAt({ E9: 'black', D5: 'white', C5: 'black', F5: 'white', G5: 'black', A1: 'white' }, 'black', { black: 0, white: 0 }, { toWin: 1 });
    const played = playOne(s, 'E9-E5');
    expect(played.state.captured).toEqual({ black: 2, white: 0 });
    expect(played.events[0]).toMatchObject({ type: 'end', winner: 'black', scores: { black: 2, white: 0 }, words: { ja: '黒の勝ち（2枚取り）' } });
  });

  it('a side with no legal move loses, whatever it has taken', () => {
    // White's A1 and B1 are shut in by A2, B2 and the black piece arriving on C1.
    const s = hasamiAt({ A1: 'white', B1: 'white', A2: 'black', B2: 'black', C5: 'black' }, 'black', { black: 0, white: 4 });
    const played = playOne(s, 'C5-C1');
    expect(played.state.captured).toEqual({ black: 0, white: 4 });
    expect(movesOf(played.state)).toEqual([]);
    expect(played.events).toEqual([{
      type: 'end', scores: { black: 0, white: 4 }, winner: 'black', reason: 'Black wins: White has no legal move',
      words: { en: 'Black wins: White has no legal move', ja: '黒の勝ち（白は指せる手がない）' },
    }]);
    expect(game.score!(played.state)).toEqual({ scores: { black: 0, white: 4 }, ranking: ['black', 'white'] });
  });

  it('a written position whose side to move has no move is already over', () => {
    const stuck = hasamiAt({ A1: 'white', A2: 'black', B1: 'black' }, 'white');
    expect(game.result!(stuck)).toMatchObject({ winner: 'black', reason: 'Black wins: White has no legal move' });
    expect(game.legalMoves(stuck)).toEqual([]);
  });

  it('scores the captures so far, more first, black first on a tie', () => {
    expect(game.score!(hasamiAt({ A9: 'black', A1: 'white' }))).toEqual({ scores: { black: 0, white: 0 }, ranking: ['black', 'white'] });
    expect(game.score!(hasamiAt({ A9: 'black', A1: 'white' }, 'black', { black: 1, white: 3 }))).toEqual({ scores: { black: 1, white: 3 }, ranking: ['white', 'black'] });
  });
});
