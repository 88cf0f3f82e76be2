// The remote-play payloads: TypeBox schemas, encoders, and decoders bounded in size and depth
// (fleet/json.ts) before anything is parsed. Hashes, commitments and secrets are lower-case hex
// only, so one value has one spelling and an exact repeat is equal as a string.
import { Type, type Static } from '@sinclair/typebox';
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, type FleetError } from '../errors.ts';
import { codec, decodeWith, encodeWith } from '../payloads/check.ts';
import { KIB } from '../payloads/limits.ts';
import { IsoTime, realTime } from '../payloads/status.ts';
import { ID_PATTERN } from '../ids.ts';
import { readJson, type JsonLimits } from '../json.ts';

/** 32 bytes as 64 lower-case hex digits: a SHA-256, a commitment, a secret. */
export const HEX64 = '^[0-9a-f]{64}$';
export const Hex64 = Type.String({ pattern: HEX64, minLength: 64, maxLength: 64 });
const Id = Type.String({ pattern: ID_PATTERN.source, minLength: 1, maxLength: 64 });
/** A step of the match: 1 for the first. Bounded so arithmetic on it stays exact. */
export const MAX_SEQ = 1_000_000;
const Seq = Type.Integer({ minimum: 1, maximum: MAX_SEQ });
/** The most steps a snapshot lists (moves and casts), as a game state's moves. */
export const MAX_STEPS = 10_000;
export const MAX_MOVE_LENGTH = 200;
/** The most characters of a presence's `setup.options` (the game's options as JSON text), and how deep they may nest. */
export const MAX_SETUP_OPTIONS_CHARS = 2_048;
export const MAX_SETUP_OPTIONS_DEPTH = 16;

/**
 * What each payload's reader takes. A step is a few hundred bytes at most; the snapshot is as
 * large as a game state (and below the café broker's 300 000-byte packets). A 1 MB payload is
 * refused before it is parsed, whatever the topic.
 */
export const MATCH_LIMITS = {
  presence: { maxBytes: 8 * KIB, maxDepth: 2 },
  move: { maxBytes: 1 * KIB, maxDepth: 2 },
  applied: { maxBytes: 1 * KIB, maxDepth: 2 },
  choice: { maxBytes: 1 * KIB, maxDepth: 2 },
  castCommit: { maxBytes: 1 * KIB, maxDepth: 2 },
  castReveal: { maxBytes: 1 * KIB, maxDepth: 2 },
  castEntered: { maxBytes: 1 * KIB, maxDepth: 2 },
  snapshot: { maxBytes: 256 * KIB, maxDepth: 4 },
} as const satisfies Record<string, JsonLimits>;

/**
 * What a host joining the match needs to start the same game: the game's options (as given, a
 * JSON object written as text), its seed, the seat this host expects its peer to play, and the
 * seat that moves first. Both seats of a match start from these.
 */
