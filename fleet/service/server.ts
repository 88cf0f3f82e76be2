// The fleet dashboard's fastify app, built like the table's (dashboard/app.ts): security headers,
// reads open to anyone who can reach it, commands behind the operator token with a rate limit and
// a count of wrong tokens, a WebSocket that pushes every change, and the page. The token check
// is handed in (bin/ gives it the dashboard's), so fleet/ needs nothing from dashboard/.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import type { WebSocket } from 'ws';
import { catalogue } from '../../rules/index.ts';
import { totalDrops } from '../index.ts';
import { CatalogEntry, CommandBody, CommandParams, Health, TableDetail, TableParams, TableSummary, errorReplies } from './schemas.ts';
import type { FleetSource } from './service.ts';
import { detail, rowOf, summary, tableKey, tablesOf } from './tables.ts';
import { fleetPage } from './page.ts';

export type AuthVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

export interface RateLimit { max: number; windowMs: number }

export interface FleetServerDeps {
  source: FleetSource;
  /** Checks an `Authorization` header against the operator token. */
  authorize: (header: string | undefined) => AuthVerdict;
  /** Commands a client may send per window (default 60 a minute). */
  rateLimit?: RateLimit;
  /** Wrong tokens a client may send before it is made to wait (default 10 a minute). */
  wrongTokenLimit?: RateLimit;
  /** The wall clock in milliseconds: how long a game has waited. */
  now?: () => number;
  /** How often alarms that come with time (a game waiting) are looked at again (default 1 s). */
  alarmTickMs?: number;
  /** A socket whose unsent data grows past this is closed (default 1 MiB). */
  maxBufferedBytes?: number;
}

/** A page that loads only its own script, style and socket. */
export const FLEET_CSP = {
  defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'], connectSrc: ["'self'"],
  objectSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null,
};

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large',
  415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

function errorBody(statusCode: number, code: string, message: string) {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', code, message };
}
const sendError = (reply: FastifyReply, statusCode: number, code: string, message: string) => reply.code(statusCode).send(errorBody(statusCode, code, message));

const PING_EVERY_MS = 30_000;

/** Fields the service sets itself: a body naming them is refused rather than overridden. */
const RESERVED = ['ref', 'table', 'site', 'verb'];

