// `boards/<board>/status`: one board's link. Retained; published when its link changes and when
// its counters move (the publisher decides how often).
import { Type, type Static } from '@sinclair/typebox';
import type { LinkState } from '../../host/index.ts';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';
import { ID_PATTERN } from '../ids.ts';

export const LINK_STATES = ['connecting', 'ready', 'lost', 'reconnecting', 'failed'] as const;
// The host's link states and these are the same list (a compile error here when one changes).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LINK_STATES_MATCH_HOST: Same<LinkState, (typeof LINK_STATES)[number]> = true;

const Words = Type.String({ maxLength: 500 });
const Id = Type.String({ pattern: ID_PATTERN.source, maxLength: 64 });
/** Boards are at most 16 × 16 cells (the largest profile is 10 × 10); the payload's bound. */
export const MAX_SIDE = 16;
const MAX_CELLS = MAX_SIDE * MAX_SIDE;
const CellName = Type.String({ minLength: 1, maxLength: 16 });
const Byte = Type.Integer({ minimum: 0, maximum: 255 });
const Led = Type.Object({ r: Byte, g: Byte, b: Byte, blink: Type.Boolean() });

export const BoardStatus = Type.Object({
  /** The link's state, as the host's `LinkStatus.state`. */
  link: Type.Union(LINK_STATES.map((s) => Type.Literal(s))),
  /** Why the link is in that state, when it says (the last error); else null. */
  reason: Type.Union([Words, Type.Null()]),
  /** The serial line's speed in baud now; null without a serial line. */
  baud: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000_000 }), Type.Null()]),
  /** The firmware id from the board's HELLO; null before the first HELLO. */
  firmware: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  /** The link's counters by name (the host's `LinkCounters`: framesIn, crcErrors, …). */
  counters: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { maxProperties: 64 }),
  /** What is wrong now and wants a person (a failed link, a line held at a lower speed); empty when well. */
  faults: Type.Array(Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }), message: Words }), { maxItems: 32 }),
  // What the board shows, for the fleet's small live boards. Optional: a table of an older v1
  // publisher leaves them out, and the fleet then draws the board without its cells.
  /** The running game on the board (the `<game>` of its topics), or null. */
  game: Type.Optional(Type.Union([Id, Type.Null()])),
  /** The board's size in cells. */
  rows: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SIDE })),
  cols: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SIDE })),
  /** Every cell's name in the game's notation, row by row from the top-left (rows × cols names). */
  cells: Type.Optional(Type.Array(CellName, { maxItems: MAX_CELLS })),
  /** The cells the board senses a piece on. */
  occupied: Type.Optional(Type.Array(CellName, { maxItems: MAX_CELLS })),
  /** What each lit cell shows (cell → colour 0–255 each, blinking or not), as the host's `GET /api/boards/:id`. */
  leds: Type.Optional(Type.Record(CellName, Led, { maxProperties: MAX_CELLS })),
});
/** `counters` takes the host's `LinkCounters` spread into a plain object: `{ ...counters }`. */
export type BoardStatus = Static<typeof BoardStatus>;

/** A counter's name is a word of letters and digits, as the host's (TypeBox leaves record keys unchecked). */
const COUNTER_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const counterNames = (s: BoardStatus): string | null => {
  const bad = Object.keys(s.counters).find((name) => !COUNTER_NAME.test(name));
  return bad === undefined ? null : `/counters: ${JSON.stringify(bad.slice(0, 64))} is no counter name`;
};

/** The cells come whole (rows × cols, none twice), and what is occupied or lit is one of them. */
const boardCells = (s: BoardStatus): string | null => {
  const { rows, cols, cells } = s;
  if (rows === undefined && cols === undefined && cells === undefined) {
    return s.occupied !== undefined || s.leds !== undefined ? '/cells: occupied cells and lights need the cells they name' : null;
  }
  if (rows === undefined || cols === undefined || cells === undefined) return '/cells: rows, cols and cells come together';
  if (cells.length !== rows * cols) return `/cells: ${cells.length} names for ${rows} × ${cols} cells`;
  const names = new Set(cells);
  if (names.size !== cells.length) return '/cells: a cell is named twice';
  const stray = [...(s.occupied ?? []), ...Object.keys(s.leds ?? {})].find((c) => !names.has(c));
  return stray === undefined ? null : `/cells: ${JSON.stringify(stray.slice(0, 16))} is not a cell of the board`;
};

const BOARD_STATUS = codec('a board status', BoardStatus, LIMITS.boardStatus, (s) => counterNames(s) ?? boardCells(s));

export const encodeBoardStatus = (status: BoardStatus) => encodeWith(BOARD_STATUS, status);
export const decodeBoardStatus = (payload: Uint8Array | string) => decodeWith(BOARD_STATUS, payload);
