import { describe, expect, it } from 'vitest';
import { CellSet } from './cellset.ts';
import { fullFootprint } from './footprint.ts';

const cells = (set: CellSet) => set.toArray();

describe('a footprint as the host reads it', () => {
  it('fills in every member a game leaves out: empty sets, a plain target, fully sensed', () => {
    const fp = fullFootprint({ fill: CellSet.of(4) });
    expect([fp.from, fp.remove, fp.lift, fp.touch, fp.via].map(cells)).toEqual([[], [], [], [], []]);
    expect(cells(fp.fill)).toEqual([4]);
    expect(fp).toMatchObject({ kind: 'plain', sensing: 'fully' });
    expect(fp).not.toHaveProperty('mark');
  });

  it('lifts the mover and the pieces it takes off: lift = from ∪ remove, kept apart', () => {
    const fp = fullFootprint({ from: CellSet.of(0), remove: CellSet.of(2, 4), fill: CellSet.of(3), kind: 'capture' });
    expect(cells(fp.lift)).toEqual([0, 2, 4]);
    expect(cells(fp.from)).toEqual([0]);
    expect(cells(fp.remove)).toEqual([2, 4]);
    expect(fp.kind).toBe('capture');
  });

  it('keeps what the game gave: touch, via, sensing and mark', () => {
    const fp = fullFootprint({ touch: CellSet.of(1), via: CellSet.of(2), sensing: 'partly', mark: CellSet.of(7) });
    expect([fp.touch, fp.via, fp.mark!].map(cells)).toEqual([[1], [2], [7]]);
    expect(fp.sensing).toBe('partly');
  });
});
