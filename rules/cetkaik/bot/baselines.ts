// The two baseline players of the match runner. `random` picks uniformly among the legal moves
// and the options of a choice. `greedy` takes the best immediate score: the move whose expected
// points right now are highest (a capture that forms a hand is worth what 終季 would score; a
// step on the Tam2 online costs its penalty), the costlier capture among equals, then any at
// random; it declares 終季 whenever that scores above 0.
import type { Rng } from '../../rng.ts';
import { KIND_OF } from '../pieces.ts';
import { DECLARE } from './search-position.ts';
import type { SearchPosition } from './search-position.ts';

/** Index of one of the highest values, ties broken by the rng. */
export function pickBest(values: ArrayLike<number>, rng: Rng): number {
  let best = -Infinity;
  const ties: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (values[i] > best + 1e-9) {
      best = values[i];
      ties.length = 0;
      ties.push(i);
    } else if (values[i] >= best - 1e-9) {
      ties.push(i);
    }
  }
  return ties[rng.int(0, ties.length - 1)];
}

/** Points the mover gains at once by the move (completed or failed), 終季 taken when it pays. */
function immediateGain(pos: SearchPosition, m: number, failed: boolean): number {
  const mover = pos.side;
  const before = pos.scores[mover];
  const effect = pos.play(m, failed);
  let gain = pos.scores[mover] - before;
  if (effect === DECLARE) gain += Math.max(0, pos.declaredPoints(mover) * pos.rate);
  const taken = pos.lastCaptured();
  // Among equal points, the costlier capture.
  if (taken !== 0) gain += pos.weights.piece[KIND_OF[taken]] / 1000;
  pos.undo();
  return gain;
}

/** The greedy player's expected immediate gain of a move completing with probability `chance`. */
export function greedyValue(pos: SearchPosition, m: number, chance: number): number {
  const done = chance > 0 ? immediateGain(pos, m, false) : 0;
  const failed = chance < 1 ? immediateGain(pos, m, true) : 0;
  return chance * done + (1 - chance) * failed;
}
