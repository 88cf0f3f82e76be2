// What every mutating route shares: the operator's token is checked before anything else is
// read, and each route has its own rate limit per client address.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkAuthorization } from '../auth.ts';
import type { RateLimit } from '../deps.ts';
import { sendError } from '../replies.ts';

export function operatorOnly(token: string, limit: RateLimit) {
  return {
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    // onRequest runs before the body is parsed: without the token, nothing is looked at.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = checkAuthorization(request.headers.authorization, token);
      if (verdict.ok) return;
      if (verdict.status === 401) reply.header('www-authenticate', 'Bearer realm="tabletop"');
      return sendError(reply, verdict.status, verdict.message);
    },
  };
}
