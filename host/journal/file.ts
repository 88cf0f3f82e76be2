// One game's journal on disk, append-only. Every record is written and flushed (fdatasync)
// before `append` returns, so a record the lights have confirmed survives a power cut. A write
// that fails leaves the journal refusing every later record: the host then accepts no input it
// cannot keep, and a restart resumes the game from what was kept. A journal removed or replaced
// behind the host's back (a clean-up script, a sync tool, a hand) is noticed at the next write
// and written again whole from the host's open copy, so nothing is lost at the next restart.
// After each record its checkpoint says how far the journal was written (`checkpoint.ts`), and
// records are never dated before the one above them, even if the clock is set back.
import { closeSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Checked } from '../game-plan.ts';
import type { SessionRecord } from '../session/session.ts';
import { CheckpointFile } from './checkpoint.ts';
import { codeOf, type Lock } from './lock.ts';
import type { ParsedJournal } from './parse.ts';
import { chainAfterHeader, headerLine, lineOf, type BodyRecord, type Chain, type CreatedRecord, type EndRecord, type HintRecord, type JournalHeader } from './records.ts';
import { said, type Said } from '../said.ts';

export type Appendable = SessionRecord | Omit<EndRecord, 'at'> | Omit<HintRecord, 'at'>;

/** Where a journal stands after its last whole line: what the next record continues. */
export type JournalEnd = Pick<ParsedJournal, 'goodBytes' | 'missingNewline' | 'lines' | 'chain' | 'before' | 'lastAt'>;

export class JournalFile {
  private fd: number | null;
  private position: number;
  private failure: string | null = null;
  /** Told when the journal had to be written again (removed or replaced while the game ran). */
  onNotice: (message: string, words: Said) => void = () => undefined;

  private constructor(
    readonly path: string, fd: number, position: number, private end: Omit<JournalEnd, 'goodBytes' | 'missingNewline'>,
    private readonly checkpoint: CheckpointFile, private readonly lock: Lock, private readonly now: () => number,
  ) {
    this.fd = fd;
    this.position = position;
  }

  /** A new journal holding its header and `created`, flushed; fails if the file exists. */
  static create(path: string, header: JournalHeader, created: CreatedRecord, lock: Lock, now: () => number): Checked<JournalFile> {
    const head = headerLine(header);
    const seed = chainAfterHeader(header.version, head.slice(0, -1));
    const first = lineOf(created, seed);
    let fd: number;
    try {
      fd = openSync(path, 'wx+'); // read too: a journal removed behind its back is written again from here
    } catch (e) {
      return { ok: false, error: `cannot create the journal ${path}: ${codeOf(e)}` };
    }
    const checkpoint = CheckpointFile.open(path);
    if (!checkpoint.ok) { closeSync(fd); return checkpoint; }
    const end = { lines: 0, chain: first.chain, before: '', lastAt: created.at };
    const file = new JournalFile(path, fd, 0, end, checkpoint.value, lock, now);
    const failed = file.write(head + first.line) ?? file.mark(2, first.chain, seed.last);
    if (failed !== null) { file.close(); return { ok: false, error: failed }; }
    return { ok: true, value: file };
  }

  /**
   * An existing journal, to go on appending after its last whole record: whatever follows it (a
   * line cut short) is cut off first, a missing final newline is written, and its checkpoint
   * says where it now ends.
   */
  static reopen(path: string, at: JournalEnd, lock: Lock, now: () => number): Checked<JournalFile> {
    let fd: number;
    try {
      fd = openSync(path, 'r+');
      if (fstatSync(fd).size > at.goodBytes) ftruncateSync(fd, at.goodBytes);
    } catch (e) {
      return { ok: false, error: `cannot reopen the journal ${path}: ${codeOf(e)}` };
    }
    const checkpoint = CheckpointFile.open(path);
    if (!checkpoint.ok) { closeSync(fd); return checkpoint; }
    const file = new JournalFile(path, fd, at.goodBytes, at, checkpoint.value, lock, now);
    const failed = (at.missingNewline ? file.write('\n') : null) ?? file.mark(at.lines, at.chain, at.before);
    if (failed !== null) { file.close(); return { ok: false, error: failed }; }
    return { ok: true, value: file };
  }

  /** Writes and flushes one record, then its checkpoint; the reason it could not, or null. */
  append(record: Appendable): string | null {
    // Never dated before the record above it: a clock set back would read as lines moved.
    const at = Math.max(this.now(), this.end.lastAt);
    const { line, chain } = lineOf({ ...record, at } as BodyRecord, this.end.chain);
    const failed = this.write(line);
    if (failed !== null) return failed;
    this.end.lastAt = at;
    return this.mark(this.end.lines + 1, chain, this.end.chain.last);
  }

  /** Records in the checkpoint that the journal now ends at `line`, whose sum ends `chain`. */
  private mark(line: number, chain: Chain, before: string): string | null {
    this.end = { ...this.end, lines: line, chain, before };
    // A version-1 line has no sum to keep: the next record, which has one, is kept instead.
    if (chain.last === '') return null;
    const failed = this.checkpoint.save({ line, last: chain.last, before });
    if (failed !== null) this.failure = `${failed}: no input is accepted until the host is restarted with a journal it can write`;
    return this.failure;
  }

  /** Why the journal refuses records, once a write has failed. */
  get failed(): string | null { return this.failure; }

  close(): void {
    if (this.fd === null) return;
    try { closeSync(this.fd); } catch { /* closing is best effort: every record was flushed */ }
    this.fd = null;
    this.checkpoint.close();
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
      this.onNotice(`the journal ${this.path} was ${lost === 'removed' ? 'removed' : `replaced by another file (kept as ${aside})`} while the game ran: written again whole (${kept.length} bytes) and kept on`,
        lost === 'removed' ? said('journal-removed', { path: this.path }) : said('journal-replaced', { path: this.path, aside }));
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
