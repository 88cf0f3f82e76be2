// `cmd/<verb>`: commands from the fleet to one table, not retained. Every command names the table
// (and may name the site) it is for and carries `ref`, the request id its reply echoes. A table
// refuses a command that names another table, whatever topic it came on.
import { Type, type Static } from '@sinclair/typebox';
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, quoted, type FleetError } from '../errors.ts';
import { ID_PATTERN, isId } from '../ids.ts';
import { readJson } from '../json.ts';
import { LIMITS } from './limits.ts';
import { codec, encodeWith, shaped, type Codec } from './check.ts';

const Id = Type.String({ pattern: ID_PATTERN.source, maxLength: 64 });

const Base = {
  /** The request's id, echoed in the reply. */
  ref: Id,
  /** The table the command is for: refused by every other table. */
  table: Id,
  /** The site, when the fleet names it: refused by a table of another site. */
  site: Type.Optional(Id),
};

export const MessageCommand = Type.Object({
  ...Base,
  /** Shown to the players (the table's terminal and dashboard). */
  text: Type.String({ minLength: 1, maxLength: 500 }),
});

/** As the dashboard's `POST /api/games` body. */
export const NewGameCommand = Type.Object({
  ...Base,
  /** The rules' id, as in the catalogue. */
  game: Id,
  board: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 8 })])),
  options: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  position: Type.Optional(Type.Unknown()),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
  layout: Type.Optional(Type.Record(Id, Type.Object({ board: Id, row: Type.Integer({ minimum: 0, maximum: 254 }), col: Type.Integer({ minimum: 0, maximum: 254 }) }))),
});

export const EndGameCommand = Type.Object({
  ...Base,
  /** The running game's id (the `<game>` of its topics). */
  gameId: Id,
});

interface Verbs {
  'message': Static<typeof MessageCommand>;
  'new-game': Static<typeof NewGameCommand>;
  'end-game': Static<typeof EndGameCommand>;
}
export type CommandVerb = keyof Verbs;
export const COMMAND_VERBS: readonly CommandVerb[] = ['message', 'new-game', 'end-game'];

/** A command with its verb (which travels in the topic, not the payload). */
export type Command = { [V in CommandVerb]: { verb: V } & Verbs[V] }[CommandVerb];
export type CommandOf<V extends CommandVerb> = Extract<Command, { verb: V }>;

const CODECS: { [V in CommandVerb]: Codec<Verbs[V]> } = {
  'message': codec('a message command', MessageCommand, LIMITS.command),
  'new-game': codec('a new-game command', NewGameCommand, LIMITS.command),
  'end-game': codec('an end-game command', EndGameCommand, LIMITS.command),
};
const BASE = codec('a command', Type.Object(Base), LIMITS.command);

export const isCommandVerb = (verb: string): verb is CommandVerb => Object.hasOwn(CODECS, verb);

/** The command's payload: everything but the verb. */
export function encodeCommand(command: Command): Result<string, FleetError> {
  const { verb, ...payload } = command;
  if (!isCommandVerb(verb)) return fleetFail('unknown-verb', `There is no command ${quoted(verb)}.`);
  return encodeWith(CODECS[verb] as Codec<unknown>, payload);
}

/** Who a table is: the commands it takes name it. */
export interface TableSelf { site: string; table: string }

/**
 * A command as the table `self` reads it, for the verb its topic names. Refused, in this order:
 * unreadable (too-large, bad-utf8, too-deep, forbidden-key, bad-json), no `ref`/`table` (bad-shape),
 * for another table or site (not-for-this-table), a verb it does not know (unknown-verb), the
 * verb's fields wrong (bad-shape). Once the `ref` is read, the error carries it for the reply.
 */
export function decodeCommand(self: TableSelf, verb: string, payload: Uint8Array | string): Result<Command, FleetError> {
  const json = readJson(payload, LIMITS.command);
  if (!json.ok) return json;
  const base = shaped(BASE, json.value);
  if (!base.ok) {
    const ref = refOf(json.value);
    return ref === undefined ? base : fleetFail(base.error.code, base.error.message, ref);
  }
  const { ref, table, site } = base.value;
  if (table !== self.table || (site !== undefined && site !== self.site)) {
    const named = site === undefined ? `table ${quoted(table)}` : `table ${quoted(table)} of site ${quoted(site)}`;
    return fleetFail('not-for-this-table', `The command is for ${named}; this is table ${quoted(self.table)} of site ${quoted(self.site)}.`, ref);
  }
  if (!isCommandVerb(verb)) return fleetFail('unknown-verb', `There is no command ${quoted(verb)}; a table takes ${COMMAND_VERBS.join(', ')}.`, ref);
  const fields = shaped(CODECS[verb] as Codec<unknown>, json.value);
  if (!fields.ok) return fleetFail(fields.error.code, fields.error.message, ref);
  return ok({ verb, ...(fields.value as object) } as Command);
}

function refOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, 'ref')) return undefined;
  const ref = (value as { ref: unknown }).ref;
  return isId(ref) && ref.length <= 64 ? ref : undefined;
}
