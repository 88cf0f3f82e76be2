// Fault injection: everything at once (noisy line, pulled cable, stuck, flickering and bouncing
// contacts) through long games, several seeds per game.
import { describe, expect, it } from 'vitest';
import { figuresLine } from './faults/figures.ts';
import { expectNothingLost, GAMES, NOISY_LINE, PULLED_CABLE } from './faults/games.ts';
import { runFaultScenario } from './faults/run.ts';

const cases = Object.keys(GAMES).flatMap((name) => [21, 22, 23].map((seed) => [name, seed] as const));

// Long seeded games: CPU-bound, minutes on a machine loaded by other work (no limit on speed here: see the bench).
describe('faults: everything at once', { timeout: 120_000 }, () => {
  it.each(cases)('%s, seed %i: nothing lost, nothing made up, nothing crashes', async (name, seed) => {
    const f = await runFaultScenario({
      name: 'everything', seed, ...GAMES[name], line: NOISY_LINE, unplug: PULLED_CABLE,
      cells: { kinds: ['stuck-on', 'stuck-off', 'flicker', 'bounce'], every: 3 },
    });
    console.log(figuresLine(f));
    expectNothingLost(f);
    expect(f.moves).toBeGreaterThan(10);
  });
});
