// The dashboard's fastify app: security headers, the REST API, the live event socket and the
// page. Built apart from listening, so tests drive it with app.inject.
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { clientBundles } from './client-bundle.ts';
import { DEFAULT_RATE_LIMIT, DEFAULT_WRONG_TOKEN_LIMIT, type DashboardDeps } from './deps.ts';
import { eventsSocket, MAX_SOCKET_MESSAGE_BYTES, type SocketClient } from './events-socket.ts';
import { pages } from './pages.ts';
import { codeOfStatus, errorBody } from './errors.ts';
import { useJsonBodyParser } from './json-body.ts';
import { authRoutes } from './routes/auth.ts';
import { boardRoutes } from './routes/boards.ts';
import { gameRoutes } from './routes/games.ts';
import { lessonRoutes } from './routes/lessons.ts';
import { hintRoutes } from './routes/hint.ts';
import { readRoutes } from './routes/read.ts';
import { remoteRoutes } from './routes/remote.ts';

/** A page that loads only its own script, style and sockets: no inline code, no third party. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Plain http on a café LAN: upgrading requests to https would break every one of them.
  upgradeInsecureRequests: null,
};

interface SchemaError { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }

/** `body/sticks must be <= 64`, `body has an unknown field "pick"`, `body/action must be one of: lift, place`. */
function readableSchemaError(errors: SchemaError[], dataVar: string): Error {
  const e = errors[0];
  const where = `${dataVar}${e.instancePath}`;
  if (e.keyword === 'additionalProperties') return new Error(`${where} has an unknown field "${String(e.params.additionalProperty)}"`);
  if (e.keyword === 'enum') return new Error(`${where} must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`);
  if (e.keyword === 'required') return new Error(`${where} needs the field "${String(e.params.missingProperty)}"`);
  return new Error(`${where} ${e.message ?? 'is not valid'}`);
}

export async function buildApp(deps: DashboardDeps): Promise<FastifyInstance> {
  const { host, token } = deps;
  const limit = deps.rateLimit ?? DEFAULT_RATE_LIMIT;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    // Bodies are taken as sent: no coercion ("3" is not 3), no silently dropped keys.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaErrorFormatter: readableSchemaError,
  });

  useJsonBodyParser(app);
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply.code(status).send(errorBody(codeOfStatus(status), status === 500 ? 'internal error' : error.message));
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody('unknown-route', `no route ${request.method} ${request.url.split('?')[0]}`)));

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Served over plain http: HSTS would be ignored at best.
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, { global: false });
  // One count of wrong tokens per client for the whole app (HTTP and socket), kept by the plugin.
  const wrongTokenLimit = deps.wrongTokenLimit ?? DEFAULT_WRONG_TOKEN_LIMIT;
  const countWrongToken = app.createRateLimit({ max: wrongTokenLimit.max, timeWindow: wrongTokenLimit.windowMs });
  app.decorate('wrongTokens', async (request, count) => {
    const seen = await countWrongToken(request, { increment: count });
    return !seen.isAllowed && seen.isExceeded ? { blocked: true, retryAfterS: Math.max(1, seen.ttlInSeconds) } : { blocked: false };
  });
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });

  const clients = new Set<SocketClient>();
  await app.register(readRoutes(host, () => clients.size));
  await app.register(gameRoutes(host, token, limit));
  await app.register(lessonRoutes(host, token, limit));
  await app.register(hintRoutes(host, limit));
  await app.register(boardRoutes(host, token, limit));
  await app.register(authRoutes(token, limit));
  await app.register(remoteRoutes(deps.remote, token, limit));
  await app.register(eventsSocket(host, token, deps.maxBufferedBytes ?? 1024 * 1024, clients));
  const { app: script, table: tableScript } = await clientBundles();
  await app.register(pages(script, tableScript));
  return app;
}
