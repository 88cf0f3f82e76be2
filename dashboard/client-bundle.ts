// The browser clients, bundled from TypeScript by esbuild in memory when the server starts: no
// build step, no file written, and one script file per page so the CSP can forbid inline scripts.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The dashboard page's client (/app.js) and the kiosk screen's (/table.js). */
const ENTRIES = {
  app: fileURLToPath(new URL('./client/main.ts', import.meta.url)),
  table: fileURLToPath(new URL('./client/table/main.ts', import.meta.url)),
};

const bundled = new Map<keyof typeof ENTRIES, Promise<string>>();

function bundleOf(name: keyof typeof ENTRIES): Promise<string> {
  let pending = bundled.get(name);
  if (pending) return pending;
  pending = build({
    entryPoints: [ENTRIES[name]],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  bundled.set(name, pending);
  // A failed build is not cached: the next app tries again.
  pending.catch(() => { bundled.delete(name); });
  return pending;
}

/** The dashboard's client as one ES module (built once per process, shared by every app). */
export function clientBundle(): Promise<string> { return bundleOf('app'); }

/** The kiosk screen's client (`/table`), built as the dashboard's is. */
export function tableBundle(): Promise<string> { return bundleOf('table'); }
