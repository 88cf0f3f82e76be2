// `tabletop doctor` run as a real process on this machine. The tests run as root, who may open
// anything: the cases of a port or a data folder the user may not use run as nobody, the CLI
// loaded as root first (start-as.mjs), as the `start` service tests do.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli, useCliCleanup, type CliOptions } from './testing/cli-process.ts';
import type { Report } from './doctor/report.ts';

const cleanup = useCliCleanup();
/** The user and group nobody (Debian, Ubuntu). */
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const asNobody: CliOptions = asRoot ? { as: { uid: NOBODY, gid: NOBODY } } : {};

/** A temp folder others may go through (mkdtemp makes it 0700). */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'doctor-cli-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** A data folder nobody may write in. */
function nobodysData(): string {
  const data = join(folder(), 'data');
  mkdirSync(data);
  if (asRoot) chownSync(data, NOBODY, NOBODY);
  return data;
}

async function doctorJson(args: string[], options: CliOptions = {}): Promise<{ code: number | null; report: Report; stderr: string }> {
  const p = startCli('doctor', ['--json', '--listen', '127.0.0.1:0', ...args], options);
  const { code } = await p.exit();
  return { code, report: JSON.parse(p.out.stdout) as Report, stderr: p.out.stderr };
}

const find = (report: Report, code: string) => report.findings.find((f) => f.code === code);

describe('tabletop doctor on this machine', () => {
  it('(a) a port this user may not open: fail, the dialout fix and the udev rule, exit 1', async () => {
    const port = join(folder(), 'ttyACM9');
    writeFileSync(port, '');
    chmodSync(port, 0o600); // root's alone, as a port of group dialout is to a user outside it
    const { code, report } = await doctorJson(['--data', nobodysData(), '--port', port], asNobody);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    const denied = find(report, 'port-denied');
    expect(denied).toMatchObject({ check: 'serial-port', status: 'fail', message: `${port}: this user may not open it, EACCES (permission denied)` });
    expect(denied?.fix).toContain('sudo usermod -aG dialout $USER, then log out and in');
    expect(denied?.fix).toContain('hardware/udev/60-tabletop.rules');
    // Nothing else failed (a real port of this machine, if it has one, may fail for nobody too).
    expect(report.findings.filter((f) => f.status === 'fail' && f.check !== 'serial-port')).toEqual([]);
  }, 90_000);

  it('(b) a data folder this user may not write in: fail naming it, exit 1', async () => {
    const data = join(folder(), 'data');
    mkdirSync(data);
    chmodSync(data, 0o555); // root's, read-only to others
    const { code, report } = await doctorJson(['--data', data], asNobody);
    expect(code).toBe(1);
    expect(find(report, 'data-not-writable')).toMatchObject({
      check: 'data-folder', status: 'fail', message: `cannot write in ${data}: EACCES (permission denied)`,
      fix: `give it to yourself: sudo chown -R $USER ${data}; or choose another data folder with --data DIR`,
    });
  }, 90_000);

  it('(c) all well: exit 0, each thing checked named, the broker reached on loopback', async () => {
    const dir = folder();
    const port = join(dir, 'ttyACM0');
    writeFileSync(port, '');
    const broker = createServer((s) => s.destroy());
    await new Promise<void>((r) => broker.listen(0, '127.0.0.1', r));
    cleanup.after(() => new Promise((r) => broker.close(r)));
    const brokerPort = (broker.address() as { port: number }).port;
    const { code, report } = await doctorJson(['--data', join(dir, 'data'), '--port', port, '--mqtt', `mqtt://127.0.0.1:${brokerPort}`]);
    expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(new Set(report.findings.map((f) => f.check))).toEqual(new Set(['node', 'serial-port', 'avrdude', 'data-folder', 'listen', 'broker']));
    expect(find(report, 'port-ok')?.message).toBe(`${port}: opened for read and write`);
    expect(find(report, 'data-will-create')?.message).toContain(`${join(dir, 'data')} does not exist yet`);
    expect(find(report, 'listen-ok')).toBeDefined();
    expect(find(report, 'broker-ok')?.message).toBe(`the broker mqtt://127.0.0.1:${brokerPort} answers on 127.0.0.1:${brokerPort}`);
    // Warnings (no avrdude, no port listing on this machine) carry their fix.
    for (const f of report.findings.filter((x) => x.status === 'warn')) expect(f.fix).toBeTruthy();
  }, 90_000);

  it('prints one line per finding, status first; a refused broker and a port in use fail', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    cleanup.after(() => new Promise((r) => taken.close(r)));
    const inUse = (taken.address() as { port: number }).port;
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const refused = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const p = startCli('doctor', ['--data', folder(), '--listen', `127.0.0.1:${inUse}`, '--mqtt', `mqtt://127.0.0.1:${refused}`]);
    expect((await p.exit()).code).toBe(1);
    const lines = p.out.stdout.trim().split('\n');
    for (const line of lines) expect(line).toMatch(/^(ok|warn|fail) +[a-z-]+: /);
    expect(lines).toContain(`fail  listen: port ${inUse} on 127.0.0.1 is in use: another tabletop may be running — fix: stop it (sudo ss -ltnp 'sport = :${inUse}' names it), or give another port: --listen 127.0.0.1:8080`);
    expect(lines.find((l) => l.startsWith('fail  broker:'))).toContain(`nothing listens on 127.0.0.1:${refused}`);
  }, 90_000);

  it('answers --help with its options', async () => {
    const p = startCli('doctor', ['--help']);
    expect((await p.exit()).code).toBe(0);
    expect(p.out.stdout).toContain('usage: tabletop doctor [--json] [--data DIR] [--listen HOST:PORT] [--port PATH]… [--mqtt URL]');
  }, 90_000);
});
