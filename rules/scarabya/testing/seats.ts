// Reading one seat's site out of the game's global cells, for tests written in a site's own cells
// (A1…J10). Built on the contract's `areas` and rules/areas.ts alone, not on the engine's own
// conversion (seat-areas.ts), so the tests check that conversion too.
import { areaCellOf, areaIndex, areaOffsets } from '../../areas.ts';
import { CellSet } from '../../cellset.ts';
import type { LightRole, PieceWords } from '../../contract.ts';
import { footprintOf } from '../../footprint.ts';
import { scarabyaGame as game } from '../game.ts';
import { CELLS } from '../mask.ts';
import type { ScarabyaMove, ScarabyaState } from '../types.ts';

/** The seats, one per area. */
export const seatsOf = (state: ScarabyaState): string[] => game.areas(state).map((a) => a.seat!);

/** Where a seat's area starts among the global cells. */
function offsetOf(state: ScarabyaState, seat: string): number {
  const areas = game.areas(state);
  const index = areaIndex(areas, seat);
  if (index < 0) throw new Error(`no area for seat ${seat}`);
  return areaOffsets(areas)[index];
}

/** The global cells on a seat's site, in the site's own cells. */
export function onSeat(state: ScarabyaState, seat: string, cells: Iterable<number>): CellSet {
  const offset = offsetOf(state, seat);
  return CellSet.from([...cells].filter((c) => c >= offset && c < offset + CELLS).map((c) => c - offset));
}

/** A site's own cells as global cells. */
export function fromSeat(state: ScarabyaState, seat: string, cells: Iterable<number>): CellSet {
  const offset = offsetOf(state, seat);
  return CellSet.from([...cells].map((c) => c + offset));
}

/** What a seat's board shows, in its own cells. */
export const occupancyOn = (state: ScarabyaState, seat: string): CellSet => onSeat(state, seat, game.occupancy(state));

/** The seat whose area a move's footprint fills. */
export function moveSeat(state: ScarabyaState, move: ScarabyaMove): string {
  const areas = game.areas(state);
  const seats = new Set(footprintOf(game, state, move).fill.toArray().map((c) => areas[areaCellOf(areas, c)!.area].seat!));
  if (seats.size !== 1) throw new Error(`a move fills ${seats.size} seats' cells`);
  return [...seats][0];
}

/** A seat's ambient lights, in its own cells. */
export function lightsOn(state: ScarabyaState, seat: string): Map<number, LightRole> {
  const offset = offsetOf(state, seat);
  const lights = new Map<number, LightRole>();
  for (const [cell, role] of game.ambientLights(state)) if (cell >= offset && cell < offset + CELLS) lights.set(cell - offset, role);
  return lights;
}

/** Why a seat's board is wrong, with the cells added and lifted in its own cells. */
export const explainOn = (state: ScarabyaState, seat: string, added: CellSet, lifted: CellSet): string | null =>
  game.explainMismatch(state, fromSeat(state, seat, added), fromSeat(state, seat, lifted));

/** The piece on a cell of a seat's site, the cell in the site's own cells. */
export const pieceOnSeat = (state: ScarabyaState, seat: string, cell: number): PieceWords | null =>
  game.pieceAt(state, fromSeat(state, seat, [cell]).first()!);
