// The pages themselves: index.html, table.html (the kiosk screen) and the stylesheets from
// public/, the bundled clients at /app.js and /table.js. No page carries the token: spectators and
// the operator load the same bytes.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));

export function pages(script: string, tableScript: string) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(fastifyStatic, { root: PUBLIC, prefix: '/', index: ['index.html'], cacheControl: false, wildcard: false });
    const js = (body: string) => async (_request: unknown, reply: FastifyReply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
    app.get('/app.js', { schema: { response: { 200: Type.String() } } }, js(script));
    app.get('/table.js', { schema: { response: { 200: Type.String() } } }, js(tableScript));
    // The kiosk screen: a tablet beside the board opens /table (or /table?board=ID).
    app.get('/table', async (_request, reply) => reply.type('text/html; charset=utf-8').sendFile('table.html'));
  };
}
