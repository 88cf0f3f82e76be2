// A piece lifted on a board with a running game: which piece the game has there and how it moves
// (the game's `pieceAt`, in global cells), said once per lift. A game without `pieceAt`, or a
// cell where the game has no piece (a stray magnet), says only where: `piece` is null.
import type { CellSet, PieceWords } from '../../rules/index.ts';
import type { TableEvent } from '../events.ts';
import type { GameShape } from '../games/shape.ts';

/** The piece on a global cell, as the game names it. */
export function pieceOn(shape: GameShape, state: unknown, cell: number): PieceWords | null {
  return shape.game.pieceAt?.(state, cell) ?? null;
}

/**
 * The `lifted` events of one board's new report: a cell counts once, when the report that shows
 * it empty follows one that showed it occupied (a board's repeated reports say nothing new).
 */
export function liftedEvents(before: CellSet | undefined, now: CellSet, shape: GameShape, state: unknown, name: (cell: number) => string): TableEvent[] {
  if (before === undefined) return [];
  return [...before.minus(now)].map((cell) => ({ type: 'lifted', cell: name(cell), piece: pieceOn(shape, state, cell) }));
}
