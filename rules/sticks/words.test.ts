import { describe, expect, it } from 'vitest';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
import { playSteps, startGame, value } from './testing/play.ts';
import type { StickGame } from './testing/play.ts';
import { STICK_GAMES, seededPositions } from './testing/positions.ts';
import type { SticksState } from './types.ts';

/** The words of a move written in the notation. */
function words<S extends SticksState>(game: StickGame<S>, state: S, text: string) {
  return game.describeMove?.(state, value(game.parseMove(text, state)));
}

describe('moves in words', () => {
  it('獣裁: a stake says who puts in how much, folded under the player while the stake is open', () => {
    const start = startGame(jusaiGame, { balance: 30 });
    expect(words(jusaiGame, start, 'stake P1 10')).toEqual({
      en: 'P1 stakes 10',
      ja: 'P1 が 10 を賭け金に出す',
      group: { en: 'P1 stakes', ja: 'P1 の賭け金' },
    });
    expect(words(jusaiGame, start, 'stake P2 30')).toMatchObject({ en: 'P2 stakes 30 (all in)', ja: 'P2 が 30 を賭け金に出す（全額）' });
    // Once the stake is set, the other contender puts in just that.
    const set = playSteps(jusaiGame, start, ['stake P1 10']).state;
    expect(words(jusaiGame, set, 'stake P2 10')).toEqual({ en: 'P2 stakes 10', ja: 'P2 が 10 を賭け金に出す' });
    const staked = playSteps(jusaiGame, set, ['stake P2 10']).state;
    expect(words(jusaiGame, staked, 'throw')).toEqual({ en: 'P1 throws the sticks', ja: 'P1 が棒を投げる' });
  });

  it('獣裁: the most the first staker may set is what the poorest holds', () => {
    // P1 wins 20 from P2: P1 holds 40, P2 20.
    const state = playSteps(jusaiGame, startGame(jusaiGame, { balance: 30 }), ['stake P1 10', 'stake P2 10', 'throw', 'cast 4', 'throw', 'cast 2']).state;
    expect(state.balances).toEqual({ P1: 40, P2: 20 });
    expect(words(jusaiGame, state, 'stake P1 20')).toMatchObject({ en: 'P1 stakes 20 (the most allowed)', ja: 'P1 が 20 を賭け金に出す（上限）' });
  });

  it('連撃獣裁: throwing again risks the running total; stopping keeps it', () => {
    const start = startGame(rengekiJusaiGame, { balance: 30 });
    const first = playSteps(rengekiJusaiGame, start, ['stake P1 5', 'stake P2 5']).state;
    expect(words(rengekiJusaiGame, first, 'throw')).toEqual({ en: 'P1 throws the sticks', ja: 'P1 が棒を投げる' });
    const running = playSteps(rengekiJusaiGame, first, ['throw', 'cast 3', 'throw', 'cast 4']).state;
    expect(words(rengekiJusaiGame, running, 'stop')).toEqual({ en: 'P1 stops at 7', ja: 'P1 が 7 で止める（ショーンマーク）' });
    expect(words(rengekiJusaiGame, running, 'throw')).toEqual({
      en: 'P1 throws again (running total 7; 0 or 1 heads loses it)',
      ja: 'P1 がもう一度投げる（トゥモーク。累計 7、表 0・1 本なら失う）',
    });
  });

  it('新遊: a bet says the number and what it pays; the banker throws', () => {
    const start = startGame(shinyuGame);
    expect(words(shinyuGame, start, 'bet P2 3 10')).toEqual({
      en: 'P2 bets 10 on 3 heads (pays ×2)',
      ja: 'P2 が表 3 本に 10 賭ける（×2）',
      group: { en: 'P2 bets', ja: 'P2 の賭け' },
    });
    expect(words(shinyuGame, start, 'bet P3 1 4')).toMatchObject({ en: 'P3 bets 4 on 1 head (pays ×4)', ja: 'P3 が表 1 本に 4 賭ける（×4）' });
    const bet = playSteps(shinyuGame, start, ['bet P2 3 10', 'bet P3 0 5']).state;
    expect(words(shinyuGame, bet, 'throw')).toEqual({ en: 'P1 (the banker) throws the sticks', ja: '親の P1 が棒を投げる' });
  });

  it('every legal move of many seeded positions has words in both languages, never its notation', () => {
    let checked = 0;
    const bad: string[] = [];
    for (const [, game] of STICK_GAMES) {
      for (const state of seededPositions(game, 2, 40)) {
        for (const move of game.legalMoves(state)) {
          const text = game.formatMove(move, state);
          const said = game.describeMove?.(state, move);
          const fine = said !== undefined && said.en.length > 0 && said.ja.length > 0 && said.en !== text && said.ja !== text && said.ja !== said.en;
          if (!fine) bad.push(`${game.id} ${text}: ${JSON.stringify(said)}`);
          checked++;
        }
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('the cast awaited, in words', () => {
  it('asks how many heads the thrower (the banker in 新遊) threw', () => {
    const jusai = playSteps(jusaiGame, startGame(jusaiGame), ['stake P2 5', 'stake P1 5', 'throw']).state;
    expect(jusaiGame.pending(jusai)).toMatchObject({ kind: 'cast', sticks: 5, words: { en: 'P1 throws: how many heads?', ja: 'P1 が投げる：表は何本？' } });
    const rengeki = playSteps(rengekiJusaiGame, startGame(rengekiJusaiGame), ['stake P2 5', 'stake P1 5', 'throw', 'cast 4', 'throw']).state;
    expect(rengekiJusaiGame.pending(rengeki)?.words).toEqual({
      en: 'P1 throws again (running total 4): how many heads?',
      ja: 'P1 がもう一度投げる（累計 4）：表は何本？',
    });
    const shinyu = playSteps(shinyuGame, startGame(shinyuGame, { players: ['A', 'B'], banker: 'B' }), ['bet A 2 10', 'throw']).state;
    expect(shinyuGame.pending(shinyu)?.words).toEqual({ en: 'B (the banker) throws: how many heads?', ja: '親の B が投げる：表は何本？' });
  });

  it('keeps the cast’s purpose as it was (journals and events name it)', () => {
    const jusai = playSteps(jusaiGame, startGame(jusaiGame), ['stake P2 5', 'stake P1 5', 'throw']).state;
    expect(jusaiGame.pending(jusai)).toMatchObject({ purpose: 'P1 throws' });
    expect(jusaiGame.pending(startGame(jusaiGame))).toBeNull();
  });
});
