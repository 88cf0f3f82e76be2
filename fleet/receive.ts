// What each side does with a received message before acting on it: the topic parsed, the payload
// decoded for that topic's kind. Any error is the reason to drop it and count it (drops.ts).
import { ok, type Result } from '../rules/index.ts';
import { fleetFail, type FleetError } from './errors.ts';
import { parseTopic, type Topic } from './topics.ts';
import { payloadBytes } from './json.ts';
import {
  decodeBoardStatus, decodeCommand, decodeGameEvent, decodeGameState, decodeReply, decodeStatus,
  type BoardStatus, type Command, type CommandReply, type GameEvent, type GameState, type TableSelf, type TableStatus,
} from './payloads/index.ts';

interface Bodies {
  'status': TableStatus;
  'board-status': BoardStatus;
  'game-state': GameState;
  'game-events': GameEvent;
  'cmd-reply': CommandReply;
}
type Retained = 'status' | 'board-status' | 'game-state';

/**
 * A message the fleet takes from a table. `body` is null when a retained topic was cleared (an
 * empty payload: the table removed a board or a finished game).
 */
export type TableMessage = {
  [K in keyof Bodies]: { kind: K; topic: Extract<Topic, { kind: K }>; body: K extends Retained ? Bodies[K] | null : Bodies[K] };
}[keyof Bodies];

export function decodeTableMessage(topic: string, payload: Uint8Array | string): Result<TableMessage, FleetError> {
  const parsed = parseTopic(topic);
  if (!parsed.ok) return parsed;
  const t = parsed.value;
  const cleared = payloadBytes(payload) === 0;
  switch (t.kind) {
    case 'status': {
      if (cleared) return ok({ kind: t.kind, topic: t, body: null });
      const body = decodeStatus(payload);
      return body.ok ? ok({ kind: t.kind, topic: t, body: body.value }) : body;
    }
    case 'board-status': {
      if (cleared) return ok({ kind: t.kind, topic: t, body: null });
      const body = decodeBoardStatus(payload);
      return body.ok ? ok({ kind: t.kind, topic: t, body: body.value }) : body;
    }
    case 'game-state': {
      if (cleared) return ok({ kind: t.kind, topic: t, body: null });
      const body = decodeGameState(payload);
      return body.ok ? ok({ kind: t.kind, topic: t, body: body.value }) : body;
    }
    case 'game-events': {
      const body = decodeGameEvent(payload);
      return body.ok ? ok({ kind: t.kind, topic: t, body: body.value }) : body;
    }
    case 'cmd-reply': {
      const body = decodeReply(payload);
      return body.ok ? ok({ kind: t.kind, topic: t, body: body.value }) : body;
    }
    case 'cmd':
      return fleetFail('unknown-kind', 'A command is what the fleet sends; it does not take one from a table.');
  }
}

/** A command as the table `self` takes it: on its own `cmd/<verb>` topic, naming it in the payload. */
export function decodeCommandMessage(self: TableSelf, topic: string, payload: Uint8Array | string): Result<Command, FleetError> {
  const parsed = parseTopic(topic);
  if (!parsed.ok) return parsed;
  const t = parsed.value;
  if (t.kind !== 'cmd') return fleetFail('unknown-kind', `A table takes commands only (cmd/<verb>), not ${t.kind}.`);
  if (t.site !== self.site || t.table !== self.table) {
    return fleetFail('not-for-this-table', `The command came on the topic of table "${t.table}" of site "${t.site}"; this is table "${self.table}" of site "${self.site}".`);
  }
  return decodeCommand(self, t.verb, payload);
}
