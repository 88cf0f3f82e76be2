// `start --mqtt` and its companions parsed: nothing without --mqtt (a companion alone is refused),
// ids checked as topic levels, the table's id from the host name by default, the password from a
// file's first line or the environment (a file that is not a regular one refused by name), the CA
// read and checked as PEM, for mqtts:// only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrokerOptions } from './mqtt-options.ts';

const dir = mkdtempSync(join(tmpdir(), 'mqtt-options-'));
const file = (name: string, text: string): string => { const path = join(dir, name); writeFileSync(path, text, { mode: 0o600 }); return path; };
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('start --mqtt options', () => {
  it('without --mqtt: nothing, and a companion alone is refused', async () => {
    expect(await parseBrokerOptions({ site: 'local' }, { TABLETOP_MQTT_PASSWORD: 'x' }, 'host')).toEqual({ ok: true, value: null });
    expect(await parseBrokerOptions({ 'mqtt-user': 'u' }, {}, 'host')).toEqual({ ok: false, error: '--mqtt-user is for a broker: give --mqtt URL too' });
  });

  it('takes the site, the table (by default from the host name) and the keepalive', async () => {
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', site: 'local' }, {}, 'Café-01.local')).toEqual({
      ok: true, value: { url: 'mqtt://b', site: 'local', table: 'caf-01-local', keepaliveS: 10 },
    });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', site: 'cafe-1', table: 'T1', 'mqtt-keepalive': '3' }, {}, 'x')).toMatchObject({ ok: true, value: { site: 'cafe-1', table: 'T1', keepaliveS: 3 } });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', site: 'local' }, {}, '---')).toMatchObject({ ok: false, error: expect.stringContaining('give the table\'s id with --table') });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', site: 'a b' }, {}, 'x')).toMatchObject({ ok: false, error: expect.stringMatching(/^--site: The site id "a b" is refused/) });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', table: '+' }, {}, 'x')).toMatchObject({ ok: false, error: expect.stringMatching(/^--table: The table id "\+" is refused/) });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-keepalive': '0' }, {}, 'x')).toMatchObject({ ok: false });
  });

  it('reads the password from a file (its first line) before the environment, and wants a user with it', async () => {
    const pw = file('pw', 'from-the-file\nignored\n');
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-user': 'u', 'mqtt-password-file': pw }, { TABLETOP_MQTT_PASSWORD: 'env' }, 'x'))
      .toMatchObject({ ok: true, value: { username: 'u', password: 'from-the-file' } });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-user': 'u' }, { TABLETOP_MQTT_PASSWORD: 'env' }, 'x')).toMatchObject({ ok: true, value: { password: 'env' } });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b' }, { TABLETOP_MQTT_PASSWORD: 'env' }, 'x')).toEqual({ ok: false, error: 'a broker password was given without --mqtt-user' });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-user': 'u', 'mqtt-password-file': file('empty', '\n') }, {}, 'x')).toMatchObject({ ok: false, error: expect.stringContaining('no password') });
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-user': 'u', 'mqtt-password-file': fifo }, {}, 'x'))
      .toEqual({ ok: false, error: `--mqtt-password-file: ${fifo} is a named pipe (FIFO), not a regular file: give the path of a file` });
  });

  it('reads the CA for mqtts:// only, and only a PEM certificate', async () => {
    const ca = file('ca.crt', PEM);
    expect(await parseBrokerOptions({ mqtt: 'mqtts://b', 'mqtt-ca': ca }, {}, 'x')).toMatchObject({ ok: true, value: { ca: PEM } });
    expect(await parseBrokerOptions({ mqtt: 'mqtt://b', 'mqtt-ca': ca }, {}, 'x')).toEqual({ ok: false, error: '--mqtt-ca is for a TLS broker: give an mqtts:// URL' });
    expect(await parseBrokerOptions({ mqtt: 'mqtts://b', 'mqtt-ca': file('key', 'not a certificate') }, {}, 'x')).toMatchObject({ ok: false, error: expect.stringContaining('holds no PEM certificate') });
    expect(await parseBrokerOptions({ mqtt: 'mqtts://b', 'mqtt-ca': join(dir, 'missing') }, {}, 'x')).toMatchObject({ ok: false, error: expect.stringContaining('ENOENT') });
  });
});
