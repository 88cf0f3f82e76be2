// The dashboard's and the CLI's picture of a stick game: plain JSON.
import type { Json } from '../contract.ts';
import { PAYOUT, allBet, bankOver, bankResult, bankerOf, children } from './bank.ts';
import { contestOver, contestResult, throwerOf, throwing } from './contest.ts';
import { balancesJson, inGame } from './purses.ts';
import type { BankState, ContestState, SticksState } from './types.ts';

function lastCastJson(state: SticksState): Json {
  return state.lastCast === null ? null : { player: state.lastCast.player, heads: state.lastCast.heads };
}


function contestView(state: ContestState): Json {
  const over = contestOver(state);
  const phase = over ? 'over' : state.casting ? 'cast' : throwing(state) ? 'throw' : 'stake';
  return {
    game: state.kind === 'jusai' ? 'jusai' : 'rengeki-jusai',
    players: [...state.options.players],
    balances: balancesJson(state),
    out: [...state.out],
    inGame: inGame(state.options, state.out),
    round: state.round,
    tie: state.tie,
    phase,
    contenders: [...state.contenders],
    ante: state.ante,
    staked: [...state.staked],
    waitingToStake: phase === 'stake' ? state.contenders.filter((p) => !state.staked.includes(p)) : [],
    pot: state.pot,
    totals: { ...state.totals },
    thrower: throwerOf(state),
    streak: state.streak,
    throws: state.throws,
    lastCast: lastCastJson(state),
    history: state.history.map(
      (r): Json => ({ round: r.round, tie: r.tie, totals: { ...r.totals }, winners: [...r.winners], pot: r.pot }),
    ),
    over,
    winner: contestResult(state)?.winner ?? null,
  };
}

function bankView(state: BankState): Json {
  const over = bankOver(state);
  const phase = over ? 'over' : state.casting ? 'cast' : allBet(state) ? 'throw' : 'bet';
  const bets = Object.fromEntries(Object.entries(state.bets).map(([p, b]): [string, Json] => [p, { heads: b.heads, amount: b.amount }]));
  return {
    game: 'shinyu',
    players: [...state.options.players],
    banker: bankerOf(state),
    children: children(state),
    balances: balancesJson(state),
    out: [...state.out],
    round: state.round,
    phase,
    payouts: [...PAYOUT],
    bets,
    waitingToBet: phase === 'bet' ? children(state).filter((p) => !(p in state.bets)) : [],
    lastCast: lastCastJson(state),
    history: state.history.map(
      (r): Json => ({
        round: r.round,
        heads: r.heads,
        bets: Object.fromEntries(Object.entries(r.bets).map(([p, b]): [string, Json] => [p, { heads: b.heads, amount: b.amount }])),
        paid: { ...r.paid },
        banker: r.banker,
      }),
    ),
    over,
    winner: bankResult(state)?.winner ?? null,
  };
}

export function sticksView(state: SticksState): Json {
  return state.kind === 'shinyu' ? bankView(state) : contestView(state);
}
