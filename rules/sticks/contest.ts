// 獣裁 and 連撃獣裁: every player stakes, throws, and the highest total takes the pot; tied players
// alone stake again and throw again until one wins. In 連撃獣裁 a player throws again and again to
// add to a running total, or stops; a later throw of 0 or 1 loses the whole running total.
//
// Readings of the book (README.md): the first stake of a contest sets the stake every contender
// puts in, at most what the poorest contender holds; a tied player with an empty purse cannot
// stake again and drops out of the tie; a player with an empty purse at the end of a round is out.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Outcome, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { deepFreeze, inGame, rangeEnds, withBrokeOut } from './purses.ts';
import { STICKS } from './types.ts';
import type { ContestRecord, ContestState, SticksMove, SticksOptions } from './types.ts';

/** A throw after the first that shows this many heads or fewer loses the running total. */
export const LOSING_HEADS = 1;

export function contestStart(kind: 'jusai' | 'rengeki', options: SticksOptions): ContestState {
  const balances = Object.fromEntries(options.players.map((p) => [p, options.balance]));
  return deepFreeze({
    kind,
    options,
    balances,
    out: [],
    round: 1,
    tie: 0,
    contenders: [...options.players],
    ante: null,
    staked: [],
    pot: 0,
    totals: {},
    streak: 0,
    throws: 0,
    casting: false,
    lastCast: null,
    history: [],
  });
}

export function contestOver(state: ContestState): boolean {
  return inGame(state.options, state.out).length < 2;
}

/** Everyone in the contest has staked: the throwing has begun. */
export function throwing(state: ContestState): boolean {
  return state.staked.length === state.contenders.length;
}

/** Who throws now: the first contender, in seat order, without a final total. */
export function throwerOf(state: ContestState): string | null {
  if (contestOver(state) || !throwing(state)) return null;
  return state.contenders.find((p) => !(p in state.totals)) ?? null;
}

/** The largest stake the first staker may set: what the poorest contender holds. */
export function stakeCap(state: ContestState): number {
  return Math.min(...state.contenders.map((p) => state.balances[p]));
}

/**
 * Before the throwing, the stakes as ranges: while the first stake is awaited, a stake of 1 and of
 * the cap for each contender still to stake (every amount between is legal too; `play` checks the
 * range); once it is set, that stake. Then throw (and stop).
 */
export function contestMoves(state: ContestState): SticksMove[] {
  if (contestOver(state) || state.casting) return [];
  if (!throwing(state)) {
    const amounts = state.ante !== null ? [state.ante] : rangeEnds(1, stakeCap(state));
    const moves: SticksMove[] = [];
    for (const player of state.contenders) {
      if (state.staked.includes(player)) continue;
      for (const amount of amounts) moves.push({ type: 'stake', player, amount });
    }
    return moves;
  }
  const moves: SticksMove[] = [{ type: 'throw' }];
  if (state.kind === 'rengeki' && state.throws > 0) moves.push({ type: 'stop' });
  return moves;
}

export function contestPending(state: ContestState): Pending | null {
  if (!state.casting) return null;
  return { kind: 'cast', sticks: STICKS, purpose: `${throwerOf(state)} throws` };
}

export function contestPlay(state: ContestState, move: SticksMove): Result<Outcome<ContestState>> {
  if (contestOver(state)) return fail('game-over', 'the game is over');
  if (state.casting) return fail('pending', 'cast the sticks of the throw under way first');
  switch (move.type) {
    case 'stake':
      return stake(state, move.player, move.amount);
    case 'throw':
      if (!throwing(state)) return fail('not-staked', `everyone stakes before the sticks are thrown: waiting for ${waitingStakers(state)}`);
      return ok({ state: deepFreeze({ ...state, casting: true }), events: [] });
    case 'stop': {
      if (state.kind !== 'rengeki') return fail('no-stop', '獣裁 has no stop: each player throws once');
      if (!throwing(state)) return fail('not-staked', `everyone stakes before the sticks are thrown: waiting for ${waitingStakers(state)}`);
      if (state.throws === 0) return fail('nothing-to-keep', `${throwerOf(state)} has not thrown yet`);
      const player = throwerOf(state) as string;
      const note: GameEvent = { type: 'note', text: `${player} stops at ${state.streak}` };
      return ok(finishThrower(state, player, state.streak, [note]));
    }
    case 'bet':
      return fail('no-bets', 'bets are for 新遊: here players stake (stake P1 10)');
    default:
      return fail('bad-move', 'not a move of this game');
  }
}

const waitingStakers = (state: ContestState) => state.contenders.filter((p) => !state.staked.includes(p)).join(', ');

function stake(state: ContestState, player: string, amount: number): Result<Outcome<ContestState>> {
  if (!state.options.players.includes(player)) return fail('no-such-player', `${player} is not playing`);
  if (state.out.includes(player)) return fail('out', `${player} is out of the game`);
  if (!state.contenders.includes(player)) {
    return fail('not-in-tie', `only ${state.contenders.join(', ')} stake again after the tie`);
  }
  if (throwing(state)) return fail('staked', 'every stake is in: throw the sticks');
  if (state.staked.includes(player)) return fail('staked', `${player} has already staked ${state.ante}`);
  if (!Number.isInteger(amount) || amount < 1) return fail('bad-amount', 'a stake is a whole number, 1 or more');
  if (state.ante !== null && amount !== state.ante) {
    return fail('wrong-stake', `the stake is ${state.ante}: every player puts in the same`);
  }
  const cap = stakeCap(state);
  if (state.ante === null && amount > cap) {
    const poorest = state.contenders.find((p) => state.balances[p] === cap) as string;
    return fail('stake-too-high', `${poorest} holds only ${cap}: the stake can be at most ${cap}`);
  }
  const balances = { ...state.balances, [player]: state.balances[player] - amount };
  const next = deepFreeze({
    ...state,
    balances,
    ante: amount,
    staked: [...state.staked, player],
    pot: state.pot + amount,
  });
  const events: GameEvent[] = [{ type: 'note', text: `${player} stakes ${amount} (pot ${next.pot})` }];
  if (throwing(next)) events.push({ type: 'note', text: `${throwerOf(next)} throws first` });
  return ok({ state: next, events });
}

