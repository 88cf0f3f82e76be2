// Hands, declarations and the ends of seasons and games (rules/cetkaik/README.md §5): which
// captures form a new hand, what 再行 (tymok) and 終季 (taxot) do to the rate and the scores,
// when a season restarts and when the game ends.
import type { GameEvent, GameResult, Json } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { scoreHands } from './hands.ts';
import type { HandList } from './hands.ts';
import { otherSide } from './pieces.ts';
import type { Side } from './pieces.ts';
import { freezeState, seasonStart } from './state.ts';
import { MAX_RATE, SEASON_NAMES } from './types.ts';
import type { CetkaikOptions, CetkaikState, HeldPiece, PenaltyHand } from './types.ts';

export const PENALTY_POINTS: Readonly<Record<PenaltyHand, number>> = { 撃皇: -5, 皇再来: -3 };

export function handList(options: CetkaikOptions): HandList {
  return options.ruleset === 'kyouiku' ? 'kyouiku' : 'official';
}

/** Hands the pieces form now that they did not form before (a same-colour upgrade counts). */
export function newHandNames(before: readonly HeldPiece[], after: readonly HeldPiece[], list: HandList): string[] {
  const had = new Set(scoreHands(before, list).hands);
  return scoreHands(after, list).hands.filter((hand) => !had.has(hand));
}

/** The mover gains `points` (may be negative) and the opponent loses as many. */
export function transfer(scores: Readonly<Record<Side, number>>, side: Side, points: number): Record<Side, number> {
  const other = otherSide(side);
  const next = { A: scores.A, IA: scores.IA };
  next[side] += points;
  next[other] -= points;
  return next;
}

function scoreEvent(scores: Record<Side, number>, detail: Json): GameEvent {
  return { type: 'score', scores: { A: scores.A, IA: scores.IA }, detail };
}

/** The game over with these scores: a score at or below 0 is clamped to 0 (the other to 40). */
export function endGame(
  state: CetkaikState,
  scores: Record<Side, number>,
  reason: string,
): { state: CetkaikState; event: GameEvent } {
  let final = scores;
  if (scores.A <= 0 || scores.IA <= 0) {
    const total = scores.A + scores.IA;
    final = scores.A <= 0 ? { A: 0, IA: total } : { A: total, IA: 0 };
  }
  const winner = final.A > final.IA ? 'A' : final.IA > final.A ? 'IA' : null;
  const next = freezeState({ ...state, scores: final, waiting: null, over: true, winner, endReason: reason });
  return { state: next, event: { type: 'end', ...(cetkaikResult(next) as GameResult) } };
}

/** How the game ended (what its end event says), or null while it goes on. */
export function cetkaikResult(state: CetkaikState): GameResult | null {
  if (!state.over) return null;
  return { scores: { A: state.scores.A, IA: state.scores.IA }, winner: state.winner, reason: state.endReason ?? 'the game is over' };
}

export const someoneIsOut = (scores: Record<Side, number>): boolean => scores.A <= 0 || scores.IA <= 0;

/** cerke_online's 撃皇: −5 × rate at once, not a hand. */
export function immediatePenalty(
  state: CetkaikState,
  side: Side,
): { scores: Record<Side, number>; event: GameEvent } {
  const points = PENALTY_POINTS['撃皇'] * state.rate;
  const scores = transfer(state.scores, side, points);
  return { scores, event: scoreEvent(scores, { side, penalty: '撃皇', rate: state.rate, points }) };
}

/** 再行: the rate doubles (capped at ×64); the caller passes the turn. */
export function tymokRate(rate: number): number {
  return Math.min(rate * 2, MAX_RATE);
}

/**
 * 終季: the mover scores (all its hands + its penalties) × rate, the season ends, and either the
 * next season starts or the game ends.
 */
export function taxot(state: CetkaikState, rng: Rng): { state: CetkaikState; events: GameEvent[] } {
  const side = state.toMove;
  const hands = scoreHands(state.hands[side], handList(state.options));
  const penalties = state.penalties[side];
  const penaltyPoints = penalties.reduce((sum, hand) => sum + PENALTY_POINTS[hand], 0);
  const points = (hands.score + penaltyPoints) * state.rate;
  const scores = transfer(state.scores, side, points);
  const events: GameEvent[] = [
    scoreEvent(scores, {
      side,
      season: SEASON_NAMES[state.season],
      hands: hands.hands,
      penalties: [...penalties],
      rate: state.rate,
      points,
    }),
  ];
  if (someoneIsOut(scores)) {
    const end = endGame(state, scores, 'a score reached 0');
    return { state: end.state, events: [...events, end.event] };
  }
  const next = state.season + 1;
  if (next >= state.options.seasons) {
    const end = endGame(state, scores, 'all seasons played');
    return { state: end.state, events: [...events, end.event] };
  }
  const firstMover = state.options.firstMovers?.[next] ?? (rng.int(0, 1) === 0 ? 'A' : 'IA');
  events.push({ type: 'note', text: `${SEASON_NAMES[next]}: ${firstMover}-side moves first` });
  return { state: seasonStart(state.options, next, firstMover, scores), events };
}
