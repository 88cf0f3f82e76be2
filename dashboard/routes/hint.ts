// `POST /api/games/:id/hint`: a good move lit on the board and said (host.hint). Open, like the
// reads: a café player asking for a hint has no operator token, and a hint changes nothing of the
// game (it is only counted in its journal). Rate-limited per address like every mutating route.
import type { FastifyInstance } from 'fastify';
import type { HostEvent } from '../../host/index.ts';
import type { DashboardHost, RateLimit } from '../deps.ts';
import { sendError, sendHostError } from '../errors.ts';
import { GameAction, GameParams, errorReplies, type IdParams } from '../schemas.ts';

export function hintRoutes(host: DashboardHost, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.post<{ Params: IdParams }>(
      '/api/games/:id/hint',
      { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } }, schema: { params: GameParams, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        if (!host.game(id)) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        // The bot may think in its worker meanwhile: this game's events until the answer are the hint's.
        const events: HostEvent[] = [];
        const subscription = host.events$.subscribe((e) => { if (e.game === id) events.push(e); });
        try {
          const result = await host.hint(id);
          if (!result.ok) return sendHostError(reply, result);
          return { game: result.value, events: events.filter((e) => e.type === 'hint' || e.type === 'lights') };
        } finally {
          subscription.unsubscribe();
        }
      },
    );
  };
}
