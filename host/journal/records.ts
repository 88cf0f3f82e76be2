// The journal's line format: one JSON object per line. A header naming the format and its
// version, then `created`, then every input that changed the game, in order, and `end` once the
// game is over or abandoned. Readers refuse a version newer than the one they know.
// Every line after the header ends with a checksum (`…,"sum":"1a2b3c4d"}`). From version 3 the
// sums are chained: a line's sum is the CRC-32 of the line as it would read without the field,
// continued from the sum of the line before it (the header's own CRC-32 before the first record),
// so a record altered, moved, duplicated or removed, or a header changed, breaks the sum of the
// line where it happened. Version 2 summed each line on its own; version 1 had no sums. Both
// still read as what they are. The sums find accidents and careless edits; anyone with this code
// can sum a forged journal again.
import { crc32 } from 'node:zlib';
import type { Json } from '../../rules/index.ts';
import type { SessionRecord } from '../session/session.ts';

export const JOURNAL_FORMAT = 'tabletop-journal';
export const JOURNAL_VERSION = 3;
/** The first version whose records carry a checksum. */
export const SUMMED_SINCE = 2;
/** The first version whose checksums are chained from line to line. */
export const CHAINED_SINCE = 3;

export interface JournalHeader { format: typeof JOURNAL_FORMAT; version: number }

/** A board the game is played on, found again by its path when the host restarts. */
export interface JournalBoard {
  id: string;
  path: string;
  /** Built-in profile id of the board when the game began (for reading without the board). */
  profile: string;
  /** The seat this board plays, for a game on several boards; null for a one-board game. */
  seat: string | null;
}

export interface CreatedRecord {
  type: 'created';
  /** Wall-clock ms since the epoch. */
  at: number;
  /** The host's game id. */
  id: string;
  game: string;
  /** The options as given (before the game parsed them); absent when none were given. */
  options?: Json;
  seed: number;
  /** The starting position as given, in the game's position format; absent for the game's setup. */
  position?: Json;
  boards: JournalBoard[];
  /** Where the game's areas lay (area id → board id and top-left row/column), for games of several areas. */
  layout?: Record<string, { board: string; row: number; col: number }>;
  /** The guided first game this game is (rules/lessons.ts id): a resumed game goes on guided. */
  lesson?: string;
}

/** An input (or a virtual cast, kept for reading) as the session recorded it. */
export type InputRecord = SessionRecord & { at: number };

export interface EndRecord {
  type: 'end';
  at: number;
  /** The game's reason ("move limit", …) or "abandoned" when another game took its boards. */
  reason: string;
  winner?: string | null;
  scores?: Record<string, number>;
}

/**
 * A hint lit at a player's request: kept so the game's hints are counted (a café's teaching is
 * seen in its journals); no input, so replaying skips it.
 */
export interface HintRecord {
  type: 'hint';
  at: number;
  /** The move suggested, in the game's notation. */
  move: string;
  /** The computer opponent's choice, or a simple rule's (host/teach/rule-hint.ts). */
  by: 'bot' | 'rule';
}

export type BodyRecord = InputRecord | EndRecord | HintRecord;

export const ABANDONED = 'abandoned';

/** The header's line: no checksum, so any version's reader can tell the version. */
export function headerLine(header: JournalHeader): string {
  return `${JSON.stringify(header)}\n`;
}

/** Where a journal's next record is summed from: its version, and the sum of its last line. */
export interface Chain {
  version: number;
  /** The last line's sum (the header's own, before the first record; unused before version 3). */
  last: string;
}

/** The chain of a journal whose header line reads `headerText` (without its newline). */
export function chainAfterHeader(version: number, headerText: string): Chain {
  return { version, last: version >= CHAINED_SINCE ? hex(crc32(`${headerText}\n`)) : '' };
}

/** A record's line with its checksum, and the chain after it. */
export function lineOf(record: CreatedRecord | BodyRecord, chain: Chain): { line: string; chain: Chain } {
  return summedLine(record, chain);
}

/** Any object as a line ending with its checksum (records, and the checkpoint's slots). */
export function summedLine(value: object, chain: Chain): { line: string; chain: Chain } {
  const text = JSON.stringify(value);
  const sum = sumOf(text, chain);
  return { line: `${text.slice(0, -1)},"sum":"${sum}"}\n`, chain: { version: chain.version, last: sum } };
}

const SUM_SUFFIX = /,"sum":"([0-9a-f]{8})"\}$/;

/** Whether a line ends with a checksum (right or wrong). */
export function hasSum(line: string): boolean { return SUM_SUFFIX.test(line); }

/**
 * A summed line's text as it was summed (the `sum` field taken off) and the chain after it, or
 * why it cannot be trusted: no sum, or a sum that does not match where the line stands.
 */
export function verifiedText(line: string, chain: Chain): { ok: true; text: string; chain: Chain } | { ok: false; why: string } {
  const match = SUM_SUFFIX.exec(line);
  if (!match) return { ok: false, why: 'has no checksum' };
  const text = `${line.slice(0, -match[0].length)}}`;
  if (sumOf(text, chain) === match[1]) return { ok: true, text, chain: { version: chain.version, last: match[1] } };
  return {
    ok: false,
    why: chain.version >= CHAINED_SINCE
      ? 'fails its checksum: it was altered, or lines before it were moved, added or removed'
      : 'fails its checksum: the line was altered or torn',
  };
}

function sumOf(text: string, chain: Chain): string {
  return chain.version >= CHAINED_SINCE ? hex(crc32(`${text}\n`, Number.parseInt(chain.last, 16))) : hex(crc32(text));
}

const hex = (n: number): string => n.toString(16).padStart(8, '0');

export function headerRecord(): JournalHeader { return { format: JOURNAL_FORMAT, version: JOURNAL_VERSION }; }
