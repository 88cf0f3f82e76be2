// Where a piece may go: like a rook, any distance along its row or column over empty cells.
import { DIRECTIONS, ray } from './grid.ts';
import { CELLS, type HasamiMove, type HasamiState, type Side } from './types.ts';

/** The empty cells a piece on `from` reaches, direction by direction, nearest first. */
export function destinations(board: HasamiState['board'], from: number): number[] {
  const out: number[] = [];
  for (const d of DIRECTIONS) {
    for (const c of ray(from, d)) {
      if (board[c] !== null) break;
      out.push(c);
    }
  }
  return out;
}

/** Every slide of `side`'s pieces, whether or not the game is over. */
export function slidesOf(board: HasamiState['board'], side: Side): HasamiMove[] {
  const moves: HasamiMove[] = [];
  for (let from = 0; from < CELLS; from++) {
    if (board[from] !== side) continue;
    for (const to of destinations(board, from)) moves.push({ from, to });
  }
  return moves;
}
