// The match host's broker client: MQTT 3.1.1, a client id per match and seat, the Last Will on
// the seat's presence (`presenceWill`), and the table's reconnecting with backoff (keepConnected).
import type { IClientOptions } from 'mqtt';
import type { Checked } from '../../host/index.ts';
import { encodePresence, MATCH_DELIVERY, presenceTopic, presenceWill, type Presence } from '../match/index.ts';
import { keepConnected, sessionOptions, type BrokerConnection, type ConnectOptions } from '../publisher/connect.ts';

export interface MatchBroker {
  /** `mqtt://host[:port]` or `mqtts://host[:port]`. */
  url: string;
  username?: string;
  password?: string;
  /** The CA certificate(s), PEM, that the broker's TLS certificate must chain to. */
  ca?: string;
  /** Seconds; the peer sees this host's Last Will after 1.5 × this without a word. */
  keepaliveS?: number;
}

/** One client id per seat of a match: a second host started as the same seat takes the session over. */
export const matchClientIdOf = (match: string, seat: string): string => `tabletop-match-${match}-${seat}`;

/** The client's options, with the Last Will (the online presence turned offline, retained). */
export function matchClientOptions(broker: MatchBroker, match: string, online: Presence): Checked<{ url: string; options: IClientOptions }> {
  const topic = presenceTopic(match, online.seat);
  if (!topic.ok) return { ok: false, error: topic.error.message };
  const will = encodePresence(presenceWill(online));
  if (!will.ok) return { ok: false, error: will.error.message };
  return sessionOptions(broker, matchClientIdOf(match, online.seat), { topic: topic.value, payload: will.value, ...MATCH_DELIVERY.presence });
}

/** Connects as the seat and keeps connecting (1 s, 2, 4 … 30 s between attempts). */
export function connectMatch(broker: MatchBroker, match: string, online: Presence, options: ConnectOptions): Checked<BrokerConnection> {
  const made = matchClientOptions(broker, match, online);
  if (!made.ok) return made;
  const who = `seat ${online.seat} of match ${match}`;
  const connection = keepConnected(made.value, {
    url: broker.url,
    username: broker.username,
    connected: `playing ${who} through ${broker.url}`,
    sameId: `is another host connected as ${who}? (give each host its own --seat)`,
  }, options);
  // A move is one small packet waited for by a person: sent at once, not held back by Nagle's
  // algorithm for the ACK of the last one (up to 40 ms more on Linux, seen in bin/bench/remote.ts).
  connection.client.on('connect', () => { (connection.client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true); });
  return { ok: true, value: connection };
}
