// Several boards in one game: standard mode gives each player a site of their own, so each
// player's smart board is a seat; a shared site is the one seat 'shared'. Every move belongs to
// one seat and its footprint is in that seat's cells.
import { CellSet } from '../cellset.ts';
import type { Disambiguation, Footprint } from '../contract.ts';
import { placementAt } from './placements.ts';
import { seatIndex, seatNames } from './state.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';

/** The seat's index; an unknown seat name is a programming error. */
export function seatNumber(state: ScarabyaState, seat: string): number {
  const index = seatIndex(state, seat);
  if (index < 0) throw new RangeError(`${JSON.stringify(seat)} is no seat of this game (${seatNames(state).join(', ')})`);
  return index;
}

/** What a seat's board should show: its rocks and tiles. */
export function occupancyOf(state: ScarabyaState, seat: string): CellSet {
  return state.boards[seatNumber(state, seat)].occupied;
}

export function seatOf(state: ScarabyaState, move: ScarabyaMove): string {
  const name = seatNames(state)[move.seat];
  if (name === undefined) throw new RangeError(`move for seat ${move.seat}, which does not exist`);
  return name;
}

/** Five cells filled at once, on the move's own seat. */
export function scarabyaFootprint(_state: ScarabyaState, move: ScarabyaMove): Footprint {
  const sorted = move.cells.slice().sort((a, b) => a - b);
  const known = placementAt(sorted);
  if (known !== undefined) return known.footprint;
  const none = CellSet.empty();
  return { from: none, fill: CellSet.from(sorted), touch: none, via: none, kind: 'plain' };
}

/**
 * A placement is its cells, so two moves look alike only on different seats (identical sites):
 * the first seat's is meant, the board that sensed it being that seat's until the host tells
 * seats apart.
 */
export function scarabyaDisambiguate(_state: ScarabyaState, moves: ScarabyaMove[]): Disambiguation<ScarabyaMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  return { move: moves.reduce((a, b) => (b.seat < a.seat ? b : a)) };
}
