// The dashboard's and the CLI's picture of a free game: plain JSON.
import { alphaNumericName } from '../cells.ts';
import type { Json } from '../contract.ts';
import { formatFreeMove } from './notation.ts';
import { freePending } from './play.ts';
import { geometryOf } from './state.ts';
import type { FreeState } from './types.ts';

export function freeView(state: FreeState): Json {
  const geometry = geometryOf(state.options);
  const pieces = state.occupied.toArray().map((cell): Json => {
    const piece: Record<string, Json> = { cell, name: alphaNumericName(cell, geometry) };
    if (state.colors !== null) piece.color = state.colors[cell];
    return piece;
  });
  const pending = freePending(state);
  const { limit } = state.options;
  return {
    game: 'free',
    geometry: { rows: geometry.rows, cols: geometry.cols },
    pieces,
    movesMade: state.moveCount,
    lastMove: state.lastMove === null ? null : formatFreeMove(state.lastMove, state),
    lastCast: state.lastCast,
    sticks: state.options.cast,
    pending: pending === null ? null : { ...pending },
    movesLeft: limit === null ? null : Math.max(0, limit - state.moveCount),
    over: state.over,
  };
}