export async function buildFleetApp(deps: FleetServerDeps): Promise<FastifyInstance> {
  const { source, authorize } = deps;
  const now = deps.now ?? Date.now;
  const limit = deps.rateLimit ?? { max: 60, windowMs: 60_000 };
  const wrong = deps.wrongTokenLimit ?? { max: 10, windowMs: 60_000 };
  const maxBuffered = deps.maxBufferedBytes ?? 1024 * 1024;
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, ajv: { customOptions: { coerceTypes: false, removeAdditional: false } } });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    const code = status === 413 ? 'too-large' : status === 415 ? 'unsupported-media-type' : status === 429 ? 'too-many-requests' : status === 500 ? 'internal' : 'malformed';
    return sendError(reply, status, code, status === 500 ? 'internal error' : error.message);
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, 'unknown-route', `no route ${request.method} ${request.url.split('?')[0]}`));

  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: FLEET_CSP }, strictTransportSecurity: false });
  await app.register(rateLimit, { global: false });
  const countWrongToken = app.createRateLimit({ max: wrong.max, timeWindow: wrong.windowMs });
  await app.register(websocket, { options: { maxPayload: 4 * 1024 } });

  const operatorOnly = {
    config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    // Before the body is read: without the token nothing is looked at; a guesser is made to wait.
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = authorize(request.headers.authorization);
      const seen = await countWrongToken(request, { increment: !verdict.ok && verdict.status === 403 });
      if (!seen.isAllowed && seen.isExceeded) {
        reply.header('retry-after', String(Math.max(1, seen.ttlInSeconds)));
        return sendError(reply, 429, 'too-many-requests', `too many wrong tokens from this address: try again in ${Math.max(1, seen.ttlInSeconds)} s`);
      }
      if (verdict.ok) return;
      if (verdict.status === 401) reply.header('www-authenticate', 'Bearer realm="tabletop fleet"');
      return sendError(reply, verdict.status, verdict.status === 401 ? 'unauthorized' : 'forbidden', verdict.message);
    },
  };

  const sockets = new Set<WebSocket>();

  app.get('/api/health', { schema: { response: { 200: Health } } }, async () => {
    const view = source.view();
    return {
      status: 'ok' as const, broker: source.connected() ? 'connected' as const : 'disconnected' as const,
      tables: view.tables.size, clients: sockets.size, taken: view.taken, full: view.full, dropped: totalDrops(view.drops), drops: view.drops,
    };
  });

  // The games a table can start (the rules' catalogue, playable ones), for the new-game form.
  const games = catalogue().filter((g) => g.status !== 'not playable' && g.options === undefined).map(({ id, title }) => ({ id, title }));
  app.get('/api/catalog', { schema: { response: { 200: Type.Array(CatalogEntry) } } }, async () => games);

  app.get('/api/tables', { schema: { response: { 200: Type.Array(TableSummary) } } }, async () => tablesOf(source.view()).map(summary));

  app.get<{ Params: { site: string; table: string } }>(
    '/api/tables/:site/:table',
    { schema: { params: TableParams, response: { 200: TableDetail, ...errorReplies } } },
    async (request, reply) => {
      const { site, table } = request.params;
      const t = source.view().tables.get(tableKey(site, table));
      return t === undefined ? sendError(reply, 404, 'unknown-table', `no table "${table}" of site "${site}" has reported`) : detail(t, now());
    },
  );

  app.post<{ Body: unknown }>('/api/auth', { ...operatorOnly, schema: { response: { 200: Type.Object({ role: Type.Literal('operator') }), ...errorReplies } } },
    async () => ({ role: 'operator' as const }));

  app.post<{ Params: { site: string; table: string; verb: string }; Body: Record<string, unknown> }>(
    '/api/tables/:site/:table/cmd/:verb',
    { ...operatorOnly, schema: { params: CommandParams, body: CommandBody, response: { 200: Type.Unknown(), ...errorReplies } } },
    async (request, reply) => {
      const { site, table, verb } = request.params;
      const reserved = RESERVED.find((k) => Object.hasOwn(request.body, k));
      if (reserved !== undefined) return sendError(reply, 400, 'malformed', `the body must not name "${reserved}": the URL and the fleet say it`);
      if (!source.view().tables.has(tableKey(site, table))) return sendError(reply, 404, 'unknown-table', `no table "${table}" of site "${site}" has reported`);
      const outcome = await source.command(site, table, verb, request.body);
      if (!outcome.ok) {
        const { code, message } = outcome.error;
        const status = code === 'no-reply' ? 504 : code === 'broker-unavailable' ? 503 : 400;
        return sendError(reply, status, code, message);
      }
      const answer = outcome.reply;
      if (answer.ok) return { ref: answer.ref, ok: true, ...(answer.value === undefined ? {} : { value: answer.value }) };
      // The table refused: its own code and words, and the reply as it came.
      return reply.code(409).send({ ...errorBody(409, answer.error.code, answer.error.message), reply: answer });
    },
  );

  // ---- the live feed: a snapshot on connect, then every changed table ------------------------
  const lastSent = new Map<string, string>();
  const broadcast = (message: unknown): void => {
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > maxBuffered) { socket.terminate(); continue; }
      socket.send(text);
    }
  };
  const push = (key: string): void => {
    const t = source.view().tables.get(key);
    if (t === undefined) {
      lastSent.delete(key);
      const [site, table] = key.split('/');
      broadcast({ type: 'removed', site, table });
      return;
    }
    const row = rowOf(t, now());
    const text = JSON.stringify(row);
    if (lastSent.get(key) === text) return;
    lastSent.set(key, text);
    broadcast({ type: 'table', table: row });
  };
  const unsubscribe = source.onChange(push);
  // Alarms that come with time (a game waiting over 30 s) appear without a message arriving.
  const ticker = setInterval(() => { for (const key of source.view().tables.keys()) push(key); }, deps.alarmTickMs ?? 1_000);
  ticker.unref();
  // Sockets whose peer vanished (a tablet gone to sleep) are found by pings and dropped.
  const alive = new WeakSet<WebSocket>();
  const pinger = setInterval(() => {
    for (const socket of sockets) {
      if (!alive.has(socket)) { socket.terminate(); sockets.delete(socket); continue; }
      alive.delete(socket);
      socket.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    clearInterval(pinger);
    unsubscribe();
    for (const socket of sockets) socket.close(1001, 'server closing');
  });

  app.get('/api/events', { websocket: true }, (socket) => {
    sockets.add(socket);
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    // The feed only speaks: anything sent to it is ignored (commands go over HTTP with the token).
    socket.send(JSON.stringify({ type: 'tables', tables: tablesOf(source.view()).map((t) => rowOf(t, now())) }));
  });

  await app.register(fleetPage());
  return app;
}
