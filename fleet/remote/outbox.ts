// What this host publishes on its seat's topics: each payload encoded by its kind's encoder (the
// reader's own bounds: nothing goes out that the peer would drop), to its topic, QoS 1, retained
// as the contract says (presence and snapshot). Offline, nothing is queued (it would grow without
// bound): the presence and the snapshot go out again at every connect, and the peer catches up.
import {
  MATCH_DELIVERY, encodeApplied, encodeCastCommit, encodeCastEntered, encodeCastReveal, encodeChoice, encodeMove, encodePresence, encodeSnapshot, matchTopicOf,
  type AppliedPayload, type CastCommitPayload, type CastEnteredPayload, type CastRevealPayload, type ChoicePayload, type MatchTopicKind, type MovePayload, type Presence, type Snapshot,
} from '../match/index.ts';
import type { BrokerConnection } from '../publisher/connect.ts';

export type Outgoing =
  | { kind: 'presence'; body: Presence }
  | { kind: 'snapshot'; body: Snapshot }
  | { kind: 'moves'; body: MovePayload }
  | { kind: 'applied'; body: AppliedPayload }
  | { kind: 'choice'; body: ChoicePayload }
  | { kind: 'cast-commit'; body: CastCommitPayload }
  | { kind: 'cast-reveal'; body: CastRevealPayload }
  | { kind: 'cast-entered'; body: CastEnteredPayload };

type Encoded = { ok: true; value: string } | { ok: false; error: { message: string } };

function encode(out: Outgoing): Encoded {
  switch (out.kind) {
    case 'presence': return encodePresence(out.body);
    case 'snapshot': return encodeSnapshot(out.body);
    case 'moves': return encodeMove(out.body);
    case 'applied': return encodeApplied(out.body);
    case 'choice': return encodeChoice(out.body);
    case 'cast-commit': return encodeCastCommit(out.body);
    case 'cast-reveal': return encodeCastReveal(out.body);
    case 'cast-entered': return encodeCastEntered(out.body);
  }
}

export class MatchOutbox {
  constructor(
    private readonly connection: BrokerConnection,
    private readonly match: string,
    private readonly seat: string,
    /** Trouble publishing, said once a kind (`key`): a broker refusing is not a flood in the log. */
    private readonly sayOnce: (key: string, line: string) => void,
  ) {}

  /** Encodes and publishes it; the reason it cannot be encoded (nothing then goes out), or null. */
  send(out: Outgoing): string | null {
    const payload = encode(out);
    if (!payload.ok) return `the ${out.kind} cannot be published: ${payload.error.message}`;
    this.publish(out.kind, payload.value);
    return null;
  }

  /** The seat leaves the match for good: its retained presence and snapshot are cleared (empty payloads). */
  clearRetained(): void {
    this.publish('snapshot', '');
    this.publish('presence', '');
  }

  private publish(kind: MatchTopicKind, payload: string): void {
    const topic = matchTopicOf({ match: this.match, seat: this.seat, kind });
    if (!topic.ok) { this.sayOnce('topic', `no match topic: ${topic.error.message}`); return; }
    if (!this.connection.connected()) return;
    const { qos, retain } = MATCH_DELIVERY[kind];
    this.connection.client.publish(topic.value, payload, { qos, retain }, (e) => { if (e) this.sayOnce(`publish ${e.message}`, `could not publish on ${topic.value}: ${e.message}`); });
  }
}
