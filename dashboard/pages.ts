// The page itself: index.html and the stylesheet from public/, the bundled client at /app.js.
// The page carries no token: spectators and the operator load the same bytes.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));

export function pages(script: string) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(fastifyStatic, { root: PUBLIC, prefix: '/', index: ['index.html'], cacheControl: false, wildcard: false });
    app.get('/app.js', { schema: { response: { 200: Type.String() } } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));
  };
}
