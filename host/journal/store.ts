// The folder of journals: one file per game, named by when it began and the game's id. Creates
// journals for new games and finds the unfinished ones to resume after a restart: each checked
// against its checkpoint and its name, one journal per game.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Checked } from '../game-plan.ts';
import { checkpointPathOf, readCheckpoint } from './checkpoint.ts';
import { JournalFile } from './file.ts';
import { acquireLock, codeOf, lockHolder, thisProcess, type LockOwner } from './lock.ts';
import { dateOf, JOURNAL_EXTENSION, journalStem, nameFits, nameMayHold } from './names.ts';
import { endsWithEnd, matchCheckpoint, parseJournal, unbornText, type ParsedJournal } from './parse.ts';
import { CHAINED_SINCE, headerRecord, type CreatedRecord } from './records.ts';

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

export { JOURNAL_EXTENSION } from './names.ts';

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
    const stem = journalStem(record);
    for (let n = 1; n < 1000; n++) {
      const path = join(this.dir, `${stem}${n === 1 ? '' : `-${n}`}${JOURNAL_EXTENSION}`);
      const lock = acquireLock(path, this.owner);
      // Another host creating this very name: take the next. Anything else (no permission, a
      // full disk) is the folder's problem, and the next name would meet it too.
      if (!lock.ok) {
        if (lockHolder(path, this.owner) !== null) continue;
        return { ok: false, error: lock.error };
      }
      const file = JournalFile.create(path, headerRecord(), record, lock.value, this.now);
      if (file.ok) { syncFolder(this.dir); return file; }
      lock.value.release();
      if (!file.error.endsWith('EEXIST')) return file;
    }
    return { ok: false, error: `cannot find a free journal name in ${this.dir}` };
  }

  /**
   * Whether a game id is held by a journal of the folder (finished or not): a new game takes
   * another, so that no two journals ever hold one game.
   */
  idsTaken(): (id: string) => boolean {
    let names: string[] = [];
    try { names = readdirSync(this.dir).filter((n) => n.endsWith(JOURNAL_EXTENSION)); } catch { /* no folder yet: nothing taken */ }
    return (id) => names.some((n) => nameMayHold(n, id));
  }

  /**
   * The journals whose game is not over, oldest first, each parsed. A journal another live host
   * writes is left alone (with a warning); a corrupt one stops everything (the error names the
   * file and line): it must be looked at, not skipped. So does one shorter than its checkpoint
   * says the host wrote it, one whose name does not fit the game inside, and two that hold the
   * same game.
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
      // The checkpoint first: the host writes it after the journal, so the journal read next is
      // never behind it while a game is being played.
      const { point, unreadable } = readCheckpoint(path);
      const bytes = readJournalBytes(path);
      if (!bytes.ok) return bytes;
      if (endsWithEnd(bytes.value, point)) continue;
      const holder = lockHolder(path, this.owner);
      if (holder !== null && holder !== this.owner.pid) { warnings.push(`${path} is in use by process ${holder}: left alone`); continue; }
      if (unreadable !== null) warnings.push(`${unreadable}: whether lines were cut off its end cannot be told`);
      const parsed = parseJournal(bytes.value, path);
      if (!parsed.ok) return parsed;
      const journal = parsed.value;
      if (point !== null) {
        // Before its name: a journal put in another's place is named as such, not as cut short.
        if ('unborn' in journal || nameFits(name, journal.created)) {
          const matched = matchCheckpoint(journal, point);
          if (!matched.ok) return matched;
        }
      }
      if ('unborn' in journal) { warnings.push(unbornText(journal)); continue; }
      const { created } = journal;
      if (!nameFits(name, created)) {
        return { ok: false, error: `${path}: line 2 holds game ${created.id} begun ${dateOf(created.at)}, which the host names ${journalStem(created)}${JOURNAL_EXTENSION}: this file is a copy, or was renamed or swapped with another (give it back its name, or move it out of the folder to go on without it)` };
      }
      const twin = journals.find((j) => j.created.id === created.id);
      if (twin) {
        return { ok: false, error: `${twin.file} and ${path} both hold game ${created.id}: one is a copy; move the one that is not the game out of ${this.dir} (a game is resumed from one journal only)` };
      }
      if (point === null && unreadable === null && journal.header.version >= CHAINED_SINCE && journal.lines > 2) {
        warnings.push(`${path}: its checkpoint ${checkpointPathOf(path)} is missing: whether lines were cut off its end cannot be told`);
      }
      journals.push(journal);
    }
    return { ok: true, value: { journals, warnings } };
  }

  /** Opens a journal found by `unfinished` to go on writing it (locked by this host). */
  reopen(journal: ParsedJournal): Checked<JournalFile> {
    const lock = acquireLock(journal.file, this.owner);
    if (!lock.ok) return lock;
    const file = JournalFile.reopen(journal.file, journal, lock.value, this.now);
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
