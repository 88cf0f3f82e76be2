// Stakes and bets are ranges of amounts: `legalMoves` lists the smallest and the largest of each
// (README, "Moves as ranges"), `play` takes every whole amount between them and refuses the rest.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxBet } from './bank.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
import { playSteps, refusal, rng, startGame, value } from './testing/play.ts';
import type { StickGame } from './testing/play.ts';
import { STICK_GAMES, seededPositions } from './testing/positions.ts';
import type { BankState, ContestState, SticksMove, SticksState } from './types.ts';

/** The largest purse the options allow, every seat taken. */
const EIGHT = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];
const LARGEST = 1_000_000;

const texts = <S extends SticksState>(game: StickGame<S>, state: S) => game.legalMoves(state).map((m) => game.formatMove(m, state));
const plays = <S extends SticksState>(game: StickGame<S>, state: S, move: SticksMove) => game.play(state, move, rng()).ok;
/** The words of a refusal: a person reads them. */
const refusedWith = <S extends SticksState>(game: StickGame<S>, state: S, text: string): string => {
  const result = game.play(state, value(game.parseMove(text, state)), rng());
  return result.ok ? 'played' : `${result.error.code}: ${result.error.message}`;
};

/** How many moves are listed at the start with 8 players and these purses. */
const listedAtStart = <S extends SticksState>(game: StickGame<S>, balance: number) => game.legalMoves(startGame(game, { players: EIGHT, balance })).length;

/**
 * The purses tried, smallest first: listing one move per amount is thousands of moves at 100 and
 * millions at 1 000 000, so code that does fails on the small purse, at once, before it lists
 * millions (no test here is timed).
 */
const PURSES = [100, 10_000, LARGEST];

/** What every test of 8 players with purses of 1 000 000 stands on: the list does not grow with the purses. */
function listingDoesNotGrow<S extends SticksState>(game: StickGame<S>, count: number): void {
  for (const balance of PURSES) expect({ balance, listed: listedAtStart(game, balance) }).toEqual({ balance, listed: count });
}

describe('新遊 with 8 players and purses of 1 000 000', () => {
  const start = startGame(shinyuGame, { players: EIGHT, balance: LARGEST });
  // 7 children × 6 numbers × (1 and the most the banker could pay there). The tests below list
  // moves with purses of 1 000 000: where the list grows with the purses they stop here instead.
  beforeAll(() => listingDoesNotGrow(shinyuGame, 84));

  it('lists as many moves with purses of 1 000 000 as of 100: the smallest and the largest bet of each child on each number', () => {
    listingDoesNotGrow(shinyuGame, 84);
    const moves = texts(shinyuGame, start);
    expect(moves.filter((m) => m.startsWith('bet P2 '))).toEqual([
      'bet P2 0 1', 'bet P2 0 142857', 'bet P2 1 1', 'bet P2 1 333333', 'bet P2 2 1', 'bet P2 2 1000000',
      'bet P2 3 1', 'bet P2 3 1000000', 'bet P2 4 1', 'bet P2 4 333333', 'bet P2 5 1', 'bet P2 5 142857',
    ]);
  });

  it('takes a bet of any amount in range and refuses one out of it', () => {
    const bet = (player: string, heads: number, amount: number): SticksMove => ({ type: 'bet', player, heads, amount });
    const case_ = fc.record({ child: fc.integer({ min: 2, max: 8 }), heads: fc.integer({ min: 0, max: 5 }) }).chain(({ child, heads }) => {
      const most = maxBet(start, `P${child}`, heads);
      return fc.record({ player: fc.constant(`P${child}`), heads: fc.constant(heads), most: fc.constant(most), amount: fc.integer({ min: 1, max: most }), over: fc.integer({ min: most + 1, max: 2 * LARGEST }) });
    });
    fc.assert(fc.property(case_, ({ player, heads, most, amount, over }) => {
      expect(plays(shinyuGame, start, bet(player, heads, amount))).toBe(true);
      expect(plays(shinyuGame, start, bet(player, heads, most))).toBe(true);
      expect(plays(shinyuGame, start, bet(player, heads, over))).toBe(false);
      expect(plays(shinyuGame, start, bet(player, heads, 0))).toBe(false);
    }), { numRuns: 200, seed: 25 });
    expect(refusedWith(shinyuGame, start, 'bet P2 0 142857')).toBe('played');
    expect(refusedWith(shinyuGame, start, 'bet P2 0 142858')).toBe('bank-cannot-cover: the banker could not pay more than a bet of 142857 on 0 (×8)');
    expect(refusedWith(shinyuGame, start, 'bet P2 3 1000001')).toBe('cannot-cover: P2 holds only 1000000');
    expect(refusedWith(shinyuGame, start, 'bet P2 3 0')).toBe('bad-amount: a bet is a whole number, 1 or more');
  });

  it('the ranges follow the bets lying: after a bet that takes all the bank could pay on 0, nobody else bets on 0', () => {
    const after = playSteps(shinyuGame, start, ['bet P2 0 142857']).state;
    const moves = texts(shinyuGame, after);
    expect(moves.some((m) => m.startsWith('bet P3 0 '))).toBe(false);
    expect(refusal(shinyuGame, after, 'bet P3 0 1')).toBe('bank-cannot-cover');
    // Should 1 come up, P2's 142 857 is the bank's: it could pay (1 000 000 + 142 857) / 3 on 1.
    expect(moves.filter((m) => m.startsWith('bet P3 1 '))).toEqual(['bet P3 1 1', 'bet P3 1 380952']);
    expect(refusal(shinyuGame, after, 'bet P3 1 380953')).toBe('bank-cannot-cover');
    expect(moves).toHaveLength(6 * 5 * 2);
  });
});

