// For the publisher's tests: a café broker (real mosquitto, a user per table, the café ACL), the
// table's own client connecting as table `a` of site `cafe-1` and reconnecting by itself, parts
// started on it with a real host (table-host.ts), and the fleet's user to watch and command.
import mqtt, { type MqttClient } from 'mqtt';
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

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits (bounded: 400 looks, 25 ms apart) until `ready` says so; throws with `what` if it never does. */
export async function until(ready: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (ready()) return;
    await sleep(25);
  }
  throw new Error(`never happened: ${what}`);
}
