// A simulated board's physical side as the host drives it (dashboard clicks, terminal commands).
import type { SimBoard } from '../firmware-sim/index.ts';
import type { SimControls } from '../host/index.ts';

export function simControls(board: SimBoard): SimControls {
  return {
    lift: (cells) => board.lift(cells),
    place: (cells) => board.place(cells),
    setOccupancy(cells) {
      const wanted = new Set(cells);
      board.lift(board.occupiedRaw().flatMap((on, cell) => (on && !wanted.has(cell) ? [cell] : [])));
      board.place(cells);
    },
  };
}
