// `games/<game>/events`: one object per event of the game (the host's event with its `type` and
// fields), not retained, with `seq`: how many records the game's journal held when it happened.
import { Type, type Static } from '@sinclair/typebox';
import { err, type Result } from '../../rules/index.ts';
import type { FleetError } from '../errors.ts';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';

export const GameEvent = Type.Object(
  {
    seq: Type.Integer({ minimum: 0 }),
    /** The event's type (`move`, `lights`, `score`, `end`, …), as the host's events name it. */
    type: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: true },
);
/** The event's own fields go beside `seq` and `type`. */
export type GameEvent = Static<typeof GameEvent> & { readonly [field: string]: unknown };

const GAME_EVENT = codec('a game event', GameEvent, LIMITS.gameEvent);

/** The event's payload: its fields with `seq` first. An event that has a `seq` of its own is refused. */
export function encodeGameEvent(seq: number, event: { readonly type: string }): Result<string, FleetError> {
  if (Object.hasOwn(event, 'seq')) return err({ code: 'bad-shape', message: 'Not a game event: the event has a "seq" of its own.' });
  return encodeWith(GAME_EVENT, { seq, ...event });
}
export const decodeGameEvent = (payload: Uint8Array | string) => decodeWith(GAME_EVENT, payload);
