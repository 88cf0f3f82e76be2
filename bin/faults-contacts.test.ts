// Fault injection: single contacts misbehaving through long seeded games: stuck on, stuck off,
// a flickering neighbour, bounce bursts. A stuck contact makes the board wrong: the host must
// say so (a correction) and act on nothing until the contact works again; then play goes on.
import { describe, expect, it } from 'vitest';
import { figuresLine } from './faults/figures.ts';
import { expectNothingLost, GAMES } from './faults/games.ts';
import { runFaultScenario } from './faults/run.ts';

const KINDS = ['stuck-on', 'stuck-off', 'flicker', 'bounce'] as const;

// Long seeded games: CPU-bound, minutes on a machine loaded by other work (no limit on speed here: see the bench).
describe('faults: stuck, flickering and bouncing contacts', { timeout: 120_000 }, () => {
  it.each(Object.keys(GAMES))('%s: the host corrects what a stuck contact hides and never guesses', async (name) => {
    const f = await runFaultScenario({ name: 'contacts', seed: 13, ...GAMES[name], cells: { kinds: [...KINDS], every: 2 } });
    console.log(figuresLine(f));
    expectNothingLost(f);
    for (const kind of KINDS) expect(f.cellFaults[kind] ?? 0).toBeGreaterThan(0);
    expect(f.stuckWrong).toBeGreaterThan(0); // boards that matched nothing, each corrected
  });
});
