// The browser client, bundled from TypeScript by esbuild in memory when the server starts: no
// build step, no file written, and one script file so the CSP can forbid inline scripts.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url));

let bundled: Promise<string> | null = null;

/** The client as one ES module (built once per process, shared by every app). */
export function clientBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  // A failed build is not cached: the next app tries again.
  bundled.catch(() => { bundled = null; });
  return bundled;
}
