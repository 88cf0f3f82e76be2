// For the publisher's tests: a café broker (real mosquitto, a user per table, the café ACL), the
// table's own client connecting as table `a` of site `cafe-1` and reconnecting by itself, parts
// started on it with a real host (table-host.ts), and the fleet's user to watch and command.
// usePublisherRig() gives a test file one such broker and stops what each test started.
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cafeAcl } from './cafe-acl.ts';
import { startBroker, type Broker, type BrokerOptions } from './mosquitto.ts';
import { connectClient, type TestClient } from './mqtt-client.ts';
import type { TableHost } from './table-host.ts';
import type { PublisherContext, PublisherPart } from '../publisher/part.ts';

export const SITE = 'cafe-1';
export const TABLE = 'a';
export const ROOT = `tabletop/v1/${SITE}/${TABLE}`;
export const TABLE_USER = { username: 'table-a', password: 'secret-of-table-a' };
export const FLEET_USER = { username: 'fleet', password: 'secret-of-the-fleet' };

export function cafeBroker(options: Partial<BrokerOptions> = {}): Promise<Broker> {
  return startBroker({
    users: [TABLE_USER, FLEET_USER],
    acl: cafeAcl({ site: SITE, tables: { [TABLE]: TABLE_USER.username }, fleetUsers: [FLEET_USER.username] }),
    ...options,
  });
}

export interface RunningTable {
  client: MqttClient;
  context: PublisherContext;
  log: string[];
  /** Stops the parts (each publishes what it must), then ends the client. */
  stop(): Promise<void>;
  /** The process dies: the client is dropped at once, no part is stopped. */
  crash(): void;
}

/** The table's client (reconnecting every 50 ms) with `parts` started on it; each told of every connect. */
export function runTable(broker: Broker, table: TableHost, parts: PublisherPart[]): RunningTable {
  const client = mqtt.connect(broker.url, { ...TABLE_USER, clientId: 'table-a', reconnectPeriod: 50, connectTimeout: 5_000 });
  client.on('error', () => {}); // refused while the broker restarts: it tries again
  const log: string[] = [];
  const context: PublisherContext = { client, site: SITE, table: TABLE, host: table.host, dataDir: table.dataDir, log: (line) => log.push(line) };
  for (const part of parts) part.start(context);
  client.on('connect', () => { for (const part of parts) part.onConnect?.(); });
  return {
    client, context, log,
    async stop() {
      for (const part of parts) await part.stop();
      await client.endAsync();
    },
    crash() { client.end(true); },
  };
}

/** The fleet's client (no reconnecting), subscribed to `filters`. */
export async function fleetClient(broker: Broker, filters: string[], options: { clientId?: string; clean?: boolean } = {}): Promise<TestClient> {
  const fleet = await connectClient(broker.url, { ...FLEET_USER, ...options });
  if (filters.length > 0) await fleet.client.subscribeAsync(filters, { qos: 1 });
  return fleet;
}

/**
 * What a test file's tests start, tracked and stopped after each test: tables crash (no part
 * publishes on its way out), fleet clients drop, brokers of a test's own stop. `broker` is the
 * file's one café broker (started once: a start costs a mosquitto_passwd), for tests that
 * neither kill nor restart it; those take `ownBroker()`.
 */
export interface PublisherRig {
  /** The file's broker (read it in a test or a hook, after the rig's beforeAll). */
  readonly broker: Broker;
  /** A café broker for this test alone, stopped after it. */
  ownBroker(options?: Partial<BrokerOptions>): Promise<Broker>;
  /** fleetClient(), dropped after the test. */
  fleet(broker: Broker, filters: string[], options?: { clientId?: string; clean?: boolean }): Promise<TestClient>;
  /** runTable(), crashed after the test. */
  table(broker: Broker, table: TableHost, parts: PublisherPart[]): RunningTable;
}

/** Registers the file's beforeAll, afterEach and afterAll for the rig, and returns it. */
export function usePublisherRig(): PublisherRig {
  let shared: Broker | undefined;
  const brokers: Broker[] = [];
  const clients: TestClient[] = [];
  const tables: RunningTable[] = [];

  beforeAll(async () => { shared = await cafeBroker(); }, 30_000);
  afterEach(async () => {
    for (const t of tables.splice(0)) t.crash();
    for (const c of clients.splice(0)) c.client.end(true);
    for (const b of brokers.splice(0)) await b.stop();
  });
  afterAll(async () => { await shared?.stop(); });

  return {
    get broker() {
      if (shared === undefined) throw new Error('the publisher rig\'s broker is not up: read it in a test or a hook, after the rig\'s beforeAll');
      return shared;
    },
    async ownBroker(options = {}) {
      const b = await cafeBroker(options);
      brokers.push(b);
      return b;
    },
    async fleet(broker, filters, options = {}) {
      const c = await fleetClient(broker, filters, options);
      clients.push(c);
      return c;
    },
    table(broker, table, parts) {
      const running = runTable(broker, table, parts);
      tables.push(running);
      return running;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits (bounded: 400 looks, 25 ms apart) until `ready` says so; throws with `what` if it never does. */
export async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (ready()) return;
    await sleep(25);
  }
  throw new Error(`never happened: ${what}`);
}
