// A hint for a game with no computer opponent: a legal move chosen by a simple rule, the same
// move every time for the same position (no randomness; the one rng handed to `play` is seeded
// with a constant, and only to look at what a move scores). The rule, in order:
//   1. a capture: the first legal move, in the game's own order, whose footprint takes a piece;
//   2. a scoring move: among the first SCORED_MOVES legal moves, the one that raises the mover's
//      score the most (the game's `score` sheet; without one, the `score` events a move reports),
//      the first of equals;
//   3. the first legal move the board senses (a placement, a piece moved), else the first legal move.
import { footprintOf, seededRng, type AnyGame } from '../../rules/index.ts';

/** How many legal moves are played out to see what they score (a placement game may have hundreds). */
export const SCORED_MOVES = 200;

export type RuleReason = 'capture' | 'score' | 'first';

/** The move the rule chooses, with which step of the rule chose it; null when there is no legal move. */
export function ruleHint(game: AnyGame, state: unknown): { move: unknown; reason: RuleReason } | null {
  const moves = game.legalMoves(state) as unknown[];
  if (moves.length === 0) return null;
  const capture = moves.find((m) => { const fp = footprintOf(game, state, m); return fp.kind === 'capture' || !fp.touch.isEmpty() || !fp.remove.isEmpty(); });
  if (capture !== undefined) return { move: capture, reason: 'capture' };
  const scoring = bestScoring(game, state, moves.slice(0, SCORED_MOVES));
  if (scoring !== null) return { move: scoring, reason: 'score' };
  const sensed = moves.find((m) => (game.footprint(state, m).sensing ?? 'fully') !== 'not');
  return { move: sensed ?? moves[0], reason: 'first' };
}

function bestScoring(game: AnyGame, state: unknown, moves: unknown[]): unknown {
  // Without a score sheet the position's own score is unknown: any move that reports a score counts.
  const now = game.score ? totalOf(game.score(state).scores, game.toMove?.(state) ?? null) : -Infinity;
  let best: unknown = null;
  let bestScore = now;
  for (const move of moves) {
    const after = scoreAfter(game, state, move);
    if (after !== null && after > bestScore) { best = move; bestScore = after; }
  }
  return best;
}

/** The mover's score once the move is played (the game's sheet, else its latest `score` event); null when it says none. */
function scoreAfter(game: AnyGame, state: unknown, move: unknown): number | null {
  const played = game.play(state, move, seededRng(0));
  if (!played.ok) return null;
  const reported = [...played.value.events].reverse().find((e) => e.type === 'score');
  const scores = game.score?.(played.value.state).scores ?? (reported?.type === 'score' ? reported.scores : undefined);
  if (scores === undefined) return null;
  return totalOf(scores, game.toMove?.(state) ?? null);
}

/** The mover's score; everyone's together when the game names no mover. */
function totalOf(scores: Record<string, number>, mover: string | null): number {
  if (mover !== null && mover in scores) return scores[mover];
  return Object.values(scores).reduce((a, b) => a + b, 0);
}
