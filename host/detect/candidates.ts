// The legal moves of a position as the boards would see them: footprint and the occupancy shown
// once the move is made, all in the game's global cells (games/shape.ts). Computed once per
// position, reused for every snapshot.
import { CellSet, type BoardFootprint, type Sensing } from '../../rules/index.ts';
import type { GameShape } from '../games/shape.ts';

export interface Candidate {
  move: unknown;
  footprint: BoardFootprint;
  /** Occupancy after the move: expected − lift (from and remove) + fill. */
  after: CellSet;
  /** Cells that may be seen empty while the move is under way: lift ∪ touch. */
  emptiable: CellSet;
  /** How much of it the boards see (the footprint's `sensing`, `fully` by default). */
  sensing: Sensing;
}

export interface Position {
  readonly expected: CellSet;
  /** Computed on first use: an idle board needs only `expected`, so lights go out first. */
  readonly candidates: Candidate[];
  /** The candidates if already computed (no work), else undefined. */
  peek(): Candidate[] | undefined;
}

/** The position as the boards see it. No candidates while the game waits for an input or is over. */
export function positionOf(shape: GameShape, state: unknown): Position {
  const expected = shape.occupancy(state);
  const { game } = shape;
  if (game.pending(state) !== null || game.isOver(state)) return fixedPosition(expected, []);
  let candidates: Candidate[] | undefined;
  return {
    expected,
    get candidates() {
      candidates ??= candidatesOf(shape, state, expected);
      return candidates;
    },
    peek: () => candidates,
  };
}

/** A position with the candidates given (none while a choice is open). */
export function fixedPosition(expected: CellSet, candidates: Candidate[]): Position {
  return { expected, candidates, peek: () => candidates };
}

function candidatesOf(shape: GameShape, state: unknown, expected: CellSet): Candidate[] {
  const out: Candidate[] = [];
  for (const move of shape.game.legalMoves(state) as unknown[]) {
    const footprint = shape.footprint(state, move);
    const { sensing } = footprint;
    if (sensing === 'not') continue; // entered only: nothing on a board stands for it
    out.push({ move, footprint, after: expected.minus(footprint.lift).union(footprint.fill), emptiable: footprint.lift.union(footprint.touch), sensing });
  }
  return out;
}

/**
 * One area's part of a position, in the area's own cells (a seat's board, as that board's
 * player sees it): its expected cells and the moves made entirely within it.
 */
export function areaPosition(position: Position, shape: GameShape, area: number): Position {
  const cells = shape.areaCells[area];
  const offset = shape.offsets[area];
  const local = (set: CellSet): CellSet => CellSet.from([...set.intersect(cells)].map((c) => c - offset));
  const localize = (all: Candidate[]): Candidate[] => all
    .filter((c) => c.footprint.lift.union(c.footprint.fill).union(c.footprint.touch).isSubsetOf(cells))
    .map((c) => {
      const fp = c.footprint;
      const footprint: BoardFootprint = {
        ...fp, from: local(fp.from), remove: local(fp.remove), lift: local(fp.lift), fill: local(fp.fill), touch: local(fp.touch), via: local(fp.via),
        ...(fp.mark ? { mark: local(fp.mark) } : {}),
      };
      return { ...c, footprint, after: local(c.after), emptiable: local(c.emptiable) };
    });
  let candidates: Candidate[] | undefined;
  return {
    expected: local(position.expected),
    get candidates() { candidates ??= localize(position.candidates); return candidates; },
    peek() { const known = position.peek(); return known && (candidates ??= localize(known)); },
  };
}
