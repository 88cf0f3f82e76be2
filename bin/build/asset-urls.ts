// An esbuild plugin for the built CLI: code that finds a file beside itself with
// `new URL('./public/', import.meta.url)` would, once bundled, look beside the bundle instead.
// Such a URL is rewritten to where the package ships that file, since the package keeps the
// repository's layout for what it ships (dashboard/public/, package.json, …); a URL naming a
// module that is itself an entry of the build (the bot's worker) points at the built entry. A
// URL whose target is not in the sources (a file the build writes beside the bundle) is left.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const ASSET_URL = /new URL\((['"])(\.{1,2}\/[^'"]*)\1,\s*import\.meta\.url\)/g;

export interface AssetUrlOptions {
  /** The repository's root: only its own modules are rewritten. */
  root: string;
  /** The folder the bundle is written to. */
  outdir: string;
  /** A source file some module points at → the built file standing in for it (beside the bundle). */
  entries: ReadonlyMap<string, string>;
}

/** The URL text a module at `file` should use, bundled, for its `./relative` URL. */
export function rebasedUrl(file: string, url: string, options: AssetUrlOptions): string {
  const target = resolve(dirname(file), url);
  const entry = options.entries.get(target);
  if (entry !== undefined) return `./${entry}`;
  if (!existsSync(target)) return url;
  const path = relative(options.outdir, target).split(sep).join('/') + (url.endsWith('/') ? '/' : '');
  return path.startsWith('.') ? path : `./${path}`;
}

export function assetUrls(options: AssetUrlOptions): Plugin {
  const ours = `${options.root}${sep}`;
  return {
    name: 'asset-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(ours) || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(ASSET_URL, (_all, quote: string, url: string) => `new URL(${quote}${rebasedUrl(args.path, url, options)}${quote}, import.meta.url)`);
        return { contents, loader: 'ts' };
      });
    },
  };
}
