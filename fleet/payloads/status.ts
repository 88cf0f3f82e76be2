// `status`: the table itself. Retained; the Last Will publishes `lost`, a clean stop `stopped`.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';

/** ISO-8601 date and time in UTC or with an offset, as `Date.prototype.toISOString` writes it. */
export const ISO_8601 = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';
export const IsoTime = Type.String({ pattern: ISO_8601, maxLength: 40 });
export const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const TABLE_STATES = ['online', 'stopped', 'lost'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export const TableStatus = Type.Object({
  state: Type.Union([Type.Literal('online'), Type.Literal('stopped'), Type.Literal('lost')]),
  /** Since when the table is in this state (for `lost` from the Last Will: since it came online). */
  since: IsoTime,
  /** The host's version (package.json). */
  version: Type.String({ minLength: 1, maxLength: 64 }),
  /** Boards connected, games in progress. */
  boards: Count,
  games: Count,
});
export type TableStatus = Static<typeof TableStatus>;

/** A date the pattern allows but the calendar does not (month 13) is refused. */
export const realTime = (iso: string): string | null => (Number.isNaN(Date.parse(iso)) ? `"${iso.slice(0, 40)}" is no real time` : null);

const STATUS = codec('a table status', TableStatus, LIMITS.status, (s) => realTime(s.since));

export const encodeStatus = (status: TableStatus) => encodeWith(STATUS, status);
export const decodeStatus = (payload: Uint8Array | string) => decodeWith(STATUS, payload);

/** The `since` of a status from a clock reading (milliseconds since the epoch). */
export const isoTime = (ms: number): string => new Date(ms).toISOString();

/**
 * The Last Will to register on connect: the online status turned `lost`. The broker publishes it
 * as it stands, so its `since` is when the table came online; the fleet knows when it arrived.
 */
export const lastWill = (online: TableStatus): TableStatus => ({ ...online, state: 'lost' });
