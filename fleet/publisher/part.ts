// One concern of a table's publishing (status, boards, game states, events, commands), started
// with the table's broker client and host. The publisher composes the parts; each owns its topics.
import type { MqttClient } from 'mqtt';
import type { Host } from '../../host/index.ts';

export interface PublisherContext {
  client: MqttClient;
  site: string;
  table: string;
  host: Host;
  /** The data folder whose `games/*.jsonl` journals hold every game's records; null without one. */
  dataDir: string | null;
  /** A line for the operator's log (stderr of `tabletop start`). */
  log: (message: string) => void;
}

export interface PublisherPart {
  start(context: PublisherContext): void;
  /** The client is connected (first time or again, after an outage). */
  onConnect?(): void;
  /** Publishes what it must before the client ends (nothing may be lost), then stops. */
  stop(): Promise<void>;
}
