// Areas that must be read together: those some legal move spans (a tile bought from the offer row
// into a tableau). Areas no move joins are read on their own, so players on different areas can
// be partway through moves at the same time (each player's own site in Scarabya) without one's
// half-made move hiding the other's finished one.
import { CellSet } from '../../rules/index.ts';
import type { Candidate, Position } from './candidates.ts';
import { readBoard, type Reading } from './detector.ts';

export interface Group {
  /** Area indices, ascending. */
  areas: number[];
  /** Every cell of those areas. */
  cells: CellSet;
}

export interface GroupReading extends Group {
  reading: Reading;
}

const touched = (c: Candidate): CellSet => {
  const fp = c.footprint;
  const cells = fp.lift.union(fp.fill).union(fp.touch);
  return fp.mark ? cells.union(fp.mark) : cells;
};

/** The groups of areas at this position (one group when there is one area). */
export function groupsOf(areaCells: readonly CellSet[], areaOf: (cell: number) => number, candidates: readonly Candidate[]): Group[] {
  const parent = areaCells.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  if (areaCells.length > 1) {
    for (const c of candidates) {
      let first = -1;
      for (const cell of touched(c)) {
        const area = areaOf(cell);
        if (area < 0) continue;
        if (first < 0) first = find(area);
        else parent[find(area)] = first;
      }
    }
  }
  const byRoot = new Map<number, number[]>();
  areaCells.forEach((_, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), i]));
  return [...byRoot.values()].map((areas) => ({ areas, cells: areas.reduce((all, a) => all.union(areaCells[a]), CellSet.empty()) }));
}

/** The position as one group sees it: its cells only, and the moves that stay within them. */
function positionIn(position: Position, group: Group, whole: boolean): Position {
  if (whole) return position;
  const expected = position.expected.intersect(group.cells);
  const restrict = (all: Candidate[]) => all.filter((c) => touched(c).isSubsetOf(group.cells)).map((c) => ({ ...c, after: c.after.intersect(group.cells) }));
  let candidates: Candidate[] | undefined;
  return {
    expected,
    get candidates() { candidates ??= restrict(position.candidates); return candidates; },
    peek() { const known = position.peek(); return known && (candidates ??= restrict(known)); },
  };
}

/** Each position's groups and their restricted positions, worked out once: every board report is read against them. */
const cache = new WeakMap<Position, { groups: Group[]; within: Position[] }>();

function groupedOf(position: Position, known: Candidate[] | undefined, areaCells: readonly CellSet[], areaOf: (cell: number) => number): { groups: Group[]; within: Position[] } {
  const cached = cache.get(position);
  if (cached) return cached;
  const groups = groupsOf(areaCells, areaOf, known ?? []);
  const grouped = { groups, within: groups.map((g) => positionIn(position, g, groups.length === 1)) };
  if (known) cache.set(position, grouped);
  return grouped;
}

/**
 * Reads every group of areas: one reading each (idle where it shows the position).
 */
export function readGroups(position: Position, observed: CellSet, seenEmpty: CellSet, areaCells: readonly CellSet[], areaOf: (cell: number) => number): GroupReading[] {
  if (areaCells.length <= 1) {
    const cells = areaCells[0] ?? CellSet.empty();
    return [{ areas: areaCells.length === 1 ? [0] : [], cells, reading: readBoard(position, observed, seenEmpty) }];
  }
  // Grouping needs the candidates; a board showing the position needs them only once they exist.
  const known = observed.equals(position.expected) ? position.peek() : position.candidates;
  const { groups, within } = groupedOf(position, known, areaCells, areaOf);
  return groups.map((group, i) => ({ ...group, reading: readBoard(within[i], observed.intersect(group.cells), seenEmpty.intersect(group.cells)) }));
}
