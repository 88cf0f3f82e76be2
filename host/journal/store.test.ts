// The journal folder on the real file system: files created and appended line by line, locks
// between hosts, reopening after a cut-short line, a write that fails, the default data folder.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, journalDirOf } from './data-dir.ts';
import { JournalFile } from './file.ts';
import { acquireLock, lockPathOf, type LockOwner } from './lock.ts';
import { recordsOf } from '../testing/journal-text.ts';
import { JournalStore } from './store.ts';
import type { Said } from '../said.ts';

const board = { id: 'b1', path: '/dev/a', profile: '9x9', seat: null };
const owner = (pid: number, alive: Set<number>): LockOwner => ({ pid, alive: (p) => alive.has(p) });
const lines = recordsOf;

function store(dir: string, pid = 1, alive = new Set([pid])) {
  return new JournalStore({ dir, now: () => Date.UTC(2025, 0, 2, 3, 4, 5), owner: owner(pid, alive) });
}

describe('a journal removed or replaced while its game runs', () => {
  const begin = () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'journal-gone-')), 'games');
    const created = store(dir).create({ id: 'g', game: 'free', seed: 1, boards: [board] });
    if (!created.ok) throw new Error(created.error);
    const file = created.value;
    const notices: string[] = [];
    const saids: Said[] = [];
    file.onNotice = (m, said) => { notices.push(m); saids.push(said); };
    expect(file.append({ type: 'move', move: 'A1-B1' })).toBeNull();
    return { dir, file, notices, saids };
  };

  it('is noticed at the next write and written again whole: nothing is lost', () => {
    const { file, notices, saids } = begin();
    rmSync(file.path);
    expect(file.append({ type: 'move', move: 'B1-C1' })).toBeNull();
    expect(lines(file.path).map((l) => l.move ?? l.type ?? l.format)).toEqual(['tabletop-journal', 'created', 'A1-B1', 'B1-C1']);
    expect(notices).toEqual([expect.stringMatching(/was removed while the game ran: written again whole \(\d+ bytes\)/)]);
    expect(saids).toEqual([{ code: 'journal-removed', params: { path: file.path } }]);
    // Once written again, later records go to the new file with no further notice.
    expect(file.append({ type: 'move', move: 'C1-D1' })).toBeNull();
    expect(lines(file.path)).toHaveLength(5);
    expect(notices).toHaveLength(1);
    file.close();
  });

  it('keeps a file found in its place beside it, never overwritten', () => {
    const { dir, file, notices, saids } = begin();
    writeFileSync(`${file.path}.tmp`, 'someone else\n');
    renameSync(`${file.path}.tmp`, file.path);
    expect(file.append({ type: 'move', move: 'B1-C1' })).toBeNull();
    expect(lines(file.path).at(-1)).toMatchObject({ move: 'B1-C1' });
    const aside = readdirSync(dir).find((n) => n.includes('.replaced-'))!;
    expect(readFileSync(join(dir, aside), 'utf8')).toBe('someone else\n');
    expect(notices[0]).toContain(`replaced by another file (kept as ${join(dir, aside)})`);
    expect(saids).toEqual([{ code: 'journal-replaced', params: { path: file.path, aside: join(dir, aside) } }]);
    file.close();
  });
});

