// A received match message, from its topic and payload to what the reducer takes: the topic
// parsed (the seat it came from is the topic's, which the broker's ACL vouches for), then the
// payload read within its kind's bounds. Drops are fleet/errors.ts codes, counted as the fleet's.
import { ok, type Result } from '../../rules/index.ts';
import { fleetFail, quoted, type FleetError } from '../errors.ts';
import { decodeApplied, decodeCastCommit, decodeCastEntered, decodeChoice, decodeCastReveal, decodeMove, decodePresence, decodeSnapshot } from './payloads.ts';
import type { PeerMessage } from './peer.ts';
import { parseMatchTopic } from './topics.ts';

/**
 * The message, or why it is dropped. `match` is the match this host plays (another match's
 * topic is dropped); `at` the time it arrived. An empty payload on a retained topic is the
 * retained message being cleared: `cleared`, not an error.
 */
export function decodeMatchMessage(match: string, topic: string, payload: Uint8Array | string, at: number): Result<PeerMessage | { cleared: string }, FleetError> {
  const parsed = parseMatchTopic(topic);
  if (!parsed.ok) return parsed;
  const { seat: from, kind } = parsed.value;
  if (parsed.value.match !== match) return fleetFail('not-for-this-table', `The topic ${quoted(topic)} is of another match than ${quoted(match)}.`);
  const empty = typeof payload === 'string' ? payload.length === 0 : payload.byteLength === 0;
  if (empty && (kind === 'presence' || kind === 'snapshot')) return ok({ cleared: from });
  switch (kind) {
    case 'presence': { const b = decodePresence(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'snapshot': { const b = decodeSnapshot(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'moves': { const b = decodeMove(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'applied': { const b = decodeApplied(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'choice': { const b = decodeChoice(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'cast-commit': { const b = decodeCastCommit(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'cast-entered': { const b = decodeCastEntered(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
    case 'cast-reveal': { const b = decodeCastReveal(payload); return b.ok ? ok({ from, at, kind, body: b.value }) : b; }
  }
}
