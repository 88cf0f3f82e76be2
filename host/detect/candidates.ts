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

/** The position as one board sees it: a seat's board when the game has seats, else the board. */
export function positionOf(game: AnyGame, state: unknown, seat?: string): Position {
  const { occupancyOf, seatOf } = game;
  const seated = seat !== undefined && occupancyOf !== undefined && seatOf !== undefined;
  const expected: CellSet = seated ? occupancyOf.call(game, state, seat) : game.occupancy(state);
  if (game.pending(state) !== null) return { expected, candidates: [] };
  const all: unknown[] = game.legalMoves(state);
  const moves = seated ? all.filter((m) => seatOf.call(game, state, m) === seat) : all;
  const candidates = moves.map((move: unknown): Candidate => {
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
