// The static evaluation and the value of the game's ends, all in one unit: the score difference
// (side's minus opponent's) the game is expected to end with, plus a bonus for winning it. 終季
// and the end of the game are valued exactly; a position inside a season by a guess at how much
// its hands and pieces will swing the difference, times the rate.
import type { SearchPosition } from './search-position.ts';
import type { Weights } from './weights.ts';

/**
 * The worth of a score difference with `undecided` seasons still to play: the difference itself,
 * plus the bonus for winning, weighed by how sure the win is (certain once nothing is undecided).
 */
export function equity(diff: number, undecided: number, w: Weights): number {
  if (undecided <= 0) return diff + w.win * Math.sign(diff);
  return diff + w.win * Math.tanh(diff / (w.seasonSpread * Math.sqrt(undecided)));
}

/** The side to move's view of a position inside a season. */
export function evaluate(pos: SearchPosition): number {
  const me = pos.side;
  const them = 1 - me;
  const w = pos.weights;
  // Whatever is held and threatened now moves both scores: a transfer counts twice in the difference.
  const swing =
    pos.handWorth[me] - pos.handWorth[them] + pos.material[me] - pos.material[them] +
    w.handsHeld * (pos.penaltyPoints(me) - pos.penaltyPoints(them));
  const expected = pos.scores[me] - pos.scores[them] + 2 * pos.rate * swing + w.tempo;
  // No game ends further apart than all the points there are (40 to 0).
  const total = pos.scores[me] + pos.scores[them];
  return equity(Math.max(-total, Math.min(total, expected)), pos.seasons - pos.season, w);
}

/** The difference for `side` once the game ended with these scores (a score at 0 or below: 40 to 0). */
function finalDifference(pos: SearchPosition, side: number, mine: number, theirs: number): number {
  if (mine <= 0 || theirs <= 0) {
    const total = mine + theirs;
    return mine <= 0 ? -total : total;
  }
  return mine - theirs;
}

/** The mover's (the side to move's) value of declaring 終季 now. */
export function taxotValue(pos: SearchPosition): number {
  const me = pos.side;
  const points = pos.declaredPoints(me) * pos.rate;
  const mine = pos.scores[me] + points;
  const theirs = pos.scores[1 - me] - points;
  const over = mine <= 0 || theirs <= 0 || pos.season + 1 >= pos.seasons;
  const diff = finalDifference(pos, me, mine, theirs);
  return equity(diff, over ? 0 : pos.seasons - pos.season - 1, pos.weights);
}

/** `side`'s value of the game ended now with the scores as they stand (clamped when one is out). */
export function endValue(pos: SearchPosition, side: number): number {
  return equity(finalDifference(pos, side, pos.scores[side], pos.scores[1 - side]), 0, pos.weights);
}
