// A running game's `seq`: how many records its journal holds after `created` (every input, and
// `end`), so a snapshot's seq is the number of the last event record it covers, as the events
// part numbers them (1 for the first record after `created`). The journal is found once in the data folder — the one whose
// name holds the game's id and whose lock this process holds — and then read only where it grew,
// so counting after every move reads that move's line, not the whole journal.
import { closeSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_EXTENSION, journalDirOf, lockHolder, thisProcess } from '../../host/index.ts';

const NEWLINE = 0x0a;
/** The header and `created` come before a journal's first record. */
const HEAD_LINES = 2;
const CHUNK = 64 * 1024;

interface Counted { path: string; ino: number; bytes: number; lines: number }

export class JournalSeq {
  private readonly counted = new Map<string, Counted>();

  constructor(private readonly dataDir: string) {}

  /** The game's record count now; null when its journal cannot be found or read. */
  seqOf(gameId: string): number | null {
    let c = this.counted.get(gameId) ?? null;
    if (c === null) {
      const path = this.find(gameId);
      if (path === null) return null;
      c = { path, ino: -1, bytes: 0, lines: 0 };
      this.counted.set(gameId, c);
    }
    if (!this.count(c)) { this.counted.delete(gameId); return null; }
    return Math.max(0, c.lines - HEAD_LINES);
  }

  forget(gameId: string): void { this.counted.delete(gameId); }

  private find(gameId: string): string | null {
    const dir = journalDirOf(this.dataDir);
    let names: string[];
    try { names = readdirSync(dir); } catch { return null; }
    // `20250102-030405-<id>.jsonl`, or a numbered twin `…-<id>-2.jsonl`.
    const own = (rest: string): boolean => rest === `${gameId}${JOURNAL_EXTENSION}` || (rest.startsWith(`${gameId}-`) && /^-[1-9]\d*\.jsonl$/.test(rest.slice(gameId.length)));
    for (const name of names) {
      if (!/^\d{8}-\d{6}-/.test(name) || !own(name.slice(16))) continue;
      const path = join(dir, name);
      if (lockHolder(path, thisProcess) === process.pid) return path;
    }
    return null;
  }

  /** Counts the newlines added since the last count (all of them again if the file was replaced). */
  private count(c: Counted): boolean {
    let fd: number;
    try { fd = openSync(c.path, 'r'); } catch { return false; }
    try {
      const s = fstatSync(fd);
      if (s.ino !== c.ino || s.size < c.bytes) { c.ino = s.ino; c.bytes = 0; c.lines = 0; }
      const buffer = Buffer.alloc(CHUNK);
      while (c.bytes < s.size) {
        const read = readSync(fd, buffer, 0, Math.min(CHUNK, s.size - c.bytes), c.bytes);
        if (read === 0) break;
        for (let i = 0; i < read; i++) if (buffer[i] === NEWLINE) c.lines++;
        c.bytes += read;
      }
      return true;
    } catch {
      return false;
    } finally {
      closeSync(fd);
    }
  }
}
