// How far the host wrote a journal, kept beside it (`<journal>.checkpoint`): the line number and
// sum of the last record it wrote. A journal cut cleanly at a line end reads as whole; only this
// tells it from the journal the host left, so a journal shorter than its checkpoint is named.
// Written after each record, once the record is flushed, so the checkpoint never runs ahead of
// the journal (after a power cut it may lag behind: that only means less is known). Two fixed
// slots are written in turn, each summed and flushed: a write torn by a crash leaves the other
// slot, the checkpoint before it, whole — cheaper than a new file and a rename per record.
import { closeSync, constants, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { Checked } from '../game-plan.ts';
import { codeOf } from './lock.ts';
import { SUMMED_SINCE, summedLine, verifiedText, type Chain } from './records.ts';

export interface Checkpoint {
  /** The checkpoint's own path, for messages. */
  file: string;
  /** The line number of the last record the host wrote (the header is line 1). */
  line: number;
  /** That record's sum. */
  last: string;
  /** The sum before it (the chain it continued), to check the last line alone. */
  before: string;
}

export const checkpointPathOf = (journal: string): string => `${journal}.checkpoint`;

const SLOT = 80;
/** Slots are summed line by line, whatever the journal's version. */
const SLOT_CHAIN: Chain = { version: SUMMED_SINCE, last: '' };

/**
 * The checkpoint beside a journal: null when there is none yet; `unreadable` says why one that is
 * there cannot be read (then it is left aside: how far the host wrote is not known).
 */
export function readCheckpoint(journal: string): { point: Checkpoint | null; unreadable: string | null } {
  const file = checkpointPathOf(journal);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = codeOf(e);
    return { point: null, unreadable: code === 'ENOENT' ? null : `cannot read ${file}: ${code}` };
  }
  let best: Checkpoint | null = null;
  for (let at = 0; at + SLOT <= bytes.length; at += SLOT) {
    const slot = slotOf(bytes.subarray(at, at + SLOT).toString('utf8').trimEnd(), file);
    if (slot !== null && (best === null || slot.line > best.line)) best = slot;
  }
  // Empty: the host stopped between creating it and its first write.
  if (best === null && bytes.length > 0) return { point: null, unreadable: `${file} is damaged: how far the host wrote ${journal} is not known` };
  return { point: best, unreadable: null };
}

function slotOf(text: string, file: string): Checkpoint | null {
  const verified = verifiedText(text, SLOT_CHAIN);
  if (!verified.ok) return null;
  let value: Record<string, unknown>;
  try { value = JSON.parse(verified.text) as Record<string, unknown>; } catch { return null; }
  const { line, last, before } = value ?? {};
  const isSum = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{0,8}$/.test(v);
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || !isSum(last) || !isSum(before)) return null;
  return { file, line, last, before };
}

/** The checkpoint of one journal, open while its host writes the journal. */
export class CheckpointFile {
  private slot = 0;

  private constructor(readonly file: string, private fd: number | null) {}

  static open(journal: string): Checked<CheckpointFile> {
    const file = checkpointPathOf(journal);
    try {
      return { ok: true, value: new CheckpointFile(file, openSync(file, constants.O_RDWR | constants.O_CREAT, 0o644)) };
    } catch (e) {
      return { ok: false, error: `cannot open ${file}: ${codeOf(e)}` };
    }
  }

  /** Writes and flushes where the journal now ends; the reason it could not, or null. */
  save(point: Omit<Checkpoint, 'file'>): string | null {
    if (this.fd === null) return `${this.file} is closed`;
    const text = summedLine({ line: point.line, last: point.last, before: point.before }, SLOT_CHAIN).line.slice(0, -1);
    const bytes = Buffer.from(`${text.padEnd(SLOT - 1)}\n`, 'utf8');
    try {
      let done = 0;
      while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done, this.slot * SLOT + done);
      fdatasyncSync(this.fd);
      this.slot ^= 1;
      return null;
    } catch (e) {
      return `cannot write ${this.file} (${codeOf(e)})`;
    }
  }

  close(): void {
    if (this.fd === null) return;
    try { closeSync(this.fd); } catch { /* best effort: every checkpoint was flushed */ }
    this.fd = null;
  }
}
