// The game-agnostic move detector: compares what the boards show with what the game expects.
// Pure: the caller keeps the history (cells seen empty since the last commit).
import type { CellSet } from '../../rules/index.ts';
import type { Candidate, Position } from './candidates.ts';

export type Reading =
  /**
   * The board shows the position as it is: nothing moved, or a move was taken back.
   * `confirmable`: moves the board cannot see, or sees only in part, that would leave it as it
   * is (a worker moved, a line picked): lit, waiting for a confirmation.
   */
  | { kind: 'idle'; confirmable: Candidate[] }
  /** The board shows the position after these moves (one, or several that look alike). */
  | { kind: 'match'; candidates: Candidate[] }
  /**
   * The board is partway through these moves (a piece in hand, a tile half lowered), or shows
   * all the board can see of the `confirmable` ones (a tile lifted from the offer and put on top
   * of others where no sensor is), which wait for a confirmation.
   */
  | { kind: 'progress'; candidates: Candidate[]; lifted: CellSet; added: CellSet; confirmable: Candidate[] }
  /** Nothing legal explains the board: clear and fill these cells to get back. */
  | { kind: 'mismatch'; clear: CellSet; fill: CellSet };

/**
 * @param observed occupancy the board reports
 * @param seenEmpty cells seen empty at any moment since the last commit: a capture counts only
 *   once its square has been emptied, so a lifted capturer is not taken for a finished capture.
 */
export function readBoard(position: Position, observed: CellSet, seenEmpty: CellSet): Reading {
  const { expected } = position;
  if (observed.equals(expected)) {
    // Before touching the (lazy) candidates: an idle board needs them only once they exist.
    const known = position.peek();
    return { kind: 'idle', confirmable: known ? known.filter((c) => c.sensing === 'partly' && c.after.equals(observed)) : [] };
  }
  const lifted = expected.minus(observed);
  const added = observed.minus(expected);

  const matches: Candidate[] = [];
  const partial: Candidate[] = [];
  const confirmable: Candidate[] = [];
  for (const c of position.candidates) {
    const fp = c.footprint;
    if (!added.isSubsetOf(fp.fill) || !lifted.isSubsetOf(c.emptiable)) continue;
    // A piece cannot arrive before it left: a move that carries a piece needs that lift first.
    if (!added.isEmpty() && !fp.from.isEmpty() && !lifted.intersects(fp.from)) continue;
    const shown = observed.equals(c.after) && fp.touch.isSubsetOf(seenEmpty);
    if (shown && c.sensing === 'partly') confirmable.push(c);
    else if (shown) matches.push(c);
    else partial.push(c);
  }
  if (matches.length > 0) return { kind: 'match', candidates: matches };
  if (partial.length > 0 || confirmable.length > 0) return { kind: 'progress', candidates: partial, lifted, added, confirmable };
  return { kind: 'mismatch', clear: added, fill: lifted };
}
