// Flickers per 10,000 noisy scans (the bench's `debounce` section), on the simulated board: a
// short run per mode here (2,000 scans, about 20 disturbances; 10,000 in the bench). Virtual time
// only, so deterministic; no wall-clock figure.
import { describe, expect, it } from 'vitest';
import { flickerFigures } from './flickers.ts';

describe('flickerFigures', () => {
  it('eager shows some disturbances as flickers, deferred fewer; neither commits anything', async () => {
    const f = await flickerFigures({ scans: 2000 });
    expect(f.runs.map((r) => r.debounce)).toEqual(['eager', 'deferred']);
    for (const run of f.runs) {
      expect(run.scans).toBe(2000);
      expect(run.glitches + run.bounceBursts).toBeGreaterThan(5);
      expect(run.falseCommits).toBe(0);
      expect(run.flickersPer10kScans).toBeCloseTo((run.flickers * 10_000) / run.scans, 1);
    }
    const [eager, deferred] = f.runs;
    // The same seed: the same disturbances on both boards.
    expect([deferred.glitches, deferred.bounceBursts]).toEqual([eager.glitches, eager.bounceBursts]);
    expect(eager.flickers).toBeGreaterThan(0);
    expect(eager.statesReported).toBeGreaterThan(deferred.statesReported);
    // Deferred filters glitches and bursts, unless the scan reads a burst alike 5 scans running
    // (none in these 2,000 scans; one in the bench's 10,000).
    expect(deferred.flickers).toBeLessThan(eager.flickers);
    console.log(`flickers per 10,000 noisy scans: ${f.runs.map((r) => `${r.debounce} ${r.flickersPer10kScans} (false commits ${r.falseCommits})`).join(', ')}`);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
  }, 60_000);
});
