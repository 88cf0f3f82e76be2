// Reads a game's journal for the events publisher: whole lines from a byte offset, a bounded
// number at a time, in chunks (never the whole file in memory). A line not yet ended by its
// newline is left for the next read. Records are taken as the host wrote them: the journal's own
// code has checked the file when the game was started or resumed.
import { closeSync, openSync, readSync } from 'node:fs';

const CHUNK = 64 * 1024;
const NEWLINE = 0x0a;

export interface Line { text: string; /** Byte offset just after its newline. */ end: number }

/** Up to `max` whole lines from byte `from`; an error (as words) when the file cannot be read. */
export function readLines(path: string, from: number, max: number): { ok: true; lines: Line[] } | { ok: false; error: string } {
  let fd: number;
  try { fd = openSync(path, 'r'); } catch (e) { return { ok: false, error: `cannot read ${path}: ${codeOf(e)}` }; }
  try {
    const lines: Line[] = [];
    const chunk = Buffer.alloc(CHUNK);
    let pending: Buffer[] = [];
    let at = from;
    while (lines.length < max) {
      const n = readSync(fd, chunk, 0, CHUNK, at);
      if (n === 0) break;
      let lineStart = 0;
      for (let i = 0; i < n && lines.length < max; i++) {
        if (chunk[i] !== NEWLINE) continue;
        const bytes = Buffer.concat([...pending, chunk.subarray(lineStart, i)]);
        pending = [];
        lines.push({ text: bytes.toString('utf8'), end: at + i + 1 });
        lineStart = i + 1;
      }
      if (lines.length >= max) break;
      pending.push(Buffer.from(chunk.subarray(lineStart, n)));
      at += n;
    }
    return { ok: true, lines };
  } catch (e) {
    return { ok: false, error: `cannot read ${path}: ${codeOf(e)}` };
  } finally {
    closeSync(fd);
  }
}

/** The byte offset just after the first `count` lines; null when the file holds fewer. */
export function offsetAfter(path: string, count: number): { ok: true; offset: number | null } | { ok: false; error: string } {
  let offset = 0;
  let left = count;
  while (left > 0) {
    const read = readLines(path, offset, Math.min(left, 256));
    if (!read.ok) return read;
    if (read.lines.length === 0) return { ok: true, offset: null };
    offset = read.lines[read.lines.length - 1].end;
    left -= read.lines.length;
  }
  return { ok: true, offset };
}

/** A journal line as a record: its fields without the journal's checksum; null when it is not an object with a type. */
export function recordOf(text: string): ({ type: string } & Record<string, unknown>) | null {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return null; }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { sum: _sum, ...record } = value as Record<string, unknown>;
  return typeof record.type === 'string' && record.type.length > 0 ? (record as { type: string } & Record<string, unknown>) : null;
}

function codeOf(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? String(e);
}