describe('JournalStore and JournalFile', () => {
  it('creates a journal named by date and game, header and created flushed, then appends line by line', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'journal-store-')), 'data', 'games');
    const s = store(dir);
    const created = s.create({ id: 'sim-1.1', game: 'free', seed: 9, options: { cast: 5 }, boards: [board] });
    if (!created.ok) throw new Error(created.error);
    const file = created.value;
    expect(file.path).toBe(join(dir, '20250102-030405-sim-1.1.jsonl'));
    expect(lines(file.path)).toEqual([
      { format: 'tabletop-journal', version: 3 },
      { type: 'created', at: Date.UTC(2025, 0, 2, 3, 4, 5), id: 'sim-1.1', game: 'free', seed: 9, options: { cast: 5 }, boards: [board] },
    ]);
    expect(file.append({ type: 'move', move: 'A1-B1' })).toBeNull();
    expect(lines(file.path)).toHaveLength(3); // on disk as soon as append returns
    expect(existsSync(lockPathOf(file.path))).toBe(true);
    // A second game begun the same second gets its own file.
    const second = s.create({ id: 'sim-1.1', game: 'free', seed: 9, boards: [board] });
    expect(second.ok && second.value.path).toBe(join(dir, '20250102-030405-sim-1.1-2.jsonl'));
    file.close();
    expect(existsSync(lockPathOf(file.path))).toBe(false);
    expect(file.append({ type: 'undo' })).toMatch(/is closed/);
  });

  it('lists unfinished journals, leaving alone one a live host writes and finished ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-store-'));
    const alive = new Set([1, 2]);
    const first = store(dir, 1, alive);
    const a = first.create({ id: 'a.1', game: 'free', seed: 1, boards: [board] });
    const b = first.create({ id: 'b.1', game: 'free', seed: 1, boards: [{ ...board, path: '/dev/b' }] });
    const c = first.create({ id: 'c.1', game: 'free', seed: 1, boards: [{ ...board, path: '/dev/c' }] });
    if (!a.ok || !b.ok || !c.ok) throw new Error('create');
    c.value.append({ type: 'end', reason: 'move limit' });
    b.value.close();
    const second = store(dir, 2, alive);
    const found = second.unfinished();
    if (!found.ok) throw new Error(found.error);
    expect(found.value.journals.map((j) => j.created.id)).toEqual(['b.1']);
    expect(found.value.warnings).toEqual([`${a.value.path} is in use by process 1: left alone`]);
    expect(second.reopen(found.value.journals[0]).ok).toBe(true);
    // Host 1 dies: its lock is stale and taken over.
    alive.delete(1);
    const again = second.unfinished();
    expect(again.ok && again.value.journals.map((j) => j.created.id)).toEqual(['a.1', 'b.1']);
    expect(acquireLock(a.value.path, owner(2, alive)).ok).toBe(true);
    expect(acquireLock(a.value.path, owner(3, new Set([2, 3])))).toEqual({ ok: false, error: `${a.value.path} is in use by process 2` });
  });

  it('takes over a lock left before a reboot, even if its pid runs again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-store-'));
    const everyone = new Set([1, 2]);
    const before = acquireLock(join(dir, 'g.jsonl'), { pid: 1, boot: 'boot-a', alive: (p) => everyone.has(p) });
    expect(before.ok).toBe(true);
    expect(acquireLock(join(dir, 'g.jsonl'), { pid: 2, boot: 'boot-a', alive: (p) => everyone.has(p) }).ok).toBe(false);
    expect(acquireLock(join(dir, 'g.jsonl'), { pid: 2, boot: 'boot-b', alive: (p) => everyone.has(p) }).ok).toBe(true);
  });

  it('reopens a journal after a cut-short line: cut off, then appended after the last whole record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-store-'));
    const s = store(dir);
    const created = s.create({ id: 'a.1', game: 'free', seed: 1, boards: [board] });
    if (!created.ok) throw new Error(created.error);
    created.value.append({ type: 'move', move: 'A1-B1' });
    const path = created.value.path;
    appendFileSync(path, '{"type":"move","mo\u0000\u0000');
    const found = s.unfinished();
    if (!found.ok) throw new Error(found.error);
    const journal = found.value.journals[0];
    expect(journal.dropped).toEqual({ line: 4 });
    created.value.close();
    const reopened = s.reopen(journal);
    if (!reopened.ok) throw new Error(reopened.error);
    reopened.value.append({ type: 'move', move: 'B1-C1' });
    expect(lines(path).slice(2).map((r) => r.move)).toEqual(['A1-B1', 'B1-C1']);
  });

  it('writes the newline a whole last record was missing before appending', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-store-'));
    const path = join(dir, '19700101-000000-g.jsonl');
    writeFileSync(path, '{"format":"tabletop-journal","version":1}\n{"type":"created","at":1,"id":"g","game":"free","seed":1,"boards":[{"id":"b1","path":"/dev/a","profile":"9x9","seat":null}]}\n{"type":"move","move":"A1-B1","at":2}');
    const s = store(dir);
    const found = s.unfinished();
    if (!found.ok) throw new Error(found.error);
    expect(found.value.journals[0].missingNewline).toBe(true);
    const file = s.reopen(found.value.journals[0]);
    if (!file.ok) throw new Error(file.error);
    file.value.append({ type: 'undo' });
    expect(lines(path).slice(2).map((r) => r.type)).toEqual(['move', 'undo']);
  });

  it.runIf(existsSync('/dev/full'))('refuses every record once a write failed, naming the file', () => {
    // A journal that is /dev/full (its checkpoint beside the link, in a folder of its own).
    const path = join(mkdtempSync(join(tmpdir(), 'journal-store-')), 'full.jsonl');
    symlinkSync('/dev/full', path);
    const lock = acquireLock(path, owner(1, new Set([1])));
    if (!lock.ok) throw new Error(lock.error);
    const file = JournalFile.reopen(path, { goodBytes: 0, missingNewline: false, lines: 2, chain: { version: 3, last: '0000abcd' }, before: '', lastAt: 0 }, lock.value, () => 0);
    if (!file.ok) throw new Error(file.error);
    const refused = file.value.append({ type: 'move', move: 'A1-B1' });
    expect(refused).toBe(`cannot write the journal ${path} (ENOSPC): no input is accepted until the host is restarted with a journal it can write`);
    expect(file.value.append({ type: 'undo' })).toBe(refused);
    expect(file.value.failed).toBe(refused);
    file.value.close();
  });

  it('names the folder it cannot create', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-store-'));
    writeFileSync(join(dir, 'file'), '');
    const s = store(join(dir, 'file', 'games'));
    expect(s.open()).toEqual({ ok: false, error: `cannot create the journal folder ${join(dir, 'file', 'games')}: ENOTDIR` });
    expect(s.create({ id: 'a.1', game: 'free', seed: 1, boards: [board] })).toMatchObject({ ok: false });
    expect(readdirSync(dir)).toEqual(['file']);
  });

  it('keeps data in $XDG_DATA_HOME/tabletop, else ~/.local/share/tabletop; journals in games/', () => {
    expect(defaultDataDir({ XDG_DATA_HOME: '/srv/data' }, '/home/ann')).toBe('/srv/data/tabletop');
    expect(defaultDataDir({}, '/home/ann')).toBe('/home/ann/.local/share/tabletop');
    expect(defaultDataDir({ XDG_DATA_HOME: 'relative' }, '/home/ann')).toBe('/home/ann/.local/share/tabletop');
    expect(journalDirOf('/srv/data/tabletop')).toBe('/srv/data/tabletop/games');
  });
});
