// The journal's line format: one JSON object per line. A header naming the format and its
// version, then `created`, then every input that changed the game, in order, and `end` once the
// game is over or abandoned. Readers refuse a version newer than the one they know.
// Version 2 ends every line after the header with a checksum of the rest of it
// (`…,"sum":"1a2b3c4d"}`, CRC-32 of the line as it would read without the field), so a torn or
// altered line is found, named and never read as a move. Version 1 journals (no sums) still read.
import { crc32 } from 'node:zlib';
import type { Json } from '../../rules/index.ts';
import type { SessionRecord } from '../session/session.ts';

export const JOURNAL_FORMAT = 'tabletop-journal';
export const JOURNAL_VERSION = 2;
/** The first version whose records carry a checksum. */
export const SUMMED_SINCE = 2;

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

export type BodyRecord = InputRecord | EndRecord;

export const ABANDONED = 'abandoned';

/** One journal line, newline included. */
/** The header's line: no checksum, so any version's reader can tell the version. */
export function headerLine(header: JournalHeader): string {
  return `${JSON.stringify(header)}\n`;
}

/** A record's line, with its checksum. */
export function lineOf(record: CreatedRecord | BodyRecord): string {
  const text = JSON.stringify(record);
  return `${text.slice(0, -1)},"sum":"${sumOf(text)}"}\n`;
}

const SUM_SUFFIX = /,"sum":"([0-9a-f]{8})"\}$/;

/**
 * A summed line's text as it was summed (the `sum` field taken off), or why it cannot be
 * trusted: no sum, or a sum that does not match (a torn or altered line).
 */
export function verifiedText(line: string): { ok: true; text: string } | { ok: false; why: string } {
  const match = SUM_SUFFIX.exec(line);
  if (!match) return { ok: false, why: 'has no checksum' };
  const text = `${line.slice(0, -match[0].length)}}`;
  return sumOf(text) === match[1] ? { ok: true, text } : { ok: false, why: 'fails its checksum: the line was altered or torn' };
}

function sumOf(text: string): string {
  return crc32(Buffer.from(text, 'utf8')).toString(16).padStart(8, '0');
}

export function headerRecord(): JournalHeader { return { format: JOURNAL_FORMAT, version: JOURNAL_VERSION }; }
