// Runs computer opponents' decisions off the host's event loop: each request names the game, the
// state (copied here as plain data), the seat and the seed; the answer is the move in the game's
// notation, or the option of a choice, with the bot's reason.
import { parentPort } from 'node:worker_threads';
import type { BotAnswer, BotRequest } from './bot-runner.ts';
import { decideNow } from './decide.ts';

function answer(request: BotRequest): BotAnswer {
  return { id: request.id, ...decideNow(request, () => performance.now()) } as BotAnswer;
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
