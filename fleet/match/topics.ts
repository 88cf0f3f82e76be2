// The remote-play topic contract: two hosts playing one game through the broker, each writing
// only under its own seat (tabletop/v1/match/<match>/<seat>/…), so the broker's ACL can keep a
// seat's host from writing for the other. Built from ids and parsed back; errors are values.
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, quoted, type FleetError } from '../errors.ts';
import { ID_PATTERN, ID_RULE } from '../ids.ts';
import { TOPIC_ROOT, TOPIC_VERSION } from '../topics.ts';

/** The level after the version that holds every match (where the fleet has its site: reserved seats keep the two apart). */
export const MATCH_LEVEL = 'match';

export type MatchTopicKind = 'presence' | 'snapshot' | 'moves' | 'applied' | 'choice' | 'cast-commit' | 'cast-reveal' | 'cast-entered';
export const MATCH_TOPIC_KINDS: readonly MatchTopicKind[] = ['presence', 'snapshot', 'moves', 'applied', 'choice', 'cast-commit', 'cast-reveal', 'cast-entered'];

/** The levels after `<seat>/` for each kind. */
export const KIND_LEVELS: Readonly<Record<MatchTopicKind, string>> = {
  'presence': 'presence', 'snapshot': 'snapshot', 'moves': 'moves', 'applied': 'applied', 'choice': 'choice',
  'cast-commit': 'cast/commit', 'cast-reveal': 'cast/reveal', 'cast-entered': 'cast/entered',
};

/**
 * Presence and the snapshot are retained: a host that (re)connects reads where its peer stands
 * at once. Moves, applied, choices and casts are not: each is one step, named by its `seq`, and a retained
 * one would be delivered again on every reconnect as if new. QoS 1: `seq` makes a repeat harmless.
 */
export const MATCH_DELIVERY: Readonly<Record<MatchTopicKind, { qos: 1; retain: boolean }>> = {
  'presence': { qos: 1, retain: true },
  'snapshot': { qos: 1, retain: true },
  'moves': { qos: 1, retain: false },
  'applied': { qos: 1, retain: false },
  'choice': { qos: 1, retain: false },
  'cast-commit': { qos: 1, retain: false },
  'cast-reveal': { qos: 1, retain: false },
  'cast-entered': { qos: 1, retain: false },
};

export interface MatchTopic { match: string; seat: string; kind: MatchTopicKind }

export type MatchIdKind = 'match' | 'seat';

/** The fleet's id rule (ids.ts), for the two ids of a match topic. */
export function checkMatchId(kind: MatchIdKind, id: unknown): Result<string, FleetError> {
  if (typeof id !== 'string') return fleetFail('bad-id', `The ${kind} id must be a string, not ${id === null ? 'null' : typeof id}.`);
  if (!ID_PATTERN.test(id)) return fleetFail('bad-id', `The ${kind} id ${quoted(id)} is refused: an id may hold ${ID_RULE}.`);
  if (kind === 'seat' && RESERVED_SEATS.has(id)) return fleetFail('bad-id', `The seat id ${quoted(id)} is refused: ${RESERVED_SEATS.get(id)}.`);
  return ok(id);
}

/** Seat ids no host may take, and why. */
const RESERVED_SEATS: ReadonlyMap<string, string> = new Map([
  // A seat is also a key of JSON objects (a snapshot's secrets), where these two are refused.
  ['__proto__', 'it cannot be a key of a payload'],
  ['constructor', 'it cannot be a key of a payload'],
  // The fleet's kinds, at the same level as a seat: with them a fleet topic of a site "match" could
  // be a match topic (the fleet may write tabletop/v1/+/+/cmd/+) and a seat's topic a table's.
  ...['cmd', 'boards', 'games', 'status'].map((level) => [level, `it is a level of the fleet's topics (tabletop/v1/<site>/<table>/${level}…), which a match topic must never be read as`] as const),
]);

const base = (match: string) => `${TOPIC_ROOT}/${TOPIC_VERSION}/${MATCH_LEVEL}/${match}`;

