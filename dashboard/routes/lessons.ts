// Guided first games: the list (open, like every read) and starting one on a board (the operator's
// token, like every action: a lesson replaces what the board plays).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { DashboardHost, RateLimit } from '../deps.ts';
import { sendError, sendHostError } from '../errors.ts';
import { GameDetail, errorReplies } from '../schemas.ts';
import { operatorOnly } from './operator.ts';

const Label = Type.Object({ en: Type.String(), ja: Type.String() });
const LessonInfo = Type.Object({ id: Type.String(), game: Type.String(), title: Label, steps: Type.Integer() });
const LessonParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const StartLessonBody = Type.Object({ board: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export function lessonRoutes(host: DashboardHost, token: string, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.get('/api/lessons', { schema: { response: { 200: Type.Array(LessonInfo) } } }, async () => host.lessons());

    app.post<{ Params: Static<typeof LessonParams>; Body: Static<typeof StartLessonBody> }>(
      '/api/lessons/:id/start',
      { ...operatorOnly(token, limit), schema: { params: LessonParams, body: StartLessonBody, response: { 201: GameDetail, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const { board } = request.body;
        const known = host.lessons();
        if (!known.some((l) => l.id === id)) return sendError(reply, 'unknown-route', `unknown lesson "${id}"; lessons: ${known.map((l) => l.id).join(', ')}`);
        if (!host.board(board)) return sendError(reply, 'unknown-board', `unknown board "${board}"`);
        const started = host.startLesson(board, id);
        if (!started.ok) return sendHostError(reply, started);
        return reply.code(201).send(started.value);
      },
    );
  };
}
