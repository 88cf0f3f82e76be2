// Reads a journal's bytes into its records. Pure: bytes in, records or an error naming the file
// and line out. A last line cut short (a power cut mid-write leaves a partial line, sometimes
// padded with NUL bytes) is dropped and reported; anything else that is not a record is an error.
import type { Checked } from '../game-plan.ts';
import { MAX_JSON_DEPTH, quoteInput, withinDepth, type Json } from '../../rules/index.ts';
import {
  JOURNAL_FORMAT, JOURNAL_VERSION, SUMMED_SINCE, verifiedText,
  type BodyRecord, type CreatedRecord, type JournalBoard, type JournalHeader,
} from './records.ts';

export interface JournalLine<R> { line: number; record: R }

export interface ParsedJournal {
  file: string;
  header: JournalHeader;
  created: CreatedRecord;
  /** Everything after `created`, with its 1-based line number. */
  records: JournalLine<BodyRecord>[];
  /** The line dropped because it was cut short, if any. */
  dropped: { line: number } | null;
  /** Bytes up to the end of the last whole record: appending resumes there. */
  goodBytes: number;
  /** The last record is whole but its newline is missing (write one before appending). */
  missingNewline: boolean;
  /** The last record is `end`: the game is over or was abandoned. */
  ended: boolean;
}

/** What a journal cut short before its first two lines were whole holds: no game to resume. */
export interface UnbornJournal { file: string; unborn: true }

const NEWLINE = 0x0a;
const decoder = new TextDecoder('utf-8', { fatal: true });

export function parseJournal(bytes: Uint8Array, file: string): Checked<ParsedJournal | UnbornJournal> {
  const lines: { text: string; end: number }[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== NEWLINE) continue;
    const text = decode(bytes.subarray(start, i));
    if (text === null) return fail(file, lines.length + 1, 'is not UTF-8 text');
    lines.push({ text, end: i + 1 });
    start = i + 1;
  }
  // The tail after the last newline: a whole record missing its newline, or a cut-short line.
  let tailEnd = bytes.length;
  while (tailEnd > start && bytes[tailEnd - 1] === 0) tailEnd--;
  let dropped: ParsedJournal['dropped'] = null;
  let missingNewline = false;
  if (bytes.length > start) {
    const text = decode(bytes.subarray(start, tailEnd));
    const whole = text !== null && tailEnd === bytes.length && isObjectText(text);
    if (whole) {
      lines.push({ text, end: tailEnd });
      missingNewline = true;
    } else {
      dropped = { line: lines.length + 1 };
    }
  }
  if (lines.length < 2) {
    // Cut short while the game was being created: nothing was ever played from it.
    if (lines.length === 1) {
      const header = headerOf(lines[0].text, file);
      if (!header.ok) return header;
    }
    return { ok: true, value: { file, unborn: true } };
  }

  const header = headerOf(lines[0].text, file);
  if (!header.ok) return header;
  // From version 2 every record carries its checksum: a line that fails it was altered, or torn
  // by a crash (only the last line, with no newline, may be torn: it is dropped as cut short).
  if (header.value.version >= SUMMED_SINCE) {
    if (missingNewline && !verifiedText(lines[lines.length - 1].text).ok) {
      lines.pop();
      missingNewline = false;
      dropped = { line: lines.length + 1 };
      if (lines.length < 2) return { ok: true, value: { file, unborn: true } };
    }
    for (let n = 1; n < lines.length; n++) {
      const verified = verifiedText(lines[n].text);
      if (!verified.ok) return fail(file, n + 1, `${verified.why}: it is not read as a record (restore the journal from a copy, or move it out of the folder to go on without its game)`);
      lines[n] = { ...lines[n], text: verified.text };
    }
  }
  const created = createdOf(json(lines[1].text), file, 2);
  if (!created.ok) return created;
  const records: JournalLine<BodyRecord>[] = [];
  for (let n = 2; n < lines.length; n++) {
    const record = bodyOf(json(lines[n].text), file, n + 1);
    if (!record.ok) return record;
    records.push({ line: n + 1, record: record.value });
  }
  return {
    ok: true,
    value: {
      file,
      header: header.value,
      created: created.value,
      records,
      dropped,
      goodBytes: lines[lines.length - 1].end,
      missingNewline,
      ended: records.at(-1)?.record.type === 'end',
    },
  };
}

/**
 * Whether the journal's last whole line is an `end` record: a finished game, skipped when
 * looking for games to resume without reading the rest.
 */
export function endsWithEnd(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === 0 || bytes[end - 1] === NEWLINE)) end--;
  let start = end;
  while (start > 0 && bytes[start - 1] !== NEWLINE) start--;
  if (start === 0) return false;
  const line = decode(bytes.subarray(start, end));
  if (line === null) return false;
  const verified = verifiedText(line);
  // A line with a sum must pass it; a version-1 line has none.
  const text = verified.ok ? verified.text : line;
  if (!verified.ok && verified.why !== 'has no checksum') return false;
  const value = json(text);
  return isRecord(value) && value.type === 'end' && bodyOf(value, '', 0).ok;
}

function decode(bytes: Uint8Array): string | null {
  try { return decoder.decode(bytes); } catch { return null; }
}

const NOT_JSON = Symbol('not JSON');

function json(text: string): unknown {
  try { return JSON.parse(text) as unknown; } catch { return NOT_JSON; }
}

function isObjectText(text: string): boolean { return isRecord(json(text)); }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(file: string, line: number, what: string): { ok: false; error: string } {
  return { ok: false, error: `${file}: line ${line} ${what}` };
}

