// The browser clients, one script file per page so the CSP can forbid inline scripts. Run from
// the sources, esbuild bundles them in memory when the server starts (no build step, a change is
// seen at the next start); the built package ships them bundled by `npm run build` (bin/build/)
// beside its own code, so esbuild is not needed there. Both pages come from one build, so the
// modules they share are read and parsed once.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The dashboard page's client (/app.js) and the kiosk screen's (/table.js). */
export const CLIENT_ENTRIES = {
  app: fileURLToPath(new URL('./client/main.ts', import.meta.url)),
  table: fileURLToPath(new URL('./client/table/main.ts', import.meta.url)),
};

export type ClientBundles = Record<keyof typeof CLIENT_ENTRIES, string>;

/** This module runs from the sources (tsx) rather than from the built package. */
const fromSources = import.meta.url.endsWith('.ts');

let bundled: Promise<ClientBundles> | null = null;

/** Each page's client as one ES module (made once per process, shared by every app). */
export function clientBundles(): Promise<ClientBundles> {
  bundled ??= fromSources ? bundleNow() : readBuilt();
  // A failed build is not cached: the next app tries again.
  bundled.catch(() => { bundled = null; });
  return bundled;
}

async function bundleNow(): Promise<ClientBundles> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: CLIENT_ENTRIES,
    outdir: '/',
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = (name: keyof typeof CLIENT_ENTRIES) => result.outputFiles.find((f) => basename(f.path) === `${name}.js`)!.text;
  return { app: text('app'), table: text('table') };
}

/** The files the build wrote beside the built server (bin/build/clients.ts names them). */
async function readBuilt(): Promise<ClientBundles> {
  const read = (name: keyof typeof CLIENT_ENTRIES) => readFile(new URL(`./built-client-${name}.js`, import.meta.url), 'utf8');
  const [app, table] = await Promise.all([read('app'), read('table')]);
  return { app, table };
}
