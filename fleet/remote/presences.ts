// Reading a match's retained presences once (does I/O): what a dashboard needs to create or join
// a match. A short-lived client subscribes to `tabletop/v1/match/<match>/+/presence`; the broker
// sends the retained ones right after its SUBACK, so the answer is what came until the line has
// been quiet a moment after it (bounded as a whole). No Last Will, no presence of its own.
import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions } from 'mqtt';
import type { Checked } from '../../host/index.ts';
import { describeBrokerError } from '../publisher/connect.ts';
import { checkBrokerUrl } from '../publisher/connect.ts';
import { checkMatchId, decodeMatchMessage, presenceTopic, type Presence } from '../match/index.ts';
import type { MatchBroker } from './connect.ts';

export interface PresenceLookup {
  /** The most the whole lookup takes, connecting included (3 s by default). */
  waitMs?: number;
  /** How long the line stays quiet after the SUBACK before the presences are taken as all there (300 ms by default). */
  quietMs?: number;
}

/** The presences retained under `match`, by seat; an error in words when the broker cannot be asked in time. */
export function readMatchPresences(broker: MatchBroker, match: string, lookup: PresenceLookup = {}): Promise<Checked<Map<string, Presence>>> {
  const checked = checkMatchId('match', match);
  if (!checked.ok) return Promise.resolve({ ok: false, error: checked.error.message });
  const url = checkBrokerUrl(broker.url);
  if (!url.ok) return Promise.resolve(url);
  // The filter is built from a topic of a seat "x": its seat level turned into `+`.
  const one = presenceTopic(match, 'x');
  if (!one.ok) return Promise.resolve({ ok: false, error: one.error.message });
  const filter = one.value.replace(/\/x\/presence$/, '/+/presence');
  const waitMs = lookup.waitMs ?? 3_000;
  const quietMs = lookup.quietMs ?? 300;
  const options: IClientOptions = {
    protocolVersion: 4,
    clientId: `tabletop-lobby-${randomBytes(6).toString('hex')}`,
    clean: true,
    keepalive: 10,
    connectTimeout: waitMs,
    reconnectPeriod: 0,
    ...(broker.username === undefined ? {} : { username: broker.username }),
    ...(broker.password === undefined ? {} : { password: broker.password }),
    ...(broker.ca === undefined ? {} : { ca: broker.ca }),
    rejectUnauthorized: true,
  };
  return new Promise((resolve) => {
    const found = new Map<string, Presence>();
    const client = mqtt.connect(url.value.href, options);
    let done = false;
    let quiet: NodeJS.Timeout | null = null;
    let lastError: string | null = null;
    const finish = (result: Checked<Map<string, Presence>>): void => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      if (quiet !== null) clearTimeout(quiet);
      client.end(true);
      resolve(result);
    };
    const limit = setTimeout(() => {
      finish({ ok: false, error: `the broker ${broker.url} did not answer within ${waitMs / 1000} s${lastError === null ? '' : `: ${lastError}`}` });
    }, waitMs);
    let subscribed = false;
    const settle = (): void => {
      if (!subscribed) return;
      if (quiet !== null) clearTimeout(quiet);
      quiet = setTimeout(() => finish({ ok: true, value: found }), quietMs);
    };
    // No reconnecting here: refused, unreachable or closed, the answer is known at once.
    client.on('error', (e: Error & { code?: string | number }) => {
      lastError = describeBrokerError(e, broker).replace(/; the table plays on and connects again$/, '');
      finish({ ok: false, error: lastError });
    });
    client.on('close', () => finish({ ok: false, error: lastError ?? `the broker ${broker.url} closed the connection before the match could be read` }));
    client.on('message', (topic, payload) => {
      const decoded = decodeMatchMessage(match, topic, payload, Date.now());
      // A cleared presence, or one that cannot be read, names nobody.
      if (decoded.ok && !('cleared' in decoded.value) && decoded.value.kind === 'presence' && decoded.value.body.seat === decoded.value.from) {
        found.set(decoded.value.from, decoded.value.body);
      }
      settle();
    });
    client.on('connect', () => {
      client.subscribe(filter, { qos: 1 }, (e, granted) => {
        if (e) { finish({ ok: false, error: `could not read match ${match}: ${e.message}` }); return; }
        // mosquitto grants 128 to a filter its ACL refuses.
        if (granted?.some((g) => g.qos === 128)) { finish({ ok: false, error: `the broker ${broker.url} refuses to let user "${broker.username ?? ''}" read match ${match} (its ACL)` }); return; }
        subscribed = true;
        settle();
      });
    });
  });
}
