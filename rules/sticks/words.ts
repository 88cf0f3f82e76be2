// The stick games in words, English and Japanese, for players who read no notation: each move
// (who stakes, bets, throws or stops, and for what) and the prompt of a cast awaited. The book's
// own Japanese terms are kept: 親 (the banker), トゥモーク (throw again), ショーンマーク (stop).
import type { Label, MoveWords, Pending } from '../contract.ts';
import { PAYOUT, bankerOf } from './bank.ts';
import { stakeCap, throwerOf, throwing } from './contest.ts';
import type { BankState, ContestState, SticksMove, SticksState } from './types.ts';

/** "3 heads" / 「表 3 本」. */
export function headsWords(heads: number): Label {
  return { en: heads === 1 ? '1 head' : `${heads} heads`, ja: `表 ${heads} 本` };
}

/** What a winning bet on `heads` pays for 1, stake included: "×2". */
export const payoutOf = (heads: number): string => `×${PAYOUT[heads] ?? '?'}`;

/** "3 heads (pays ×2)" / 「表 3 本（×2）」: a number of the sheet with what it pays (and the most a bet on it may be). */
export function sheetWords(heads: number, most?: number): Label {
  const h = headsWords(heads);
  if (most === undefined) return { en: `${h.en} (pays ${payoutOf(heads)})`, ja: `${h.ja}（${payoutOf(heads)}）` };
  return { en: `${h.en} (pays ${payoutOf(heads)}; at most ${most})`, ja: `${h.ja}（${payoutOf(heads)}、最大 ${most}）` };
}

/** The heading under which a player's stakes or bets are folded. */
export function playerGroup(state: SticksState, player: string): Label {
  return state.kind === 'shinyu' ? { en: `${player} bets`, ja: `${player} の賭け` } : { en: `${player} stakes`, ja: `${player} の賭け金` };
}

function stakeWords(state: ContestState, player: string, amount: number): MoveWords {
  const base = { en: `${player} stakes ${amount}`, ja: `${player} が ${amount} を賭け金に出す` };
  const purse = state.balances[player];
  let note: Label | null = null;
  if (purse === amount) note = { en: 'all in', ja: '全額' };
  else if (state.ante === null && state.contenders.length > 0 && amount === stakeCap(state)) {
    // The most anyone may stake is what the poorest contender holds.
    note = { en: 'the most allowed', ja: '上限' };
  }
  const words = note === null ? base : { en: `${base.en} (${note.en})`, ja: `${base.ja}（${note.ja}）` };
  // Before the stake is set, each contender has several amounts: folded under the player.
  return state.ante === null ? { ...words, group: playerGroup(state, player) } : words;
}

function contestThrowWords(state: ContestState): MoveWords {
  const thrower = throwing(state) ? throwerOf(state) : null;
  if (thrower === null) return { en: 'Throw the sticks', ja: '棒を投げる' };
  if (state.kind === 'rengeki' && state.throws > 0) {
    return {
      en: `${thrower} throws again (running total ${state.streak}; 0 or 1 heads loses it)`,
      ja: `${thrower} がもう一度投げる（トゥモーク。累計 ${state.streak}、表 0・1 本なら失う）`,
    };
  }
  return { en: `${thrower} throws the sticks`, ja: `${thrower} が棒を投げる` };
}

function stopWords(state: ContestState): MoveWords {
  const thrower = throwing(state) ? throwerOf(state) : null;
  if (thrower === null) return { en: 'Stop and keep the running total', ja: '止めて累計を確定する（ショーンマーク）' };
  return { en: `${thrower} stops at ${state.streak}`, ja: `${thrower} が ${state.streak} で止める（ショーンマーク）` };
}

function betWords(state: BankState, player: string, heads: number, amount: number): MoveWords {
  const h = headsWords(heads);
  return {
    en: `${player} bets ${amount} on ${h.en} (pays ${payoutOf(heads)})`,
    ja: `${player} が${h.ja}に ${amount} 賭ける（${payoutOf(heads)}）`,
    group: playerGroup(state, player),
  };
}

function bankerThrowWords(state: BankState): MoveWords {
  const banker = bankerOf(state);
  return { en: `${banker} (the banker) throws the sticks`, ja: `親の ${banker} が棒を投げる` };
}

export function describeSticksMove(state: SticksState, move: SticksMove): MoveWords {
  switch (move.type) {
    case 'stake':
      if (state.kind === 'shinyu') return { en: `${move.player} stakes ${move.amount}`, ja: `${move.player} が ${move.amount} を賭け金に出す` };
      return stakeWords(state, move.player, move.amount);
    case 'bet':
      if (state.kind !== 'shinyu') {
        const h = headsWords(move.heads);
        return { en: `${move.player} bets ${move.amount} on ${h.en}`, ja: `${move.player} が${h.ja}に ${move.amount} 賭ける` };
      }
      return betWords(state, move.player, move.heads, move.amount);
    case 'throw':
      return state.kind === 'shinyu' ? bankerThrowWords(state) : contestThrowWords(state);
    case 'stop':
      return state.kind === 'shinyu' ? { en: 'Stop', ja: '止める' } : stopWords(state);
  }
}

/** The prompt of the cast awaited: who throws, and the question the sticks answer. */
export function castWords(state: SticksState): Label {
  if (state.kind === 'shinyu') {
    const banker = bankerOf(state);
    return { en: `${banker} (the banker) throws: how many heads?`, ja: `親の ${banker} が投げる：表は何本？` };
  }
  const thrower = throwerOf(state) ?? '?';
  if (state.kind === 'rengeki' && state.throws > 0) {
    return {
      en: `${thrower} throws again (running total ${state.streak}): how many heads?`,
      ja: `${thrower} がもう一度投げる（累計 ${state.streak}）：表は何本？`,
    };
  }
  return { en: `${thrower} throws: how many heads?`, ja: `${thrower} が投げる：表は何本？` };
}

/** The game's pending, with its prompt in words. */
export function withCastWords<S extends SticksState>(state: S, pending: Pending | null): Pending | null {
  return pending === null ? null : { ...pending, words: castWords(state) };
}
