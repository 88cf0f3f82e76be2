// The rules engines as a library, `import { games } from 'tabletop/rules'`: rules/index.ts bundled
// into dist/rules/index.mjs (with its source map), and the type declarations of rules/ written by
// the TypeScript compiler into dist/types/ (tsconfig.rules.json).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { sizeOf, type BundleOutput } from './cli-bundle.ts';

export async function bundleRules(root: string, outdir: string): Promise<BundleOutput> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'rules/index.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return sizeOf(result.metafile.outputs);
}

/** The declarations of rules/ into dist/types/ (tsc, from the repository's own TypeScript). */
export function declareRules(root: string): void {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'bin', 'build', 'tsconfig.rules.json')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
