// The remote bench's figures are wall time on a shared machine: no timed assertion here, only
// that a short run measures what it says (one sample a move, in order, as JSON) and plays the
// same game on both hosts (remoteFigures throws otherwise).
import { describe, expect, it } from 'vitest';
import { remoteFigures } from './remote.ts';

describe('remoteFigures', () => {
  it('measures commit to lit on the other board, a sample a move, and a frozen peer until shown offline', async () => {
    const f = await remoteFigures({ moves: 5, frozen: 1 });
    expect(f).toMatchObject({ moves: 5, goalP99Ms: 30, commitToLitMs: { n: 5 } });
    const { p50, p99, max } = f.commitToLitMs;
    expect(p50).toBeGreaterThan(0);
    expect(p50).toBeLessThanOrEqual(p99);
    expect(p99).toBeLessThanOrEqual(max);
    // One frozen peer, shown offline at some point (how soon is the bench's figure, not a test's).
    expect(f.frozenPeerToOfflineMs).toHaveLength(1);
    expect(f.frozenPeerToOfflineMs[0]).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
  }, 60_000);
});
