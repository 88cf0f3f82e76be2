import { describe, expect, it } from 'vitest';
import { CellSet, fullFootprint } from '../../rules/index.ts';
import { fixedPosition, type Candidate } from './candidates.ts';
import { groupsOf, readGroups } from './groups.ts';

// Three areas of 4 cells each: 0–3, 4–7, 8–11.
const areaCells = [CellSet.of(0, 1, 2, 3), CellSet.of(4, 5, 6, 7), CellSet.of(8, 9, 10, 11)];
const areaOf = (c: number) => Math.floor(c / 4);
const move = (lift: number[], fill: number[], expected: CellSet): Candidate => {
  const footprint = fullFootprint({ from: CellSet.from(lift), fill: CellSet.from(fill) });
  return { move: `${lift}>${fill}`, footprint, after: expected.minus(footprint.lift).union(footprint.fill), emptiable: footprint.lift, sensing: 'fully' };
};

describe('groups of areas', () => {
  it('joins the areas a legal move spans and leaves the others alone', () => {
    const expected = CellSet.of(0, 4);
    const groups = groupsOf(areaCells, areaOf, [move([0], [5], expected), move([4], [6], expected)]);
    expect(groups.map((g) => g.areas)).toEqual([[0, 1], [2]]);
  });

  it('reads each group on its own: a finished move in one area commits while another is half made', () => {
    const expected = CellSet.of(0, 8);
    const position = fixedPosition(expected, [move([0], [1], expected), move([8], [9], expected)]);
    // Area 0: the piece went from 0 to 1 (finished). Area 2: the piece on 8 is in the air.
    const readings = readGroups(position, CellSet.of(1), CellSet.of(0, 8), areaCells, areaOf);
    expect(readings.map((r) => [r.areas, r.reading.kind])).toEqual([[[0], 'match'], [[1], 'idle'], [[2], 'progress']]);
  });
});
