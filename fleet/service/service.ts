// The fleet service's side of the broker: one mqtt client, subscribed to every table of the site
// (or of every site), feeding the pure view (tables.ts); and commands published to one table,
// each answered by the reply that echoes its `ref`, or by a timeout.
import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import {
  DELIVERY, commandTopic, encodeCommand, fleetFilters, isCommandVerb,
  type Command, type CommandReply,
} from '../index.ts';
import { emptyFleet, receive, type FleetView } from './tables.ts';

export const DEFAULT_REPLY_TIMEOUT_MS = 10_000;

export interface FleetServiceOptions {
  /** mqtt://host:port or mqtts://host:port */
  url: string;
  /** Only this site's tables; every site's when left out. */
  site?: string;
  username?: string;
  password?: string;
  /** The CA the broker's TLS certificate chains to (PEM). */
  ca?: string;
  /** How long a command waits for its reply. */
  replyTimeoutMs?: number;
  /** The wall clock in milliseconds (the time a message arrived). */
  now?: () => number;
  /** A new command's request id. */
  newRef?: () => string;
  /** A line for the operator (connection changes, refusals). */
  log?: (line: string) => void;
}

/** A command's outcome: the table's reply, or why none came. */
export type CommandOutcome =
  | { ok: true; reply: CommandReply }
  | { ok: false; error: { code: 'bad-command' | 'unknown-verb' | 'broker-unavailable' | 'no-reply'; message: string } };

/** What the server reads: the view, its changes, the broker link and commands. */
export interface FleetSource {
  view(): FleetView;
  /** Calls `listener` with the key (`site/table`) of every table whose view changed; returns the unsubscribe. */
  onChange(listener: (key: string) => void): () => void;
  connected(): boolean;
  command(site: string, table: string, verb: string, fields: Record<string, unknown>): Promise<CommandOutcome>;
}

interface Pending { site: string; table: string; verb: string; done: (outcome: CommandOutcome) => void }

export class FleetService implements FleetSource {
  private current: FleetView = emptyFleet();
  private readonly listeners = new Set<(key: string) => void>();
  private readonly pending = new Map<string, Pending>();
  private readonly client: MqttClient;
  private readonly options: FleetServiceOptions;
  private wasConnected = false;
  private stopping = false;
  /** The last error logged: one refused password retried every 2 s is said once, not every time. */
  private lastError: string | null = null;

  constructor(options: FleetServiceOptions) {
    this.options = options;
    const filters = fleetFilters(options.site);
    if (!filters.ok) throw new Error(filters.error.message); // the CLI checks the site first
    const clientOptions: IClientOptions = {
      clientId: `tabletop-fleet-${randomBytes(6).toString('hex')}`,
      clean: true,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
      ...(options.username === undefined ? {} : { username: options.username }),
      ...(options.password === undefined ? {} : { password: options.password }),
      ...(options.ca === undefined ? {} : { ca: options.ca }),
    };
    this.client = mqtt.connect(options.url, clientOptions);
    this.client.on('connect', () => {
      this.wasConnected = true;
      this.lastError = null;
      this.log(`connected to the broker at ${options.url}`);
      // Subscribed afresh on every connect (a clean session): the broker hands every retained
      // snapshot again, so the view catches up with what changed while the fleet was away.
      this.client.subscribe(filters.value, { qos: 1 }, (e, granted) => {
        if (e) this.log(`cannot subscribe: ${e.message}`);
        const refused = (granted ?? []).filter((g) => g.qos === 128).map((g) => g.topic);
        if (refused.length > 0) this.log(`the broker refused the subscriptions ${refused.join(', ')} (its ACL: the fleet user reads tabletop/v1/#)`);
      });
    });
    this.client.on('close', () => { if (this.wasConnected && !this.stopping) this.log('the broker connection closed; trying again every 2 s'); this.wasConnected = false; });
    this.client.on('error', (e) => {
      if (e.message === this.lastError) return;
      this.lastError = e.message;
      this.log(`broker: ${e.message}${this.client.connected ? '' : '; trying again every 2 s'}`);
    });
    this.client.on('message', (topic, payload) => this.take(topic, payload));
  }

  view(): FleetView { return this.current; }

  connected(): boolean { return this.client.connected; }

  onChange(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits (bounded) for the first connection; false when it did not come in time. */
  waitConnected(timeoutMs: number): Promise<boolean> {
    if (this.client.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => { clearTimeout(timer); this.client.off('connect', onConnect); resolve(ok); };
      const onConnect = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      timer.unref(); // a stop while waiting must not wait for it
      this.client.on('connect', onConnect);
    });
  }

  private take(topic: string, payload: Buffer): void {
    const now = this.options.now?.() ?? Date.now();
    const { view, message, changed } = receive(this.current, topic, payload, now);
    this.current = view;
    if (message?.kind === 'cmd-reply' && message.body !== null) {
      const waiting = this.pending.get(message.body.ref);
      const t = message.topic;
      // Only the table the command went to may answer it (its ACL lets it write under its own prefix only).
      if (waiting !== undefined && waiting.site === t.site && waiting.table === t.table && waiting.verb === t.verb) {
        this.pending.delete(message.body.ref);
        waiting.done({ ok: true, reply: message.body });
      }
    }
    if (changed !== null) for (const listener of this.listeners) listener(changed);
  }

  async command(site: string, table: string, verb: string, fields: Record<string, unknown>): Promise<CommandOutcome> {
    if (!isCommandVerb(verb)) return { ok: false, error: { code: 'unknown-verb', message: `there is no command "${verb.slice(0, 64)}"; a table takes message, new-game, end-game` } };
    const ref = this.options.newRef?.() ?? `f-${randomBytes(8).toString('hex')}`;
    const command = { ...fields, verb, ref, table, site } as Command;
    const payload = encodeCommand(command);
    if (!payload.ok) return { ok: false, error: { code: 'bad-command', message: payload.error.message } };
    const topic = commandTopic(site, table, verb);
    if (!topic.ok) return { ok: false, error: { code: 'bad-command', message: topic.error.message } };
    if (!this.client.connected) return { ok: false, error: { code: 'broker-unavailable', message: `the fleet is not connected to the broker at ${this.options.url}` } };
    const timeoutMs = this.options.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS;
    return new Promise<CommandOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        resolve({ ok: false, error: { code: 'no-reply', message: `table ${table} of site ${site} did not answer the ${verb} command (ref ${ref}) within ${timeoutMs / 1000} s` } });
      }, timeoutMs);
      this.pending.set(ref, { site, table, verb, done: (outcome) => { clearTimeout(timer); resolve(outcome); } });
      // Subscribed before the publish: the reply topic is among the fleet's filters.
      this.client.publish(topic.value, payload.value, { qos: DELIVERY.cmd.qos, retain: DELIVERY.cmd.retain }, (e) => {
        if (!e) return;
        const waiting = this.pending.get(ref);
        this.pending.delete(ref);
        waiting?.done({ ok: false, error: { code: 'broker-unavailable', message: `the command could not be published: ${e.message}` } });
      });
    });
  }

  /** Ends the client; commands still waiting are answered as unanswered. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const [ref, p] of this.pending) p.done({ ok: false, error: { code: 'no-reply', message: `the fleet stopped before command ${ref} was answered` } });
    this.pending.clear();
    this.listeners.clear();
    // Not connected (a broker away, a refused password): nothing to flush, so no wait for it.
    await this.client.endAsync(!this.client.connected);
  }

  private log(line: string): void { this.options.log?.(line); }
}
