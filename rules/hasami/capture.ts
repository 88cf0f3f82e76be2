// What a move takes: the enemy lines it closes and the corner pieces it pins. Only the piece
// just moved captures, so everything is looked for from its destination.
import { CORNERS, DIRECTIONS, ray } from './grid.ts';
import { other, type HasamiMove, type HasamiState, type Side } from './types.ts';

/**
 * The enemy pieces `move` captures, sorted by cell, on the board as it stands before the move.
 * The origin is empty once the piece has left it, so it closes no line.
 */
export function capturesOf(board: HasamiState['board'], move: HasamiMove, mover: Side): number[] {
  const after = board.slice();
  after[move.from] = null;
  after[move.to] = mover;
  const enemy = other(mover);
  const taken = new Set<number>();
  for (const d of DIRECTIONS) {
    const line: number[] = [];
    for (const c of ray(move.to, d)) {
      if (after[c] === enemy) { line.push(c); continue; }
      // A line is taken only when a piece of the mover closes it; an empty cell or the edge saves it.
      if (after[c] === mover) for (const t of line) taken.add(t);
      break;
    }
  }
  for (const { corner, sides } of CORNERS) {
    if (after[corner] !== enemy || !sides.includes(move.to)) continue;
    const otherSide = sides[0] === move.to ? sides[1] : sides[0];
    if (after[otherSide] === mover) taken.add(corner);
  }
  return [...taken].sort((a, b) => a - b);
}
