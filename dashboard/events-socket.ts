// The live feed at /api/events: every host event, as `simulate` prints it, to every connected
// socket (optionally only one board's: ?board=ID). Each event is serialised once for all sockets.
// A socket may also send requests to the mutating routes, each carrying the operator token:
//   → {"id": 1, "authorization": "Bearer TOKEN", "method": "POST", "url": "/api/games/1.1/undo", "body": {…}}
//   ← {"type": "reply", "id": 1, "status": 200, "body": {…}}
// They go through the same route (schemas, rate limits) as over HTTP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { WebSocket } from 'ws';
import { MAX_JSON_DEPTH, withinDepth } from '../host/index.ts';
import { checkAuthorization } from './auth.ts';
import type { DashboardHost } from './deps.ts';
import { errorBody, sendError } from './errors.ts';
import { EventsQuery } from './schemas.ts';

export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;
const PING_EVERY_MS = 30_000;

const SocketRequest = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer()])),
    authorization: Type.Optional(Type.String({ maxLength: 512 })),
    method: Type.Literal('POST'),
    url: Type.String({ pattern: '^/api/', maxLength: 512 }),
    body: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
type SocketRequest = Static<typeof SocketRequest>;
const checkRequest = TypeCompiler.Compile(SocketRequest);

/** A connected socket and the board it follows (all boards when undefined). */
export interface SocketClient { socket: WebSocket; board: string | undefined; alive: boolean }

/** `clients` is filled by the plugin: buildApp reads its size for /api/health. */
export function eventsSocket(host: DashboardHost, token: string, maxBufferedBytes: number, clients: Set<SocketClient>) {
  return async function plugin(app: FastifyInstance): Promise<void> {

    const subscription = host.events$.subscribe((event) => {
      if (clients.size === 0) return;
      const text = JSON.stringify(event);
      for (const client of clients) {
        if (client.board !== undefined && client.board !== event.board) continue;
        if (client.socket.readyState !== client.socket.OPEN) continue;
        // A client that cannot keep up would make the server hold every event for it: let it go.
        if (client.socket.bufferedAmount > maxBufferedBytes) {
          client.socket.terminate();
          continue;
        }
        client.socket.send(text);
      }
    });

    // Sockets whose peer vanished (a phone that went to sleep) are found by pings and dropped.
    const pinger = setInterval(() => {
      for (const client of clients) {
        if (!client.alive) { client.socket.terminate(); continue; }
        client.alive = false;
        client.socket.ping();
      }
    }, PING_EVERY_MS);
    pinger.unref();

    app.addHook('onClose', async () => {
      clearInterval(pinger);
      subscription.unsubscribe();
      for (const client of clients) client.socket.close(1001, 'server closing');
    });

    app.get<{ Querystring: EventsQuery }>(
      '/api/events',
      {
        websocket: true,
        schema: { querystring: EventsQuery },
        // Before the upgrade: a feed of a board the host does not have would stay silent for ever.
        preValidation: async (request, reply) => {
          const { board } = request.query;
          if (board !== undefined && host.board(board) === undefined) {
            return sendError(reply, 'unknown-board', `unknown board "${board}"; boards: ${host.boards().map((b) => b.id).join(', ') || 'none'}`);
          }
        },
      },
      (socket, request) => {
        const client: SocketClient = { socket, board: request.query.board, alive: true };
        clients.add(client);
        socket.on('pong', () => { client.alive = true; });
        socket.on('close', () => clients.delete(client));
        socket.on('error', () => clients.delete(client));
        socket.on('message', (data, isBinary) => {
          void relay(app, request, token, isBinary ? null : data.toString()).then((reply) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
          });
        });
      },
    );
  };
}

/** A message is an object around a request body, which holds what a game reads (at most MAX_JSON_DEPTH deep). */
const MAX_MESSAGE_DEPTH = MAX_JSON_DEPTH + 2;

interface Reply { type: 'reply'; id: string | number | null; status: number; body: unknown }

/** Checks a socket message, then runs it as a request to the route it names. */
async function relay(app: FastifyInstance, upgrade: FastifyRequest, token: string, text: string | null): Promise<Reply> {
  const answer = (id: SocketRequest['id'] | null, status: number, body: unknown): Reply => ({ type: 'reply', id: id ?? null, status, body });
  if (text === null) return answer(null, 400, errorBody('malformed', 'messages must be JSON text'));
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return answer(null, 400, errorBody('malformed', 'the message is not valid JSON'));
  }
  // A request's body is passed on as text again (JSON.stringify recurses): measured first.
  if (!withinDepth(message, MAX_MESSAGE_DEPTH)) {
    return answer(null, 400, errorBody('malformed', `the message nests objects and lists more than ${MAX_MESSAGE_DEPTH} levels deep (MAX_JSON_DEPTH and the message around it)`));
  }
  const id = typeof message === 'object' && message !== null && 'id' in message && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : null;
  // The token first: without it, nothing about the message is looked at.
  const authorization = (typeof message === 'object' && message !== null && 'authorization' in message && typeof message.authorization === 'string')
    ? message.authorization
    : upgrade.headers.authorization;
  const verdict = checkAuthorization(authorization, token);
  if (!verdict.ok) {
    // Refused through the auth route, so a wrong token is counted against this client as over HTTP.
    const refused = await app.inject({ method: 'POST', url: '/api/auth', headers: authorization === undefined ? {} : { authorization }, remoteAddress: upgrade.ip });
    return answer(id, refused.statusCode, refused.json());
  }
  if (!checkRequest.Check(message)) {
    const first = checkRequest.Errors(message).First();
    return answer(id, 400, errorBody('malformed', `message${first?.path ?? ''} ${first?.message ?? 'is malformed'} (expected {id?, authorization, method: "POST", url: "/api/…", body?})`));
  }
  if (message.url.startsWith('/api/events')) return answer(id, 400, errorBody('malformed', 'the event feed is not a request'));
  const response = await app.inject({
    method: 'POST',
    url: message.url,
    headers: { authorization: authorization!, ...(message.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: message.body === undefined ? undefined : JSON.stringify(message.body),
    remoteAddress: upgrade.ip,
  });
  let body: unknown = response.body;
  try { body = response.json(); } catch { /* not JSON: pass the text on */ }
  return answer(id, response.statusCode, body);
}
