import { describe, expect, it } from 'vitest';
import { jusaiGame as game } from './game.ts';
import { balances, notes, playSteps, refusal, startGame } from './testing/play.ts';

const three = () => startGame(game, { players: ['P1', 'P2', 'P3'], balance: 100 });

describe('獣裁, worked by hand', () => {
  it('a round with a tie: P1 and P3 throw 4, stake again alone, and P1 takes the whole pot', () => {
    // Round 1: everyone stakes 10 (pot 30); P1 4, P2 2, P3 4 → P1 and P3 tie.
    const tie = playSteps(game, three(), ['stake P1 10', 'stake P2 10', 'stake P3 10', 'throw', 'cast 4', 'throw', 'cast 2', 'throw', 'cast 4']);
    expect(balances(tie.state)).toEqual({ P1: 90, P2: 90, P3: 90 });
    expect(tie.state.pot).toBe(30);
    expect(tie.state.contenders).toEqual(['P1', 'P3']);
    expect(tie.state.tie).toBe(1);
    expect(notes(tie.events)).toContain('P1, P3 tie with 4');
    // P2 is not in the tie; the re-stake of 5 is set by P3 and matched by P1 (pot 40).
    expect(refusal(game, tie.state, 'stake P2 5')).toBe('not-in-tie');
    const restaked = playSteps(game, tie.state, ['stake P3 5']);
    expect(refusal(game, restaked.state, 'stake P1 6')).toBe('wrong-stake');
    // P1 3, P3 1: P1 takes 40.
    const won = playSteps(game, restaked.state, ['stake P1 5', 'throw', 'cast 3', 'throw', 'cast 1']);
    expect(balances(won.state)).toEqual({ P1: 125, P2: 90, P3: 85 });
    expect(notes(won.events)).toContain('P1 takes the pot of 40');
    expect(won.events.find((e) => e.type === 'score')).toEqual({
      type: 'score',
      scores: { P1: 125, P2: 90, P3: 85 },
      detail: { round: 1, winners: ['P1'], pot: 40 },
    });
    expect(won.state.round).toBe(2);
    expect(won.state.contenders).toEqual(['P1', 'P2', 'P3']);
    expect(won.state.history.map((r) => [r.tie, r.totals, r.winners, r.pot])).toEqual([
      [0, { P1: 4, P2: 2, P3: 4 }, [], 30],
      [1, { P1: 3, P3: 1 }, ['P1'], 40],
    ]);
  });

  it('throws once each in seat order: no stop, and no throw before every stake is in', () => {
    const staking = playSteps(game, three(), ['stake P2 10']).state;
    expect(refusal(game, staking, 'throw')).toBe('not-staked');
    const ready = playSteps(game, staking, ['stake P1 10', 'stake P3 10']).state;
    expect(game.toMove?.(ready)).toBe('P1');
    const thrown = playSteps(game, ready, ['throw', 'cast 5']).state;
    expect(refusal(game, thrown, 'stop')).toBe('no-stop');
    expect(game.toMove?.(thrown)).toBe('P2');
    expect(game.legalMoves(thrown).map((m) => game.formatMove(m, thrown))).toEqual(['throw']);
  });

  it('the first stake sets it, at most what the poorest player holds', () => {
    const state = playSteps(game, startGame(game, { players: ['P1', 'P2'], balance: 100 }), [
      'stake P1 60', 'stake P2 60', 'throw', 'cast 2', 'throw', 'cast 3',
    ]).state;
    expect(balances(state)).toEqual({ P1: 40, P2: 160 });
    expect(refusal(game, state, 'stake P2 41')).toBe('stake-too-high');
    // Listed as ranges: the smallest stake and the cap, for each player (README, "Moves as ranges").
    expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toEqual(['stake P1 1', 'stake P1 40', 'stake P2 1', 'stake P2 40']);
    expect(playSteps(game, state, ['stake P2 23']).state.ante).toBe(23);
    const next = playSteps(game, state, ['stake P2 40']).state;
    expect(game.legalMoves(next).map((m) => game.formatMove(m, next))).toEqual(['stake P1 40']);
  });

  it('a player who cannot cover a stake is out; the last player with money wins', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], balance: 20 });
    const played = playSteps(game, start, ['stake P1 20', 'stake P2 20', 'stake P3 20', 'throw', 'cast 1', 'throw', 'cast 5', 'throw', 'cast 0']);
    expect(balances(played.state)).toEqual({ P1: 0, P2: 60, P3: 0 });
    expect(played.state.out).toEqual(['P1', 'P3']);
    expect(game.isOver(played.state)).toBe(true);
    expect(played.events.at(-1)).toEqual({
      type: 'end',
      scores: { P1: 0, P2: 60, P3: 0 },
      winner: 'P2',
      reason: 'P2 holds all the money left in play',
    });
    expect(game.legalMoves(played.state)).toEqual([]);
    expect(refusal(game, played.state, 'throw')).toBe('game-over');
  });

  it('a tied player with an empty purse cannot stake again: the other takes the pot', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], balance: 30 });
    // Round 1: P3 wins 15 from each; balances 15, 15, 60.
    const round1 = playSteps(game, start, ['stake P1 15', 'stake P2 15', 'stake P3 15', 'throw', 'cast 1', 'throw', 'cast 2', 'throw', 'cast 3']).state;
    expect(balances(round1)).toEqual({ P1: 15, P2: 15, P3: 60 });
    // Round 2: everyone stakes 15; P1 and P3 tie with 5, P1 has nothing left to stake again.
    const round2 = playSteps(game, round1, ['stake P1 15', 'stake P2 15', 'stake P3 15', 'throw', 'cast 5', 'throw', 'cast 4', 'throw', 'cast 5']);
    expect(notes(round2.events)).toContain('P1 cannot stake again and drops out of the tie');
    expect(balances(round2.state)).toEqual({ P1: 0, P2: 0, P3: 90 });
    expect(game.isOver(round2.state)).toBe(true);
  });

  it('tied players who are all broke share the pot', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], balance: 7 });
    const played = playSteps(game, start, ['stake P1 7', 'stake P2 7', 'stake P3 7', 'throw', 'cast 3', 'throw', 'cast 3', 'throw', 'cast 1']);
    expect(notes(played.events)).toContain('P1, P2 share the pot of 21');
    expect(balances(played.state)).toEqual({ P1: 11, P2: 10, P3: 0 });
    expect(played.state.out).toEqual(['P3']);
  });

  it('refuses bad stakes and casts', () => {
    const state = three();
    expect(refusal(game, state, 'stake P9 10')).toBe('no-such-player');
    expect(refusal(game, state, 'stake P1 0')).toBe('bad-amount');
    expect(refusal(game, state, 'bet P1 3 10')).toBe('no-bets');
    expect(refusal(game, state, 'cast 3')).toBe('nothing-pending');
    const casting = playSteps(game, state, ['stake P1 1', 'stake P2 1', 'stake P3 1', 'throw']).state;
    expect(game.pending(casting)).toEqual({
      kind: 'cast',
      sticks: 5,
      purpose: 'P1 throws',
      words: { en: 'P1 throws: how many heads?', ja: 'P1 が投げる：表は何本？' },
    });
    expect(refusal(game, casting, 'cast 6')).toBe('bad-cast');
    expect(refusal(game, casting, 'throw')).toBe('pending');
    expect(game.legalMoves(casting)).toEqual([]);
  });
});
