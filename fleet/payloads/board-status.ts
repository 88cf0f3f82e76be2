// `boards/<board>/status`: one board's link. Retained; published when its link changes and when
// its counters move (the publisher decides how often).
import { Type, type Static } from '@sinclair/typebox';
import type { LinkState } from '../../host/index.ts';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';

export const LINK_STATES = ['connecting', 'ready', 'lost', 'reconnecting', 'failed'] as const;
// The host's link states and these are the same list (a compile error here when one changes).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LINK_STATES_MATCH_HOST: Same<LinkState, (typeof LINK_STATES)[number]> = true;

const Words = Type.String({ maxLength: 500 });

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
});
/** `counters` takes the host's `LinkCounters` spread into a plain object: `{ ...counters }`. */
export type BoardStatus = Static<typeof BoardStatus>;

/** A counter's name is a word of letters and digits, as the host's (TypeBox leaves record keys unchecked). */
const COUNTER_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const counterNames = (s: BoardStatus): string | null => {
  const bad = Object.keys(s.counters).find((name) => !COUNTER_NAME.test(name));
  return bad === undefined ? null : `/counters: ${JSON.stringify(bad.slice(0, 64))} is no counter name`;
};

const BOARD_STATUS = codec('a board status', BoardStatus, LIMITS.boardStatus, counterNames);

export const encodeBoardStatus = (status: BoardStatus) => encodeWith(BOARD_STATUS, status);
export const decodeBoardStatus = (payload: Uint8Array | string) => decodeWith(BOARD_STATUS, payload);