/** The topic's name, or the first id that cannot be a topic level. */
export function matchTopicOf(t: MatchTopic): Result<string, FleetError> {
  const match = checkMatchId('match', t.match);
  if (!match.ok) return match;
  const seat = checkMatchId('seat', t.seat);
  if (!seat.ok) return seat;
  if (!MATCH_TOPIC_KINDS.includes(t.kind)) return fleetFail('unknown-kind', `${quoted(String(t.kind))} is no kind of match topic.`);
  return ok(`${base(match.value)}/${seat.value}/${KIND_LEVELS[t.kind]}`);
}

export const presenceTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'presence' });
export const snapshotTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'snapshot' });
export const movesTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'moves' });
export const appliedTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'applied' });
export const choiceTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'choice' });
export const castCommitTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'cast-commit' });
export const castRevealTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'cast-reveal' });
export const castEnteredTopic = (match: string, seat: string) => matchTopicOf({ match, seat, kind: 'cast-entered' });

/** Parses a received topic; anything that is not exactly a match topic is an error value (a drop reason). */
export function parseMatchTopic(topic: string): Result<MatchTopic, FleetError> {
  const levels = topic.split('/');
  if (levels[0] !== TOPIC_ROOT) return fleetFail('wrong-prefix', `The topic ${quoted(topic)} does not start with "${TOPIC_ROOT}/".`);
  if (levels.length < 2) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends before its version.`);
  if (levels[1] !== TOPIC_VERSION) return fleetFail('wrong-version', `The topic ${quoted(topic)} is of version ${quoted(levels[1], 20)}; this side speaks "${TOPIC_VERSION}".`);
  if (levels.length < 3) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends before "${MATCH_LEVEL}".`);
  if (levels[2] !== MATCH_LEVEL) return fleetFail('wrong-prefix', `The topic ${quoted(topic)} is not under "${TOPIC_ROOT}/${TOPIC_VERSION}/${MATCH_LEVEL}/".`);
  if (levels.length < 6) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends before its match, seat and kind.`);
  const match = checkMatchId('match', levels[3]);
  if (!match.ok) return match;
  const seat = checkMatchId('seat', levels[4]);
  if (!seat.ok) return seat;
  const rest = levels.slice(5);
  const at = { match: match.value, seat: seat.value };
  if (rest[0] === 'cast') {
    if (rest.length < 2) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends after "cast".`);
    const kinds: Record<string, MatchTopicKind> = { commit: 'cast-commit', reveal: 'cast-reveal', entered: 'cast-entered' };
    if (!Object.hasOwn(kinds, rest[1])) return unknownKind(topic);
    if (rest.length > 2) return fleetFail('extra-levels', `The topic ${quoted(topic)} has levels after its end.`);
    return ok({ ...at, kind: kinds[rest[1]] });
  }
  const kind = MATCH_TOPIC_KINDS.find((k) => KIND_LEVELS[k] === rest[0]);
  if (kind === undefined) return unknownKind(topic);
  if (rest.length > 1) return fleetFail('extra-levels', `The topic ${quoted(topic)} has levels after its end.`);
  return ok({ ...at, kind });
}

function unknownKind(topic: string): { ok: false; error: FleetError } {
  return fleetFail('unknown-kind', `The topic ${quoted(topic)} is none of presence, snapshot, moves, applied, choice, cast/commit, cast/reveal, cast/entered under a seat.`);
}

/**
 * What a host subscribes to: every seat of its match (`+` for the seat). Its own messages come
 * back too (MQTT 3.1.1 has no "not my own"); the seat level of each topic tells them apart.
 */
export function matchFilters(match: string): Result<string[], FleetError> {
  const m = checkMatchId('match', match);
  if (!m.ok) return m;
  return ok(MATCH_TOPIC_KINDS.map((k) => `${base(m.value)}/+/${KIND_LEVELS[k]}`));
}

/** The broker ACL for one seat's host: it reads the whole match and writes under its own seat only. */
export function seatAcl(match: string, seat: string): Result<{ read: string; write: string }, FleetError> {
  const m = checkMatchId('match', match);
  if (!m.ok) return m;
  const s = checkMatchId('seat', seat);
  if (!s.ok) return s;
  return ok({ read: `${base(m.value)}/#`, write: `${base(m.value)}/${s.value}/#` });
}
