// Lets the page check the token the operator typed before it keeps it.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { RateLimit } from '../deps.ts';
import { errorReplies } from '../schemas.ts';
import { operatorOnly } from './operator.ts';

export function authRoutes(token: string, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.post(
      '/api/auth',
      { ...operatorOnly(token, limit), schema: { response: { 200: Type.Object({ role: Type.Literal('operator') }), ...errorReplies } } },
      async () => ({ role: 'operator' as const }),
    );
  };
}
