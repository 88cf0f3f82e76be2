// 新遊: a banker (親) and children (子). Every child bets on a number of heads 0–5, the banker
// throws, bets on the number thrown pay ×8 ×4 ×2 ×2 ×4 ×8 (for 0…5) and losing bets go to the
// banker.
//
// Readings (README.md): ×N is what a winning child receives for a stake of 1, the stake included
// (a net gain of (N−1) × stake, paid by the banker); each child places one bet a round; a bet the
// banker could not pay, should its number come up, is refused; a child with an empty purse is out;
// the game ends when the banker's purse is empty or no child is left.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Outcome, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { deepFreeze, inGame, rangeEnds, withBrokeOut } from './purses.ts';
import { STICKS } from './types.ts';
import type { BankRecord, BankState, Bet, SticksMove, SticksOptions } from './types.ts';

/** What a winning bet of 1 on 0…5 heads brings back, the stake included. */
export const PAYOUT: readonly number[] = Object.freeze([8, 4, 2, 2, 4, 8]);

export function bankStart(options: SticksOptions): BankState {
  return deepFreeze({
    kind: 'shinyu',
    options,
    balances: Object.fromEntries(options.players.map((p) => [p, options.balance])),
    out: [],
    round: 1,
    bets: {},
    casting: false,
    lastCast: null,
    history: [],
  });
}

export const bankerOf = (state: Pick<BankState, 'options'>) => state.options.banker as string;

/** Children still in the game, in seat order. */
export function children(state: Pick<BankState, 'options' | 'out'>): string[] {
  return inGame(state.options, state.out).filter((p) => p !== bankerOf(state));
}

export function bankOver(state: BankState): boolean {
  // The banker's purse changes only when a round is settled, so this holds between rounds.
  return state.balances[bankerOf(state)] === 0 || children(state).length === 0;
}

export function allBet(state: BankState): boolean {
  return children(state).every((p) => p in state.bets);
}

/** The banker's gain on the round if `heads` come up, with these bets. */
export function bankerGain(bets: Readonly<Record<string, Bet>>, heads: number): number {
  let gain = 0;
  for (const bet of Object.values(bets)) gain += bet.heads === heads ? -(PAYOUT[heads] - 1) * bet.amount : bet.amount;
  return gain;
}

/** The largest bet on `heads` the banker can cover whatever comes up (0: none). */
export function maxBet(state: BankState, player: string, heads: number): number {
  const purse = state.balances[bankerOf(state)];
  let best = state.balances[player];
  for (let outcome = 0; outcome <= STICKS; outcome++) {
    const before = purse + bankerGain(state.bets, outcome);
    // A bet of a on `heads` costs the banker (N−1)·a if `heads` come up and brings a otherwise,
    // so only that outcome can break the bank (the others only grow).
    if (outcome === heads) best = Math.min(best, Math.floor(before / (PAYOUT[heads] - 1)));
  }
  return Math.max(0, best);
}

/**
 * The bets each child still to bet may make, as ranges: on each number the bank can cover, a bet
 * of 1 and the largest (`maxBet`). Every amount between is legal too; `play` checks the range.
 */
export function bankMoves(state: BankState): SticksMove[] {
  if (bankOver(state) || state.casting) return [];
  if (allBet(state)) return [{ type: 'throw' }];
  const moves: SticksMove[] = [];
  for (const player of children(state)) {
    if (player in state.bets) continue;
    for (let heads = 0; heads <= STICKS; heads++) {
      for (const amount of rangeEnds(1, maxBet(state, player, heads))) moves.push({ type: 'bet', player, heads, amount });
    }
  }
  return moves;
}

export function bankPending(state: BankState): Pending | null {
  return state.casting ? { kind: 'cast', sticks: STICKS, purpose: `${bankerOf(state)} (the banker) throws` } : null;
}

export function bankPlay(state: BankState, move: SticksMove): Result<Outcome<BankState>> {
  if (bankOver(state)) return fail('game-over', 'the game is over');
  if (state.casting) return fail('pending', 'cast the sticks of the throw under way first');
  switch (move.type) {
    case 'bet':
      return bet(state, move.player, move.heads, move.amount);
    case 'throw':
      if (!allBet(state)) {
        const waiting = children(state).filter((p) => !(p in state.bets));
        return fail('not-all-bet', `every child bets before the banker throws: waiting for ${waiting.join(', ')}`);
      }
      return ok({ state: deepFreeze({ ...state, casting: true }), events: [] });
    case 'stake':
      return fail('no-stakes', '新遊 has bets, not stakes: bet P2 3 10 (player, heads, amount)');
    case 'stop':
      return fail('no-stop', '新遊 has no stop: the banker throws once');
    default:
      return fail('bad-move', 'not a move of this game');
  }
}

