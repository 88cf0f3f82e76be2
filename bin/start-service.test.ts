// `tabletop start` run as a service is (nohup, systemd, a script): stdin is /dev/null, it is
// stopped by a signal, two may be started on one data folder by mistake, the folder may be
// unwritable. Each is met with a clean, named outcome.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, startCli } from './testing/cli-process.ts';

afterEach(killAll);

const TOKEN = 'service-test-token-0123';
/** The user and group nobody (Debian, Ubuntu). */
const NOBODY = 65534;
const dataDir = () => mkdtempSync(join(tmpdir(), 'start-service-'));
const common = (data: string) => ['--data', data, '--listen', '127.0.0.1:0', '--token', TOKEN, '--seed', '4'];

describe('tabletop start as a service', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('stops cleanly on %s with stdin from /dev/null: exit 0, journal whole, locks released', async (signal) => {
    const data = dataDir();
    const p = startCli('start', common(data));
    await p.waitFor('stdout', /dashboard: http:\/\/127\.0\.0\.1:\d+\//);
    expect(existsSync(join(data, 'host.lock'))).toBe(true);
    p.child.kill(signal);
    expect(await p.exit()).toEqual({ code: 0, signal: null });
    expect(p.out.stderr).not.toMatch(/TypeError|unref/);
    const files = readdirSync(join(data, 'games'));
    expect(files.filter((f) => f.endsWith('.lock'))).toEqual([]);
    expect(existsSync(join(data, 'host.lock'))).toBe(false);
    const journal = files.find((f) => f.endsWith('.jsonl'))!;
    expect(readFileSync(join(data, 'games', journal), 'utf8')).toMatch(/"type":"created"[^\n]*\n$/);
  }, 30_000);

  it('stops cleanly when stopped while it is still starting (a service stopped at once)', async () => {
    const data = dataDir();
    const p = startCli('start', common(data));
    // As soon as it holds the data folder, before its boards and dashboard are up (a loaded
    // machine may take seconds to get there: bounded by the test's time, not by a guess).
    for (let i = 0; i < 5000 && !existsSync(join(data, 'host.lock')); i++) await new Promise((r) => setTimeout(r, 5));
    expect(existsSync(join(data, 'host.lock'))).toBe(true);
    p.child.kill('SIGTERM');
    expect(await p.exit()).toEqual({ code: 0, signal: null });
    expect(existsSync(join(data, 'host.lock'))).toBe(false);
  }, 30_000);

  it('refuses a second host on the same data folder at once, naming the first one’s pid; the first goes on', async () => {
    const data = dataDir();
    const first = startCli('start', common(data));
    await first.waitFor('stdout', /dashboard: /);
    const second = startCli('start', common(data));
    expect((await second.exit()).code).toBe(1);
    expect(second.out.stderr).toContain(`in use by another tabletop host (process ${first.child.pid})`);
    expect(readdirSync(join(data, 'games')).filter((f) => f.endsWith('.jsonl'))).toHaveLength(1);
    expect(first.child.exitCode).toBeNull();
    first.child.kill('SIGTERM');
    expect((await first.exit()).code).toBe(0);
  }, 30_000);

  it('takes over the lock of a host that died, with a warning', async () => {
    const data = dataDir();
    // A pid that surely ran and is gone: a child that has exited.
    const dead = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }));
    writeFileSync(join(data, 'host.lock'), `${JSON.stringify({ pid: dead })}\n`);
    const p = startCli('start', common(data));
    await p.waitFor('stdout', /dashboard: /);
    expect(p.out.stderr).toContain(`warning: process ${dead} held ${data} and is gone (a crash?): taken over`);
    p.child.kill('SIGTERM');
    expect((await p.exit()).code).toBe(0);
  }, 30_000);

  it('names a data folder it cannot write in (EACCES) and exits 1', async () => {
    const data = dataDir();
    mkdirSync(join(data, 'games'));
    // Take the write permission away. root writes anywhere: the host then runs as nobody, who may
    // go through the data folder to games but not write there. nobody may be unable to read the
    // checkout (a clone in root's home): the host is loaded as root before it becomes nobody.
    chmodSync(join(data, 'games'), 0o555);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(data, 0o755);
    const p = startCli('start', common(data), asRoot ? { as: { uid: NOBODY, gid: NOBODY } } : {});
    const { code } = await p.exit();
    expect(p.out.stderr).toContain(`cannot write in the data folder ${join(data, 'games')}: EACCES (permission denied)`);
    expect(code).toBe(1);
  }, 30_000);

  it('refuses an operator token shorter than 16 characters', async () => {
    const p = startCli('start', ['--data', dataDir(), '--listen', '127.0.0.1:0', '--token', 'short-token']);
    expect((await p.exit()).code).toBe(2);
    expect(p.out.stderr).toContain('must be at least 16 characters (it has 11)');
  }, 30_000);

  it('listening on every address, warns and prints URLs a browser can open', async () => {
    const p = startCli('start', ['--data', dataDir(), '--listen', '0.0.0.0:0', '--token', TOKEN]);
    await p.waitFor('stdout', /dashboard: /);
    await p.waitFor('stderr', /warning: the dashboard listens on every address \(0\.0\.0\.0\)/);
    expect(p.out.stdout).toMatch(/dashboard: http:\/\/127\.0\.0\.1:\d+\//);
    expect(p.out.stdout).not.toContain('0.0.0.0');
    p.child.kill('SIGTERM');
    expect((await p.exit()).code).toBe(0);
  }, 30_000);
});
