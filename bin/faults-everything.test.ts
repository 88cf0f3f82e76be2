// Fault injection: everything at once (noisy line, pulled cable, stuck, flickering and bouncing
// contacts) through long games, several seeds per game. 60 moves a game (not the 150 of the
// single-fault files): 15 to 35 unplugs and a dozen contact faults a game, every kind more than once, on
// three seeds; more only repeats the mix.
import { describe, expect, it } from 'vitest';
import { figuresLine } from './faults/figures.ts';
import { expectNothingLost, GAMES, NOISY_LINE, PULLED_CABLE } from './faults/games.ts';
import { runFaultScenario } from './faults/run.ts';

const MOVES = 60;
const cases = Object.keys(GAMES).flatMap((name) => [21, 22, 23].map((seed) => [name, seed] as const));

// Long seeded games: CPU-bound, minutes on a machine loaded by other work (no limit on speed here: see the bench).
describe('faults: everything at once', { timeout: 120_000 }, () => {
  it.each(cases)('%s, seed %i: nothing lost, nothing made up, nothing crashes', async (name, seed) => {
    const f = await runFaultScenario({
      name: 'everything', seed, ...GAMES[name], moves: Math.min(GAMES[name].moves, MOVES), line: NOISY_LINE, unplug: PULLED_CABLE,
      cells: { kinds: ['stuck-on', 'stuck-off', 'flicker', 'bounce'], every: 3 },
    });
    console.log(figuresLine(f));
    expectNothingLost(f);
    expect(f.moves).toBeGreaterThan(10);
  });
});
