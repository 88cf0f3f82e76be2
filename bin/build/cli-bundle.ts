// The CLI, host, dashboard and fleet server as the package runs them: bin/main.ts bundled by
// esbuild into dist/cli/ as ES modules, split so each command's code is loaded only when it runs
// (`tabletop games` loads the rules, not the web server). The npm packages stay outside, installed
// as the package's dependencies, but for the few small pure ones the rules use, bundled in so that
// a quick command does not load their hundreds of files. The bot's worker is a second entry,
// loaded by path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { assetUrls } from './asset-urls.ts';

export interface BundleOutput {
  files: number;
  bytes: number;
}

/** Pure packages the rules import, bundled (tree-shaken) into the build rather than loaded apart. */
export const BUNDLED_PACKAGES = ['@sinclair/typebox', 'pure-rand', 'crc'];

/** The package's dependencies left for Node to load from node_modules. */
export function externalPackages(root: string): string[] {
  const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.includes(name)).flatMap((name) => [name, `${name}/*`]);
}

export async function bundleCli(root: string, outdir: string): Promise<BundleOutput> {
  const entries = new Map([[join(root, 'host/bots/bot-worker.mjs'), 'bot-worker.mjs']]);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { tabletop: 'bin/main.ts', 'bot-worker': 'host/bots/bot-worker.ts' },
    outdir,
    // Chunks beside the entries: assetUrls computes paths from this one folder.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: externalPackages(root),
    // Minified: a start-up compiles a fifth less (the names kept, and the source maps shipped for
    // `node --enable-source-maps`).
    minify: true,
    keepNames: true,
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [assetUrls({ root, outdir, entries })],
  });
  return sizeOf(result.metafile.outputs);
}

export function sizeOf(outputs: Record<string, { bytes: number }>): BundleOutput {
  const code = Object.entries(outputs).filter(([name]) => !name.endsWith('.map'));
  return { files: code.length, bytes: code.reduce((sum, [, o]) => sum + o.bytes, 0) };
}
