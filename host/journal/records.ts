// The journal's line format: one JSON object per line. A header naming the format and its
// version, then `created`, then every input that changed the game, in order, and `end` once the
// game is over or abandoned. Readers refuse a version newer than the one they know.
import type { Json } from '../../rules/index.ts';
import type { SessionRecord } from '../session/session.ts';

export const JOURNAL_FORMAT = 'tabletop-journal';
export const JOURNAL_VERSION = 1;

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
export function lineOf(record: JournalHeader | CreatedRecord | BodyRecord): string {
  return `${JSON.stringify(record)}\n`;
}

export function headerRecord(): JournalHeader { return { format: JOURNAL_FORMAT, version: JOURNAL_VERSION }; }
