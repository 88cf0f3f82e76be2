// The end bonuses of the aid, and the villages' own VP (to the quipu on top of each pile),
// which are scored at the end too but reported apart.
import { BONUSES, type BonusKey } from './data/bonuses.ts';
import { COLOURS, GOODS } from './data/vocabulary.ts';
import type { Holdings } from './types.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What each bonus counts. */
export function bonusCounts(h: Holdings): Record<BonusKey, number> {
  return {
    feathers: sum(COLOURS.map((c) => h.feathers[c])),
    quipu: h.quipu.length,
    tiles: h.research.length + h.farm.length,
    goods: sum(GOODS.map((g) => h.goods[g])),
    missions: h.missions.length,
    inti: h.inti,
  };
}

export function endBonuses(h: Holdings): Record<BonusKey, number> {
  const counts = bonusCounts(h);
  return Object.fromEntries(BONUSES.map((b) => [
    b.key,
    b.threshold === null ? b.vp * counts[b.key] : counts[b.key] >= b.threshold ? b.vp : 0,
  ])) as Record<BonusKey, number>;
}

/** The printed VP of the villages where this player's quipu tops the pile. */
export function villagesVp(h: Holdings): number {
  return sum(h.quipu.filter((q) => !q.covered).map((q) => q.vp));
}
