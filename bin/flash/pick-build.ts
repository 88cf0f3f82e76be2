// Reads the manifest from the firmware folder and picks a build whose .hex matches its SHA-256.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManifestError, parseManifest, type Manifest, type ManifestBuild } from './manifest.ts';

export const DEFAULT_BUILD = 'mega-10x10';

export type Picked =
  | { ok: true; manifest: Manifest; build: ManifestBuild; file: string }
  /** exit: 1 the folder or its files cannot be used, 2 the build asked for is unknown. */
  | { ok: false; exit: 1 | 2; error: string };

export function pickBuild(dir: string, name: string): Picked {
  const manifestPath = join(dir, 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = parseManifest(readFileSync(manifestPath, 'utf8'));
  } catch (e) {
    if (e instanceof ManifestError) return { ok: false, exit: 1, error: `${manifestPath}: ${e.message} (${e.code})` };
    return { ok: false, exit: 1, error: `${manifestPath}: cannot read it (${(e as NodeJS.ErrnoException).code ?? String(e)}): build the firmware with npm run build:firmware` };
  }
  const build = manifest.builds.find((b) => b.build === name);
  if (build === undefined) return { ok: false, exit: 2, error: `unknown build "${name}": ${manifestPath} has ${manifest.builds.map((b) => b.build).join(', ')}` };
  const file = join(dir, build.file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return { ok: false, exit: 1, error: `${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? String(e)})` };
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== build.sha256) {
    return { ok: false, exit: 1, error: `${file}: its SHA-256 is ${sha256}, the manifest says ${build.sha256}: not flashing a file that is not the one released` };
  }
  return { ok: true, manifest, build, file };
}