function bet(state: BankState, player: string, heads: number, amount: number): Result<Outcome<BankState>> {
  if (!state.options.players.includes(player)) return fail('no-such-player', `${player} is not playing`);
  if (player === bankerOf(state)) return fail('banker-bets', `${player} is the banker: only the children bet`);
  if (state.out.includes(player)) return fail('out', `${player} is out of the game`);
  if (player in state.bets) return fail('already-bet', `${player} has already bet this round`);
  if (!Number.isInteger(heads) || heads < 0 || heads > STICKS) return fail('bad-heads', `bet on a number of heads from 0 to ${STICKS}`);
  if (!Number.isInteger(amount) || amount < 1) return fail('bad-amount', 'a bet is a whole number, 1 or more');
  if (amount > state.balances[player]) return fail('cannot-cover', `${player} holds only ${state.balances[player]}`);
  const most = maxBet(state, player, heads);
  if (amount > most) {
    return fail(
      'bank-cannot-cover',
      most === 0
        ? `the banker could not pay a bet on ${heads}: bet on another number`
        : `the banker could not pay more than a bet of ${most} on ${heads} (×${PAYOUT[heads]})`,
    );
  }
  const next = deepFreeze({
    ...state,
    balances: { ...state.balances, [player]: state.balances[player] - amount },
    bets: { ...state.bets, [player]: { heads, amount } },
  });
  const events: GameEvent[] = [{ type: 'note', text: `${player} bets ${amount} on ${heads}` }];
  if (allBet(next)) events.push({ type: 'note', text: `all bets are in: ${bankerOf(state)} (the banker) throws` });
  return ok({ state: next, events });
}

export function bankResolve(state: BankState, input: PendingInput): Result<Outcome<BankState>> {
  if (!state.casting) return fail('nothing-pending', 'no throw is under way: play `throw` first');
  if (typeof input !== 'object' || input === null || !('cast' in input)) return fail('bad-input', 'the game waits for a cast of the sticks');
  const heads = input.cast;
  if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > STICKS) {
    return fail('bad-cast', `a cast of ${STICKS} sticks shows 0 to ${STICKS} heads`);
  }
  const banker = bankerOf(state);
  const balances = { ...state.balances };
  const paid: Record<string, number> = {};
  const events: GameEvent[] = [{ type: 'cast', heads, purpose: `${banker} (the banker) throws` }];
  const gain = bankerGain(state.bets, heads);
  for (const [player, bet] of Object.entries(state.bets)) {
    paid[player] = bet.heads === heads ? PAYOUT[heads] * bet.amount : 0;
    balances[player] += paid[player];
  }
  balances[banker] += gain;
  const winners = Object.keys(paid).filter((p) => paid[p] > 0);
  events.push({
    type: 'note',
    text:
      `${heads} heads: ` +
      (winners.length === 0 ? 'no bet wins' : winners.map((p) => `${p} receives ${paid[p]} (×${PAYOUT[heads]})`).join(', ')) +
      `; the banker ${gain >= 0 ? 'takes' : 'pays out'} ${Math.abs(gain)}`,
  });
  const record: BankRecord = { round: state.round, heads, bets: { ...state.bets }, paid, banker: gain };
  events.push({ type: 'score', scores: { ...balances }, detail: { round: state.round, heads, banker: gain } });
  const out = withBrokeOut(state.options, balances, state.out).filter((p) => p !== banker);
  const goneOut = out.slice(state.out.length);
  if (goneOut.length > 0) events.push({ type: 'note', text: `${goneOut.join(', ')} cannot cover a bet: out of the game` });
  const next = deepFreeze({
    ...state,
    balances,
    out,
    round: state.round + 1,
    bets: {},
    casting: false,
    lastCast: { player: banker, heads },
    history: [...state.history, record],
  });
  const result = bankResult(next);
  if (result !== null) events.push({ type: 'end', ...result });
  return ok({ state: next, events });
}

/** How the game ended (what its end event says: the bank broken or no child left), or null while it goes on. */
export function bankResult(state: BankState): GameResult | null {
  if (!bankOver(state)) return null;
  const { balances } = state;
  const banker = bankerOf(state);
  const reason = balances[banker] === 0 ? `the bank is broken: ${banker} has nothing left` : 'no child has anything left to bet';
  const best = Math.max(...state.options.players.map((p) => balances[p]));
  const top = state.options.players.filter((p) => balances[p] === best);
  return { scores: { ...balances }, winner: top.length === 1 ? top[0] : null, reason };
}
