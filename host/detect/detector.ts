// The game-agnostic move detector: compares what the board shows with what the game expects.
// Pure: the caller keeps the history (cells seen empty since the last commit).
import type { CellSet } from '../../rules/index.ts';
import type { Candidate, Position } from './candidates.ts';

export type Reading =
  /** The board shows the position as it is: nothing moved, or a move was taken back. */
  | { kind: 'idle' }
  /** The board shows the position after these moves (one, or several that look alike). */
  | { kind: 'match'; candidates: Candidate[] }
  /** The board is partway through these moves (a piece in hand, a tile half lowered). */
  | { kind: 'progress'; candidates: Candidate[]; lifted: CellSet; added: CellSet }
  /** Nothing legal explains the board: clear and fill these cells to get back. */
  | { kind: 'mismatch'; clear: CellSet; fill: CellSet };

/**
 * @param observed occupancy the board reports
 * @param seenEmpty cells seen empty at any moment since the last commit: a capture counts only
 *   once its square has been emptied, so a lifted capturer is not taken for a finished capture.
 */
export function readBoard(position: Position, observed: CellSet, seenEmpty: CellSet): Reading {
  const { expected } = position;
  if (observed.equals(expected)) return { kind: 'idle' }; // before touching the (lazy) candidates
  const lifted = expected.minus(observed);
  const added = observed.minus(expected);

  const matches: Candidate[] = [];
  const partial: Candidate[] = [];
  for (const c of position.candidates) {
    const fp = c.footprint;
    if (!added.isSubsetOf(fp.fill) || !lifted.isSubsetOf(c.emptiable)) continue;
    // A piece cannot arrive before it left: a move that carries a piece needs that lift first.
    if (!added.isEmpty() && !fp.lift.isEmpty() && !lifted.intersects(fp.lift)) continue;
    if (observed.equals(c.after) && fp.touch.isSubsetOf(seenEmpty)) matches.push(c);
    else partial.push(c);
  }
  if (matches.length > 0) return { kind: 'match', candidates: matches };
  if (partial.length > 0) return { kind: 'progress', candidates: partial, lifted, added };
  return { kind: 'mismatch', clear: added, fill: lifted };
}