describe.each<[string, StickGame<ContestState>]>([
  ['獣裁', jusaiGame],
  ['連撃獣裁', rengekiJusaiGame],
])('%s with 8 players and purses of 1 000 000', (_, game) => {
  const start = startGame(game, { players: EIGHT, balance: LARGEST });
  // 8 players × (1 and the cap); as above, the tests stop here where the list grows with the purses.
  beforeAll(() => listingDoesNotGrow(game, 16));

  it('lists as many stakes with purses of 1 000 000 as of 100: the smallest and the largest of each player, then only the stake set', () => {
    listingDoesNotGrow(game, 16);
    const moves = texts(game, start);
    expect(moves).toHaveLength(16);
    expect(moves.slice(0, 4)).toEqual(['stake P1 1', 'stake P1 1000000', 'stake P2 1', 'stake P2 1000000']);
    const set = playSteps(game, start, ['stake P5 777']).state;
    expect(texts(game, set)).toEqual(['stake P1 777', 'stake P2 777', 'stake P3 777', 'stake P4 777', 'stake P6 777', 'stake P7 777', 'stake P8 777']);
  });

  it('takes a first stake of any amount up to the poorest purse and refuses more', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: LARGEST }), fc.integer({ min: LARGEST + 1, max: 2 * LARGEST }), (seat, amount, over) => {
      expect(plays(game, start, { type: 'stake', player: `P${seat}`, amount })).toBe(true);
      expect(plays(game, start, { type: 'stake', player: `P${seat}`, amount: over })).toBe(false);
    }), { numRuns: 200, seed: 25 });
    expect(refusedWith(game, start, 'stake P1 1000001')).toBe('stake-too-high: P1 holds only 1000000: the stake can be at most 1000000');
    expect(refusedWith(game, start, 'stake P1 0')).toBe('bad-amount: a stake is a whole number, 1 or more');
    const set = playSteps(game, start, ['stake P5 777']).state;
    expect(refusedWith(game, set, 'stake P1 778')).toBe('wrong-stake: the stake is 777: every player puts in the same');
  });
});

/** The smallest and largest amount listed for each player (and number), keyed by the move's words before its amount. */
function ranges(game: StickGame<SticksState>, state: SticksState): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const move of game.legalMoves(state)) {
    if (move.type !== 'stake' && move.type !== 'bet') continue;
    const key = game.formatMove(move, state).replace(/ \d+$/, '');
    out.set(key, [...(out.get(key) ?? []), move.amount]);
  }
  return out;
}

describe('the ranges, in many seeded positions', () => {
  it.each(STICK_GAMES)('%s: one or two amounts per player and number; every amount between them is played, one more is refused', (_, game) => {
    let checked = 0;
    for (const state of seededPositions(game)) {
      for (const [key, amounts] of ranges(game, state)) {
        expect(amounts.length).toBeLessThanOrEqual(2);
        const low = Math.min(...amounts);
        const high = Math.max(...amounts);
        const at = (amount: number) => game.parseMove(`${key} ${amount}`, state);
        for (const amount of new Set([low, Math.floor((low + high) / 2), high])) {
          const move = at(amount);
          expect(move.ok && plays(game, state, move.value)).toBe(true);
        }
        const over = at(high + 1);
        expect(over.ok && plays(game, state, over.value)).toBe(false);
        const under = at(low - 1);
        expect(under.ok && plays(game, state, under.value)).toBe(false);
        // A bet's range is exactly what the bank and the child can cover.
        if (state.kind === 'shinyu') {
          const [, player, heads] = key.split(' ');
          expect([low, high]).toEqual([1, maxBet(state as BankState, player, Number(heads))]);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
