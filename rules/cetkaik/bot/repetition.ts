// Going round in circles: nothing in the rules ends a season where neither side captures, and two
// searches that see no tactics may shuffle the same pieces back and forth for ever (it happened:
// strong against normal ran for thousands of moves). From the season's earlier states the root
// learns how often each position was met and how long nobody has captured, and biases its moves:
// back into a position already met costs more each time, and once the season has gone on long
// without a capture every move that does not capture costs a little more per move, less when it
// takes its piece forward (toward contact, where captures come from).
import { TAM_PLAIN, destOf, srcOf, typeOf } from '../generate.ts';
import type { CetkaikState } from '../types.ts';
import { PASSED, positionKey } from './search-position.ts';
import type { SearchPosition } from './search-position.ts';

/** What the root needs to know of the season so far. */
export interface SeasonRecord {
  /** How many times each position where a move was due was met (keys of `positionKey`). */
  seen: ReadonlyMap<string, number>;
  /** Moves made since the season's last capture (or its start). */
  quietMoves: number;
}

/** How far back the bot looks, in states: bounds the work per decision in a very long season. */
export const HORIZON = 2_000;
/** Going back into a position met once costs this; each further time, GROWTH times more. */
export const REPEAT_PENALTY = 1;
const GROWTH = 4;
/** From the fifth time on (256 points) it costs more than any game is worth: no need to grow on. */
const MOST_TIMES = 5;
/** Moves without a capture before the pressure to capture starts (a season rarely has so many). */
export const QUIET_GRACE = 60;
/** Points per move past the grace that a move which captures nothing costs. */
export const QUIET_SLOPE = 0.05;

const heldCount = (state: CetkaikState): number => state.hands.A.length + state.hands.IA.length;

/** The season's record, from `history` (oldest first; may end with `state` itself). */
export function seasonRecord(state: CetkaikState, history: readonly CetkaikState[]): SeasonRecord {
  const seen = new Map<string, number>();
  let quietMoves = 0;
  let capturedSince = false;
  let later = state;
  const end = history.at(-1) === state ? history.length - 2 : history.length - 1;
  for (let i = end; i >= 0 && i > end - HORIZON; i--) {
    const earlier = history[i];
    if (earlier.season !== state.season || earlier.over) break;
    // Pieces held only grow by a capture: a capture was made between the two states.
    if (heldCount(later) > heldCount(earlier)) capturedSince = true;
    if (earlier.waiting === null) {
      const key = positionKey(earlier);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (!capturedSince) quietMoves++;
    }
    later = earlier;
  }
  return { seen, quietMoves };
}

/** What moving into a position met `times` times before costs at the root, in points. */
export function repeatPenalty(times: number): number {
  return times <= 0 ? 0 : REPEAT_PENALTY * GROWTH ** (Math.min(times, MOST_TIMES) - 1);
}

/** What a move that captures nothing costs at the root after `quietMoves` moves without a capture. */
export function quietPenalty(quietMoves: number): number {
  return Math.max(0, quietMoves - QUIET_GRACE) * QUIET_SLOPE;
}

/** Rows a piece move takes its piece toward the opponent's home row (back: negative; drops and the Tam2: 0). */
export function advance(m: number, side: number): number {
  if (typeOf(m) >= TAM_PLAIN) return 0;
  const rows = Math.floor(destOf(m) / 9) - Math.floor(srcOf(m) / 9);
  return side === 0 ? rows : -rows; // A-side moves down the board
}

/** How many times the position a move leads to, completed or failed, was met this season. */
export function timesSeen(pos: SearchPosition, m: number, failed: boolean, seen: ReadonlyMap<string, number>): number {
  const effect = pos.play(m, failed);
  const times = effect === PASSED ? seen.get(`${pos.keyLo()}:${pos.keyHi()}`) ?? 0 : 0;
  pos.undo();
  return times;
}

/**
 * What going back costs a move, in expectation over its cast: a move that fails leaves the board
 * as it was, so two sides trying moves that cannot (or rarely) succeed go round in circles too.
 */
export function repeatCost(pos: SearchPosition, m: number, seen: ReadonlyMap<string, number>): number {
  if (seen.size === 0) return 0;
  const p = pos.successChance(m);
  const completed = p > 0 ? p * repeatPenalty(timesSeen(pos, m, false, seen)) : 0;
  const failed = p < 1 ? (1 - p) * repeatPenalty(timesSeen(pos, m, true, seen)) : 0;
  return completed + failed;
}

/** A root move's bias in points (0 or below) from the season's record. */
export function rootBias(pos: SearchPosition, m: number, record: SeasonRecord): number {
  const pressure = quietPenalty(record.quietMoves);
  // A capture is progress as far as it is likely to complete. Otherwise two rows forward halve
  // the pressure and two back add half: pieces close in rather than wander.
  const forward = Math.max(-2, Math.min(2, advance(m, pos.side)));
  const share = pos.captures(m) ? 1 - pos.successChance(m) : 1 - forward / 4;
  return -repeatCost(pos, m, record.seen) - pressure * share;
}
