// Fault injection: a noisy serial line both ways (bit errors, dropped and duplicated bytes at
// 1e-3 per byte each) through long seeded games played from physical actions only.
import { describe, expect, it } from 'vitest';
import { figuresLine } from './faults/figures.ts';
import { expectNothingLost, GAMES, NOISY_LINE } from './faults/games.ts';
import { runFaultScenario } from './faults/run.ts';

// Long seeded games: CPU-bound, minutes on a machine loaded by other work (no limit on speed here: see the bench).
describe('faults: a noisy serial line', { timeout: 120_000 }, () => {
  it.each(Object.keys(GAMES))('%s: corrupt frames are dropped and counted, no move is lost or made up', async (name) => {
    const f = await runFaultScenario({ name: 'line', seed: 11, ...GAMES[name], line: NOISY_LINE });
    console.log(figuresLine(f));
    expectNothingLost(f);
    expect(f.crcErrors).toBeGreaterThan(0);
    expect(f.moves).toBeGreaterThan(20);
  });
});
