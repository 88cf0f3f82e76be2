// tabletop doctor's checks, each from made-up facts: its verdict, its stable code and its fix.
import { describe, expect, it } from 'vitest';
import { checkAvrdude } from './doctor/avrdude.ts';
import { checkBroker } from './doctor/broker.ts';
import { checkDataFolder, LOW_SPACE_BYTES, type DataFolderFacts } from './doctor/data-folder.ts';
import { checkListen } from './doctor/listen.ts';
import { checkNode } from './doctor/node-version.ts';
import { exitCodeOf, reportOf, textLines } from './doctor/report.ts';
import { checkPorts, type PortProbe } from './doctor/serial-ports.ts';

const GB = 1024 ** 3;

describe('node', () => {
  it.each(['v20.19.0', 'v20.20.2', 'v22.1.0'])('%s satisfies >=20.19', (version) => {
    expect(checkNode({ version, wanted: '>=20.19' })).toMatchObject({ status: 'ok', code: 'node-ok' });
  });
  it('an older Node fails, naming the version wanted and how to get it', () => {
    const f = checkNode({ version: 'v20.18.3', wanted: '>=20.19' });
    expect(f).toMatchObject({ check: 'node', status: 'fail', code: 'node-too-old' });
    expect(f.message).toContain('v20.18.3');
    expect(f.fix).toContain('install Node 20.19 or newer');
  });
  it('a range it cannot read is a warning, not a guess', () => {
    expect(checkNode({ version: 'v20.20.2', wanted: '^20 || ^22' })).toMatchObject({ status: 'warn', code: 'node-range-unread' });
  });
});

describe('serial ports', () => {
  const probe = (error: string | null, more: Partial<PortProbe> = {}): PortProbe => ({ path: '/dev/ttyACM0', listed: true, method: 'open', error, ...more });

  it('a port that opens is ok, saying how it was probed', () => {
    expect(checkPorts({ listError: null, probes: [probe(null, { usbId: '2341:0042' })] })).toEqual([
      { check: 'serial-port', status: 'ok', code: 'port-ok', message: '/dev/ttyACM0 (2341:0042): opened for read and write' },
    ]);
  });
  it('EACCES: the dialout group, logging out and in, and the udev rule', () => {
    const [f] = checkPorts({ listError: null, probes: [probe('EACCES')] });
    expect(f).toMatchObject({ status: 'fail', code: 'port-denied' });
    expect(f.message).toContain('EACCES (permission denied)');
    expect(f.fix).toContain('add yourself to the dialout group: sudo usermod -aG dialout $USER, then log out and in');
    expect(f.fix).toContain('hardware/udev/60-tabletop.rules');
  });
  it('a missing port (ENOENT) and a busy one (EBUSY) are named', () => {
    const [missing, busy] = checkPorts({ listError: null, probes: [probe('ENOENT', { path: '/dev/ttyUSB9', listed: false }), probe('EBUSY')] });
    expect(missing).toMatchObject({ status: 'fail', code: 'port-missing', message: '/dev/ttyUSB9: no such port' });
    expect(missing.fix).toContain('tabletop ports');
    expect(busy).toMatchObject({ status: 'fail', code: 'port-busy', message: '/dev/ttyACM0: in use by another program' });
    expect(busy.fix).toContain('fuser /dev/ttyACM0');
  });
  it('an access check is said to be one', () => {
    expect(checkPorts({ listError: null, probes: [probe(null, { method: 'access' })] })[0].message).toContain('access check');
  });
  it('no port at all is a warning with what to plug in', () => {
    const [f] = checkPorts({ listError: null, probes: [] });
    expect(f).toMatchObject({ status: 'warn', code: 'ports-none' });
    expect(f.fix).toContain('USB data cable');
  });
  it('a listing that fails is a warning; the ports given are still checked', () => {
    const findings = checkPorts({ listError: 'cannot list serial ports: `udevadm` was not found', probes: [probe(null, { listed: false })] });
    expect(findings.map((f) => f.code)).toEqual(['ports-unlisted', 'port-ok']);
    expect(findings[0].fix).toContain('--port PATH');
  });
});

describe('avrdude', () => {
  it('missing is a warning (only needed to flash), with the package to install', () => {
    expect(checkAvrdude(null)).toMatchObject({ status: 'warn', code: 'avrdude-missing', fix: 'sudo apt-get install avrdude' });
  });
  it('found: its version and where', () => {
    expect(checkAvrdude({ path: '/usr/bin/avrdude', version: '7.1' })).toMatchObject({ status: 'ok', message: 'avrdude 7.1 at /usr/bin/avrdude' });
  });
});

