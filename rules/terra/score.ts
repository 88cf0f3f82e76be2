// Final scoring, per version: structures holding your workers, blocks and gold (all versions);
// Horus track, burial goods (2+); oases, the Nile's palm trees, strategy cards (3).
import type { ScoreSheet } from '../contract.ts';
import { blockCount, owners } from './holdings.ts';
import { CARDS, LEVEL_VALUES, type Card, type TerraState } from './types.ts';

/** The foundations and pyramids an owner holds (has workers on). */
export function heldStructures(state: TerraState, owner: string): number[] {
  const held: number[] = [];
  state.structures.forEach((st, s) => { if (st !== null && (st.workers[owner] ?? 0) > 0) held.push(s); });
  return held;
}

export function structureValue(state: TerraState, s: number): number {
  const st = state.structures[s]!;
  return st.level === 0 ? st.value : LEVEL_VALUES[st.level];
}

/** Levels of the pyramids an owner holds, highest first. */
export function pyramidLevels(state: TerraState, owner: string): number[] {
  return heldStructures(state, owner).map((s) => state.structures[s]!.level).filter((l) => l > 0).sort((a, b) => b - a);
}

/** Burial goods: your count, plus for each player with fewer the difference. */
export function burialPoints(counts: Record<string, number>, owner: string): number {
  const mine = counts[owner];
  return Object.entries(counts).reduce((n, [o, theirs]) => n + (o !== owner && theirs < mine ? mine - theirs : 0), mine);
}

export const palmsReached = (state: TerraState, space: number): number => state.layout.boat.palms.filter((p) => p <= space).length;

/** The one owner who achieves a strategy card's goal, or null (nobody, or a tie). */
export function cardAchiever(state: TerraState, card: Card): string | null {
  const all = owners(state);
  const h = state.holdings;
  const best = (key: (o: string) => number[]): string | null => {
    const compare = (a: number[], b: number[]) => { for (let i = 0; i < Math.max(a.length, b.length); i++) { const d = (a[i] ?? -1) - (b[i] ?? -1); if (d !== 0) return d; } return 0; };
    const ranked = [...all].sort((a, b) => compare(key(b), key(a)));
    if (ranked.length === 0) return null;
    if (ranked.length > 1 && compare(key(ranked[0]), key(ranked[1])) === 0) return null;
    return ranked[0];
  };
  switch (card) {
    case 'burial': return best((o) => [h[o].burial]);
    case 'eyes': return best((o) => [h[o].horus]);
    case 'oases': return best((o) => [h[o].oasis]);
    // Furthest along; on the same space the boat that arrived first is ahead (never moved: a tie).
    case 'nile': return best((o) => [h[o].boat.space, h[o].boat.arrival === 0 ? 0 : -h[o].boat.arrival]);
    // Highest pyramid; on a tie the next highest, and so on.
    case 'highest': return best((o) => pyramidLevels(state, o));
    case 'most': return best((o) => [heldStructures(state, o).length]);
  }
}

export function cardPoints(state: TerraState, owner: string): number {
  let points = 0;
  for (const card of CARDS) {
    if (cardAchiever(state, card) !== owner) continue;
    points += state.holdings[owner].cards.includes(card) ? 20 : 10;
  }
  return points;
}

export function breakdownOf(state: TerraState, owner: string): Record<string, number> {
  const h = state.holdings[owner];
  const v = state.options.version;
  const held = heldStructures(state, owner);
  const burials = Object.fromEntries(owners(state).map((o) => [o, state.holdings[o].burial]));
  const highest = pyramidLevels(state, owner)[0] ?? 0;
  return {
    structures: held.reduce((n, s) => n + structureValue(state, s), 0),
    blocks: blockCount(h),
    gold: h.gold,
    burial: v >= 2 ? burialPoints(burials, owner) : 0,
    horus: v >= 2 ? h.horus : 0,
    oasis: v >= 3 ? h.oasis * highest : 0,
    nile: v >= 3 ? held.length * palmsReached(state, h.boat.space) : 0,
    cards: v >= 3 ? cardPoints(state, owner) : 0,
  };
}

export function scoreSheet(state: TerraState): ScoreSheet {
  const all = owners(state);
  const breakdown: Record<string, Record<string, number>> = {};
  const scores: Record<string, number> = {};
  for (const o of all) {
    breakdown[o] = breakdownOf(state, o);
    scores[o] = Object.values(breakdown[o]).reduce((n, k) => n + k, 0);
  }
  // Ties share the win: tied players keep seat order.
  const ranking = [...all].sort((a, b) => scores[b] - scores[a]);
  return { scores, breakdown, ranking };
}

/** Everyone with the best score (ties share the win). */
export function winners(sheet: ScoreSheet): string[] {
  const top = Math.max(...Object.values(sheet.scores));
  return (sheet.ranking ?? []).filter((o) => sheet.scores[o] === top);
}
