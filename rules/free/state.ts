// Building free-game states. Every state is frozen so that nothing, here or in the host,
// can change a position another part of the program still holds.
import { CellSet } from '../cellset.ts';
import { cellAt, cellCount } from '../cells.ts';
import type { Geometry } from '../contract.ts';
import type { FreeMove, FreeOptions, FreeState } from './types.ts';

export function geometryOf(options: FreeOptions): Geometry {
  return { rows: options.rows, cols: options.cols };
}

export function freezeState(state: FreeState): FreeState {
  if (state.colors !== null) Object.freeze(state.colors);
  return Object.freeze(state);
}

/** A fresh game at a given occupancy: no moves made, nothing pending. */
export function stateAt(
  options: FreeOptions,
  occupied: CellSet,
  colors: (string | null)[] | null,
): FreeState {
  return freezeState({
    options,
    occupied,
    colors,
    moveCount: 0,
    lastMove: null,
    lastCast: null,
    awaitingCast: false,
    over: false,
  });
}

/**
 * The start: the top and bottom rows full, like a chess start, so there is something to move
 * even without `add`. With colours, the top row takes the first colour, the bottom row the second.
 */
export function initialState(options: FreeOptions): FreeState {
  const geometry = geometryOf(options);
  const cells: number[] = [];
  const colors: (string | null)[] | null =
    options.colors === null ? null : new Array<string | null>(cellCount(geometry)).fill(null);
  const rows = options.rows === 1 ? [0] : [0, options.rows - 1];
  rows.forEach((row, side) => {
    for (let col = 0; col < options.cols; col++) {
      const cell = cellAt(row, col, geometry);
      cells.push(cell);
      if (colors !== null && options.colors !== null) colors[cell] = options.colors[side];
    }
  });
  return stateAt(options, CellSet.from(cells), colors);
}

/** Whether the move is the same as another (moves are plain data). */
export function sameMove(a: FreeMove, b: FreeMove): boolean {
  if (a.type === 'move') return b.type === 'move' && a.from === b.from && a.to === b.to;
  return b.type === 'add' && a.to === b.to && a.color === b.color;
}
