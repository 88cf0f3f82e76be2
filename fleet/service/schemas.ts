// The fleet API's schemas (TypeBox → JSON Schema): responses are serialised through them, so
// `GET /api/tables` answers exactly these fields and no others.
import { Type } from '@sinclair/typebox';
import { ID_PATTERN, LINK_STATES } from '../index.ts';

const Id = Type.String({ pattern: ID_PATTERN.source, maxLength: 64 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const State = Nullable(Type.Union([Type.Literal('online'), Type.Literal('stopped'), Type.Literal('lost')]));
const Link = Type.Union(LINK_STATES.map((s) => Type.Literal(s)));

export const TableParams = Type.Object({ site: Id, table: Id }, { additionalProperties: false });
export const CommandParams = Type.Object({ site: Id, table: Id, verb: Id }, { additionalProperties: false });

export const TableSummary = Type.Object({
  site: Type.String(),
  table: Type.String(),
  state: State,
  since: Nullable(Type.String()),
  boards: Type.Array(Type.Object({ id: Type.String(), link: Link })),
  games: Type.Array(Type.Object({
    id: Type.String(), game: Type.String(), seq: Type.Integer(), moves: Type.Integer(), toMove: Nullable(Type.String()), over: Type.Boolean(),
  })),
});

/** A game a table can start: the rules' id and its title. */
export const CatalogEntry = Type.Object({ id: Type.String(), title: Type.String() });

export const Alarm = Type.Object({
  code: Type.String(),
  message: Type.String(),
  board: Type.Optional(Type.String()),
  game: Type.Optional(Type.String()),
  params: Type.Record(Type.String(), Type.String()),
});

const Open = (properties: Parameters<typeof Type.Object>[0]) => Type.Object(properties, { additionalProperties: true });

export const TableDetail = Type.Object({
  site: Type.String(),
  table: Type.String(),
  state: State,
  since: Nullable(Type.String()),
  version: Nullable(Type.String()),
  boards: Type.Array(Open({ id: Type.String(), link: Link })),
  games: Type.Array(Open({ id: Type.String(), game: Type.String(), moves: Type.Array(Type.String()) })),
  alarms: Type.Array(Alarm),
});

/** A command's fields (the verb's own: `text`, `game`, `gameId`, …); the service adds ref, table and site. */
export const CommandBody = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown());

export const ErrorReply = Open({ statusCode: Type.Integer(), error: Type.String(), code: Type.String(), message: Type.String() });
export const errorReplies = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 413: ErrorReply, 415: ErrorReply, 429: ErrorReply, 503: ErrorReply, 504: ErrorReply };

export const Health = Type.Object({
  status: Type.Literal('ok'),
  broker: Type.Union([Type.Literal('connected'), Type.Literal('disconnected')]),
  tables: Type.Integer(),
  clients: Type.Integer(),
  taken: Type.Integer(),
  /** Refused: the view holds as many tables, boards or games as it takes. */
  full: Type.Integer(),
  dropped: Type.Integer(),
  drops: Type.Record(Type.String(), Type.Integer()),
});
