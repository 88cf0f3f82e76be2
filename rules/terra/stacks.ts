// The tile holder's eight stacks and the foundation pile: dealing, turning up (dealt from a
// virtual shuffle, or entered by the players), and stacks leaving the game.
import type { Rng } from '../rng.ts';
import { tileSet } from './data.ts';
import { tileKey } from './symbols.ts';
import { STACKS, type Mark, type Symbol, type TerraOptions, type TerraState } from './types.ts';

export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Deals tiles round-robin into the eight stacks (top first). */
export function dealStacks<T>(tiles: readonly T[]): T[][] {
  const stacks: T[][] = Array.from({ length: STACKS }, () => []);
  tiles.forEach((t, i) => stacks[i % STACKS].push(t));
  return stacks;
}

/**
 * How many tiles a stack keeps when it leaves the game (removed unseen): version 1 with 2 players
 * and every mission 1, 3–4 players none; version 2: 3 (2 players) or 2; version 3: 4 or 3.
 */
export function leavesAt(options: TerraOptions, players: number): number {
  if (options.mission !== null) return 1;
  const two = players <= 2;
  switch (options.version) {
    case 1: return two ? 1 : 0;
    case 2: return two ? 3 : 2;
    case 3: return two ? 4 : 3;
  }
}

/** Symbol variant: stacks 1–4 stand in the sphinx holder, 5–8 in the scarab holder. */
export const holderOf = (stack: number): Mark => (stack < STACKS / 2 ? 'sphinx' : 'scarab');

/** The stack leaves the game when only its last few tiles remain; true when it just left. */
export function removeIfDue(state: TerraState, stack: number): boolean {
  const keep = leavesAt(state.options, state.seats.length);
  const s = state.stacks[stack];
  if (s.length > 0 && s.length <= keep) {
    state.stacks[stack] = [];
    return true;
  }
  return false;
}

export const holderEmpty = (state: TerraState): boolean => state.stacks.every((s) => s.length === 0);

/** Tiles of the version's set not known to be elsewhere (board, hands, seen in the stacks): what an entered tile may be. */
export function unseenTileCounts(state: TerraState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tileSet(state.options.data, state.options.version)) counts.set(tileKey(t), (counts.get(tileKey(t)) ?? 0) + 1);
  const seen = (symbols: readonly Symbol[]) => counts.set(tileKey(symbols), (counts.get(tileKey(symbols)) ?? 0) - 1);
  for (const t of state.tiles) if (t !== null) seen(t.symbols);
  for (const h of Object.values(state.hands)) if (h !== null) seen(h.symbols);
  for (const s of state.stacks) for (const t of s) if (t !== null) seen(t);
  return counts;
}

export function unseenFoundationCounts(state: TerraState): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of state.options.data.foundations) counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const st of state.structures) if (st !== null) counts.set(st.value, (counts.get(st.value) ?? 0) - 1);
  for (const v of state.foundationStack) if (v !== null) counts.set(v, (counts.get(v) ?? 0) - 1);
  return counts;
}
