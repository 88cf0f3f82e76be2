// The fleet page: index.html and its stylesheet from public/, the client (client/main.ts) bundled
// by esbuild in memory at start, as the table's dashboard does: no build step, one script file, so
// the CSP forbids inline scripts. The page carries no token.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { build } from 'esbuild';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url));

let bundled: Promise<string> | null = null;

/** The client as one ES module (built once per process). */
export function fleetBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [ENTRY], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022',
    minify: true, legalComments: 'none', logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  bundled.catch(() => { bundled = null; });
  return bundled;
}

export function fleetPage() {
  return async function plugin(app: FastifyInstance): Promise<void> {
    const script = await fleetBundle();
    await app.register(fastifyStatic, { root: PUBLIC, prefix: '/', index: ['index.html'], cacheControl: false, wildcard: false });
    app.get('/fleet.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));
  };
}
