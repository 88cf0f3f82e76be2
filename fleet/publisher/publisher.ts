// A table's publisher: the broker client (connect.ts) and the parts that each own their topics
// (status, boards, game states, game events, the fleet's commands). start() connects and
// starts the parts; stop() lets each publish its last (status `stopped` last of all), then ends
// the client. Nothing here ever holds up the host: publishing runs beside it.
import type { Clock } from '../../hardware/index.ts';
import type { Checked, Host } from '../../host/index.ts';
import { connectBroker, STOP_WAIT_MS, type BrokerConnection, type BrokerSettings } from './connect.ts';
import { BoardStatusPart } from './board-status.ts';
import { StaleStatesPart } from './stale-states.ts';
import { CommandsPart } from './commands.ts';
import { EventsPart } from './events.ts';
import { GameStatePart } from './game-state.ts';
import type { PublisherContext, PublisherPart } from './part.ts';
import { TableStatusPart, tableStatus } from './table-status.ts';
import { isoTime } from '../payloads/index.ts';

export interface PublisherOptions {
  settings: BrokerSettings;
  host: Host;
  dataDir: string | null;
  /** The host's version (package.json), in every `status`. */
  version: string;
  clock: Clock;
  /** Wall time in ms for the status's `since` (Date.now unless a test says otherwise). */
  wallTime?: () => number;
  log: (line: string) => void;
  /** For tests: the reconnect backoff. */
  reconnect?: { firstMs: number; mostMs: number };
  /** For tests: how often the games and counts are looked over besides events (default 10 s). */
  lookMs?: number;
}

export interface Publisher {
  /** Connects (in the background) and starts every part. */
  start(): Checked<null>;
  /** Each part publishes its last (table status `stopped` last), then the client ends. Bounded. */
  stop(): Promise<void>;
  /** The broker connection, once started. */
  connection(): BrokerConnection | null;
}

/** The parts every table runs: the table's status first (its `online` opens each connection). */
export function standardParts(options: Pick<PublisherOptions, 'version' | 'clock' | 'wallTime' | 'lookMs'>, since: number): PublisherPart[] {
  const wallTime = options.wallTime ?? Date.now;
  return [
    new TableStatusPart({ version: options.version, since, wallTime, clock: options.clock, lookMs: options.lookMs }),
    new BoardStatusPart({ clock: options.clock }),
    new GameStatePart({ clock: options.clock, lookMs: options.lookMs }),
  ];
}

/**
 * Everything a table does on the broker: the standard parts, then its game events (from the
 * journals) and the fleet's commands. Stopped in reverse: commands first, the status last.
 */
export function tableParts(options: Pick<PublisherOptions, 'version' | 'clock' | 'wallTime' | 'lookMs'>, since: number): PublisherPart[] {
  return [...standardParts(options, since), new EventsPart(), new StaleStatesPart(), new CommandsPart()];
}

/**
 * `parts`: given when the table came online (ms), the parts to run, in order; by default every
 * part of a table (tableParts). onConnect goes to them in order; stop in reverse, so the first (the table's
 * status) publishes `stopped` after every other part has published its last.
 */
export function createPublisher(options: PublisherOptions, parts: (since: number) => PublisherPart[] = (since) => tableParts(options, since)): Publisher {
  let connection: BrokerConnection | null = null;
  let running: PublisherPart[] = [];
  let stopping: Promise<void> | null = null;
  return {
    connection: () => connection,
    start(): Checked<null> {
      if (connection !== null) return { ok: false, error: 'the publisher is already started' };
      const since = (options.wallTime ?? Date.now)();
      const online = tableStatus(options.host, 'online', isoTime(since), options.version);
      const connected = connectBroker(options.settings, online, { clock: options.clock, log: options.log, reconnect: options.reconnect });
      if (!connected.ok) return connected;
      connection = connected.value;
      const context: PublisherContext = {
        client: connection.client, site: options.settings.site, table: options.settings.table,
        host: options.host, dataDir: options.dataDir, log: options.log,
      };
      running = parts(since);
      for (const part of running) part.start(context);
      connection.onConnect(() => { for (const part of running) part.onConnect?.(); });
      return { ok: true, value: null };
    },
    stop(): Promise<void> {
      stopping ??= (async () => {
        for (const part of [...running].reverse()) {
          await Promise.race([part.stop().catch((e: unknown) => options.log(`tabletop: a publisher part failed to stop: ${(e as Error).message}`)), late()]);
        }
        await connection?.end();
      })();
      return stopping;
    },
  };
}

/** No part's last words may hold the host's exit longer than this. */
function late(): Promise<void> {
  return new Promise((r) => { const t = setTimeout(r, STOP_WAIT_MS); t.unref(); });
}
