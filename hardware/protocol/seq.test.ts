import { describe, expect, it } from 'vitest';
import { nextSeq, seqGap } from './seq.ts';

describe('sequence numbers', () => {
  it('count up by one and wrap 255 → 0', () => {
    expect(nextSeq(0)).toBe(1);
    expect(nextSeq(254)).toBe(255);
    expect(nextSeq(255)).toBe(0);
  });

  it('count the frames lost between two received seqs, across the wrap', () => {
    expect(seqGap(4, 5)).toBe(0);
    expect(seqGap(4, 7)).toBe(2);
    expect(seqGap(255, 0)).toBe(0);
    expect(seqGap(250, 3)).toBe(8);
    expect(seqGap(9, 9)).toBe(255);
  });
});
