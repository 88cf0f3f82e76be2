// Setting up: eight stacks, the start tiles on the start squares, the first foundations, a tile
// in every hand, workers by player count.
import type { GameEvent } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { stepFrom } from './board.ts';
import { layoutFor, tileSet } from './data.ts';
import { freshHoldings, owners, startingWorkers } from './holdings.ts';
import { runReveals } from './rules.ts';
import { dealStacks, shuffle } from './stacks.ts';
import { STACKS, type Layout, type Reveal, type TerraOptions, type TerraState } from './types.ts';

export const seatNames = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** Sites with a foundation from the start: the layout's, and (version 3) every site next to the Nile. */
export function setupFoundationSites(layout: Layout, version: number): number[] {
  const sites = new Set(layout.setupFoundations);
  if (version >= 3) {
    layout.kinds.forEach((kind, s) => {
      if (kind !== 'site') return;
      const nextToNile = ([[-1, 0], [0, 1], [1, 0], [0, -1]] as const).some(([dr, dc]) => {
        const n = stepFrom(s, dr, dc, layout);
        return n !== null && layout.kinds[n] === 'nile';
      });
      if (nextToNile) sites.add(s);
    });
  }
  return [...sites].sort((a, b) => a - b);
}

export function setupState(options: TerraOptions, rng: Rng): { state: TerraState; events: GameEvent[] } {
  const layout = layoutFor(options.data, options.version);
  const seats = seatNames(options.players);
  const dealt = options.draws === 'dealt';
  const tiles = tileSet(options.data, options.version);
  const cells = layout.rows * layout.cols;
  const state: TerraState = {
    options, layout, seats, toMove: seats[0], phase: 'place',
    tiles: new Array(cells).fill(null),
    structures: new Array(cells).fill(null),
    hands: Object.fromEntries(seats.map((s) => [s, null])),
    stacks: dealStacks(dealt ? shuffle(tiles, rng) : tiles.map(() => null)),
    foundationStack: dealt ? shuffle(options.data.foundations, rng) : options.data.foundations.map(() => null),
    holdings: {},
    firstTurn: [...seats],
    turn: { placed: null, waiting: {}, firstFoundation: null },
    reveals: [],
    arrivals: 0,
    missionResult: null,
  };
  for (const o of owners(state)) state.holdings[o] = freshHoldings(startingWorkers(options, seats.length), options.mission !== null);
  // A start tile from each of four different stacks; each hand from one of the others.
  const reveals: Reveal[] = [];
  layout.kinds.forEach((kind, square) => { if (kind === 'start') reveals.push({ what: 'start', square, stack: reveals.length % STACKS }); });
  for (const square of setupFoundationSites(layout, options.version)) reveals.push({ what: 'foundation', square });
  seats.forEach((seat, i) => reveals.push({ what: 'hand', seat, stack: (4 + i) % STACKS }));
  state.reveals = reveals;
  const events: GameEvent[] = [];
  runReveals(state, events);
  return { state, events };
}
