// `cmd/<verb>/reply`: a table's answer to one command, not retained, echoing its `ref`.
import { Type, type Static } from '@sinclair/typebox';
import { ID_PATTERN } from '../ids.ts';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';

const Ref = Type.String({ pattern: ID_PATTERN.source, maxLength: 64 });

export const CommandReply = Type.Union([
  Type.Object({
    ref: Ref,
    ok: Type.Literal(true),
    /** What the command gave, when it gives something (the new game's detail). */
    value: Type.Optional(Type.Unknown()),
  }),
  Type.Object({
    ref: Ref,
    ok: Type.Literal(false),
    /** Why it was refused: a stable code (`not-for-this-table`, `bad-shape`, a host error's code) and words. */
    error: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }), message: Type.String({ maxLength: 1000 }) }),
  }),
]);
export type CommandReply = Static<typeof CommandReply>;

const REPLY = codec('a command reply', CommandReply, LIMITS.reply);

export const encodeReply = (reply: CommandReply) => encodeWith(REPLY, reply);
export const decodeReply = (payload: Uint8Array | string) => decodeWith(REPLY, payload);
