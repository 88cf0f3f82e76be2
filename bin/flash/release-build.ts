// Builds every board build of hardware/firmware (one header per build in boards/) through
// build.sh, and writes the .hex files with manifest.json into a folder (npm run build:firmware).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinProfiles } from '../../hardware/index.ts';
import { firmwareVersionOfSource, profileOfHeader, protocolOfSource } from './firmware-sources.ts';
import { checkManifest, type Manifest, type ManifestBuild } from './manifest.ts';

export const firmwareDir = fileURLToPath(new URL('../../hardware/firmware/', import.meta.url));
export const defaultReleaseDir = fileURLToPath(new URL('../../dist/firmware/', import.meta.url));
export const MANIFEST = 'manifest.json';

export class ReleaseError extends Error {
  constructor(readonly code: 'release-source' | 'release-build', message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** The board builds: every header in hardware/firmware/boards/, sorted. */
export function boardBuilds(): string[] {
  return readdirSync(join(firmwareDir, 'boards')).filter((f) => f.endsWith('.h')).map((f) => f.slice(0, -2)).sort();
}

const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

function buildOne(build: string, protocol: string, outDir: string, log: (line: string) => void): ManifestBuild {
  const header = readFileSync(join(firmwareDir, 'boards', `${build}.h`), 'utf8');
  const profile = profileOfHeader(header);
  if (profile === undefined || !(profile in builtinProfiles)) {
    throw new ReleaseError('release-source', `boards/${build}.h names no built-in board profile (hardware/boards/<id>.json) in its comment`);
  }
  log(`building ${build} (profile ${profile})…`);
  try {
    execFileSync('bash', [join(firmwareDir, 'build.sh'), `BOARD=${build}`, 'SELF_TEST=0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    throw new ReleaseError('release-build', `building ${build} failed: ${String((e as { stderr?: Buffer }).stderr ?? e)}`);
  }
  const built = join(firmwareDir, 'build', build);
  const file = `tabletop-${build}.hex`;
  copyFileSync(join(built, 'tabletop.hex'), join(outDir, file));
  const hex = readFileSync(join(outDir, file));
  const { flashBytes } = JSON.parse(readFileSync(join(built, 'size.json'), 'utf8')) as { flashBytes: number };
  return { build, profile, protocol, file, sha256: sha256Of(hex), bytes: hex.length, flashBytes };
}

/** Builds every board build into outDir and writes its manifest; returns the manifest. */
export function releaseFirmware(outDir: string = defaultReleaseDir, log: (line: string) => void = () => undefined): Manifest {
  const protocol = protocolOfSource(readFileSync(join(firmwareDir, 'src', 'protocol.h'), 'utf8'));
  const firmwareVersion = firmwareVersionOfSource(readFileSync(join(firmwareDir, 'src', 'config.h'), 'utf8'));
  if (protocol === undefined) throw new ReleaseError('release-source', 'src/protocol.h defines no PROTOCOL_MAJOR / PROTOCOL_MINOR');
  if (firmwareVersion === undefined) throw new ReleaseError('release-source', 'src/config.h defines no FIRMWARE_VERSION_MAJOR / _MINOR / _PATCH');
  mkdirSync(outDir, { recursive: true });
  const manifest = checkManifest({ firmwareVersion, builds: boardBuilds().map((b) => buildOne(b, protocol, outDir, log)) });
  writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
