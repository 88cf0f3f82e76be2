// Remote matches made from the dashboard: whether this host can, and creating or joining one
// (the broker side is handed in by bin/ as `DashboardRemote`).
import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../deps.ts';
import { sendError } from '../errors.ts';
import { NO_REMOTE, type DashboardRemote, type RemoteResult } from '../remote.ts';
import { CreateMatchBody, ErrorReply, JoinMatchBody, RemoteLobby, RemoteStarted, errorReplies } from '../schemas.ts';
import { operatorOnly } from './operator.ts';

const replies = { 201: RemoteStarted, ...errorReplies, 503: ErrorReply };

export function remoteRoutes(remote: DashboardRemote | undefined, token: string, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    const guarded = operatorOnly(token, limit);

    app.get('/api/remote', { schema: { response: { 200: RemoteLobby } } }, async () => remote?.status() ?? NO_REMOTE);

    const answer = (result: RemoteResult, reply: Parameters<typeof sendError>[0]) =>
      (result.ok ? reply.code(201).send(result.value) : sendError(reply, result.error.code, result.error.message));

    app.post<{ Body: CreateMatchBody }>(
      '/api/remote/create',
      { ...guarded, schema: { body: CreateMatchBody, response: replies } },
      async (request, reply) => {
        if (remote === undefined) return sendError(reply, 'remote-unavailable', NO_REMOTE.reason!);
        return answer(await remote.create(request.body), reply);
      },
    );

    app.post<{ Body: JoinMatchBody }>(
      '/api/remote/join',
      { ...guarded, schema: { body: JoinMatchBody, response: replies } },
      async (request, reply) => {
        if (remote === undefined) return sendError(reply, 'remote-unavailable', NO_REMOTE.reason!);
        return answer(await remote.join(request.body.match), reply);
      },
    );
  };
}
