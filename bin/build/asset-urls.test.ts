// The build's rewriting of `new URL('./x', import.meta.url)`: bundled into dist/cli/, a module's
// URL must still reach the file the package ships in the repository's layout.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { assetUrls, rebasedUrl, type AssetUrlOptions } from './asset-urls.ts';

function repoLike(): AssetUrlOptions & { module: string } {
  const root = mkdtempSync(join(tmpdir(), 'asset-urls-'));
  mkdirSync(join(root, 'dashboard', 'public'), { recursive: true });
  mkdirSync(join(root, 'host', 'bots'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'host', 'bots', 'worker.mjs'), '');
  const module = join(root, 'dashboard', 'pages.ts');
  writeFileSync(module, [
    "export const pub = new URL('./public/', import.meta.url).href;",
    "export const pkg = new URL(\"../package.json\", import.meta.url).href;",
    "export const worker = new URL('../host/bots/worker.mjs', import.meta.url).href;",
    "export const built = new URL('./built-client-app.js', import.meta.url).href;",
  ].join('\n'));
  return { root, module, outdir: join(root, 'dist', 'cli'), entries: new Map([[join(root, 'host', 'bots', 'worker.mjs'), 'worker.mjs']]) };
}

describe('asset URLs in the bundle', () => {
  it('point where the package ships the file, a folder keeping its slash', () => {
    const o = repoLike();
    expect(rebasedUrl(o.module, './public/', o)).toBe('../../dashboard/public/');
    expect(rebasedUrl(o.module, '../package.json', o)).toBe('../../package.json');
  });

  it('point at the built entry for a module that is an entry of the build', () => {
    const o = repoLike();
    expect(rebasedUrl(o.module, '../host/bots/worker.mjs', o)).toBe('./worker.mjs');
  });

  it('leave a URL to a file the build writes beside the bundle', () => {
    const o = repoLike();
    expect(rebasedUrl(o.module, './built-client-app.js', o)).toBe('./built-client-app.js');
  });

  it('rewrites them in a real esbuild bundle, so they resolve from dist/cli/ to the same files', async () => {
    const o = repoLike();
    const result = await build({ entryPoints: [o.module], bundle: true, write: false, format: 'esm', platform: 'node', outdir: o.outdir, plugins: [assetUrls(o)], logLevel: 'silent' });
    const text = result.outputFiles[0].text;
    const at = (url: string) => new URL(url, `file://${o.outdir}/pages.js`).pathname;
    const urls = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((m) => m[1]);
    expect(urls.map(at)).toEqual([
      join(o.root, 'dashboard', 'public') + '/',
      join(o.root, 'package.json'),
      join(o.outdir, 'worker.mjs'),
      join(o.outdir, 'built-client-app.js'),
    ]);
  });
});
