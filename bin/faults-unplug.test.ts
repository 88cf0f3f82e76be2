// Fault injection: the USB cable pulled every few seconds through long seeded games. Moves made
// while it is out are committed once it is back; the figures give the resynchronisation time.
import { describe, expect, it } from 'vitest';
import { figuresLine } from './faults/figures.ts';
import { expectNothingLost, GAMES, PULLED_CABLE } from './faults/games.ts';
import { runFaultScenario } from './faults/run.ts';

// Long seeded games: CPU-bound, minutes on a machine loaded by other work (no limit on speed here: see the bench).
describe('faults: the cable pulled and put back every few seconds', { timeout: 120_000 }, () => {
  it.each(Object.keys(GAMES))('%s: every replug resynchronises, no move is lost or made up', async (name) => {
    const f = await runFaultScenario({ name: 'unplug', seed: 12, ...GAMES[name], unplug: PULLED_CABLE });
    console.log(figuresLine(f));
    expectNothingLost(f);
    expect(f.unplugs).toBeGreaterThan(5);
    expect(f.resyncMatchedMs).not.toBeNull();
    // Every replug ends with the host whole again, unless the cable is pulled again first.
    expect(f.resyncMatchedMs!.n + f.resyncUnfinished).toBe(f.unplugs);
    expect(f.resyncMatchedMs!.p50).toBeGreaterThanOrEqual(f.resyncReadyMs!.p50);
  });
});
