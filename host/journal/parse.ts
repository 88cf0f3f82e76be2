// Reads a journal's bytes into its records. Pure: bytes (and the checkpoint found beside them)
// in, records or an error naming the file and line out. A last line cut short (a power cut
// mid-write leaves a partial line, sometimes padded with NUL bytes) is dropped and reported;
// anything else that is not the journal the host wrote is an error: a line that fails its sum, a
// header that does not match its records, lines dated out of order, fewer lines than the host
// last wrote (its checkpoint says how many).
import type { Checked } from '../game-plan.ts';
import { MAX_JSON_DEPTH, quoteInput, withinDepth, type Json } from '../../rules/index.ts';
import type { Checkpoint } from './checkpoint.ts';
import { dateOf } from './names.ts';
import {
  chainAfterHeader, CHAINED_SINCE, hasSum, headerLine, JOURNAL_FORMAT, JOURNAL_VERSION, verifiedText,
  type BodyRecord, type Chain, type CreatedRecord, type JournalBoard, type JournalHeader,
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
  /** Whole lines, the header included: the last record's line number. */
  lines: number;
  /** What the next record is summed from (the version, the last line's sum). */
  chain: Chain;
  /** The chain before the last line: a checkpoint keeps it, to check that line alone. */
  before: string;
  /** When the last record was written: no later record is dated before it. */
  lastAt: number;
  /** Each whole line's sum, by line number - 1 (null for the header; '' for a version-1 line). */
  sums: readonly (string | null)[];
}

/** A journal that holds no game: empty, or cut short before its first two lines were whole. */
export interface UnbornJournal { file: string; unborn: true; empty: boolean; /** Whole lines (0 or 1). */ lines: number }

/** Why a journal holds no game, in words. */
export function unbornText(journal: UnbornJournal): string {
  return journal.empty ? `${journal.file} is empty: it holds no game` : `${journal.file} was cut short while its game was being created: it holds no game`;
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder('utf-8', { fatal: true });
const NOT_READ = 'it is not read as a record (restore the journal from a copy, or move it out of the folder to go on without its game)';

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
  // Cut short while the game was being created: nothing was ever played from it (unless its
  // checkpoint says the host wrote more: see `matchCheckpoint`).
  const unborn = (): Checked<UnbornJournal> => ({ ok: true, value: { file, unborn: true, empty: bytes.length === 0, lines: lines.length } });
  if (lines.length === 0) return unborn();

  const header = headerOf(lines[0].text, file);
  if (!header.ok) return header;
  const { version } = header.value;
  if (lines.length === 1) return unborn();
  // Version 1 wrote no sums; every later version sums `created`: such a journal was never
  // version 1, whatever its header says now.
  if (version < 2 && hasSum(lines[1].text)) {
    return fail(file, 1, `says format version ${version}, but its records carry checksums, which version 1 never wrote: the header was changed (restore the journal from a copy, or move it out of the folder to go on without its game)`);
  }
  let chain = chainAfterHeader(version, lines[0].text);
  let before = chain.last;
  /** Each whole line's sum (null: the header, and version-1 lines that have none). */
  const sums: (string | null)[] = [null];
  for (let n = 1; n < lines.length; n++) {
    // Version-1 lines have no sum; lines a later host appended to a version-1 journal have one.
    if (version < 2 && !hasSum(lines[n].text)) {
      before = chain.last;
      chain = { version, last: '' };
      sums.push('');
      continue;
    }
    const verified = verifiedText(lines[n].text, chain);
    if (verified.ok) {
      before = chain.last;
      chain = verified.chain;
      sums.push(chain.last);
      lines[n] = { ...lines[n], text: verified.text };
      continue;
    }
    // Only the last line, with no newline, may be torn by a crash: it is dropped as cut short.
    if (n === lines.length - 1 && missingNewline) {
      lines.pop();
      missingNewline = false;
      dropped = { line: lines.length + 1 };
      break;
    }
    if (n === 1) {
      const changed = changedHeader(lines[1].text, version, file);
      if (changed) return changed;
    }
    return fail(file, n + 1, `${verified.why}: ${NOT_READ}`);
  }
  if (lines.length < 2) return unborn();

  const created = createdOf(json(lines[1].text), file, 2);
  if (!created.ok) return created;
  const records: JournalLine<BodyRecord>[] = [];
  let lastAt = created.value.at;
  for (let n = 2; n < lines.length; n++) {
    const record = bodyOf(json(lines[n].text), file, n + 1);
    if (!record.ok) return record;
    // From version 3 the host dates its records in order (a clock set back does not date one
    // earlier); a line dated before the one above it was moved. Older hosts did not, so their
    // journals still read as they were written.
    if (version >= CHAINED_SINCE && record.value.at < lastAt) {
      return fail(file, n + 1, `is dated ${dateOf(record.value.at)}, before line ${n} (${dateOf(lastAt)}): its lines were moved, or the clock was set back while the game ran`);
    }
    lastAt = Math.max(lastAt, record.value.at);
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
      lines: lines.length,
      chain,
      before,
      lastAt,
      sums,
    },
  };
}

