// The folder of journals: one file per game, named by when it began and the game's id. Creates
// journals for new games and finds the unfinished ones to resume after a restart.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Checked } from '../game-plan.ts';
import { JournalFile } from './file.ts';
import { acquireLock, codeOf, lockHolder, thisProcess, type LockOwner } from './lock.ts';
import { endsWithEnd, parseJournal, type ParsedJournal } from './parse.ts';
import { headerLine, headerRecord, lineOf, type CreatedRecord } from './records.ts';

export interface JournalStoreOptions {
  /** The folder journals are kept in (created when missing). */
  dir: string;
  /** Wall-clock ms since the epoch, for records and file names (default Date.now). */
  now?: () => number;
  /** Who holds journal locks (default this process). */
  owner?: LockOwner;
}

export interface Unfinished {
  journals: ParsedJournal[];
  /** Journals left alone and lines dropped, one sentence each. */
  warnings: string[];
}

export const JOURNAL_EXTENSION = '.jsonl';

export class JournalStore {
  readonly dir: string;
  readonly now: () => number;
  private readonly owner: LockOwner;

  constructor(options: JournalStoreOptions) {
    this.dir = options.dir;
    this.now = options.now ?? Date.now;
    this.owner = options.owner ?? thisProcess;
  }

  /** Makes sure the folder exists. */
  open(): Checked<null> {
    try {
      mkdirSync(this.dir, { recursive: true });
      return { ok: true, value: null };
    } catch (e) {
      return { ok: false, error: `cannot create the journal folder ${this.dir}: ${codeOf(e)}` };
    }
  }

  /** A journal for a new game: header and `created` written and flushed, locked by this host. */
  create(created: Omit<CreatedRecord, 'type' | 'at'>): Checked<JournalFile> {
    const opened = this.open();
    if (!opened.ok) return opened;
    const record: CreatedRecord = { type: 'created', at: this.now(), ...created };
    const stem = `${stampOf(record.at)}-${created.id.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    for (let n = 1; n < 1000; n++) {
      const path = join(this.dir, `${stem}${n === 1 ? '' : `-${n}`}${JOURNAL_EXTENSION}`);
      const lock = acquireLock(path, this.owner);
      // Another host creating this very name: take the next. Anything else (no permission, a
      // full disk) is the folder's problem, and the next name would meet it too.
      if (!lock.ok) {
        if (lockHolder(path, this.owner) !== null) continue;
        return { ok: false, error: lock.error };
      }
      const file = JournalFile.create(path, headerLine(headerRecord()) + lineOf(record), lock.value, this.now);
      if (file.ok) { syncFolder(this.dir); return file; }
      lock.value.release();
      if (!file.error.endsWith('EEXIST')) return file;
    }
    return { ok: false, error: `cannot find a free journal name in ${this.dir}` };
  }

  /**
   * The journals whose game is not over, oldest first, each parsed. A journal another live host
   * writes is left alone (with a warning); a corrupt one stops everything (the error names the
   * file and line): it must be looked at, not skipped.
   */
  unfinished(): Checked<Unfinished> {
    let names: string[];
    try {
      names = readdirSync(this.dir).filter((n) => n.endsWith(JOURNAL_EXTENSION)).sort();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, value: { journals: [], warnings: [] } };
      return { ok: false, error: `cannot read the journal folder ${this.dir}: ${codeOf(e)}` };
    }
    const journals: ParsedJournal[] = [];
    const warnings: string[] = [];
    for (const name of names) {
      const path = join(this.dir, name);
      const bytes = readJournalBytes(path);
      if (!bytes.ok) return bytes;
      if (endsWithEnd(bytes.value)) continue;
      const holder = lockHolder(path, this.owner);
      if (holder !== null && holder !== this.owner.pid) { warnings.push(`${path} is in use by process ${holder}: left alone`); continue; }
      const parsed = parseJournal(bytes.value, path);
      if (!parsed.ok) return parsed;
      if ('unborn' in parsed.value) { warnings.push(`${path} was cut short while its game was being created: no game to resume`); continue; }
      journals.push(parsed.value);
    }
    return { ok: true, value: { journals, warnings } };
  }

  /** Opens a journal found by `unfinished` to go on writing it (locked by this host). */
  reopen(journal: ParsedJournal): Checked<JournalFile> {
    const lock = acquireLock(journal.file, this.owner);
    if (!lock.ok) return lock;
    const file = JournalFile.reopen(journal.file, journal.goodBytes, journal.missingNewline, lock.value, this.now);
    if (!file.ok) lock.value.release();
    return file;
  }
}

export function readJournalBytes(path: string): Checked<Uint8Array> {
  try {
    return { ok: true, value: readFileSync(path) };
  } catch (e) {
    return { ok: false, error: `cannot read the journal ${path}: ${codeOf(e)}` };
  }
}

/** A new file's name is durable only once its folder is flushed too. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try { fsyncSync(fd); } finally { closeSync(fd); }
  } catch { /* not every platform can flush a folder; the file's own data is flushed */ }
}

/** 20241122-121314 (UTC): journals sort by when their game began. */
function stampOf(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
