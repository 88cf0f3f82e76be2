// `tabletop start` serves the dashboard: on the address asked for, with the token given (or a
// generated one, printed once), the URL printed; --json keeps stdout for events only.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const bin = new URL('../tabletop.mjs', import.meta.url).pathname;
let child: ChildProcessWithoutNullStreams | null = null;

afterEach(() => { child?.kill(); child = null; });

function run(args: string[], env: Record<string, string> = {}) {
  const c = spawn(process.execPath, [bin, 'start', '--data', mkdtempSync(join(tmpdir(), 'tt-dash-')), ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child = c;
  const out = { stdout: '', stderr: '' };
  c.stdout.on('data', (d) => { out.stdout += d; });
  c.stderr.on('data', (d) => { out.stderr += d; });
  const waitFor = async (stream: 'stdout' | 'stderr', pattern: RegExp): Promise<RegExpMatchArray> => {
    for (let i = 0; i < 300 && !pattern.test(out[stream]); i++) await new Promise((r) => setTimeout(r, 50));
    const match = out[stream].match(pattern);
    expect(match, `${stream}: ${out[stream]}\nstderr: ${out.stderr}`).not.toBeNull();
    return match!;
  };
  const exit = () => new Promise<number | null>((resolve) => c.on('exit', resolve));
  return { c, out, waitFor, exit };
}

describe('tabletop start with the dashboard', () => {
  it('listens where --listen says, prints the URL and a generated token once; the token works', async () => {
    const { c, out, waitFor, exit } = run(['--json', '--listen', '127.0.0.1:0', '--seed', '2']);
    const [, url] = await waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    const [, token] = await waitFor('stderr', /operator token: (\S+)/);
    expect((await fetch(`${url}api/health`)).status).toBe(200);
    expect((await fetch(`${url}api/auth`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${url}api/auth`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const lift = await fetch(`${url}api/boards/sim-1/sim`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'lift', cells: ['A1'] }),
    });
    expect(lift.status).toBe(202);
    await waitFor('stdout', /"A1":"selected"/);
    // stdout stays one JSON event per line.
    for (const line of out.stdout.trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
    expect(out.stderr.match(/operator token/g)).toHaveLength(1);
    c.stdin.write('quit\n');
    expect(await exit()).toBe(0);
  });

  it('takes the token from TABLETOP_TOKEN and then prints none', async () => {
    const { c, out, waitFor, exit } = run(['--listen', '127.0.0.1:0'], { TABLETOP_TOKEN: 'from-env-token-123456' });
    const [, url] = await waitFor('stdout', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    await waitFor('stdout', /simulated board/);
    expect(out.stdout).not.toContain('operator token');
    expect((await fetch(`${url}api/auth`, { method: 'POST', headers: { authorization: 'Bearer from-env-token-123456' } })).status).toBe(200);
    c.stdin.write('quit\n');
    expect(await exit()).toBe(0);
  });

  it('takes the token from --token-file (its first line, as systemd hands a credential) and prints none; refuses it with --token too, or empty', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-token-'));
    const file = join(dir, 'token');
    writeFileSync(file, 'from-file-token-123456\n');
    const { c, out, waitFor, exit } = run(['--listen', '127.0.0.1:0', '--token-file', file], { TABLETOP_TOKEN: 'env-token-not-used-99' });
    const [, url] = await waitFor('stdout', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    expect(out.stdout).not.toContain('operator token');
    expect((await fetch(`${url}api/auth`, { method: 'POST', headers: { authorization: 'Bearer from-file-token-123456' } })).status).toBe(200);
    expect((await fetch(`${url}api/auth`, { method: 'POST', headers: { authorization: 'Bearer env-token-not-used-99' } })).status).toBe(403);
    c.stdin.write('quit\n');
    expect(await exit()).toBe(0);

    const both = run(['--token', 'given-token-1234567', '--token-file', file]);
    expect(await both.exit()).toBe(2);
    expect(both.out.stderr).toMatch(/give the operator token once: --token or --token-file/);
    writeFileSync(file, '\nlate-token\n');
    const empty = run(['--token-file', file]);
    expect(await empty.exit()).toBe(2);
    expect(empty.out.stderr).toMatch(/--token-file: .* starts with an empty line: no token/);
  });

  it('refuses a malformed --listen (exit 2) and a port in use (exit 1), saying which', { timeout: 60_000 }, async () => {
    const bad = run(['--listen', 'everywhere']);
    expect(await bad.exit()).toBe(2);
    expect(bad.out.stderr).toMatch(/--listen must be HOST:PORT/);

    const first = run(['--listen', '127.0.0.1:0', '--token', 'first-operator-token']);
    const [, port] = await first.waitFor('stdout', /dashboard: http:\/\/127\.0\.0\.1:(\d+)\//);
    const second = spawn(process.execPath, [bin, 'start', '--data', mkdtempSync(join(tmpdir(), 'tt-dash-')), '--listen', `127.0.0.1:${port}`], { stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    second.stderr.on('data', (d) => { err += d; });
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/cannot listen on 127\.0\.0\.1:\d+: the port is in use/);
    first.c.stdin.write('quit\n');
    expect(await first.exit()).toBe(0);
  });
});
