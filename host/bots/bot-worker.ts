// Runs computer opponents' decisions off the host's event loop: each request names the game, the
// state (copied here as plain data), the seat and the seed; the answer is the move in the game's
// notation, or the option of a choice, with the bot's reason.
import { parentPort } from 'node:worker_threads';
import { findGame, type BotSeat } from '../../rules/index.ts';
import type { BotAnswer, BotRequest } from './bot-runner.ts';

function answer(request: BotRequest): BotAnswer {
  const game = findGame(request.game);
  if (game?.bot === undefined) return { id: request.id, ok: false, error: `${request.game} has no computer opponent` };
  const seat: BotSeat = request.seat;
  const decided = game.bot.decide(request.state, seat, { seed: request.seed, history: request.history, clock: () => performance.now() });
  if (!decided.ok) return { id: request.id, ok: false, error: decided.error.message };
  const d = decided.value;
  return d.kind === 'move'
    ? { id: request.id, ok: true, kind: 'move', text: game.formatMove(d.move, request.state), reason: d.reason }
    : { id: request.id, ok: true, kind: 'choice', text: d.value, reason: d.reason };
}

parentPort!.on('message', (request: BotRequest) => {
  let reply: BotAnswer;
  try {
    reply = answer(request);
  } catch (e) {
    reply = { id: request.id, ok: false, error: `the bot failed: ${(e as Error).message}` };
  }
  parentPort!.postMessage(reply);
});
