// One writer per journal: a lock file next to it names the process that writes it. A lock left by
// a process that is gone (a crash, a power cut) is taken over; a live one is respected, so two
// hosts on the same data folder never write the same game.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Checked } from '../game-plan.ts';

/** Who takes locks, and how to tell whether a lock's owner still runs (injected in tests). */
export interface LockOwner {
  pid: number;
  /** This boot of the machine, when known: after a reboot every old lock is stale, whatever runs under its pid now. */
  boot?: string;
  alive(pid: number): boolean;
}

export const thisProcess: LockOwner = {
  pid: process.pid,
  boot: bootId(),
  alive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
    }
  },
};

export interface Lock { release(): void }

export const lockPathOf = (file: string): string => `${file}.lock`;

/** The pid holding the journal's lock, if a live process holds it. */
export function lockHolder(file: string, owner: LockOwner): number | null {
  const holder = holderIn(lockPathOf(file));
  return holder !== null && holds(holder, owner) ? holder.pid : null;
}

/** The pid named by a lock whose process is gone (a crash, a power cut), if there is one. */
export function staleHolder(file: string, owner: LockOwner): number | null {
  const holder = holderIn(lockPathOf(file));
  return holder !== null && !holds(holder, owner) ? holder.pid : null;
}

function holds(holder: { pid: number; boot?: string }, owner: LockOwner): boolean {
  if (holder.boot !== undefined && owner.boot !== undefined && holder.boot !== owner.boot) return false;
  return owner.alive(holder.pid);
}

export function acquireLock(file: string, owner: LockOwner): Checked<Lock> {
  const path = lockPathOf(file);
  const temp = `${path}.${owner.pid}`;
  try {
    writeFileSync(temp, `${JSON.stringify({ pid: owner.pid, boot: owner.boot })}\n`);
  } catch (e) {
    return { ok: false, error: `cannot write ${temp}: ${codeOf(e)}` };
  }
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(temp, path); // atomic: fails when the lock exists
        return { ok: true, value: { release: () => { try { unlinkSync(path); } catch { /* already gone */ } } } };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return { ok: false, error: `cannot lock ${file} (${path}): ${codeOf(e)}` };
      }
      const holder = holderIn(path);
      if (holder !== null && holds(holder, owner)) return { ok: false, error: `${file} is in use by process ${holder.pid}` };
      try { unlinkSync(path); } catch { /* taken over by another process meanwhile: try once more */ }
    }
    return { ok: false, error: `${file} is being locked by another process` };
  } finally {
    try { unlinkSync(temp); } catch { /* nothing to clean */ }
  }
}

function holderIn(path: string): { pid: number; boot?: string } | null {
  try {
    const { pid, boot } = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; boot?: unknown };
    if (typeof pid !== 'number' || !Number.isInteger(pid)) return null;
    return typeof boot === 'string' ? { pid, boot } : { pid };
  } catch {
    return null; // absent, or a lock cut short: nobody holds it
  }
}

/** Linux's id of this boot; undefined elsewhere (then only the pid is checked). */
function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function codeOf(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code ?? err.message;
}
