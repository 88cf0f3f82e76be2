// The offer row: refreshing it (discard the leftmost tile with 2 players, shift left, fill from a
// pile) and filling gaps, from the dealt piles or from tiles the players enter. A bought tile
// leaves a gap: only a refresh fills the row again.
import type { GameEvent } from '../contract.ts';
import { pileSize } from './state.ts';
import { describeTile } from './tileset.ts';
import type { AnkhorState, Pile } from './types.ts';

export interface Shifted {
  readonly row: (string | null)[];
  readonly discarded: string | null;
}

/** The row after a refresh's first two steps: the leftmost tile discarded (2 players), tiles shifted left. */
export function discardAndShift(state: AnkhorState): Shifted {
  const row = state.offer.slice();
  let discarded: string | null = null;
  if (state.players.length === 2) {
    const leftmost = row.findIndex((id) => id !== null);
    if (leftmost >= 0) {
      discarded = row[leftmost];
      row[leftmost] = null;
    }
  }
  const tiles = row.filter((id): id is string => id !== null);
  return { row: [...tiles, ...new Array<null>(row.length - tiles.length).fill(null)], discarded };
}

/** How many tiles a refresh would draw. */
export function drawCount(state: AnkhorState, row: readonly (string | null)[]): number {
  const gaps = row.filter((id) => id === null).length;
  return Math.min(gaps, pileSize(state.piles[0]) + pileSize(state.piles[1]));
}

/**
 * The refreshes the player may choose: the pile to draw from (0, 1) when tiles are drawn, else
 * the one refresh that draws nothing; none when a refresh would change nothing.
 */
export function refreshChoices(state: AnkhorState): (number | null)[] {
  const shifted = discardAndShift(state);
  if (drawCount(state, shifted.row) === 0) {
    const same = shifted.row.every((id, i) => id === state.offer[i]);
    return same ? [] : [null];
  }
  return [0, 1].filter((p) => pileSize(state.piles[p]) > 0);
}

/** The pile a tile is drawn from: the one chosen, the other once it is empty. */
export const drawPile = (piles: readonly [Pile, Pile], chosen: number): number => (pileSize(piles[chosen]) > 0 ? chosen : 1 - chosen);

/**
 * Fills the gaps of `row` from the piles, left to right. Dealt piles are drawn at once; with
 * entered tiles the state waits for each tile turned up (`waiting: reveal`).
 */
export function fillRow(state: AnkhorState, row: (string | null)[], pile: number, events: GameEvent[]): AnkhorState {
  const gaps = row.flatMap((id, slot) => (id === null ? [slot] : [])).slice(0, drawCount(state, row));
  if (gaps.length === 0) return { ...state, offer: row };
  if (state.options.deal === 'entered') return { ...state, offer: row, waiting: { kind: 'reveal', slots: gaps, pile } };
  const piles: [Pile, Pile] = [state.piles[0], state.piles[1]];
  const filled = row.slice();
  for (const slot of gaps) {
    const from = drawPile(piles, pile);
    const ids = (piles[from] as { ids: readonly string[] }).ids;
    filled[slot] = ids[0];
    piles[from] = { ids: ids.slice(1) };
    events.push({ type: 'note', text: `Slot ${slot + 1}: ${describeTile(state.tiles[ids[0]])} (${ids[0]}) from pile ${from + 1}` });
  }
  return { ...state, offer: filled, piles };
}

/** An entered tile takes the first slot waiting; the pile it came from loses one. */
export function revealInto(state: AnkhorState, id: string, slots: readonly number[], pile: number): AnkhorState {
  const from = drawPile(state.piles, pile);
  const piles: [Pile, Pile] = [state.piles[0], state.piles[1]];
  piles[from] = { count: pileSize(piles[from]) - 1 };
  const offer = state.offer.slice();
  offer[slots[0]] = id;
  const rest = slots.slice(1);
  const more = rest.length > 0 && pileSize(piles[0]) + pileSize(piles[1]) > 0;
  return { ...state, offer, piles, waiting: more ? { kind: 'reveal', slots: rest, pile } : null };
}