/**
 * A journal against the checkpoint its host kept beside it: at least as long as the host wrote
 * it, and the line the host wrote last is there. Else the error names the first line missing, or
 * the line that is not the host's.
 */
export function matchCheckpoint(journal: ParsedJournal | UnbornJournal, checkpoint: Checkpoint): Checked<null> {
  const { file } = journal;
  const whole = journal.lines;
  if (whole < checkpoint.line) {
    const ends = whole > 0 ? `the journal ends after line ${whole}` : 'unborn' in journal && journal.empty ? 'the journal is empty' : 'the journal holds no whole line';
    return fail(file, whole + 1, `is missing: ${ends}, but the host wrote ${checkpoint.line} lines to it (${checkpoint.file} says so): it was cut short, or put back from an older copy`);
  }
  if (!('unborn' in journal) && journal.sums[checkpoint.line - 1] === checkpoint.last) return { ok: true, value: null };
  return fail(file, checkpoint.line, `is not the line the host wrote there last (${checkpoint.file} says so): the journal was replaced by another file, or written again`);
}

/** The header's version changed on a journal of another version: said so, at line 1. */
function changedHeader(createdLine: string, version: number, file: string): { ok: false; error: string } | null {
  for (const other of [JOURNAL_VERSION, 2]) {
    if (other === version || other > JOURNAL_VERSION) continue;
    const chain = chainAfterHeader(other, headerLine({ format: JOURNAL_FORMAT, version: other }).slice(0, -1));
    if (!verifiedText(createdLine, chain).ok) continue;
    const how = other >= CHAINED_SINCE ? `chained as version ${other} writes them` : `summed line by line as version ${other} writes them`;
    return fail(file, 1, `says format version ${version}, but its records are ${how}: the header was changed (restore the journal from a copy, or move it out of the folder to go on without its game)`);
  }
  return null;
}

/**
 * Whether the journal's last whole line is an `end` record: a finished game, skipped when
 * looking for games to resume without reading the rest. A chained journal's last line can be
 * checked alone only against its checkpoint; without one, it is not taken as finished here (the
 * whole journal is read instead).
 */
export function endsWithEnd(bytes: Uint8Array, checkpoint: Checkpoint | null = null): boolean {
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === 0 || bytes[end - 1] === NEWLINE)) end--;
  let start = end;
  while (start > 0 && bytes[start - 1] !== NEWLINE) start--;
  if (start === 0) return false;
  const line = decode(bytes.subarray(start, end));
  const first = decode(bytes.subarray(0, bytes.indexOf(NEWLINE)));
  if (line === null || first === null) return false;
  const header = headerOf(first, '');
  if (!header.ok) return false;
  const { version } = header.value;
  let text = line;
  if (checkpoint !== null) {
    let number = 1;
    for (let i = 0; i < start; i++) if (bytes[i] === NEWLINE) number++;
    const verified = verifiedText(line, { version, last: checkpoint.before });
    if (number !== checkpoint.line || !verified.ok || verified.chain.last !== checkpoint.last) return false;
    text = verified.text;
  } else if (version >= CHAINED_SINCE) {
    return false;
  } else {
    // A line with a sum must pass it; a version-1 line has none.
    const verified = verifiedText(line, { version, last: '' });
    if (!verified.ok && verified.why !== 'has no checksum') return false;
    if (verified.ok) text = verified.text;
  }
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
  const { lesson } = value as { lesson?: unknown };
  if (lesson !== undefined) {
    if (!isText(lesson)) return fail(file, line, '("created") has a "lesson" that is not a lesson id');
    record.lesson = lesson;
  }
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
    case 'hint':
      if (!isText(value.move)) return fail(file, line, '("hint") has no "move"');
      if (value.by !== 'bot' && value.by !== 'rule') return fail(file, line, '("hint") has a "by" that is not "bot" or "rule"');
      return { ok: true, value: { type, at, move: value.move, by: value.by } };
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
  return fail(file, line, `nests objects and lists more than ${RECORD_DEPTH} levels deep: no record nests that deep`);
}

/** A record's "type" quoted in a message: a string, short; anything else by its kind (JSON.stringify of 100,000 nested lists overflowed the stack). */
function typeText(type: unknown): string {
  if (typeof type === 'string') return quoteInput(type);
  if (type === undefined) return 'no type';
  return type === null || typeof type !== 'object' ? JSON.stringify(type) : Array.isArray(type) ? 'a list as its type' : 'an object as its type';
}
