// Purses shared by the three games: who is still in, who goes out, the amounts a move may take,
// and freezing states.
import type { Json } from '../contract.ts';
import type { SticksOptions, SticksState } from './types.ts';

/** Players still in the game, in seat order. */
export function inGame(options: SticksOptions, out: readonly string[]): string[] {
  return options.players.filter((p) => !out.includes(p));
}

/** Players whose purse is empty go out, in seat order after those already out. */
export function withBrokeOut(options: SticksOptions, balances: Readonly<Record<string, number>>, out: readonly string[]): string[] {
  return [...out, ...options.players.filter((p) => !out.includes(p) && balances[p] === 0)];
}

/**
 * The amounts listed for a stake or a bet that may take any whole amount from `low` to `high`:
 * the two ends (one when they meet, none when the range is empty). Every amount between them is
 * legal too and checked by `play`; listing each one would be millions of moves with large purses.
 */
export function rangeEnds(low: number, high: number): number[] {
  if (high < low) return [];
  return high === low ? [low] : [low, high];
}

export function balancesJson(state: SticksState): Record<string, Json> {
  return Object.fromEntries(state.options.players.map((p) => [p, state.balances[p]]));
}

/** Deep-freezes a state built from plain objects and arrays. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Best first; equal purses keep seat order. */
export function rankByPurse(state: SticksState): string[] {
  const seat = (p: string) => state.options.players.indexOf(p);
  return [...state.options.players].sort((a, b) => state.balances[b] - state.balances[a] || seat(a) - seat(b));
}
