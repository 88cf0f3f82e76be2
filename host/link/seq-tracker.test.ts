import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeqTracker } from './seq-tracker.ts';
import { backoffDelay } from './backoff.ts';

describe('SeqTracker', () => {
  it('sees no gap in consecutive seqs, across the u8 wrap', () => {
    const t = new SeqTracker();
    expect(t.observe(253)).toEqual({ missed: 0, duplicate: false, first: true });
    for (const s of [254, 255, 0, 1]) expect(t.observe(s)).toEqual({ missed: 0, duplicate: false, first: false });
  });

  it('counts the frames skipped, across the wrap', () => {
    const t = new SeqTracker();
    t.observe(10);
    expect(t.observe(14).missed).toBe(3);
    t.observe(254);
    expect(t.observe(2).missed).toBe(3); // 255, 0, 1 lost
  });

  it('reports a repeated seq as a duplicate, not as 255 lost', () => {
    const t = new SeqTracker();
    t.observe(7);
    expect(t.observe(7)).toEqual({ missed: 0, duplicate: true, first: false });
  });

  it('reset starts afresh, optionally from a known seq', () => {
    const t = new SeqTracker();
    t.observe(100);
    t.reset();
    expect(t.observe(3).missed).toBe(0);
    t.reset(0);
    expect(t.observe(1).missed).toBe(0);
  });

  it('the missed counts add up to the frames dropped, for any drop pattern', () => {
    // Gaps of up to 254 frames; 255 would be indistinguishable from a duplicate.
    fc.assert(fc.property(fc.nat(255), fc.array(fc.nat(254), { maxLength: 300 }), (start, gaps) => {
      const t = new SeqTracker();
      t.observe(start);
      let seq = start;
      let missed = 0;
      for (const gap of gaps) {
        seq = (seq + gap + 1) & 0xff;
        missed += t.observe(seq).missed;
      }
      expect(missed).toBe(gaps.reduce((a, b) => a + b, 0));
    }));
  });
});

describe('backoffDelay', () => {
  it('grows by the factor and stops at the cap', () => {
    const options = { initialMs: 100, factor: 2, maxMs: 5000 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100, 5000].map((n) => backoffDelay(options, n)))
      .toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000]);
  });
});
