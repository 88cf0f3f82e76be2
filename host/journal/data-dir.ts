// Where the host keeps its data when not told: the per-user data folder (XDG base directories).
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Checked } from '../game-plan.ts';
import { acquireLock, codeOf, lockHolder, staleHolder, thisProcess, type LockOwner } from './lock.ts';

/** `$XDG_DATA_HOME/tabletop`, else `~/.local/share/tabletop` (a relative XDG_DATA_HOME is ignored, as the spec says). */
export function defaultDataDir(env: Record<string, string | undefined>, home: string): string {
  const xdg = env.XDG_DATA_HOME;
  return xdg && isAbsolute(xdg) ? join(xdg, 'tabletop') : join(home, '.local', 'share', 'tabletop');
}

/** The journals' folder inside a data folder: one file per game. */
export function journalDirOf(dataDir: string): string { return join(dataDir, 'games'); }

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of the path is a file, not a folder',
};

/** An error code with what it means to a person: `EACCES (permission denied)`. */
export function explainCode(code: string): string {
  return WHY[code] === undefined ? code : `${code} (${WHY[code]})`;
}

/** A writer as the probe needs it (injected in tests: a full disk cannot be made on demand). */
export interface ProbeFs {
  mkdir(dir: string): void;
  write(path: string, bytes: Uint8Array): void;
  remove(path: string): void;
}

export const realProbeFs: ProbeFs = {
  mkdir: (dir) => { mkdirSync(dir, { recursive: true }); },
  write: (path, bytes) => {
    const fd = openSync(path, 'w');
    try { writeSync(fd, bytes); fsyncSync(fd); } finally { closeSync(fd); }
  },
  remove: (path) => { rmSync(path, { force: true }); },
};

/**
 * Writes, flushes and removes a small file in the folder, so a folder that cannot take a journal
 * (no permission, a read-only or full disk) is named at start rather than at the first move.
 */
export function probeWritable(dir: string, fs: ProbeFs = realProbeFs, pid = process.pid): Checked<null> {
  const probe = join(dir, `.write-test-${pid}`);
  try {
    fs.mkdir(dir);
    fs.write(probe, new Uint8Array(4096));
    fs.remove(probe);
    return { ok: true, value: null };
  } catch (e) {
    try { fs.remove(probe); } catch { /* nothing was written */ }
    return { ok: false, error: `cannot write in the data folder ${dir}: ${explainCode(codeOf(e))}` };
  }
}

/** The lock that keeps one host per data folder: `host.lock` in it, naming the process. */
export interface DataDirLock {
  release(): void;
  /** A host that died holding the folder (its pid): its lock was taken over. */
  tookOverFrom: number | null;
}

export function lockDataDir(dataDir: string, owner: LockOwner = thisProcess): Checked<DataDirLock> {
  const file = join(dataDir, 'host');
  const stale = staleHolder(file, owner);
  const lock = acquireLock(file, owner);
  if (!lock.ok) {
    const holder = lockHolder(file, owner);
    if (holder !== null) return { ok: false, error: `the data folder ${dataDir} is in use by another tabletop host (process ${holder}): stop that one, or give this one its own folder with --data DIR` };
    return lock;
  }
  return { ok: true, value: { release: () => lock.value.release(), tookOverFrom: stale } };
}
