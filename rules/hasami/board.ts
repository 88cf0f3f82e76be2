// Hasami Shogi on the board: every piece stands on a sensed cell; a move lifts the mover from
// `from`, puts it on `fill`, and the pieces it sandwiches are taken off (`remove`).
import { CellSet } from '../cellset.ts';
import type { Footprint } from '../contract.ts';
import { capturesOf } from './capture.ts';
import type { HasamiMove, HasamiState } from './types.ts';

export function occupancy(state: HasamiState): CellSet {
  const cells: number[] = [];
  state.board.forEach((side, cell) => { if (side !== null) cells.push(cell); });
  return CellSet.from(cells);
}

export function footprint(state: HasamiState, move: HasamiMove): Footprint {
  const taken = capturesOf(state.board, move, state.toMove);
  const fp: Footprint = { from: CellSet.of(move.from), fill: CellSet.of(move.to) };
  if (taken.length === 0) return fp;
  return { ...fp, remove: CellSet.from(taken), kind: 'capture' };
}
