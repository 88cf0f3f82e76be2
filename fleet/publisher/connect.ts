// The table's broker client: options from the table's settings (URL, user, password, CA, keepalive,
// a client id per site/table, MQTT 3.1.1, the Last Will), reconnection with backoff, and the broker's
// errors as one log line each time they change. The board and the game never wait for it: a
// table without its broker plays on, and its parts publish their snapshots again on reconnect.
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { Checked } from '../../host/index.ts';
import { checkId } from '../ids.ts';
import { encodeStatus, lastWill, type TableStatus } from '../payloads/index.ts';
import { DELIVERY, statusTopic } from '../topics.ts';

export const DEFAULT_KEEPALIVE_S = 10;
/** Keepalive bounds: MQTT's field is 16 bits; 0 would switch the Last Will's trigger off. */
export const MAX_KEEPALIVE_S = 65_535;
/** First wait before connecting again, doubled after every failed attempt up to the most. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MOST_MS = 30_000;
/** A connection that holds this long is taken as good: the backoff and the lines said start again. */
export const STABLE_MS = 10_000;
/** How long a clean stop waits for the broker to take its last messages. */
export const STOP_WAIT_MS = 5_000;

export interface BrokerSettings {
  /** `mqtt://host[:port]` or `mqtts://host[:port]`. */
  url: string;
  site: string;
  table: string;
  username?: string;
  password?: string;
  /** The CA certificate(s), PEM, that the broker's TLS certificate must chain to. */
  ca?: string;
  /** Seconds; the broker declares the table lost (its Last Will) after 1.5 × this without a word. */
  keepaliveS?: number;
}

/** The URL if it names an MQTT broker (`mqtt://`, `mqtts://`), else why not. */
export function checkBrokerUrl(text: string): Checked<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `--mqtt takes a broker's URL (mqtt://HOST[:PORT] or mqtts://HOST[:PORT]), not "${text.slice(0, 200)}"` };
  }
  if (url.protocol !== 'mqtt:' && url.protocol !== 'mqtts:') {
    return { ok: false, error: `--mqtt takes mqtt:// or mqtts:// only, not ${url.protocol}// ("${text.slice(0, 200)}")` };
  }
  if (url.hostname === '') return { ok: false, error: `--mqtt: "${text.slice(0, 200)}" names no host` };
  if (url.username !== '' || url.password !== '') return { ok: false, error: '--mqtt: give the user with --mqtt-user and the password in $TABLETOP_MQTT_PASSWORD or --mqtt-password-file, never in the URL' };
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '') return { ok: false, error: `--mqtt: "${text.slice(0, 200)}" has more than a host and port` };
  return { ok: true, value: url };
}

/** A keepalive in whole seconds, 1 … 65535; undefined text: the default. */
export function checkKeepalive(text: string | undefined): Checked<number> {
  if (text === undefined) return { ok: true, value: DEFAULT_KEEPALIVE_S };
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_KEEPALIVE_S) return { ok: false, error: `--mqtt-keepalive takes whole seconds from 1 to ${MAX_KEEPALIVE_S}, not "${text}"` };
  return { ok: true, value: n };
}

/** One client id per table: a second host started as the same table takes the session over. */
export const clientIdOf = (site: string, table: string): string => `tabletop-${site}-${table}`;

/** The mqtt client's options, with the Last Will (`lost`, retained) made from the online status. */
export function clientOptions(settings: BrokerSettings, online: TableStatus): Checked<{ url: string; options: IClientOptions }> {
  for (const [kind, id] of [['site', settings.site], ['table', settings.table]] as const) {
    const checked = checkId(kind, id);
    if (!checked.ok) return { ok: false, error: checked.error.message };
  }
  const topic = statusTopic(settings.site, settings.table);
  const will = encodeStatus(lastWill(online));
  if (!topic.ok) return { ok: false, error: topic.error.message };
  if (!will.ok) return { ok: false, error: will.error.message };
  return sessionOptions(settings, clientIdOf(settings.site, settings.table), { topic: topic.value, payload: will.value, ...DELIVERY.status });
}

