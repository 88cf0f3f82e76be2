// Request and response schemas of the REST API (TypeBox → JSON Schema, checked by fastify's ajv).
// Objects are closed (unknown keys are a 400), bodies are never coerced.
import { Type, type Static } from '@sinclair/typebox';

/** The largest board the protocol allows has fewer cells than this. */
export const MAX_CELLS_PER_REQUEST = 1024;
/** More sticks than any game casts; the game itself checks the count it awaits. */
export const MAX_STICKS = 64;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const CellName = Type.String({ minLength: 1, maxLength: 16 });
const Anything = Type.Unknown();
/** An open object: every key the host reports goes through as it is. */
const Open = (properties: Parameters<typeof Type.Object>[0]) => Type.Object(properties, { additionalProperties: true });

export const BoardParams = Type.Object({ id: Id }, { additionalProperties: false });
export const GameParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof BoardParams>;

export const NewGameBody = Type.Object(
  {
    /** A board, several (the game's areas are placed on them in order), or none for a game with no board. */
    board: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 8 })])),
    game: Id,
    options: Type.Optional(Type.Record(Type.String(), Anything)),
    position: Type.Optional(Anything),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
    /** Where areas go: area id → board and top-left row/column (0-based). */
    layout: Type.Optional(Type.Record(Id, Type.Object({ board: Id, row: Type.Integer({ minimum: 0, maximum: 254 }), col: Type.Integer({ minimum: 0, maximum: 254 }) }, { additionalProperties: false }))),
    /** Simulated boards too are left empty and lit cell by cell for the players to set up. */
    setUp: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewGameBody = Static<typeof NewGameBody>;

/** `{choice}` answers a choice; `{sticks}` is a physical cast: the number of heads counted.
 *  Exactly one of them (checked by the route, to say so in plain words). */
export const ChoiceBody = Type.Object(
  {
    choice: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    sticks: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STICKS })),
  },
  { additionalProperties: false },
);
export type ChoiceBody = Static<typeof ChoiceBody>;

/** A move in the game's notation: a seat without a board, or a move the board cannot show. */
/** A move in a game's notation: a few words, or a line of JSON (Cuzco's `set P1 {…}` corrections). */
export const MAX_MOVE_CHARS = 4096;
export const MoveBody = Type.Object({ move: Type.String({ minLength: 1, maxLength: MAX_MOVE_CHARS }) }, { additionalProperties: false });
export type MoveBody = Static<typeof MoveBody>;

/** Data a game asked for (an entry), as JSON; the game checks it against its own schema. */
export const EntryBody = Type.Object({ entry: Anything }, { additionalProperties: false, required: ['entry'] });
export type EntryBody = Static<typeof EntryBody>;

/** A button pressed from the dashboard, as a board's own: `next` confirms, `undo` takes back. */
export const ButtonBody = Type.Object(
  { button: Type.Unsafe<'next' | 'undo'>({ type: 'string', enum: ['next', 'undo'] }) },
  { additionalProperties: false },
);
export type ButtonBody = Static<typeof ButtonBody>;

export const SimBody = Type.Object(
  {
    // An enum rather than a union of literals: one clear error ("must be one of: lift, place").
    action: Type.Unsafe<'lift' | 'place'>({ type: 'string', enum: ['lift', 'place'] }),
    cells: Type.Array(CellName, { minItems: 1, maxItems: MAX_CELLS_PER_REQUEST }),
  },
  { additionalProperties: false },
);
export type SimBody = Static<typeof SimBody>;

export const EventsQuery = Type.Object({ board: Type.Optional(Id) }, { additionalProperties: false });
export type EventsQuery = Static<typeof EventsQuery>;

export const ErrorReply = Open({ statusCode: Type.Integer(), error: Type.String(), code: Type.String(), message: Type.String() });

export const Health = Type.Object({
  status: Type.Literal('ok'),
  boards: Type.Integer(),
  games: Type.Integer(),
  clients: Type.Integer(),
});

export const GameInfo = Open({
  id: Type.String(),
  title: Type.String(),
  names: Type.Object({ en: Type.String(), ja: Type.String() }),
  board: Type.String(),
  needs: Type.String(),
  fits: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
  players: Type.Array(Type.Integer()),
  status: Type.String(),
  notes: Type.Optional(Type.String()),
  options: Anything,
});

const boardSummaryFields = {
  id: Type.String(),
  path: Type.String(),
  simulated: Type.Boolean(),
  link: Open({
    state: Type.String(), reason: Type.Optional(Type.String()),
    steppedDown: Type.Optional(Open({ from: Type.Integer(), to: Type.Integer(), cause: Type.String() })),
  }),
  profile: Anything,
  game: Type.Union([Type.String(), Type.Null()]),
};

export const BoardSummary = Open(boardSummaryFields);

export const BoardDetail = Open({
  ...boardSummaryFields,
  counters: Anything,
  hello: Anything,
  baudRate: Type.Union([Type.Integer(), Type.Null()]),
  occupancy: Type.Array(Type.String()),
  leds: Type.Record(Type.String(), Open({ r: Type.Integer(), g: Type.Integer(), b: Type.Integer(), blink: Type.Boolean() })),
  lights: Type.Record(Type.String(), Type.String()),
  cells: Type.Array(Type.String()),
  power: Type.Union([Type.Object({ askedMa: Type.Number(), capMa: Type.Number() }), Type.Null()]),
});