describe('data folder', () => {
  const facts = (more: Partial<DataFolderFacts> = {}): DataFolderFacts => ({
    dir: '/home/ann/.local/share/tabletop', state: 'folder', write: { where: '/home/ann/.local/share/tabletop', error: null }, freeBytes: 5 * GB, lock: null, ...more,
  });
  const codes = (f: DataFolderFacts) => checkDataFolder(f).map((x) => `${x.status} ${x.code}`);

  it('writable with room and no lock: all ok', () => {
    expect(codes(facts())).toEqual(['ok data-writable', 'ok data-space']);
    expect(checkDataFolder(facts())[1].message).toBe('5.0 GB free on the disk of /home/ann/.local/share/tabletop');
  });
  it('not writable: names where and why, and the fix', () => {
    const [f] = checkDataFolder(facts({ write: { where: '/home/ann/.local/share/tabletop/games', error: 'EACCES' } }));
    expect(f).toMatchObject({ status: 'fail', code: 'data-not-writable', message: 'cannot write in /home/ann/.local/share/tabletop/games: EACCES (permission denied)' });
    expect(f.fix).toBe('give it to yourself: sudo chown -R $USER /home/ann/.local/share/tabletop; or choose another data folder with --data DIR');
  });
  it('a full disk says to free space', () => {
    expect(checkDataFolder(facts({ write: { where: '/d', error: 'ENOSPC' } }))[0].fix).toContain('free some space');
  });
  it('missing: ok when the folder above is writable, a failure when it is not', () => {
    expect(codes(facts({ state: 'missing', write: { where: '/home/ann', error: null } }))[0]).toBe('ok data-will-create');
    const [f] = checkDataFolder(facts({ dir: '/srv/t', state: 'missing', write: { where: '/srv', error: 'EACCES' } }));
    expect(f).toMatchObject({ status: 'fail', code: 'data-cannot-create' });
    expect(f.fix).toContain('sudo install -d -o $USER /srv/t');
  });
  it('a file where the folder should be fails', () => {
    expect(codes(facts({ state: 'not-folder' }))).toEqual(['fail data-not-folder']);
  });
  it('under 100 MB free is a warning', () => {
    expect(codes(facts({ freeBytes: LOW_SPACE_BYTES - 1 }))[1]).toBe('warn data-low-space');
    expect(codes(facts({ freeBytes: LOW_SPACE_BYTES }))[1]).toBe('ok data-space');
  });
  it('a stale lock: which pid, and how to clear it', () => {
    const f = checkDataFolder(facts({ lock: { file: '/d/host.lock', pid: 4242, alive: false } }))[2];
    expect(f).toMatchObject({ status: 'warn', code: 'data-stale-lock', message: '/d/host.lock was left by process 4242, which no longer runs (a crash?)' });
    expect(f.fix).toContain('rm /d/host.lock');
  });
  it('a live host holding the folder fails, naming it', () => {
    const f = checkDataFolder(facts({ lock: { file: '/d/host.lock', pid: 77, alive: true } }))[2];
    expect(f).toMatchObject({ status: 'fail', code: 'data-in-use' });
    expect(f.fix).toContain('kill 77');
  });
});

describe('listen', () => {
  const at = (host: string, port: number) => ({ ok: true as const, value: { host, port } });
  it('bound: ok', () => {
    expect(checkListen({ text: '127.0.0.1:8080', parsed: at('127.0.0.1', 8080), bindError: null })).toMatchObject({ status: 'ok', code: 'listen-ok' });
  });
  it('an address that does not parse fails with its reason', () => {
    expect(checkListen({ text: 'nope', parsed: { ok: false, error: '--listen must be HOST:PORT' } })).toMatchObject({ status: 'fail', code: 'listen-invalid', message: '--listen must be HOST:PORT' });
  });
  it('EADDRINUSE names the port and another tabletop', () => {
    const f = checkListen({ text: '127.0.0.1:8080', parsed: at('127.0.0.1', 8080), bindError: 'EADDRINUSE' });
    expect(f).toMatchObject({ status: 'fail', code: 'listen-in-use', message: 'port 8080 on 127.0.0.1 is in use: another tabletop may be running' });
    expect(f.fix).toContain('--listen 127.0.0.1:8081');
  });
  it('EACCES below 1024: only root may listen there', () => {
    const f = checkListen({ text: '0.0.0.0:80', parsed: at('0.0.0.0', 80), bindError: 'EACCES' });
    expect(f).toMatchObject({ status: 'fail', code: 'listen-privileged' });
    expect(f.fix).toContain('--listen 0.0.0.0:8080');
  });
});

describe('broker', () => {
  const target = { ok: true as const, value: { host: '127.0.0.1', port: 1883 } };
  it.each([
    [null, 'ok', 'broker-ok'],
    ['ECONNREFUSED', 'fail', 'broker-refused'],
    ['timeout', 'fail', 'broker-timeout'],
    ['ENOTFOUND', 'fail', 'broker-unknown-host'],
  ] as const)('%s → %s %s', (connectError, status, code) => {
    expect(checkBroker({ url: 'mqtt://127.0.0.1', target, connectError })).toMatchObject({ status, code });
  });
  it('a refused connection names the address and how to start a broker', () => {
    const f = checkBroker({ url: 'mqtt://127.0.0.1', target, connectError: 'ECONNREFUSED' });
    expect(f.message).toBe('nothing listens on 127.0.0.1:1883 (mqtt://127.0.0.1): connection refused');
    expect(f.fix).toContain('systemctl start mosquitto');
  });
  it('a timeout says it waited 3 s', () => {
    expect(checkBroker({ url: 'mqtt://10.0.0.9', target, connectError: 'timeout' }).message).toContain('within 3 s');
  });
  it('a URL it cannot use fails with the reason', () => {
    expect(checkBroker({ url: 'http://x', target: { ok: false, error: '--mqtt takes mqtt:// or mqtts:// only' } })).toMatchObject({ status: 'fail', code: 'broker-invalid' });
  });
});

describe('report', () => {
  const okF = checkAvrdude({ path: '/usr/bin/avrdude', version: '7.1' });
  const warnF = checkAvrdude(null);
  const failF = checkNode({ version: 'v18.0.0', wanted: '>=20.19' });
  it('exit 0 with warnings, 1 when anything fails', () => {
    expect(exitCodeOf(reportOf([okF, warnF]))).toBe(0);
    expect(reportOf([okF, warnF]).ok).toBe(true);
    expect(exitCodeOf(reportOf([okF, warnF, failF]))).toBe(1);
  });
  it('one line per finding: status, what, and the fix', () => {
    expect(textLines(reportOf([okF, warnF]))).toEqual([
      'ok    avrdude: avrdude 7.1 at /usr/bin/avrdude',
      'warn  avrdude: avrdude is not on PATH (only needed to flash the board\'s firmware) — fix: sudo apt-get install avrdude',
    ]);
  });
});