export function contestResolve(state: ContestState, input: PendingInput): Result<Outcome<ContestState>> {
  if (!state.casting) return fail('nothing-pending', 'no throw is under way: play `throw` first');
  if (typeof input !== 'object' || input === null || !('cast' in input)) return fail('bad-input', 'the game waits for a cast of the sticks');
  const heads = input.cast;
  if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > STICKS) {
    return fail('bad-cast', `a cast of ${STICKS} sticks shows 0 to ${STICKS} heads`);
  }
  const player = throwerOf(state) as string;
  const cast: GameEvent = { type: 'cast', heads, purpose: `${player} throws` };
  const after: ContestState = { ...state, casting: false, lastCast: { player, heads } };
  if (state.kind === 'jusai') {
    return ok(finishThrower(after, player, heads, [cast, { type: 'note', text: `${player} throws ${heads}` }]));
  }
  if (state.throws > 0 && heads <= LOSING_HEADS) {
    const note: GameEvent = { type: 'note', text: `${player} throws ${heads}: the running total ${state.streak} is lost` };
    return ok(finishThrower(after, player, 0, [cast, note]));
  }
  const streak = state.streak + heads;
  const note: GameEvent = { type: 'note', text: `${player} throws ${heads}: running total ${streak} (throw again or stop)` };
  return ok({ state: deepFreeze({ ...after, streak, throws: state.throws + 1 }), events: [cast, note] });
}

/** The thrower's total is final: the next contender throws, or the contest is decided. */
function finishThrower(state: ContestState, player: string, total: number, events: GameEvent[]): Outcome<ContestState> {
  const next: ContestState = { ...state, totals: { ...state.totals, [player]: total }, streak: 0, throws: 0 };
  if (throwerOf(next) !== null) return { state: deepFreeze(next), events };
  return decide(next, events);
}

/** Every contender has a total: the highest takes the pot, or the tied ones go again. */
function decide(state: ContestState, events: GameEvent[]): Outcome<ContestState> {
  const best = Math.max(...state.contenders.map((p) => state.totals[p]));
  const tied = state.contenders.filter((p) => state.totals[p] === best);
  if (tied.length === 1) return settle(state, tied, events);
  const able = tied.filter((p) => state.balances[p] > 0);
  const broke = tied.filter((p) => state.balances[p] === 0);
  const out = [...events];
  out.push({ type: 'note', text: `${tied.join(', ')} tie with ${best}` });
  if (broke.length > 0 && able.length > 0) {
    out.push({ type: 'note', text: `${broke.join(', ')} cannot stake again and drop${broke.length === 1 ? 's' : ''} out of the tie` });
  }
  if (able.length <= 1) return settle(state, able.length === 1 ? able : tied, out);
  const record = recordOf(state, []);
  out.push({ type: 'note', text: `${able.join(', ')} stake again and throw again (pot ${state.pot})` });
  return {
    state: deepFreeze({
      ...state,
      tie: state.tie + 1,
      contenders: able,
      ante: null,
      staked: [],
      totals: {},
      history: [...state.history, record],
    }),
    events: out,
  };
}

function recordOf(state: ContestState, winners: string[]): ContestRecord {
  return { round: state.round, tie: state.tie, totals: { ...state.totals }, winners, pot: state.pot };
}

/**
 * The pot goes to the winner (shared out in seat order, odd units first, when every tied player
 * was broke); players with empty purses go out; a new round begins unless one player is left.
 */
function settle(state: ContestState, winners: string[], events: GameEvent[]): Outcome<ContestState> {
  const balances = { ...state.balances };
  const share = Math.floor(state.pot / winners.length);
  winners.forEach((p, i) => (balances[p] += share + (i < state.pot % winners.length ? 1 : 0)));
  const out = withBrokeOut(state.options, balances, state.out);
  const goneOut = out.slice(state.out.length);
  const record = recordOf(state, winners);
  const text = winners.length === 1 ? `${winners[0]} takes the pot of ${state.pot}` : `${winners.join(', ')} share the pot of ${state.pot}`;
  const scores = { ...balances };
  const all: GameEvent[] = [...events, { type: 'score', scores, detail: { round: state.round, winners, pot: state.pot } }];
  all.push({ type: 'note', text });
  if (goneOut.length > 0) all.push({ type: 'note', text: `${goneOut.join(', ')} cannot cover a stake: out of the game` });
  const players = inGame(state.options, out);
  const next = deepFreeze({
    ...state,
    balances,
    out,
    round: players.length < 2 ? state.round : state.round + 1,
    tie: 0,
    contenders: players.length < 2 ? [] : players,
    ante: null,
    staked: [],
    pot: 0,
    totals: {},
    streak: 0,
    throws: 0,
    history: [...state.history, record],
  });
  const result = contestResult(next);
  if (result !== null) all.push({ type: 'end', ...result });
  return { state: next, events: all };
}

/** How the contest ended (what its end event says: the one player left), or null while it goes on. */
export function contestResult(state: ContestState): GameResult | null {
  if (!contestOver(state)) return null;
  const winner = inGame(state.options, state.out)[0] ?? null;
  return { scores: { ...state.balances }, winner, reason: winner === null ? 'nobody can stake' : `${winner} holds all the money left in play` };
}
