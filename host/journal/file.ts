// One game's journal on disk, append-only. Every record is written and flushed (fdatasync)
// before `append` returns, so a record the lights have confirmed survives a power cut. A write
// that fails leaves the journal refusing every later record: the host then accepts no input it
// cannot keep, and a restart resumes the game from what was kept.
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import type { Checked } from '../game-plan.ts';
import type { SessionRecord } from '../session/session.ts';
import { codeOf, type Lock } from './lock.ts';
import { lineOf, type EndRecord } from './records.ts';

export type Appendable = SessionRecord | Omit<EndRecord, 'at'>;

export class JournalFile {
  private fd: number | null;
  private position: number;
  private failure: string | null = null;

  private constructor(readonly path: string, fd: number, position: number, private readonly lock: Lock, private readonly now: () => number) {
    this.fd = fd;
    this.position = position;
  }

  /** A new journal holding `lines` (header and created), flushed; fails if the file exists. */
  static create(path: string, lines: string, lock: Lock, now: () => number): Checked<JournalFile> {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
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
}
