// The fleet page: index.html and its stylesheet from public/, and the client (client/main.ts) as
// one script file, so the CSP forbids inline scripts. As the table's dashboard does: bundled by
// esbuild in memory at start when run from the sources, made by `npm run build` (bin/build/) and
// shipped beside the built server in the package. The page carries no token.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
export const FLEET_CLIENT_ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url));

/** This module runs from the sources (tsx) rather than from the built package. */
const fromSources = import.meta.url.endsWith('.ts');

let bundled: Promise<string> | null = null;

/** The client as one ES module (made once per process). */
export function fleetBundle(): Promise<string> {
  bundled ??= fromSources ? bundleNow() : readFile(new URL('./built-client-fleet.js', import.meta.url), 'utf8');
  bundled.catch(() => { bundled = null; });
  return bundled;
}

async function bundleNow(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [FLEET_CLIENT_ENTRY], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022',
    minify: true, legalComments: 'none', logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export function fleetPage() {
  return async function plugin(app: FastifyInstance): Promise<void> {
    const script = await fleetBundle();
    await app.register(fastifyStatic, { root: PUBLIC, prefix: '/', index: ['index.html'], cacheControl: false, wildcard: false });
    app.get('/fleet.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));
  };
}
