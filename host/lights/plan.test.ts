import { describe, expect, it } from 'vitest';
import { CellSet, fullFootprint, type Footprint } from '../../rules/index.ts';
import { fixedPosition, type Candidate } from '../detect/candidates.ts';
import { readBoard } from '../detect/detector.ts';
import { planFor } from './plan.ts';

// A 1×6 strip, cells 0…5. Before: the mover on 0, enemies on 2 and 4, a friend on 5.
const expected = CellSet.of(0, 2, 4, 5);
const candidate = (move: string, fp: Footprint): Candidate => {
  const footprint = fullFootprint(fp);
  return { move, footprint, after: expected.minus(footprint.lift).union(footprint.fill), emptiable: footprint.lift.union(footprint.touch), sensing: footprint.sensing };
};
// 0→3 takes 2 and 4 (off the board for good); 0→1 takes nothing.
const capture = candidate('0-3', { from: CellSet.of(0), fill: CellSet.of(3), remove: CellSet.of(2, 4), kind: 'capture' });
const plain = candidate('0-1', { from: CellSet.of(0), fill: CellSet.of(1) });
const position = fixedPosition(expected, [capture, plain]);
const lights = (observed: number[], seenEmpty: number[] = []) => {
  const plan = planFor(readBoard(position, CellSet.from(observed), CellSet.from(seenEmpty)), true, null);
  return plan && Object.fromEntries([...plan].sort((a, b) => a[0] - b[0]));
};

describe('lights for a move that takes pieces off the board (footprint `remove`)', () => {
  it('previews what each destination takes when the mover is lifted: its targets, and the pieces to clear', () => {
    expect(lights([2, 4, 5])).toEqual({ 0: 'selected', 1: 'target', 2: 'clear', 3: 'capture', 4: 'clear' });
  });

  it('once the mover stands on the capturing destination, lights the pieces still to clear, and commits nothing', () => {
    const reading = readBoard(position, CellSet.of(2, 3, 4, 5), CellSet.of(0));
    expect(reading.kind).toBe('progress');
    expect(lights([2, 3, 4, 5], [0])).toMatchObject({ 2: 'clear', 3: 'selected', 4: 'clear' });
    expect(lights([3, 4, 5], [0, 2])).toMatchObject({ 3: 'selected', 4: 'clear' });
    expect(lights([3, 4, 5], [0, 2])).not.toHaveProperty('2');
  });

  it('reads the move as made only when every piece it takes is gone', () => {
    expect(readBoard(position, CellSet.of(3, 5), CellSet.of(0, 2, 4))).toMatchObject({ kind: 'match', candidates: [capture] });
  });

  it('lights no piece to clear for a move that takes none', () => {
    const plainOnly = fixedPosition(expected, [plain]);
    const plan = planFor(readBoard(plainOnly, CellSet.of(2, 4, 5), CellSet.empty()), true, null);
    expect(Object.fromEntries(plan!)).toEqual({ 0: 'selected', 1: 'target' });
  });

  it('does not take a removed piece lifted first for the mover: the mover must leave before it arrives', () => {
    expect(readBoard(position, CellSet.of(0, 3, 4, 5), CellSet.of(2)).kind).toBe('mismatch');
  });
});