/** Words in both languages. */
const Label = Type.Object({ en: Type.String(), ja: Type.String() });

/** A light role: its colour at full brightness, whether it blinks, and what it means. */
export const LightRole = Type.Object({ role: Type.String(), r: Type.Integer(), g: Type.Integer(), b: Type.Integer(), blink: Type.Boolean(), label: Label });

/** An input a player can make now (host/games/actions.ts): its kind says which route takes it. */
const PlayerAction = Open({
  kind: Type.Unsafe<'move' | 'form' | 'choice' | 'sticks' | 'entry'>({ type: 'string', enum: ['move', 'form', 'choice', 'sticks', 'entry'] }),
  label: Label,
  group: Type.Optional(Label),
  move: Type.Optional(Type.String()),
  confirm: Type.Optional(Type.Boolean()),
  choice: Type.Optional(Type.String()),
  sticks: Type.Optional(Type.Integer()),
  form: Type.Optional(Open({ schema: Anything, move: Type.Optional(Type.String()), example: Type.Optional(Anything) })),
});

/** A step of a remote match, and one host's position at a step (host/games/remote-status.ts). */
const RemoteStep = { seq: Type.Integer(), move: Type.String() };
const RemotePosition = Type.Union([Open({ seq: Type.Integer(), hash: Type.Union([Type.String(), Type.Null()]), moves: Type.Union([Type.Array(Type.String()), Type.Null()]) }), Type.Null()]);

/** How a remote match stands, as the host playing one seat of it sees it. */
export const RemoteStatus = Open({
  match: Type.String(),
  seat: Type.String(),
  peer: Type.String(),
  boardless: Type.Optional(Type.Literal(true)),
  connected: Type.Boolean(),
  peerOnline: Type.Union([Type.Boolean(), Type.Null()]),
  peerSince: Type.Union([Type.String(), Type.Null()]),
  waiting: Type.Union([Open({ ...RemoteStep, for: Type.Unsafe<'peer-to-make' | 'us-to-make'>({ type: 'string', enum: ['peer-to-make', 'us-to-make'] }) }), Type.Null()]),
  peerBoardless: Type.Optional(Type.Literal(true)),
  choosing: Type.Optional(Open({ seq: Type.Integer(), by: Type.Unsafe<'seat' | 'peer'>({ type: 'string', enum: ['seat', 'peer'] }) })),
  made: Type.Union([Open({ ...RemoteStep, by: Type.Unsafe<'seat' | 'peer'>({ type: 'string', enum: ['seat', 'peer'] }) }), Type.Null()]),
  stopped: Type.Union([Open({ reason: Type.String(), here: RemotePosition, peer: RemotePosition }), Type.Null()]),
});

export const GameDetail = Open({
  id: Type.String(),
  board: Type.String(),
  boards: Type.Array(Type.String()),
  game: Type.String(),
  title: Type.String(),
  names: Label,
  view: Anything,
  log: Type.Array(Open({ move: Type.String(), failed: Type.Optional(Type.Boolean()), label: Open({ en: Type.String(), ja: Type.String(), group: Type.Optional(Label) }) })),
  awaiting: Anything,
  prompt: Type.Union([Label, Type.Null()]),
  confirm: Type.Array(Type.String()),
  enterable: Type.Array(Type.String()),
  actions: Type.Array(PlayerAction),
  toMove: Type.Union([Type.String(), Type.Null()]),
  over: Type.Boolean(),
  scores: Anything,
  sheet: Anything,
  result: Anything,
  computer: Anything,
  remote: Type.Union([RemoteStatus, Type.Null()]),
  areas: Type.Array(Open({ id: Type.String(), seat: Type.Union([Type.String(), Type.Null()]), rows: Type.Integer(), cols: Type.Integer(), board: Type.Union([Type.String(), Type.Null()]), at: Type.Union([Type.String(), Type.Null()]) })),
});

/** What an input to a game returns: the game afterwards and the events the input caused. */
export const GameAction = Type.Object({ game: GameDetail, events: Type.Array(Anything) });

export const SimAccepted = Type.Object({
  board: Type.String(),
  action: Type.String(),
  cells: Type.Array(Type.String()),
});

/** The errors every route may answer with. */
export const errorReplies = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 413: ErrorReply, 415: ErrorReply, 429: ErrorReply };

/** `POST /api/remote/create`: ids as the match contract checks them (the route answers its message). */
export const CreateMatchBody = Type.Object(
  {
    match: Type.Optional(Id),
    seat: Id,
    peer: Id,
    game: Id,
    options: Type.Optional(Type.Record(Type.String(), Anything)),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
  },
  { additionalProperties: false },
);
export type CreateMatchBody = Static<typeof CreateMatchBody>;

export const JoinMatchBody = Type.Object({ match: Id }, { additionalProperties: false });
export type JoinMatchBody = Static<typeof JoinMatchBody>;

const RemoteMatchInfo = { match: Type.String(), seat: Type.String(), peer: Type.String(), game: Type.String() };

export const RemoteLobby = Type.Object({
  available: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  match: Type.Union([Type.Object(RemoteMatchInfo), Type.Null()]),
});

export const RemoteStarted = Type.Object({ ...RemoteMatchInfo, first: Type.String() });
