// Setting up: the tiles shuffled into two piles (dealt) or only counted (entered), the price
// markers dealt into their zones, six tiles turned up from pile 1, a start player drawn.
import type { Rng } from '../rng.ts';
import { fillRow } from './offer.ts';
import { emptyPlayer } from './state.ts';
import { OFFER_SLOTS } from './tileset.ts';
import { FRESH_TURN } from './turn.ts';
import { COLOURS } from './types.ts';
import type { AnkhorOptions, AnkhorState, Colour, Pile, TileSet } from './types.ts';

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The markers shuffled and laid into the zones left to right. */
export function dealPrices(set: TileSet, rng: Rng): Colour[][] {
  const markers = shuffled(COLOURS.flatMap((c) => new Array<Colour>(set.markers[c]).fill(c)), rng);
  let k = 0;
  return set.zones.map((holes) => markers.slice(k, (k += holes)));
}

export function setupState(options: AnkhorOptions, rng: Rng): AnkhorState {
  const players = options.players;
  const first = options.firstPlayer === null ? rng.int(0, players - 1) : options.firstPlayer - 1;
  const ids = Object.keys(options.set.tiles);
  const half = Math.ceil(ids.length / 2);
  let piles: [Pile, Pile];
  let tiles: AnkhorState['tiles'];
  if (options.deal === 'virtual') {
    const order = shuffled(ids, rng);
    piles = [{ ids: order.slice(0, half) }, { ids: order.slice(half) }];
    tiles = options.set.tiles;
  } else {
    piles = [{ count: half }, { count: ids.length - half }];
    tiles = {};
  }
  const prices = options.prices ?? (options.deal === 'virtual' ? dealPrices(options.set, rng) : null);
  const state: AnkhorState = {
    options,
    tiles,
    offer: new Array(OFFER_SLOTS).fill(null),
    prices: prices ?? options.set.zones.map(() => []),
    bonusSupply: options.set.bonus.slice(),
    players: Array.from({ length: players }, () => emptyPlayer(options.grid)),
    piles,
    discards: [],
    first,
    toMove: first,
    turn: FRESH_TURN,
    lastRound: false,
    over: false,
    waiting: null,
  };
  if (prices === null) return { ...state, waiting: { kind: 'prices' } };
  return fillRow(state, state.offer.slice(), 0, []);
}
