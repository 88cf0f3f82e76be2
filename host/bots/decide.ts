// One bot decision, computed where it is called: the worker thread's work, and the whole of it
// for `simulate`, which runs in virtual time and must print the same bytes for the same seed.
import { findGame, type BotSeat } from '../../rules/index.ts';
import type { BotDecided, BotRequest } from './bot-runner.ts';

/** Decides now. `clock` bounds the search by time; a clock that stands still leaves the node budget alone. */
export function decideNow(request: Omit<BotRequest, 'id'>, clock: () => number): BotDecided {
  const game = findGame(request.game);
  if (game?.bot === undefined) return { ok: false, error: `${request.game} has no computer opponent` };
  const seat: BotSeat = request.seat;
  const decided = game.bot.decide(request.state, seat, { seed: request.seed, history: request.history, clock });
  if (!decided.ok) return { ok: false, error: decided.error.message };
  const d = decided.value;
  return d.kind === 'move'
    ? { ok: true, kind: 'move', text: game.formatMove(d.move, request.state), reason: d.reason }
    : { ok: true, kind: 'choice', text: d.value, reason: d.reason };
}

/**
 * Deterministic decisions for virtual time: the same seed, state and history always give the
 * same answer, bounded by the level's node budget (its time limit is not consulted).
 */
export const decideByNodeBudget = (request: Omit<BotRequest, 'id'>): Promise<BotDecided> => {
  let answer: BotDecided;
  try {
    answer = decideNow(request, () => 0);
  } catch (e) {
    answer = { ok: false, error: `the bot failed: ${(e as Error).message}` };
  }
  return Promise.resolve(answer);
};
