import { describe, expect, it } from 'vitest';
import { rengekiJusaiGame as game } from './game.ts';
import { balances, notes, playSteps, refusal, startGame } from './testing/play.ts';

describe('連撃獣裁, worked by hand', () => {
  it('a lost streak: P1 runs 3 + 4 then throws 1 and loses it all; P2 stops at 2 and takes the pot', () => {
    const start = startGame(game, { players: ['P1', 'P2'], balance: 50 });
    const staked = playSteps(game, start, ['stake P2 20', 'stake P1 20']).state;
    // The first throw: no stop before it.
    expect(game.legalMoves(staked).map((m) => game.formatMove(m, staked))).toEqual(['throw']);
    const running = playSteps(game, staked, ['throw', 'cast 3', 'throw', 'cast 4']);
    expect(running.state.streak).toBe(7);
    expect(running.state.throws).toBe(2);
    expect(game.legalMoves(running.state).map((m) => game.formatMove(m, running.state))).toEqual(['throw', 'stop']);
    expect(notes(running.events)).toEqual(expect.arrayContaining(['P1 throws 4: running total 7 (throw again or stop)']));
    const lost = playSteps(game, running.state, ['throw', 'cast 1']);
    expect(notes(lost.events)).toContain('P1 throws 1: the running total 7 is lost');
    expect(lost.state.totals).toEqual({ P1: 0 });
    expect(game.toMove?.(lost.state)).toBe('P2');
    const won = playSteps(game, lost.state, ['throw', 'cast 2', 'stop']);
    expect(notes(won.events)).toEqual(['P2 throws 2: running total 2 (throw again or stop)', 'P2 stops at 2', 'P2 takes the pot of 40']);
    expect(balances(won.state)).toEqual({ P1: 30, P2: 70 });
    expect(won.state.history[0].totals).toEqual({ P1: 0, P2: 2 });
  });

  it('the first throw counts as it falls (0 or 1 included); from the second on, 0 or 1 loses the total', () => {
    const start = startGame(game, { players: ['P1', 'P2'], balance: 30 });
    // P1 throws 1 first and keeps it; P2 throws 0 first (kept, 0), then 2, 5, then 0: lost.
    const played = playSteps(game, start, [
      'stake P1 30', 'stake P2 30',
      'throw', 'cast 1', 'stop',
      'throw', 'cast 0', 'throw', 'cast 2', 'throw', 'cast 5', 'throw', 'cast 0',
    ]);
    expect(played.state.history[0].totals).toEqual({ P1: 1, P2: 0 });
    expect(balances(played.state)).toEqual({ P1: 60, P2: 0 });
    expect(game.isOver(played.state)).toBe(true);
  });

  it('a long streak: 5 + 5 + 4 + 2 = 16, then stop; a tie at 0 when both lose is thrown again', () => {
    const start = startGame(game, { players: ['P1', 'P2'], balance: 100 });
    const long = playSteps(game, start, ['stake P1 10', 'stake P2 10', 'throw', 'cast 5', 'throw', 'cast 5', 'throw', 'cast 4', 'throw', 'cast 2', 'stop']);
    expect(long.state.totals).toEqual({ P1: 16 });
    const both = playSteps(game, start, ['stake P1 10', 'stake P2 10', 'throw', 'cast 3', 'throw', 'cast 0', 'throw', 'cast 4', 'throw', 'cast 1']);
    expect(notes(both.events)).toContain('P1, P2 tie with 0');
    expect(both.state.tie).toBe(1);
    expect(both.state.pot).toBe(20);
    expect(refusal(game, both.state, 'stop')).toBe('not-staked');
  });

  it('refuses a stop before the first throw and while the sticks are awaited', () => {
    const start = startGame(game, { players: ['P1', 'P2'] });
    const staked = playSteps(game, start, ['stake P1 5', 'stake P2 5']).state;
    expect(refusal(game, staked, 'stop')).toBe('nothing-to-keep');
    const casting = playSteps(game, staked, ['throw']).state;
    expect(refusal(game, casting, 'stop')).toBe('pending');
  });
});
