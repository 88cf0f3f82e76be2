// npm run build: the package as it is installed, in dist/ — the firmware of every board build
// (dist/firmware/, with its manifest), the CLI with host, dashboard and fleet server (dist/cli/),
// the browser clients beside it, and the rules engines as a library with their declarations
// (dist/rules/, dist/types/). One line per step on stderr; a failed step ends it with exit 1.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReleaseDir, releaseFirmware, ReleaseError } from '../flash/release-build.ts';
import { bundleCli, type BundleOutput } from './cli-bundle.ts';
import { bundleClients } from './clients.ts';
import { bundleRules, declareRules } from './rules-library.ts';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const dist = join(root, 'dist');
const say = (line: string) => process.stderr.write(`build: ${line}\n`);
const kb = (o: BundleOutput) => `${o.files} files, ${Math.round(o.bytes / 1024)} KiB`;

async function step<T>(name: string, work: () => T | Promise<T>, told: (result: T) => string): Promise<T> {
  const started = performance.now();
  say(`${name}…`);
  const result = await work();
  say(`${name}: ${told(result)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

try {
  for (const part of ['cli', 'rules', 'types']) rmSync(join(dist, part), { recursive: true, force: true });
  await step('firmware', () => releaseFirmware(defaultReleaseDir, (line) => say(`  ${line}`)), (m) => `${m.builds.length} builds of firmware ${m.firmwareVersion}`);
  await step('cli', () => bundleCli(root, join(dist, 'cli')), kb);
  await step('browser clients', () => bundleClients(join(dist, 'cli')), kb);
  await step('rules library', () => bundleRules(root, join(dist, 'rules')), kb);
  await step('rules declarations', () => declareRules(root), () => 'dist/types/rules/');
  say(`done: ${dist}`);
} catch (e) {
  if (e instanceof ReleaseError) say(`firmware: ${e.message}`);
  else say(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