export const PresenceSetup = Type.Object({
  options: Type.String({ minLength: 2, maxLength: MAX_SETUP_OPTIONS_CHARS }),
  seed: Type.Integer({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
  peer: Id,
  first: Id,
});
export type PresenceSetup = Static<typeof PresenceSetup>;

export const Presence = Type.Object({
  /** `online` while the host plays; `offline` from a clean stop, or the broker as its Last Will. */
  state: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
  since: IsoTime,
  /** The rules' id (`garden`): two hosts of one match must run the same rules. */
  game: Id,
  /** The seat this host plays; the same as its topic's `<seat>`. */
  seat: Id,
  /**
   * How the match's casts are made: `shared`, by both hosts' secrets (commit–reveal, the default
   * when absent); `physical`, real sticks counted by the caster's side. Both seats must say the same.
   */
  casts: Type.Optional(Type.Union([Type.Literal('shared'), Type.Literal('physical')])),
  /** False when the seat is played on no board (its moves entered, the peer's taken at once); absent: on a board. */
  board: Type.Optional(Type.Boolean()),
  /** Seconds between this host's presences while online (its heartbeat): silent 1.5 × this long, the peer takes it as gone. */
  every: Type.Optional(Type.Integer({ minimum: 1, maximum: 3_600 })),
  /** How the game was started (a field v1 gained): what a host needs to join the match. */
  setup: Type.Optional(PresenceSetup),
});
export type Presence = Static<typeof Presence>;

/** The game's options as a setup carries them: a JSON object, bounded; the object, or why not. */
export function setupOptions(text: string): Result<Record<string, unknown>, FleetError> {
  if (text.length > MAX_SETUP_OPTIONS_CHARS) return fleetFail('too-large', `The options have ${text.length} characters; at most ${MAX_SETUP_OPTIONS_CHARS} are taken.`);
  const json = readJson(text, { maxBytes: 4 * MAX_SETUP_OPTIONS_CHARS, maxDepth: MAX_SETUP_OPTIONS_DEPTH });
  if (!json.ok) return json;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fleetFail('bad-shape', 'The options must be a JSON object.');
  return ok(value as Record<string, unknown>);
}

/** A presence's checks beyond its schema: a real time; a setup whose options are an object, and whose peer is another seat. */
function presenceChecks(p: Presence): string | null {
  const time = realTime(p.since);
  if (time !== null || p.setup === undefined) return time;
  const options = setupOptions(p.setup.options);
  if (!options.ok) return `/setup/options: ${options.error.message}`;
  if (p.setup.peer === p.seat) return `/setup/peer: the peer's seat is this host's own ("${p.seat}")`;
  if (p.setup.first !== p.seat && p.setup.first !== p.setup.peer) return `/setup/first: "${p.setup.first}" is neither seat`;
  return null;
}

export const MovePayload = Type.Object({
  seq: Seq,
  /** The move in the game's notation. */
  move: Type.String({ minLength: 1, maxLength: MAX_MOVE_LENGTH }),
  /** The position hash before the move, i.e. after step seq − 1. */
  before: Hex64,
});
export type MovePayload = Static<typeof MovePayload>;

export const AppliedPayload = Type.Object({
  seq: Seq,
  /** The position hash after step `seq` on the host that applied it. */
  after: Hex64,
});
export type AppliedPayload = Static<typeof AppliedPayload>;

export const ChoicePayload = Type.Object({
  seq: Seq,
  /** One of the options the game offers for this step (Cetkaik's `tymok`, `taxot`). */
  choice: Type.String({ minLength: 1, maxLength: MAX_MOVE_LENGTH }),
  /** The position hash before the choice, i.e. after step seq − 1. */
  before: Hex64,
});
export type ChoicePayload = Static<typeof ChoicePayload>;

export const CastCommitPayload = Type.Object({ seq: Seq, commit: Hex64 });
export type CastCommitPayload = Static<typeof CastCommitPayload>;

export const CastRevealPayload = Type.Object({ seq: Seq, secret: Hex64 });
export type CastRevealPayload = Static<typeof CastRevealPayload>;

/** Real sticks counted by the caster's side (a match whose casts are `physical`). */
export const CastEnteredPayload = Type.Object({
  seq: Seq,
  heads: Type.Integer({ minimum: 0, maximum: 256 }),
  /** The position hash before the cast, i.e. after step seq − 1. */
  before: Hex64,
});
export type CastEnteredPayload = Static<typeof CastEnteredPayload>;

/** A cast step of the snapshot: its seq and every seat's revealed secret, so it can be checked again. */
export const SnapshotCast = Type.Object({
  seq: Seq,
  sticks: Type.Integer({ minimum: 1, maximum: 256 }),
  secrets: Type.Record(Type.String({ pattern: ID_PATTERN.source, maxLength: 64 }), Hex64, { minProperties: 2, maxProperties: 8 }),
});
export type SnapshotCast = Static<typeof SnapshotCast>;

/** A physical cast step of the snapshot: its seq, the heads counted, and the seat that counted them. */
export const SnapshotEntered = Type.Object({ seq: Seq, sticks: Type.Integer({ minimum: 1, maximum: 256 }), heads: Type.Integer({ minimum: 0, maximum: 256 }), by: Id });
export type SnapshotEntered = Static<typeof SnapshotEntered>;

/** A choice step of the snapshot: its seq and the option taken. */
export const SnapshotChoice = Type.Object({ seq: Seq, choice: Type.String({ minLength: 1, maxLength: MAX_MOVE_LENGTH }) });
export type SnapshotChoice = Static<typeof SnapshotChoice>;

export const Snapshot = Type.Object({
  game: Id,
  /** Steps played so far (0 before the first). */
  seq: Type.Integer({ minimum: 0, maximum: MAX_SEQ }),
  /** The moves, in order, in the game's notation (cast and choice steps are in `casts` and `choices`, not here). */
  moves: Type.Array(Type.String({ minLength: 1, maxLength: MAX_MOVE_LENGTH }), { maxItems: MAX_STEPS }),
  /** The position hash after step `seq`. */
  hash: Hex64,
  /** The cast steps, by seq; absent in a game without casts. */
  casts: Type.Optional(Type.Array(SnapshotCast, { maxItems: MAX_STEPS })),
  /** The choice steps, by seq; absent in a game where none was made. */
  choices: Type.Optional(Type.Array(SnapshotChoice, { maxItems: MAX_STEPS })),
  /** The physical cast steps (a match whose casts are `physical`), by seq. */
  entered: Type.Optional(Type.Array(SnapshotEntered, { maxItems: MAX_STEPS })),
});
export type Snapshot = Static<typeof Snapshot>;

/** Steps number 1 … seq without a gap: every step is a move, a cast, a physical cast or a choice; each list in order, no step in two. */
function snapshotSteps(s: Snapshot): string | null {
  const casts = s.casts ?? [];
  const choices = s.choices ?? [];
  const entered = s.entered ?? [];
  if (s.moves.length + casts.length + choices.length + entered.length !== s.seq) {
    return `seq ${s.seq} is not its ${s.moves.length} moves, ${casts.length} casts, ${entered.length} physical casts and ${choices.length} choices`;
  }
  const listed = new Map<number, string>();
  for (const [name, list] of [['casts', casts], ['choices', choices], ['entered', entered]] as const) {
    for (let i = 0; i < list.length; i++) {
      if (list[i].seq > s.seq) return `${name}[${i}] is step ${list[i].seq}, after the snapshot's ${s.seq}`;
      if (i > 0 && list[i].seq <= list[i - 1].seq) return `${name}[${i}] is not after ${name}[${i - 1}]`;
      const other = listed.get(list[i].seq);
      if (other !== undefined) return `step ${list[i].seq} is listed in ${other} and in ${name}`;
      listed.set(list[i].seq, name);
    }
  }
  return null;
}

const PRESENCE = codec('a match presence', Presence, MATCH_LIMITS.presence, presenceChecks);
const MOVE = codec('a match move', MovePayload, MATCH_LIMITS.move);
const APPLIED = codec('a match applied', AppliedPayload, MATCH_LIMITS.applied);
const CHOICE = codec('a match choice', ChoicePayload, MATCH_LIMITS.choice);
const COMMIT = codec('a cast commitment', CastCommitPayload, MATCH_LIMITS.castCommit);
const REVEAL = codec('a cast reveal', CastRevealPayload, MATCH_LIMITS.castReveal);
const ENTERED = codec('a cast entered', CastEnteredPayload, MATCH_LIMITS.castEntered);
const SNAPSHOT = codec('a match snapshot', Snapshot, MATCH_LIMITS.snapshot, snapshotSteps);

export const encodePresence = (p: Presence) => encodeWith(PRESENCE, p);
export const decodePresence = (payload: Uint8Array | string) => decodeWith(PRESENCE, payload);
export const encodeMove = (m: MovePayload) => encodeWith(MOVE, m);
export const decodeMove = (payload: Uint8Array | string) => decodeWith(MOVE, payload);
export const encodeApplied = (a: AppliedPayload) => encodeWith(APPLIED, a);
export const decodeApplied = (payload: Uint8Array | string) => decodeWith(APPLIED, payload);
export const encodeChoice = (c: ChoicePayload) => encodeWith(CHOICE, c);
export const decodeChoice = (payload: Uint8Array | string) => decodeWith(CHOICE, payload);
export const encodeCastCommit = (c: CastCommitPayload) => encodeWith(COMMIT, c);
export const decodeCastCommit = (payload: Uint8Array | string) => decodeWith(COMMIT, payload);
export const encodeCastReveal = (r: CastRevealPayload) => encodeWith(REVEAL, r);
export const decodeCastReveal = (payload: Uint8Array | string) => decodeWith(REVEAL, payload);
export const encodeCastEntered = (c: CastEnteredPayload) => encodeWith(ENTERED, c);
export const decodeCastEntered = (payload: Uint8Array | string) => decodeWith(ENTERED, payload);
export const encodeSnapshot = (s: Snapshot) => encodeWith(SNAPSHOT, s);
export const decodeSnapshot = (payload: Uint8Array | string) => decodeWith(SNAPSHOT, payload);

/**
 * The Last Will to register on connect: the online presence turned `offline`. Its `since` stays
 * when the host came online (a will cannot change without reconnecting); the peer takes the time
 * it arrived.
 */
export const presenceWill = (online: Presence): Presence => ({ ...online, state: 'offline' });
