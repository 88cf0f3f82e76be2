// The browser clients of the table's dashboard and of the fleet page, bundled once at build time
// and written beside the built server as `built-client-<name>.js`, where dashboard/client-bundle.ts
// and fleet/service/page.ts read them in the package instead of running esbuild.
import { build } from 'esbuild';
import { CLIENT_ENTRIES } from '../../dashboard/index.ts';
import { FLEET_CLIENT_ENTRY } from '../../fleet/service/index.ts';
import { sizeOf, type BundleOutput } from './cli-bundle.ts';

export async function bundleClients(outdir: string): Promise<BundleOutput> {
  const result = await build({
    entryPoints: {
      'built-client-app': CLIENT_ENTRIES.app,
      'built-client-table': CLIENT_ENTRIES.table,
      'built-client-fleet': FLEET_CLIENT_ENTRY,
    },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return sizeOf(result.metafile.outputs);
}
