import { describe, expect, it } from 'vitest';
import { PAYOUT } from './bank.ts';
import { shinyuGame as game } from './game.ts';
import { balances, notes, playSteps, refusal, startGame } from './testing/play.ts';

const players = ['B', 'C0', 'C1', 'C2', 'C3', 'C4', 'C5'];
/** Child Ck bets 10 on k heads. */
const everyNumber = ['bet C0 0 10', 'bet C1 1 10', 'bet C2 2 10', 'bet C3 3 10', 'bet C4 4 10', 'bet C5 5 10'];

describe('新遊, worked by hand', () => {
  it('pays ×8 ×4 ×2 ×2 ×4 ×8 for 0…5 heads', () => {
    expect(PAYOUT).toEqual([8, 4, 2, 2, 4, 8]);
  });

  // Six children each bet 10 on a different number; the banker holds 100. For h heads the child on
  // h receives PAYOUT[h] × 10 (its stake included) and the banker keeps the five other stakes (50)
  // less what it adds to the winning stake ((PAYOUT[h] − 1) × 10).
  it.each([
    [0, 80, -20],
    [1, 40, 20],
    [2, 20, 40],
    [3, 20, 40],
    [4, 40, 20],
    [5, 80, -20],
  ])('%i heads: the bet on it brings back %i, the banker gains %i', (heads, paid, banker) => {
    const start = startGame(game, { players, banker: 'B', balance: 100 });
    const bet = playSteps(game, start, everyNumber).state;
    expect(balances(bet)).toEqual({ B: 100, C0: 90, C1: 90, C2: 90, C3: 90, C4: 90, C5: 90 });
    expect(game.toMove?.(bet)).toBe('B');
    const thrown = playSteps(game, bet, ['throw', `cast ${heads}`]);
    const expected = Object.fromEntries(players.map((p) => [p, p === 'B' ? 100 + banker : 90]));
    expected[`C${heads}`] = 90 + paid;
    expect(balances(thrown.state)).toEqual(expected);
    expect(thrown.state.history[0]).toMatchObject({ heads, banker, paid: { [`C${heads}`]: paid } });
    // Money is neither made nor lost.
    expect(Object.values(balances(thrown.state)).reduce((a, b) => a + b, 0)).toBe(700);
  });

  it("the banker's take: bets on 0 and 5, three heads come up, the banker keeps every stake", () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 100 });
    const played = playSteps(game, start, ['bet P2 0 7', 'bet P3 5 12', 'throw', 'cast 3']);
    expect(balances(played.state)).toEqual({ P1: 119, P2: 93, P3: 88 });
    expect(notes(played.events)).toContain('3 heads: no bet wins; the banker takes 19');
    expect(played.state.round).toBe(2);
    expect(played.state.bets).toEqual({});
  });

  it('refuses a bet the banker could not pay, and the banker betting', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 100 });
    // A bet of 15 on 0 could cost the banker 7 × 15 = 105 > 100.
    expect(refusal(game, start, 'bet P2 0 15')).toBe('bank-cannot-cover');
    expect(game.legalMoves(start).map((m) => game.formatMove(m, start))).toContain('bet P2 0 14');
    // With P2's 14 on 0 lying, P3's stake is won by the banker if 0 comes up: 100 + a − 98 ≥ 0.
    const one = playSteps(game, start, ['bet P2 0 14']).state;
    expect(refusal(game, one, 'bet P3 0 1')).toBe('bank-cannot-cover');
    const moves = game.legalMoves(one).map((m) => game.formatMove(m, one));
    expect(moves).toContain('bet P3 2 100');
    expect(moves).not.toContain('bet P3 0 1');
    expect(refusal(game, start, 'bet P1 3 10')).toBe('banker-bets');
    expect(refusal(game, start, 'bet P2 6 10')).toBe('bad-heads');
    expect(refusal(game, start, 'bet P2 3 101')).toBe('cannot-cover');
    expect(refusal(game, start, 'throw')).toBe('not-all-bet');
    expect(refusal(game, start, 'stake P2 3')).toBe('no-stakes');
    expect(refusal(game, one, 'bet P2 1 1')).toBe('already-bet');
  });

  it('a child who loses everything is out, and the others play on', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 21 });
    // P2 bets all 21 on 3 and loses; P3 bets 1 on 2 and gets 2 back; the banker gains 21 − 1.
    const played = playSteps(game, start, ['bet P2 3 21', 'bet P3 2 1', 'throw', 'cast 2']);
    expect(balances(played.state)).toEqual({ P1: 41, P2: 0, P3: 22 });
    expect(played.state.out).toEqual(['P2']);
    expect(notes(played.events)).toContain('P2 cannot cover a bet: out of the game');
    expect(game.isOver(played.state)).toBe(false);
    expect(refusal(game, played.state, 'bet P2 1 1')).toBe('out');
    expect(game.legalMoves(played.state).every((m) => m.type === 'bet' && m.player === 'P3')).toBe(true);
  });

  it('the game ends when the bank is broken', () => {
    const start = startGame(game, { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 21 });
    // 2 + 1 on 0 is all the banker can cover there (7 × 3 = 21); 0 comes up.
    const played = playSteps(game, start, ['bet P2 0 2', 'bet P3 0 1', 'throw', 'cast 0']);
    expect(balances(played.state)).toEqual({ P1: 0, P2: 19 + 16, P3: 20 + 8 });
    expect(game.isOver(played.state)).toBe(true);
    expect(played.events.at(-1)).toMatchObject({ type: 'end', winner: 'P2', reason: 'the bank is broken: P1 has nothing left' });
  });
});
