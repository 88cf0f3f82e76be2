// The topic contract: every topic a table or the fleet publishes, built from ids and parsed back.
// All under tabletop/v1/<site>/<table>/; ids are single levels, checked by ids.ts.
import { ok, type Result } from '../rules/index.ts';
import { fleetFail, quoted, type FleetError } from './errors.ts';
import { checkId, type IdKind } from './ids.ts';

export const TOPIC_ROOT = 'tabletop';
export const TOPIC_VERSION = 'v1';

export type TopicKind = 'status' | 'board-status' | 'game-state' | 'game-events' | 'cmd' | 'cmd-reply';
export const TOPIC_KINDS: readonly TopicKind[] = ['status', 'board-status', 'game-state', 'game-events', 'cmd', 'cmd-reply'];

interface At { site: string; table: string }

/** A topic as ids: what `topicOf` builds from and `parseTopic` gives back. */
export type Topic =
  | (At & { kind: 'status' })
  | (At & { kind: 'board-status'; board: string })
  | (At & { kind: 'game-state'; game: string })
  | (At & { kind: 'game-events'; game: string })
  | (At & { kind: 'cmd'; verb: string })
  | (At & { kind: 'cmd-reply'; verb: string });

/**
 * How each kind is published. Snapshots are retained so a fleet that starts late sees every
 * table at once; events, commands and replies are not (a retained command would run again on
 * every reconnect). QoS 1 everywhere: at least once; events and replies carry `seq`/`ref`, so a
 * duplicate is recognised.
 */
export const DELIVERY: Readonly<Record<TopicKind, { qos: 0 | 1 | 2; retain: boolean }>> = {
  'status': { qos: 1, retain: true },
  'board-status': { qos: 1, retain: true },
  'game-state': { qos: 1, retain: true },
  'game-events': { qos: 1, retain: false },
  'cmd': { qos: 1, retain: false },
  'cmd-reply': { qos: 1, retain: false },
};

/** Which side publishes each kind (the broker's ACL lets only that side write it). */
export const PUBLISHER: Readonly<Record<TopicKind, 'table' | 'fleet'>> = {
  'status': 'table', 'board-status': 'table', 'game-state': 'table', 'game-events': 'table', 'cmd': 'fleet', 'cmd-reply': 'table',
};

function levelsOf(t: Topic): [IdKind, string][] {
  switch (t.kind) {
    case 'status': return [];
    case 'board-status': return [['board', t.board]];
    case 'game-state':
    case 'game-events': return [['game', t.game]];
    case 'cmd':
    case 'cmd-reply': return [['verb', t.verb]];
  }
}

/** The topic's name, or the first id that cannot be a topic level. */
export function topicOf(t: Topic): Result<string, FleetError> {
  for (const [kind, id] of [['site', t.site], ['table', t.table], ...levelsOf(t)] as [IdKind, string][]) {
    const checked = checkId(kind, id);
    if (!checked.ok) return checked;
  }
  const base = `${TOPIC_ROOT}/${TOPIC_VERSION}/${t.site}/${t.table}`;
  switch (t.kind) {
    case 'status': return ok(`${base}/status`);
    case 'board-status': return ok(`${base}/boards/${t.board}/status`);
    case 'game-state': return ok(`${base}/games/${t.game}/state`);
    case 'game-events': return ok(`${base}/games/${t.game}/events`);
    case 'cmd': return ok(`${base}/cmd/${t.verb}`);
    case 'cmd-reply': return ok(`${base}/cmd/${t.verb}/reply`);
  }
}

export const statusTopic = (site: string, table: string) => topicOf({ kind: 'status', site, table });
export const boardStatusTopic = (site: string, table: string, board: string) => topicOf({ kind: 'board-status', site, table, board });
export const gameStateTopic = (site: string, table: string, game: string) => topicOf({ kind: 'game-state', site, table, game });
export const gameEventsTopic = (site: string, table: string, game: string) => topicOf({ kind: 'game-events', site, table, game });
export const commandTopic = (site: string, table: string, verb: string) => topicOf({ kind: 'cmd', site, table, verb });
export const replyTopic = (site: string, table: string, verb: string) => topicOf({ kind: 'cmd-reply', site, table, verb });

/** Parses a received topic; anything that is not exactly a topic of the contract is an error value. */
export function parseTopic(topic: string): Result<Topic, FleetError> {
  const levels = topic.split('/');
  if (levels[0] !== TOPIC_ROOT) return fleetFail('wrong-prefix', `The topic ${quoted(topic)} does not start with "${TOPIC_ROOT}/".`);
  if (levels.length < 2) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends before its version.`);
  if (levels[1] !== TOPIC_VERSION) return fleetFail('wrong-version', `The topic ${quoted(topic)} is of version ${quoted(levels[1], 20)}; this side speaks "${TOPIC_VERSION}".`);
  if (levels.length < 5) return fleetFail('missing-levels', `The topic ${quoted(topic)} ends before its site, table and kind.`);
  const site = checkId('site', levels[2]);
  if (!site.ok) return site;
  const table = checkId('table', levels[3]);
  if (!table.ok) return table;
  const at = { site: site.value, table: table.value };
  const [kind, name, last] = levels.slice(4);
  // How many levels the kind has after the table: status 1; boards, games 3; cmd 2 or 3 (reply).
  const count = levels.length - 4;
  const shape = (want: number): FleetError | null =>
    count < want ? { code: 'missing-levels', message: `The topic ${quoted(topic)} ends too soon for a "${kind}" topic.` }
    : count > want ? { code: 'extra-levels', message: `The topic ${quoted(topic)} has levels after its end.` }
    : null;
  const named = (idKind: IdKind, want: number, make: (id: string) => Topic): Result<Topic, FleetError> => {
    const wrong = shape(want);
    if (wrong) return { ok: false, error: wrong };
    const checked = checkId(idKind, name);
    return checked.ok ? ok(make(checked.value)) : checked;
  };
  switch (kind) {
    case 'status': {
      const wrong = shape(1);
      return wrong ? { ok: false, error: wrong } : ok({ ...at, kind: 'status' });
    }
    case 'boards':
      if (count >= 3 && last !== 'status') return unknownKind(topic);
      return named('board', 3, (board) => ({ ...at, kind: 'board-status', board }));
    case 'games':
      if (count >= 3 && last !== 'state' && last !== 'events') return unknownKind(topic);
      return named('game', 3, (game) => (last === 'state' ? { ...at, kind: 'game-state', game } : { ...at, kind: 'game-events', game }));
    case 'cmd':
      if (count >= 3 && last !== 'reply') return unknownKind(topic);
      return named('verb', count >= 3 ? 3 : 2, (verb) => (count === 3 ? { ...at, kind: 'cmd-reply', verb } : { ...at, kind: 'cmd', verb }));
    default:
      return unknownKind(topic);
  }
}

function unknownKind(topic: string): { ok: false; error: FleetError } {
  return fleetFail('unknown-kind', `The topic ${quoted(topic)} is none of status, boards/<board>/status, games/<game>/state, games/<game>/events, cmd/<verb>, cmd/<verb>/reply.`);
}
