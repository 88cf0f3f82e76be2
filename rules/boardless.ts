// The board side of a game that has no board (contract: `geometry` null): it is played from the
// dashboard, the CLI and the caster, so nothing is ever on a board and no move is ever sensed.
import { CellSet } from './cellset.ts';
import type { Footprint } from './contract.ts';

const NOTHING: Footprint = Object.freeze({ sensing: 'not' });

/** Spread into a board-less game: the members the contract asks of every game, for no board. */
export const boardless = {
  occupancy: (): CellSet => CellSet.empty(),
  footprint: (): Footprint => NOTHING,
  cellName: (cell: number): string => String(cell),
  parseCell: (): number | null => null,
};

/** A move the board cannot see, in any game: entered only. */
export function unsensed(): Footprint {
  return NOTHING;
}
