// A player's (or, in a mission, the team's) holdings and what the printed symbols give them.
import type { GameEvent } from '../contract.ts';
import { oasisItem } from './symbols.ts';
import { TEAM, WHITE, type Holdings, type Symbol, type TerraOptions, type TerraState } from './types.ts';

/** Whose holdings a seat uses: its own, or the team's in a cooperative mission. */
export const ownerOf = (state: TerraState, seat: string): string => (state.options.mission === null ? seat : TEAM);
export const owners = (state: TerraState): string[] => (state.options.mission === null ? [...state.seats] : [TEAM]);

export function startingWorkers(options: TerraOptions, players: number): number {
  if (options.mission !== null) return 12;
  return players <= 2 ? 15 : players === 3 ? 13 : 11;
}

export function freshHoldings(workers: number, mission: boolean): Holdings {
  // Two pyramid tops of one's colour; a team may use the other colours' tops too.
  return { workers, gold: 0, blocks: {}, burial: 0, horus: 0, oasis: 0, boat: { space: 0, arrival: 0 }, cards: [], tops: mission ? 8 : 2 };
}

export const blockCount = (h: Holdings): number => Object.values(h.blocks).reduce((n, k) => n + k, 0);

export function addBlock(h: Holdings, colour: string, n = 1): void {
  h.blocks[colour] = (h.blocks[colour] ?? 0) + n;
  if (h.blocks[colour] === 0) delete h.blocks[colour];
}

/** Coin spaces of the Horus track at or below a position. */
export const coinsReached = (state: TerraState, horus: number): number => state.layout.horus.filter((c) => c <= horus).length;

/** Version 2+: one step on the Horus track; each coin space reached or passed gives 2 gold. */
export function stepHorus(state: TerraState, h: Holdings, steps: number): void {
  for (let i = 0; i < steps; i++) {
    h.horus += 1;
    if (state.layout.horus.includes(h.horus)) h.gold += 2;
  }
}

/** Version 3: the boat moves one space along the Nile (never past its end); arrivals are numbered. */
export function stepBoat(state: TerraState, h: Holdings, steps: number): void {
  for (let i = 0; i < steps; i++) {
    if (h.boat.space >= state.layout.boat.length) return;
    state.arrivals += 1;
    h.boat = { space: h.boat.space + 1, arrival: state.arrivals };
  }
}

/** A symbol resolved for its owner (not workers: they are put on the tile and moved). */
export function resolveSymbol(state: TerraState, h: Holdings, symbol: Symbol, burialBlock = true): void {
  if (symbol === 'eye') {
    if (state.options.version === 1) h.gold += 1;
    else stepHorus(state, h, 1);
  } else if (symbol.startsWith('block:')) {
    addBlock(h, symbol.slice(6));
  } else if (symbol === 'burial') {
    h.burial += 1;
  } else if (symbol === 'burial+block') {
    h.burial += 1;
    if (burialBlock) addBlock(h, WHITE);
  } else if (symbol === 'gold') {
    h.gold += 1;
  } else if (symbol === 'oasis' || symbol.startsWith('oasis:')) {
    h.oasis += 1;
    resolveSymbol(state, h, oasisItem(symbol));
  }
}

export function describeGain(before: Holdings, after: Holdings): string {
  const parts: string[] = [];
  const diff = (a: number, b: number, what: string) => { if (b !== a) parts.push(`${b > a ? '+' : ''}${b - a} ${what}`); };
  diff(before.gold, after.gold, 'gold');
  for (const c of new Set([...Object.keys(before.blocks), ...Object.keys(after.blocks)])) diff(before.blocks[c] ?? 0, after.blocks[c] ?? 0, `${c} block`);
  diff(before.horus, after.horus, 'Horus');
  diff(before.burial, after.burial, 'burial');
  diff(before.oasis, after.oasis, 'oasis');
  diff(before.boat.space, after.boat.space, 'boat');
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

export const note = (text: string): GameEvent => ({ type: 'note', text });

export function cloneHoldings(h: Holdings): Holdings {
  return { ...h, blocks: { ...h.blocks }, boat: { ...h.boat }, cards: [...h.cards] };
}
