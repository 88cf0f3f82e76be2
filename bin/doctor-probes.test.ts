// tabletop doctor's probes on this machine: loopback sockets (bounded), temp files and folders.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gatherDataFolder } from './doctor/probe-data-folder.ts';
import { findOnPath, versionIn } from './doctor/probe-avrdude.ts';
import { bindError, connectError } from './doctor/probe-net.ts';
import { gatherPorts, openError } from './doctor/probe-port.ts';

const servers: Server[] = [];
afterEach(async () => { await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))); });

/** A server on a free loopback port, closed after the test. */
async function listening(): Promise<number> {
  const server = createServer((socket) => socket.destroy());
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

const temp = () => mkdtempSync(join(tmpdir(), 'doctor-probe-'));

describe('network probes', () => {
  it('a port that is free binds; one in use is EADDRINUSE', async () => {
    expect(await bindError('127.0.0.1', 0)).toBeNull();
    expect(await bindError('127.0.0.1', await listening())).toBe('EADDRINUSE');
  });
  it('a connect to a listening server succeeds; to a closed port is refused', async () => {
    expect(await connectError('127.0.0.1', await listening(), 3000)).toBeNull();
    const closed = await listening();
    await new Promise((r) => servers.pop()!.close(r));
    expect(await connectError('127.0.0.1', closed, 3000)).toBe('ECONNREFUSED');
  });
});

describe('port probes', () => {
  it('opens a writable file, names a missing one ENOENT', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'tty'), '');
    expect(await openError(join(dir, 'tty'))).toBeNull();
    expect(await openError(join(dir, 'gone'))).toBe('ENOENT');
  });
  it('checks the ports given beside the listed ones, once each', async () => {
    const dir = temp();
    writeFileSync(join(dir, 'tty'), '');
    const binding = { list: async () => [{ path: join(dir, 'tty'), vendorId: '2341', productId: '0042' }] as never };
    const facts = await gatherPorts(binding, [join(dir, 'tty'), join(dir, 'gone')]);
    expect(facts).toEqual({ listError: null, probes: [
      { path: join(dir, 'tty'), listed: true, method: 'open', error: null, usbId: '2341:0042' },
      { path: join(dir, 'gone'), listed: false, method: 'open', error: 'ENOENT' },
    ] });
  });
});

describe('avrdude probe', () => {
  it('reads the version avrdude prints', () => {
    expect(versionIn('\navrdude version 7.1, URL: <https://github.com/avrdudes/avrdude>')).toBe('7.1');
    expect(versionIn('avrdude: Version 6.3-20171130')).toBe('6.3-20171130');
    expect(versionIn('nothing')).toBeNull();
  });
  it('finds an executable on PATH, not a plain file', () => {
    const dir = temp();
    writeFileSync(join(dir, 'avrdude'), '#!/bin/sh\n');
    expect(findOnPath('avrdude', dir)).toBeNull();
    chmodSync(join(dir, 'avrdude'), 0o755);
    expect(findOnPath('avrdude', `/nonexistent:${dir}`)).toBe(join(dir, 'avrdude'));
  });
});

describe('data folder probe', () => {
  it('a writable folder: writable, its free space, no lock', () => {
    const facts = gatherDataFolder(temp());
    expect(facts).toMatchObject({ state: 'folder', write: { error: null }, lock: null });
    expect(facts.freeBytes).toBeGreaterThan(0);
  });
  it('a missing folder is not created: the folder above it is checked', () => {
    const dir = temp();
    const facts = gatherDataFolder(join(dir, 'a', 'b'));
    expect(facts).toMatchObject({ state: 'missing', write: { where: dir, error: null } });
  });
  it('a lock left by a process that is gone: its pid, not alive', () => {
    const dir = temp();
    const dead = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }));
    writeFileSync(join(dir, 'host.lock'), `${JSON.stringify({ pid: dead })}\n`);
    expect(gatherDataFolder(dir).lock).toEqual({ file: join(dir, 'host.lock'), pid: dead, alive: false });
  });
  it('a lock held by a running process is alive', () => {
    const dir = temp();
    writeFileSync(join(dir, 'host.lock'), `${JSON.stringify({ pid: process.pid })}\n`);
    expect(gatherDataFolder(dir).lock).toMatchObject({ pid: process.pid, alive: true });
  });
  it('a file where the folder should be', () => {
    const dir = temp();
    writeFileSync(join(dir, 'f'), '');
    expect(gatherDataFolder(join(dir, 'f')).state).toBe('not-folder');
  });
});
