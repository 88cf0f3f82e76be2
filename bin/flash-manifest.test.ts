// The manifest reader: a valid manifest read as written, every kind of mistake a typed error;
// and the firmware sources read for the profile, protocol and version the release records.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkManifest, ManifestError, parseManifest } from './flash/manifest.ts';
import { firmwareVersionOfSource, profileOfHeader, protocolOfSource } from './flash/firmware-sources.ts';

const build = {
  build: 'mega-10x10', profile: '10x10', protocol: '1.2', file: 'tabletop-mega-10x10.hex',
  sha256: 'a'.repeat(64), bytes: 30131, flashBytes: 10704,
};
const valid = { firmwareVersion: '1.1.0', builds: [build] };

function errorOf(raw: unknown): ManifestError {
  try {
    checkManifest(raw);
  } catch (e) {
    if (e instanceof ManifestError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('manifest reader', () => {
  it('reads a valid manifest as written', () => {
    expect(parseManifest(JSON.stringify(valid))).toEqual(valid);
  });

  it('names text that is not JSON', () => {
    expect(() => parseManifest('{"builds": [')).toThrow(ManifestError);
    try { parseManifest('nope'); } catch (e) { expect((e as ManifestError).code).toBe('manifest-not-json'); }
  });

  it.each([
    ['not an object', [], 'the manifest must be an object'],
    ['no firmware version', { builds: [build] }, '"firmwareVersion"'],
    ['no builds', { firmwareVersion: '1.1.0', builds: [] }, '"builds" must be a non-empty list'],
    ['a bad sha256', { ...valid, builds: [{ ...build, sha256: 'ABC' }] }, 'builds[0]: "sha256"'],
    ['a file outside the folder', { ...valid, builds: [{ ...build, file: '../etc/passwd.hex' }] }, 'builds[0]: "file"'],
    ['a protocol that is not MAJOR.MINOR', { ...valid, builds: [{ ...build, protocol: 1 }] }, 'builds[0]: "protocol"'],
    ['a size of zero', { ...valid, builds: [{ ...build, bytes: 0 }] }, 'builds[0]: "bytes"'],
    ['no flash size', { ...valid, builds: [{ ...build, flashBytes: undefined }] }, 'builds[0]: "flashBytes"'],
    ['a build listed twice', { ...valid, builds: [build, build] }, 'build "mega-10x10" is listed twice'],
  ])('names %s', (_what, raw, message) => {
    const e = errorOf(raw);
    expect(e.code).toBe('manifest-invalid');
    expect(e.message).toContain(message);
  });
});

describe('firmware sources', () => {
  const source = (path: string) => readFileSync(new URL(`../hardware/firmware/${path}`, import.meta.url), 'utf8');

  it('reads the profile each board header serves', () => {
    expect(profileOfHeader(source('boards/mega-10x10.h'))).toBe('10x10');
    expect(profileOfHeader(source('boards/mega-9x9-apa102.h'))).toBe('9x9-apa102');
    expect(profileOfHeader('#define BOARD_ID "x"')).toBeUndefined();
  });

  it('reads the protocol and firmware versions the C source defines', () => {
    expect(protocolOfSource('#define PROTOCOL_MAJOR 1u\n#define PROTOCOL_MINOR 2u\n')).toBe('1.2');
    expect(protocolOfSource(source('src/protocol.h'))).toMatch(/^\d+\.\d+$/);
    expect(firmwareVersionOfSource('#define FIRMWARE_VERSION_MAJOR 1\n#define FIRMWARE_VERSION_MINOR 1\n#define FIRMWARE_VERSION_PATCH 0\n')).toBe('1.1.0');
    expect(protocolOfSource('')).toBeUndefined();
  });
});