function headerOf(text: string, file: string): Checked<JournalHeader> {
  const value = json(text);
  if (!isRecord(value) || value.format !== JOURNAL_FORMAT) {
    return fail(file, 1, `is not a tabletop journal header (expected {"format":"${JOURNAL_FORMAT}","version":${JOURNAL_VERSION}})`);
  }
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail(file, 1, 'has no valid format version');
  if (version > JOURNAL_VERSION) {
    return fail(file, 1, `says journal format version ${version}, written by a newer tabletop; this one reads versions up to ${JOURNAL_VERSION}: update tabletop to read it`);
  }
  return { ok: true, value: { format: JOURNAL_FORMAT, version } };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function createdOf(value: unknown, file: string, line: number): Checked<CreatedRecord> {
  if (value === NOT_JSON) return fail(file, line, 'is not JSON');
  if (!isRecord(value) || value.type !== 'created') return fail(file, line, 'should be the "created" record');
  if (!withinDepth(value, RECORD_DEPTH)) return tooDeepRecord(file, line);
  const { at, id, game, options, seed, position, boards } = value;
  if (!isTime(at)) return fail(file, line, '("created") has no time "at"');
  if (!isText(id) || !isText(game)) return fail(file, line, '("created") needs "id" and "game"');
  if (!isInt(seed)) return fail(file, line, '("created") needs an integer "seed"');
  // A game with no board has none; every other game names its boards.
  if (!Array.isArray(boards)) return fail(file, line, '("created") needs "boards"');
  const parsedBoards: JournalBoard[] = [];
  for (const b of boards) {
    if (!isRecord(b) || !isText(b.id) || !isText(b.path) || !isText(b.profile) || !(b.seat === null || isText(b.seat))) {
      return fail(file, line, '("created") has a board without "id", "path", "profile" and "seat"');
    }
    parsedBoards.push({ id: b.id, path: b.path, profile: b.profile, seat: b.seat });
  }
  const record: CreatedRecord = { type: 'created', at, id, game, seed, boards: parsedBoards };
  const { layout } = value as { layout?: unknown };
  if (layout !== undefined) {
    const regions = isRecord(layout) ? Object.values(layout) : [];
    if (!isRecord(layout) || !regions.every((r) => isRecord(r) && isText(r.board) && isInt(r.row) && isInt(r.col))) {
      return fail(file, line, '("created") has a "layout" that is not area → {board, row, col}');
    }
    record.layout = layout as CreatedRecord['layout'];
  }
  if (options !== undefined) record.options = options as CreatedRecord['options'];
  if (position !== undefined) record.position = position as CreatedRecord['position'];
  return { ok: true, value: record };
}

function bodyOf(value: unknown, file: string, line: number): Checked<BodyRecord> {
  if (value === NOT_JSON) return fail(file, line, 'is not JSON');
  if (!isRecord(value)) return fail(file, line, 'is not a journal record');
  if (!withinDepth(value, RECORD_DEPTH)) return tooDeepRecord(file, line);
  const { type, at } = value;
  if (!isTime(at)) return fail(file, line, `(${typeText(type)}) has no time "at"`);
  switch (type) {
    case 'move':
      if (!isText(value.move)) return fail(file, line, '("move") has no "move"');
      return { ok: true, value: { type, at, move: value.move } };
    case 'cast': {
      const { heads, purpose, virtual } = value;
      if (!isInt(heads) || heads < 0) return fail(file, line, '("cast") needs "heads", a whole number from 0');
      if (typeof purpose !== 'string') return fail(file, line, '("cast") has no "purpose"');
      if (virtual !== undefined && virtual !== true) return fail(file, line, '("cast") has a "virtual" that is not true');
      return { ok: true, value: virtual ? { type, at, heads, purpose, virtual } : { type, at, heads, purpose } };
    }
    case 'choice':
      if (typeof value.value !== 'string') return fail(file, line, '("choice") has no "value"');
      return { ok: true, value: { type, at, value: value.value } };
    case 'entry':
      if (!('value' in value)) return fail(file, line, '("entry") has no "value"');
      return { ok: true, value: { type, at, value: value.value as Json } };
    case 'undo':
      return { ok: true, value: { type, at } };
    case 'end': {
      const { reason, winner, scores } = value;
      if (typeof reason !== 'string') return fail(file, line, '("end") has no "reason"');
      if (winner !== undefined && winner !== null && typeof winner !== 'string') return fail(file, line, '("end") has a "winner" that is not a name');
      if (scores !== undefined && (!isRecord(scores) || Object.values(scores).some((s) => typeof s !== 'number'))) {
        return fail(file, line, '("end") has "scores" that are not numbers');
      }
      const record: BodyRecord = { type, at, reason };
      if (winner !== undefined) record.winner = winner;
      if (scores !== undefined) record.scores = scores as Record<string, number>;
      return { ok: true, value: record };
    }
    case 'created':
      return fail(file, line, 'is a second "created" record');
    default:
      return fail(file, line, `has an unknown record type ${typeText(type)}`);
  }
}

// A record is one object around what the games read (options, a position, an entry), each at
// most MAX_JSON_DEPTH deep: anything deeper is no record of ours, and quoting or replaying it
// (JSON.stringify, the games' checks) would overflow the stack.
const RECORD_DEPTH = MAX_JSON_DEPTH + 1;

function tooDeepRecord(file: string, line: number): { ok: false; error: string } {
  return fail(file, line, `nests objects and lists more than ${RECORD_DEPTH} levels deep: no record is (MAX_JSON_DEPTH)`);
}

/** A record's "type" quoted in a message: a string, short; anything else by its kind (JSON.stringify of 100,000 nested lists overflowed the stack). */
function typeText(type: unknown): string {
  if (typeof type === 'string') return quoteInput(type);
  if (type === undefined) return 'no type';
  return type === null || typeof type !== 'object' ? JSON.stringify(type) : Array.isArray(type) ? 'a list as its type' : 'an object as its type';
}
