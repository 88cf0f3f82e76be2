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
  readonly expected: CellSet;
  /** Computed on first use: an idle board needs only `expected`, so lights go out first. */
  readonly candidates: Candidate[];
}

/** The position as one board sees it: a seat's board when the game has seats, else the board. */
export function positionOf(game: AnyGame, state: unknown, seat?: string): Position {
  const { occupancyOf, seatOf } = game;
  const seated = seat !== undefined && occupancyOf !== undefined && seatOf !== undefined;
  const expected: CellSet = seated ? occupancyOf.call(game, state, seat) : game.occupancy(state);
  if (game.pending(state) !== null) return { expected, candidates: [] };
  let candidates: Candidate[] | undefined;
  return {
    expected,
    get candidates() {
      candidates ??= candidatesOf(game, state, expected, seated ? (m) => seatOf.call(game, state, m) === seat : () => true);
      return candidates;
    },
  };
}

function candidatesOf(game: AnyGame, state: unknown, expected: CellSet, mine: (move: unknown) => boolean): Candidate[] {
  const all: unknown[] = game.legalMoves(state);
  return all.filter(mine).map((move): Candidate => {
    const footprint = game.footprint(state, move);
    return {
      move,
      footprint,
      after: expected.minus(footprint.lift).union(footprint.fill),
      emptiable: footprint.lift.union(footprint.touch),
    };
  });
}
