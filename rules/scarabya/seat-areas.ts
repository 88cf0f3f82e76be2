// The contract's areas: one 10×10 area per site, named after its seat (a player in standard
// mode, 'shared' otherwise). The rest of the engine works in a site's own cells (0..99); the
// contract members speak in global cells, numbered across the areas (rules/areas.ts). Only this
// module converts between the two.
import { areaCellOf, areaOffsets } from '../areas.ts';
import { CellSet } from '../cellset.ts';
import type { Area } from '../contract.ts';
import { CELLS, SIDE } from './mask.ts';
import { seatNamesOf } from './state.ts';
import type { ScarabyaOptions, ScarabyaState } from './types.ts';

/** One area per seat, in seat order (the index of a move's `seat`). */
export function scarabyaAreas(state: ScarabyaState): Area[] {
  return scarabyaStartAreas(state.options);
}

/** The same areas from the options: the seats are fixed by them. */
export function scarabyaStartAreas(options: ScarabyaOptions): Area[] {
  return seatNamesOf(options).map((name) => ({ id: name, rows: SIDE, cols: SIDE, seat: name }));
}

/** Where each seat's site starts among the global cells. */
export function siteOffsets(state: ScarabyaState): number[] {
  return areaOffsets(scarabyaAreas(state));
}

/** A seat's own cells as global cells. */
export function globalCells(state: ScarabyaState, seat: number, cells: Iterable<number>): CellSet {
  const offset = siteOffsets(state)[seat];
  if (offset === undefined) throw new RangeError(`there is no seat ${seat}`);
  return offset === 0 ? CellSet.from(cells) : CellSet.from([...cells].map((c) => c + offset));
}

/** The seat and its own cell of a global cell; null off every site (past the last, or an inner corner). */
export function seatCellOf(state: ScarabyaState, cell: number): { seat: number; cell: number } | null {
  const at = areaCellOf(scarabyaAreas(state), cell);
  return at === null || at.cell >= CELLS ? null : { seat: at.area, cell: at.cell };
}

/** The global cells that fall on each seat's site, in that site's own cells (corners dropped). */
export function splitBySeat(state: ScarabyaState, cells: CellSet): CellSet[] {
  const offsets = siteOffsets(state);
  return offsets.map((offset) => CellSet.from(cells.toArray().filter((c) => c >= offset && c < offset + CELLS).map((c) => c - offset)));
}
