// Driving a simulated board: the dashboard lifts and places its pieces.
import type { FastifyInstance } from 'fastify';
import type { DashboardHost, RateLimit } from '../deps.ts';
import { sendError, sendHostError } from '../errors.ts';
import { BoardParams, SimAccepted, SimBody, errorReplies, type IdParams } from '../schemas.ts';
import { operatorOnly } from './operator.ts';

export function boardRoutes(host: DashboardHost, token: string, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.post<{ Params: IdParams; Body: SimBody }>(
      '/api/boards/:id/sim',
      { ...operatorOnly(token, limit), schema: { params: BoardParams, body: SimBody, response: { 202: SimAccepted, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const board = host.board(id);
        if (!board) return sendError(reply, 'unknown-board', `unknown board "${id}"`);
        if (!board.simulated) return sendError(reply, 'conflict', `board "${id}" is a real board: move its pieces by hand`);
        const { action, cells } = request.body;
        const done = host.simulate(id, action, cells);
        if (!done.ok) return sendHostError(reply, done);
        // The board scans, debounces and reports on its own time: the effects arrive as events.
        return reply.code(202).send({ board: id, action, cells });
      },
    );
  };
}