/** Where and as whom a client connects (a table's settings, a match seat's broker). */
export interface BrokerLogin { url: string; username?: string; password?: string; ca?: string; keepaliveS?: number }

/**
 * The options every client of ours connects with (a table reporting, a seat of a match): MQTT
 * 3.1.1, a clean session under its own id, the keepalive checked, our own backoff, its Last Will,
 * the login and the CA; the broker's URL checked.
 */
export function sessionOptions(
  login: BrokerLogin, clientId: string, will: { topic: string; payload: string; qos: 0 | 1 | 2; retain: boolean },
): Checked<{ url: string; options: IClientOptions }> {
  const url = checkBrokerUrl(login.url);
  if (!url.ok) return url;
  const keepalive = login.keepaliveS ?? DEFAULT_KEEPALIVE_S;
  if (!Number.isInteger(keepalive) || keepalive < 1 || keepalive > MAX_KEEPALIVE_S) return { ok: false, error: `keepalive must be 1 to ${MAX_KEEPALIVE_S} s, not ${keepalive}` };
  const options: IClientOptions = {
    // MQTT 3.1.1: every broker speaks it (the embedded aedes of a one-machine demo refuses 5), and
    // nothing here needs 5.
    protocolVersion: 4,
    clientId,
    clean: true,
    keepalive,
    connectTimeout: 10_000,
    // mqtt.js reconnects at a fixed period (a setInterval): the backoff is ours (BrokerConnection).
    reconnectPeriod: 0,
    will: { topic: will.topic, payload: Buffer.from(will.payload), qos: will.qos, retain: will.retain },
    ...(login.username === undefined ? {} : { username: login.username }),
    ...(login.password === undefined ? {} : { password: login.password }),
    ...(login.ca === undefined ? {} : { ca: login.ca }),
    // mqtts:// checks the broker's certificate against the CA given, else the system's.
    rejectUnauthorized: true,
  };
  return { ok: true, value: { url: url.value.href, options } };
}

/** The broker's or the network's error in words an operator acts on. */
export function describeBrokerError(e: Error & { code?: string | number }, settings: Pick<BrokerSettings, 'url' | 'username'>): string {
  const at = `the broker ${settings.url}`;
  const who = settings.username === undefined ? 'without a user' : `as user "${settings.username}"`;
  if (e.code === 5 || e.code === 135 || e.code === 4 || e.code === 134) {
    return `${at} refused the table ${who}: not authorised (check --mqtt-user and the password, and the broker's password file and ACL)`;
  }
  if (typeof e.code === 'string' && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(e.code)) {
    return `TLS refused: ${at} did not prove who it is (${e.code}: ${e.message}); check --mqtt-ca names the CA that signed its certificate`;
  }
  if (e.code === 'ECONNREFUSED') return `${at} is not reachable: nothing answers there (ECONNREFUSED); the table plays on and connects again`;
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return `${at}: its host name does not resolve (${e.code}); the table plays on and connects again`;
  return `${at}: ${e.message}${e.code === undefined ? '' : ` (${e.code})`}`;
}

export interface BrokerConnection {
  client: MqttClient;
  /** Connected now. */
  connected(): boolean;
  /** Told on every connection (the first and each after an outage). */
  onConnect(listener: () => void): void;
  /** Ends the client: waits (bounded) for what is in flight, then closes; no reconnecting after. */
  end(): Promise<void>;
}

export interface ConnectOptions {
  clock: Clock;
  log: (line: string) => void;
  /** For tests: the first and the longest wait between attempts. */
  reconnect?: { firstMs: number; mostMs: number };
}

/**
 * Connects and keeps connecting: after a failure it waits 1 s, then 2, 4, … up to 30 s, and back to
 * 1 s once a connection has held for STABLE_MS.
 */
