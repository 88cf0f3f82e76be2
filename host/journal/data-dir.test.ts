import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, lockDataDir, probeWritable, realProbeFs, type ProbeFs } from './data-dir.ts';

const failing = (code: string, at: keyof ProbeFs): ProbeFs => ({
  ...realProbeFs,
  [at]: () => { throw Object.assign(new Error(code), { code }); },
});

describe('the data folder', () => {
  it('is found in XDG_DATA_HOME when absolute, else under the home folder', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/x' }, '/home/a')).toBe('/x/tabletop');
    expect(defaultDataDir({ XDG_DATA_HOME: 'rel' }, '/home/a')).toBe('/home/a/.local/share/tabletop');
  });

  it('is probed with a real write that leaves nothing behind', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'probe-')), 'games');
    expect(probeWritable(dir)).toEqual({ ok: true, value: null });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names a full disk, a read-only one and a missing permission in words', () => {
    expect(probeWritable('/d', failing('ENOSPC', 'write'))).toEqual({ ok: false, error: 'cannot write in the data folder /d: ENOSPC (the disk is full)' });
    expect(probeWritable('/d', failing('EROFS', 'mkdir'))).toMatchObject({ error: expect.stringContaining('EROFS (the file system is read-only)') });
    expect(probeWritable('/d', failing('EACCES', 'write'))).toMatchObject({ error: expect.stringContaining('EACCES (permission denied)') });
  });

  it('is held by one host: a live holder is named, a dead one is taken over and reported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const alive = { pid: 101, alive: (pid: number) => pid === 101 || pid === 202 };
    const first = lockDataDir(dir, alive);
    expect(first).toMatchObject({ ok: true, value: { tookOverFrom: null } });
    expect(lockDataDir(dir, { ...alive, pid: 202 })).toEqual({ ok: false, error: `the data folder ${dir} is in use by another tabletop host (process 101): stop that one, or give this one its own folder with --data DIR` });
    const afterCrash = lockDataDir(dir, { pid: 303, alive: (pid) => pid === 303 });
    expect(afterCrash).toMatchObject({ ok: true, value: { tookOverFrom: 101 } });
    if (afterCrash.ok) afterCrash.value.release();
    expect(readdirSync(dir)).toEqual([]);
  });
});
