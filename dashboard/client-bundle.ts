// The browser clients, bundled from TypeScript by esbuild in memory when the server starts: no
// build step, no file written, and one script file per page so the CSP can forbid inline scripts.
// Both pages come from one build, so the modules they share are read and parsed once.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The dashboard page's client (/app.js) and the kiosk screen's (/table.js). */
const ENTRIES = {
  app: fileURLToPath(new URL('./client/main.ts', import.meta.url)),
  table: fileURLToPath(new URL('./client/table/main.ts', import.meta.url)),
};

export type ClientBundles = Record<keyof typeof ENTRIES, string>;

let bundled: Promise<ClientBundles> | null = null;

/** Each page's client as one ES module (built once per process, shared by every app). */
export function clientBundles(): Promise<ClientBundles> {
  bundled ??= build({
    entryPoints: ENTRIES,
    outdir: '/',
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const text = (name: keyof typeof ENTRIES) => result.outputFiles.find((f) => basename(f.path) === `${name}.js`)!.text;
    return { app: text('app'), table: text('table') };
  });
  // A failed build is not cached: the next app tries again.
  bundled.catch(() => { bundled = null; });
  return bundled;
}
