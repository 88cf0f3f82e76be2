// Reads, open to spectators: health, the game catalogue, boards and games.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { DashboardHost } from '../deps.ts';
import { sendError } from '../errors.ts';
import { BoardDetail, BoardParams, BoardSummary, ErrorReply, GameDetail, GameInfo, GameParams, Health, LightRole, type IdParams } from '../schemas.ts';

export function readRoutes(host: DashboardHost, clients: () => number) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/api/health', { schema: { response: { 200: Health } } }, async () => ({
      status: 'ok' as const,
      boards: host.boards().length,
      games: host.games().length,
      clients: clients(),
    }));

    app.get('/api/catalog', { schema: { response: { 200: Type.Array(GameInfo) } } }, async () => host.catalog());

    app.get('/api/lights', { schema: { response: { 200: Type.Array(LightRole) } } }, async () => host.lightRoles());

    app.get('/api/boards', { schema: { response: { 200: Type.Array(BoardSummary) } } }, async () => host.boards());

    app.get<{ Params: IdParams }>(
      '/api/boards/:id',
      { schema: { params: BoardParams, response: { 200: BoardDetail, 400: ErrorReply, 404: ErrorReply } } },
      async (request, reply) => host.board(request.params.id) ?? sendError(reply, 'unknown-board', `unknown board "${request.params.id}"`),
    );

    app.get('/api/games', { schema: { response: { 200: Type.Array(GameDetail) } } }, async () => host.games());

    app.get<{ Params: IdParams }>(
      '/api/games/:id',
      { schema: { params: GameParams, response: { 200: GameDetail, 400: ErrorReply, 404: ErrorReply } } },
      async (request, reply) => host.game(request.params.id) ?? sendError(reply, 'unknown-game', `unknown game "${request.params.id}"`),
    );
  };
}
