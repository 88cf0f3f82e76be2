// Scoring: a plant 1, a watered plant 1 more, a fence post 3, and 2 for every kind of seed a
// player has grown three times or more. Ties: fewer fence posts ranks first, then seat order.
import type { ScoreSheet } from '../contract.ts';
import { SEATS, SEEDS, type GardenState } from './types.ts';

export function gardenScores(state: GardenState): Required<ScoreSheet> {
  const scores: Record<string, number> = {};
  const breakdown: Record<string, Record<string, number>> = {};
  for (const seat of SEATS) {
    const g = state.gardens[seat];
    const kinds = SEEDS.filter((k) => [...g.plants.values()].filter((p) => p === k).length >= 3).length;
    const parts = { plants: g.plants.size, watered: g.watered.size, fences: 3 * g.fences.size, kinds: 2 * kinds };
    breakdown[seat] = parts;
    scores[seat] = parts.plants + parts.watered + parts.fences + parts.kinds;
  }
  const ranking = [...SEATS].sort((a, b) => scores[b] - scores[a] || state.gardens[a].fences.size - state.gardens[b].fences.size);
  return { scores, breakdown, ranking };
}
