// An npm `mqtt` client for tests that records every message from the moment it is created (a
// persistent session's queued messages arrive right behind the CONNACK), with bounded waits.
import mqtt, { type IClientOptions, type IConnackPacket, type MqttClient } from 'mqtt';

export interface Received {
  topic: string;
  payload: string;
  retain: boolean;
  qos: number;
}

export interface TestClient {
  client: MqttClient;
  connack: IConnackPacket;
  /** Every message received so far, in order. */
  messages: Received[];
  /** Errors the client reported after connecting. */
  errors: Error[];
  /** Waits (bounded) until `count` received messages match `match`; returns them. */
  waitFor(match: (m: Received) => boolean, count?: number, timeoutMs?: number): Promise<Received[]>;
  end(): Promise<void>;
}

/** Connects once (no reconnecting); rejects with the broker's or the TLS layer's error. */
export function connectClient(url: string, options: IClientOptions = {}): Promise<TestClient> {
  const client = mqtt.connect(url, {
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    ...options,
  });
  const messages: Received[] = [];
  const errors: Error[] = [];
  const waiters = new Set<() => void>();
  client.on('message', (topic, payload, packet) => {
    messages.push({ topic, payload: payload.toString('utf8'), retain: packet.retain, qos: packet.qos });
    for (const w of waiters) w();
  });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      client.removeListener('connect', ok);
      client.end(true);
      reject(err);
    };
    const closed = () => fail(new Error(`connection to ${url} closed before CONNACK`));
    const ok = (connack: IConnackPacket) => {
      client.removeListener('error', fail);
      client.removeListener('close', closed);
      client.on('error', (e) => errors.push(e));
      resolve({
        client,
        connack,
        messages,
        errors,
        waitFor(match, count = 1, timeoutMs = 10_000) {
          return new Promise((res, rej) => {
            const check = () => {
              const found = messages.filter(match);
              if (found.length < count) return false;
              waiters.delete(check);
              clearTimeout(timer);
              res(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`wanted ${count} matching message(s) within ${timeoutMs} ms; received: ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        end: () => client.endAsync(),
      });
    };
    client.once('connect', ok);
    client.once('error', fail);
    client.once('close', closed);
  });
}
