// What every mutating route shares: the operator's token is checked before anything else is
// read, and each route has its own rate limit per client address. Wrong tokens are counted apart,
// per client, on every route and the socket alike: past the limit, a guesser gets 429 with
// Retry-After whatever it sends, the right token included, until the window frees.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkAuthorization } from '../auth.ts';
import type { RateLimit } from '../deps.ts';
import { sendError } from '../errors.ts';

/** Counts one wrong token for the request's client; says whether the client is past the limit. */
export type WrongTokenCounter = (request: FastifyRequest, count: boolean) => Promise<{ blocked: false } | { blocked: true; retryAfterS: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    wrongTokens: WrongTokenCounter;
  }
}

export function operatorOnly(token: string, limit: RateLimit) {
  return {
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    // onRequest runs before the body is parsed: without the token, nothing is looked at.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = checkAuthorization(request.headers.authorization, token);
      const guessing = await request.server.wrongTokens(request, !verdict.ok && verdict.status === 403);
      if (guessing.blocked) {
        reply.header('retry-after', String(guessing.retryAfterS));
        return sendError(reply, 'too-many-requests', `too many wrong tokens from this address: try again in ${guessing.retryAfterS} s`);
      }
      if (verdict.ok) return;
      if (verdict.status === 401) reply.header('www-authenticate', 'Bearer realm="tabletop"');
      return sendError(reply, verdict.status === 401 ? 'unauthorized' : 'forbidden', verdict.message);
    },
  };
}
