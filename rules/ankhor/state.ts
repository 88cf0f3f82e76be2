// Small helpers on the state: player names, fresh players, the current player, piles.
import { cellTotal } from './tableau.ts';
import { noTokens } from './tokens.ts';
import type { AnkhorState, Grid, Pile, PlayerState } from './types.ts';

export const playerName = (seat: number): string => `P${seat + 1}`;

/** The seat named `P2` → 1; -1 for no such player. */
export function seatOfName(name: unknown, players: number): number {
  if (typeof name !== 'string') return -1;
  const match = /^P([1-9])$/.exec(name);
  if (match === null) return -1;
  const seat = Number(match[1]) - 1;
  return seat < players ? seat : -1;
}

export function emptyPlayer(grid: Grid): PlayerState {
  const n = cellTotal(grid);
  return { base: new Array(n).fill(null), upper: new Array(n).fill(null), tokens: noTokens(), bonus: [], stored: {} };
}

export const current = (state: AnkhorState): PlayerState => state.players[state.toMove];

export function withPlayer(state: AnkhorState, seat: number, player: PlayerState): AnkhorState {
  const players = state.players.slice();
  players[seat] = player;
  return { ...state, players };
}

export const pileSize = (pile: Pile): number => ('ids' in pile ? pile.ids.length : pile.count);

/** No tile can be bought any more: the offer and both piles are empty. */
export function tilesRunOut(state: AnkhorState): boolean {
  return state.offer.every((id) => id === null) && pileSize(state.piles[0]) === 0 && pileSize(state.piles[1]) === 0;
}
