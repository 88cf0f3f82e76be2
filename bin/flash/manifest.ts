// The firmware manifest (dist/firmware/manifest.json, written by hardware/firmware/release.ts):
// one entry per board build. Read with a pure validating reader; every mistake is named.

export interface ManifestBuild {
  /** The firmware build: a header in hardware/firmware/boards/ (e.g. mega-10x10). */
  build: string;
  /** The board profile it serves (hardware/boards/<profile>.json). */
  profile: string;
  /** The protocol version the firmware speaks, "MAJOR.MINOR" (hardware/firmware/src/protocol.h). */
  protocol: string;
  /** The .hex file, relative to the manifest's folder. */
  file: string;
  /** SHA-256 of the .hex file, lower-case hex. */
  sha256: string;
  /** The .hex file's size in bytes. */
  bytes: number;
  /** What the build puts in flash (.text + .data): what avrdude writes. */
  flashBytes: number;
}

export interface Manifest {
  /** The firmware's own version (config.h), "MAJOR.MINOR.PATCH". */
  firmwareVersion: string;
  builds: ManifestBuild[];
}

export type ManifestErrorCode = 'manifest-not-json' | 'manifest-invalid';

export class ManifestError extends Error {
  constructor(readonly code: ManifestErrorCode, message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;
const SHA256 = /^[0-9a-f]{64}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkBuild(raw: unknown, at: string): ManifestBuild {
  const bad = (what: string) => new ManifestError('manifest-invalid', `${at}: ${what}`);
  if (!isRecord(raw)) throw bad('must be an object');
  const { build, profile, protocol, file, sha256, bytes, flashBytes } = raw;
  if (typeof build !== 'string' || !NAME.test(build)) throw bad('"build" must be a name of lower-case letters, digits and -');
  if (typeof profile !== 'string' || !NAME.test(profile)) throw bad('"profile" must be a board profile id');
  if (typeof protocol !== 'string' || !/^\d+\.\d+$/.test(protocol)) throw bad('"protocol" must be "MAJOR.MINOR"');
  // A file name inside the folder: no way out of it.
  if (typeof file !== 'string' || !/^[A-Za-z0-9._-]+\.hex$/.test(file) || file.startsWith('.')) throw bad('"file" must be a .hex file name in the manifest\'s folder');
  if (typeof sha256 !== 'string' || !SHA256.test(sha256)) throw bad('"sha256" must be 64 lower-case hex digits');
  if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1) throw bad('"bytes" must be a positive integer');
  if (typeof flashBytes !== 'number' || !Number.isInteger(flashBytes) || flashBytes < 1) throw bad('"flashBytes" must be a positive integer');
  return { build, profile, protocol, file, sha256, bytes, flashBytes };
}

/** Checks a parsed manifest; throws ManifestError naming the first mistake. */
export function checkManifest(raw: unknown): Manifest {
  if (!isRecord(raw)) throw new ManifestError('manifest-invalid', 'the manifest must be an object');
  const { firmwareVersion, builds } = raw;
  if (typeof firmwareVersion !== 'string' || !/^\d+\.\d+\.\d+$/.test(firmwareVersion)) {
    throw new ManifestError('manifest-invalid', '"firmwareVersion" must be "MAJOR.MINOR.PATCH"');
  }
  if (!Array.isArray(builds) || builds.length === 0) throw new ManifestError('manifest-invalid', '"builds" must be a non-empty list');
  const checked = builds.map((b, i) => checkBuild(b, `builds[${i}]`));
  const seen = new Set<string>();
  for (const b of checked) {
    if (seen.has(b.build)) throw new ManifestError('manifest-invalid', `build "${b.build}" is listed twice`);
    seen.add(b.build);
  }
  return { firmwareVersion, builds: checked };
}

/** Parses and checks the manifest's text. */
export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ManifestError('manifest-not-json', `the manifest is not JSON: ${(e as Error).message}`);
  }
  return checkManifest(raw);
}
