// One game's journal on disk, append-only. Every record is written and flushed (fdatasync)
// before `append` returns, so a record the lights have confirmed survives a power cut. A write
// that fails leaves the journal refusing every later record: the host then accepts no input it
// cannot keep, and a restart resumes the game from what was kept. A journal removed or replaced
// behind the host's back (a clean-up script, a sync tool, a hand) is noticed at the next write
// and written again whole from the host's open copy, so nothing is lost at the next restart.
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Checked } from '../game-plan.ts';
import type { SessionRecord } from '../session/session.ts';
import { codeOf, type Lock } from './lock.ts';
import { lineOf, type EndRecord } from './records.ts';

export type Appendable = SessionRecord | Omit<EndRecord, 'at'>;

export class JournalFile {
  private fd: number | null;
  private position: number;
  private failure: string | null = null;
  /** Told when the journal had to be written again (removed or replaced while the game ran). */
  onNotice: (message: string) => void = () => undefined;

  private constructor(readonly path: string, fd: number, position: number, private readonly lock: Lock, private readonly now: () => number) {
    this.fd = fd;
    this.position = position;
  }

  /** A new journal holding `lines` (header and created), flushed; fails if the file exists. */
  static create(path: string, lines: string, lock: Lock, now: () => number): Checked<JournalFile> {
    let fd: number;
    try {
      fd = openSync(path, 'wx+'); // read too: a journal removed behind its back is written again from here
    } catch (e) {
      return { ok: false, error: `cannot create the journal ${path}: ${codeOf(e)}` };
    }
    const file = new JournalFile(path, fd, 0, lock, now);
    const failed = file.write(lines);
    if (failed !== null) { file.close(); return { ok: false, error: failed }; }
    return { ok: true, value: file };
  }

  /**
   * An existing journal, to go on appending after its last whole record: whatever follows it (a
   * line cut short) is cut off first, and a missing final newline is written.
   */
  static reopen(path: string, goodBytes: number, missingNewline: boolean, lock: Lock, now: () => number): Checked<JournalFile> {
    let fd: number;
    try {
      fd = openSync(path, 'r+');
      if (fstatSync(fd).size > goodBytes) ftruncateSync(fd, goodBytes);
    } catch (e) {
      return { ok: false, error: `cannot reopen the journal ${path}: ${codeOf(e)}` };
    }
    const file = new JournalFile(path, fd, goodBytes, lock, now);
    const failed = missingNewline ? file.write('\n') : null;
    if (failed !== null) { file.close(); return { ok: false, error: failed }; }
    return { ok: true, value: file };
  }

  /** Writes and flushes one record; the reason it could not, or null. */
  append(record: Appendable): string | null {
    return this.write(lineOf({ ...record, at: this.now() } as Parameters<typeof lineOf>[0]));
  }

  /** Why the journal refuses records, once a write has failed. */
  get failed(): string | null { return this.failure; }

  close(): void {
    if (this.fd === null) return;
    try { closeSync(this.fd); } catch { /* closing is best effort: every record was flushed */ }
    this.fd = null;
    this.lock.release();
  }

  private write(text: string): string | null {
    if (this.failure !== null) return this.failure;
    if (this.fd === null) return `the journal ${this.path} is closed`;
    const lost = this.position === 0 ? null : this.identityLost();
    if (lost !== null) {
      const rewritten = this.rewrite(lost);
      if (rewritten !== null) { this.failure = rewritten; return rewritten; }
    }
    const bytes = Buffer.from(text, 'utf8');
    try {
      let done = 0;
      while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done, this.position + done);
      fdatasyncSync(this.fd);
      this.position += bytes.length;
      return null;
    } catch (e) {
      this.failure = `cannot write the journal ${this.path} (${codeOf(e)}): no input is accepted until the host is restarted with a journal it can write`;
      return this.failure;
    }
  }

  /** Whether the path still names the file this host writes: 'removed', 'replaced' or null. */
  private identityLost(): 'removed' | 'replaced' | null {
    const own = fstatSync(this.fd!);
    try {
      const named = statSync(this.path);
      return named.ino === own.ino && named.dev === own.dev ? null : 'replaced';
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'removed' : null;
    }
  }

  /**
   * Writes the journal again at its path from the open (possibly unlinked) copy: a file found in
   * its place is kept beside it, never overwritten. The reason it could not, or null.
   */
  private rewrite(lost: 'removed' | 'replaced'): string | null {
    const kept = new Uint8Array(this.position);
    try {
      let done = 0;
      while (done < kept.length) done += readSync(this.fd!, kept, done, kept.length - done, done);
      const aside = `${this.path}.replaced-${this.now()}`;
      if (lost === 'replaced') renameSync(this.path, aside);
      const temp = `${this.path}.rewrite-${process.pid}`;
      const fd = openSync(temp, 'w');
      try {
        let written = 0;
        while (written < kept.length) written += writeSync(fd, kept, written, kept.length - written, written);
        fdatasyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.path);
      syncDir(dirname(this.path));
      closeSync(this.fd!);
      this.fd = openSync(this.path, 'r+');
      this.onNotice(`the journal ${this.path} was ${lost === 'removed' ? 'removed' : `replaced by another file (kept as ${aside})`} while the game ran: written again whole (${kept.length} bytes) and kept on`);
      return null;
    } catch (e) {
      return `the journal ${this.path} was ${lost} while the game ran and cannot be written again (${codeOf(e)}): no input is accepted until the host is restarted`;
    }
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try { fdatasyncSync(fd); } finally { closeSync(fd); }
  } catch { /* not every file system syncs folders: the rename is done all the same */ }
}