export function connectBroker(settings: BrokerSettings, online: TableStatus, options: ConnectOptions): Checked<BrokerConnection> {
  const made = clientOptions(settings, online);
  if (!made.ok) return made;
  const who = `site ${settings.site}, table ${settings.table}`;
  return {
    ok: true,
    value: keepConnected(made.value, {
      url: settings.url,
      username: settings.username,
      connected: `reporting to ${settings.url} as ${who}`,
      sameId: `is another host connected as ${who}? (give each table its own --table)`,
    }, options),
  };
}

/** What the connection's log lines say of who connects (the table, a seat of a match). */
export interface ConnectionWords {
  url: string;
  username?: string;
  /** Said once connected. */
  connected: string;
  /** Asked when thrown off soon after connecting: who else may hold the same client id. */
  sameId: string;
}

/** The client for `made`, connecting again with backoff after every loss (see connectBroker). */
export function keepConnected(made: { url: string; options: IClientOptions }, words: ConnectionWords, { clock, log, reconnect }: ConnectOptions): BrokerConnection {
  const settings = words;
  const first = reconnect?.firstMs ?? RECONNECT_FIRST_MS;
  const most = reconnect?.mostMs ?? RECONNECT_MOST_MS;
  const client = mqtt.connect(made.url, made.options);
  const listeners: (() => void)[] = [];
  let wait = first;
  let timer: TimerHandle | null = null;
  let ending = false;

  // Each line about the connection is said once until a connection has held for STABLE_MS: a
  // broker that refuses every attempt, or a connection thrown off again and again, is one line
  // each, not a flood. The backoff too starts again only after a connection that held.
  let said = new Set<string>();
  const say = (line: string): void => {
    if (said.has(line)) return;
    said.add(line);
    log(`tabletop: ${line}`);
  };
  let up = false;
  let upAt = 0;
  let stable: TimerHandle | null = null;
  // While connected, an error is what is about to end the connection (a reset): said with the loss.
  let cause: string | null = null;
  client.on('connect', () => {
    up = true;
    upAt = clock.now();
    say(words.connected);
    stable = clock.setTimeout(() => { stable = null; wait = first; said = new Set(); }, STABLE_MS);
    for (const l of listeners) l();
  });
  client.on('error', (e: Error & { code?: string | number }) => {
    if (up) { cause ??= e.code === undefined ? e.message : String(e.code); return; }
    say(describeBrokerError(e, settings));
  });
  client.on('close', () => {
    if (stable !== null) clock.clearTimeout(stable);
    stable = null;
    if (up && !ending) {
      const why = cause === null ? '' : ` (${cause})`;
      // mosquitto closes the older of two connections with one client id without a word (no
      // MQTT 5 "session taken over"): a connection lost soon after it was made says what to check.
      say(clock.now() - upAt < STABLE_MS
        ? `lost the broker ${settings.url}${why} soon after connecting: ${words.sameId}; the table plays on and connects again`
        : `lost the broker ${settings.url}${why}; the table plays on and connects again`);
    }
    up = false;
    cause = null;
    if (ending || timer !== null) return;
    timer = clock.setTimeout(() => {
      timer = null;
      if (!ending) client.reconnect();
    }, wait);
    wait = Math.min(most, wait * 2);
  });

  return {
    client,
    connected: () => client.connected,
    onConnect: (l) => { listeners.push(l); },
    async end(): Promise<void> {
      ending = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (stable !== null) clock.clearTimeout(stable);
      timer = null;
      stable = null;
      // A clean end sends DISCONNECT after what is in flight (the Last Will is then not sent);
      // a broker gone for good must not hold the host's exit: bounded, then forced.
      const forced = new Promise<'late'>((r) => { const t = setTimeout(() => r('late'), STOP_WAIT_MS); t.unref(); });
      const clean = client.connected ? client.endAsync(false).then(() => 'done' as const) : Promise.resolve('late' as const);
      if ((await Promise.race([clean, forced])) === 'late') await client.endAsync(true);
    },
  };
}
