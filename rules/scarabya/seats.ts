// Several sites in one game: standard mode gives each player a site of their own, a shared site
// is the one seat 'shared'. Every move belongs to one seat; occupancy and footprints are in
// global cells, each seat's site in its own area (seat-areas.ts).
import { CellSet } from '../cellset.ts';
import type { Disambiguation, Footprint } from '../contract.ts';
import { placementAt } from './placements.ts';
import { globalCells, siteOffsets } from './seat-areas.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';

/** What the boards should show: every site's rocks and tiles, each in its area. */
export function scarabyaOccupancy(state: ScarabyaState): CellSet {
  return state.boards.reduce((all, board, seat) => all.union(globalCells(state, seat, board.occupied)), CellSet.empty());
}

/** Five cells filled at once, in the area of the move's own seat. */
export function scarabyaFootprint(state: ScarabyaState, move: ScarabyaMove): Footprint {
  const sorted = move.cells.slice().sort((a, b) => a - b);
  // The first site's cells are the global ones: its placements' footprints are built once.
  if (siteOffsets(state)[move.seat] === 0) {
    const known = placementAt(sorted);
    if (known !== undefined) return known.footprint;
  }
  return { fill: globalCells(state, move.seat, sorted), kind: 'plain' };
}

/**
 * Moves on different seats fill different global cells, so moves alike are the same placement
 * listed more than once: the first seat's is meant.
 */
export function scarabyaDisambiguate(_state: ScarabyaState, moves: ScarabyaMove[]): Disambiguation<ScarabyaMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  return { move: moves.reduce((a, b) => (b.seat < a.seat ? b : a)) };
}
