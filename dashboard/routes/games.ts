// Starting games and the inputs the board cannot sense: choices, physical casts, undo.
import type { FastifyInstance } from 'fastify';
import type { DashboardHost, RateLimit } from '../deps.ts';
import { sendError, sendHostError } from '../errors.ts';
import { eventsOf, refusal } from '../replies.ts';
import { ButtonBody, ChoiceBody, EntryBody, GameAction, GameDetail, GameParams, MoveBody, NewGameBody, errorReplies, type IdParams } from '../schemas.ts';
import { operatorOnly } from './operator.ts';

export function gameRoutes(host: DashboardHost, token: string, limit: RateLimit) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    const guarded = operatorOnly(token, limit);

    app.post<{ Body: NewGameBody }>(
      '/api/games',
      { ...guarded, schema: { body: NewGameBody, response: { 201: GameDetail, ...errorReplies } } },
      async (request, reply) => {
        const { board = [], game, options, position, seed, layout, setUp } = request.body;
        const unknown = (typeof board === 'string' ? [board] : board).find((b) => !host.board(b));
        if (unknown !== undefined) return sendError(reply, 'unknown-board', `unknown board "${unknown}"`);
        if (!host.catalog().some((g) => g.id === game)) {
          return sendError(reply, 'unknown-game', `unknown game "${game}"; games: ${host.catalog().map((g) => g.id).join(', ')}`);
        }
        const started = host.startGame(board, { game, options, position, seed, ...(layout ? { layout } : {}), ...(setUp ? { setUp } : {}) });
        if (!started.ok) return sendHostError(reply, started);
        return reply.code(201).send(started.value);
      },
    );

    app.post<{ Params: IdParams; Body: ChoiceBody }>(
      '/api/games/:id/choices',
      { ...guarded, schema: { params: GameParams, body: ChoiceBody, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const { choice, sticks } = request.body;
        if ((choice === undefined) === (sticks === undefined)) {
          return sendError(reply, 'malformed', 'send exactly one of {"choice": VALUE} or {"sticks": HEADS}');
        }
        const game = host.game(id);
        if (!game) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        const { result, events } = eventsOf(host, game.board, () => (sticks !== undefined ? host.cast(id, sticks) : host.choose(id, choice!)));
        if (!result.ok) return sendHostError(reply, result);
        const refused = refusal(events);
        if (refused !== null) return sendError(reply, refused.code, refused.reason);
        return { game: result.value, events };
      },
    );

    app.post<{ Params: IdParams; Body: MoveBody }>(
      '/api/games/:id/moves',
      { ...guarded, schema: { params: GameParams, body: MoveBody, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const game = host.game(id);
        if (!game) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        const { result, events } = eventsOf(host, game.board, () => host.play(id, request.body.move));
        if (!result.ok) return sendHostError(reply, result);
        const refused = refusal(events);
        if (refused !== null) return sendError(reply, refused.code, refused.reason);
        return { game: result.value, events };
      },
    );

    app.post<{ Params: IdParams; Body: EntryBody }>(
      '/api/games/:id/entries',
      { ...guarded, schema: { params: GameParams, body: EntryBody, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const game = host.game(id);
        if (!game) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        const { result, events } = eventsOf(host, game.board, () => host.enter(id, request.body.entry as Parameters<DashboardHost['enter']>[1]));
        if (!result.ok) return sendHostError(reply, result);
        const refused = refusal(events);
        if (refused !== null) return sendError(reply, refused.code, refused.reason);
        return { game: result.value, events };
      },
    );

    app.post<{ Params: IdParams; Body: ButtonBody }>(
      '/api/games/:id/buttons',
      { ...guarded, schema: { params: GameParams, body: ButtonBody, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const game = host.game(id);
        if (!game) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        const { result, events } = eventsOf(host, game.board, () => host.press(id, request.body.button));
        if (!result.ok) return sendHostError(reply, result);
        const refused = refusal(events);
        if (refused !== null) return sendError(reply, refused.code, refused.reason);
        return { game: result.value, events };
      },
    );

    app.post<{ Params: IdParams }>(
      '/api/games/:id/undo',
      { ...guarded, schema: { params: GameParams, response: { 200: GameAction, ...errorReplies } } },
      async (request, reply) => {
        const { id } = request.params;
        const game = host.game(id);
        if (!game) return sendError(reply, 'unknown-game', `unknown game "${id}"`);
        const { result, events } = eventsOf(host, game.board, () => host.undo(id));
        if (!result.ok) return sendHostError(reply, result);
        const refused = refusal(events);
        if (refused !== null) return sendError(reply, refused.code, refused.reason);
        return { game: result.value, events };
      },
    );
  };
}
