// A piece lifted on a board with a running game: which piece the game has there and how it moves
// (the game's `pieceAt`, in the game's own cells), said once per lift. A game without `pieceAt`,
// or a cell where the game has no piece (a stray magnet), says only where: `piece` is null.
import type { CellSet, PieceWords } from '../../rules/index.ts';
import { areaCellOf } from '../../rules/index.ts';
import type { TableEvent } from '../events.ts';
import type { GameShape } from '../games/shape.ts';

/** The piece on a global cell, asked of the game in its own cells (a seat's board in a game of seats). */
export function pieceOn(shape: GameShape, state: unknown, cell: number): PieceWords | null {
  const { game, areas } = shape;
  if (!game.pieceAt) return null;
  // Games of the older `seats` form number each seat's board from 0; every other game uses the global cells.
  const legacySeats = !game.areas && game.seats !== undefined && game.occupancyOf !== undefined;
  if (!legacySeats) return game.pieceAt(state, cell) ?? null;
  const at = areaCellOf(areas, cell);
  return at === null ? null : game.pieceAt(state, at.cell, areas[at.area].seat) ?? null;
}

/**
 * The `lifted` events of one board's new report: a cell counts once, when the report that shows
 * it empty follows one that showed it occupied (a board's repeated reports say nothing new).
 */
export function liftedEvents(before: CellSet | undefined, now: CellSet, shape: GameShape, state: unknown, name: (cell: number) => string): TableEvent[] {
  if (before === undefined) return [];
  return [...before.minus(now)].map((cell) => ({ type: 'lifted', cell: name(cell), piece: pieceOn(shape, state, cell) }));
}
