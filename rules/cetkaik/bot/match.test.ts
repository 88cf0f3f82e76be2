import { describe, expect, it } from 'vitest';
import { cetkaikGame as game } from '../game.ts';
import { derivedSeed, playGame } from './match.ts';

const options = (json: Record<string, unknown>) => {
  const parsed = game.parseOptions(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('a bot-against-bot game', () => {
  it('plays every season to the end through the engine, the same for the same seed', () => {
    const players = { A: { level: 'easy' as const, budget: { nodes: 800 } }, IA: { level: 'greedy' as const } };
    const still = () => 0; // a clock that never moves: only node budgets bound the searches
    const first = playGame(options({ seasons: 2 }), players, 42, still);
    expect(first.capped).toBe(false);
    expect(first.scores.A + first.scores.IA).toBe(40);
    expect(first.decisions).toBe(first.times.A.length + first.times.IA.length);
    expect(first.steps).toBeGreaterThanOrEqual(first.decisions); // casts are steps too
    expect(first.nodes.IA).toBe(0);
    expect(first.nodes.A).toBeGreaterThan(0);
    expect(playGame(options({ seasons: 2 }), players, 42, still)).toEqual(first);
  });

  it('stops at the step cap and scores the game as it stands', () => {
    const result = playGame(options({}), { A: { level: 'random' }, IA: { level: 'random' } }, 1, () => 0, 10);
    expect(result.capped).toBe(true);
    expect(result.steps).toBe(10);
    expect(result.decisions).toBeLessThanOrEqual(10);
  });

  it('draws distinct seeds for the decisions of a game', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, n) => derivedSeed(7, n)));
    expect(seeds.size).toBe(1000);
    expect(derivedSeed(7, 3)).not.toBe(derivedSeed(8, 3));
  });
});
