// The legal moves of a position as the board would see them: footprint and the occupancy the
// board shows once the move is made. Computed once per position, reused for every snapshot.
import type { AnyGame, CellSet, Footprint } from '../../rules/index.ts';

export interface Candidate {
  move: unknown;
  footprint: Footprint;
  /** Occupancy after the move: expected − lift + fill. */
  after: CellSet;
  /** Cells that may be seen empty while the move is under way: lift ∪ touch. */
  emptiable: CellSet;
}

export interface Position {
  expected: CellSet;
  candidates: Candidate[];
}

export function positionOf(game: AnyGame, state: unknown): Position {
  const expected = game.occupancy(state);
  if (game.pending(state) !== null) return { expected, candidates: [] };
  const candidates = game.legalMoves(state).map((move): Candidate => {
    const footprint = game.footprint(state, move);
    return {
      move,
      footprint,
      after: expected.minus(footprint.lift).union(footprint.fill),
      emptiable: footprint.lift.union(footprint.touch),
    };
  });
  return { expected, candidates };
}
