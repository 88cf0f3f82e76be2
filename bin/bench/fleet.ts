// The café fleet over a real mosquitto on loopback (issue 26): 20 tables, each a real Host (a
// simulated 9×9 board, a journal) with the real publisher, in this process; the fleet service as
// its own process (`tabletop fleet`), so its CPU and memory are its own. Figures:
// - a move committed on a table (host.play, 1 move/s per table) until the fleet shows it in
//   GET /api/tables (polled every POLL_MS) and on its WebSocket /api/events;
// - mosquitto's and the fleet's CPU share and RSS over that run, from /proc;
// - a table's death (its client's socket destroyed, no DISCONNECT) until the fleet shows `lost`,
//   and a table frozen (SIGSTOP: its socket open and silent, keepalive 1 s) until the same;
// - 1 000 game events made while the broker was down, from its restart until a persistent
//   subscriber has them all (the events part reading them from the journal).
// Run alone: npx tsx bin/bench/fleet.ts
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { systemClock } from '../../hardware/index.ts';
import { createPublisher, type Publisher } from '../../fleet/index.ts';
import { cafeAcl } from '../../fleet/testing/cafe-acl.ts';
import { startBroker, type Broker, type BrokerUser } from '../../fleet/testing/mosquitto.ts';
import { connectClient, type TestClient } from '../../fleet/testing/mqtt-client.ts';
import { tableHost, type TableHost } from '../../fleet/testing/table-host.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

const SITE = 'bench';
const TABLES = 20;
const MOVE_EVERY_MS = 1_000;
/** Moves per table measured (after one each unmeasured, to warm the paths). */
const MOVES_EACH = 10;
const POLL_MS = 5;
const DEATHS = 5;
/** Tables frozen (of those dead already: their users reused); each takes seconds (the broker's keepalive check). */
const FROZEN = 3;
/** Of them, frozen again with the table's default keepalive (10 s): 15 to 22 s each. */
const FROZEN_AT_DEFAULT = 2;
const DEFAULT_KEEPALIVE_S = 10;
const MISSED = 1_000;
const TOKEN = 'bench-fleet-token';
const FLEET = { username: 'fleet', password: 'bench-fleet-secret' };
const repo = new URL('../..', import.meta.url).pathname;

export const FLEET_GOALS = { commitToFleetP99Ms: 50, catchUpMs: 2_000 };

export interface FleetFigures {
  tables: number;
  commitToApiMs: Percentiles;
  commitToWebSocketMs: Percentiles;
  commitToSubscriberMs: Percentiles;
  /** How long host.play itself took (journal write included), not part of the figures above. */
  playMs: Percentiles;
  journals: string;
  goalP99Ms: number;
  latencyUnit: string;
  mosquitto: { cpuPercent: number; rssMb: number };
  fleet: { cpuPercent: number; rssMb: number; peakRssMb: number };
  tablesProcess: { cpuPercent: number; rssMb: number };
  resourcesUnit: string;
  deathToLostMs: Percentiles;
  deathUnit: string;
  frozenToLostMs: Percentiles;
  frozenAtDefaultKeepaliveMs: number[];
  frozenUnit: string;
  catchUp: { events: number; fromRestartMs: number; fromTableConnectMs: number; goalMs: number };
  catchUpBrokerOnTmpfs: { events: number; fromRestartMs: number; fromTableConnectMs: number; goalMs: number } | null;
  machine: { cpus: number; loadAverage1m: [number, number] };
  catchUpUnit: string;
}

/** Why the fleet figures cannot run here (no mosquitto), said before the bench starts; null if they can. */
export function brokerProblem(): string | null {
  if (existsSync('/usr/sbin/mosquitto') && existsSync('/usr/bin/mosquitto_passwd')) return null;
  return 'bench: the fleet figures need Debian\'s mosquitto (/usr/sbin/mosquitto, mosquitto_passwd), which this machine does not have.\n' +
    '       Run the bench with "npm run bench", which installs it, or: bash fleet/setup-broker.sh';
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const round = (x: number, places = 1) => Math.round(x * 10 ** places) / 10 ** places;
const tableId = (i: number) => `t${String(i + 1).padStart(2, '0')}`;
const userOf = (table: string): BrokerUser => ({ username: `table-${table}`, password: `secret-of-${table}` });

/** Bounded wait: polls `ready` every 5 ms. */
async function until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (ready()) return;
    await sleep(5);
  }
  throw new Error(`bench fleet: never happened within ${timeoutMs} ms: ${what}`);
}

const ticksPerSecond = (() => {
  try { return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100; } catch { return 100; }
})();

/** CPU seconds (user + system) of a process so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime, stime (fields 14, 15)
}

/** A line of /proc/<pid>/status in MB (VmRSS, VmHWM). */
function statusMb(pid: number, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? NaN : round(Number(m[1]) / 1024);
}

interface FleetProcess { pid: number; base: string; stop(): Promise<void> }

/** `tabletop fleet` as its own process, connected to the broker; its dashboard's URL. */
async function startFleet(broker: Broker): Promise<FleetProcess> {
  const child = spawn(process.execPath, [join(repo, 'bin/tabletop.mjs'), 'fleet', '--mqtt', broker.url, '--site', SITE,
    '--mqtt-user', FLEET.username, '--listen', '127.0.0.1:0', '--token', TOKEN],
  { cwd: repo, env: { ...process.env, TABLETOP_MQTT_PASSWORD: FLEET.password }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
  child.stderr.setEncoding('utf8').on('data', (c: string) => { err += c; });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await until(() => /fleet dashboard: http:\/\/127\.0\.0\.1:\d+\//.test(out) && /connected to the broker/.test(err), 'the fleet process listens and connects', 30_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\nstdout: ${out}\nstderr: ${err}`);
  }
  const base = /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)![1];
  return { pid: child.pid!, base, stop };
}

interface Table { id: string; t: TableHost; publisher: Publisher; game: string; moves: number }

/**
 * The latency run's journals on tmpfs where there is one: here 20 tables share one disk and one
 * event loop, so each one's fsync (ms, synchronous) would hold up the other 19, which in a café
 * each have their own machine. The journal's own cost is the journal section's figure.
 */
const sharedMemory = existsSync('/dev/shm') ? '/dev/shm' : null;
const latencyDataDir = (): string => mkdtempSync(join(sharedMemory ?? tmpdir(), 'tabletop-bench-fleet-'));

function startTable(broker: Broker, id: string, options: { reconnect?: { firstMs: number; mostMs: number }; dataDir?: string } = {}): Table {
  const t = tableHost(options.dataDir);
  const user = userOf(id);
  const publisher = createPublisher({
    settings: { url: broker.url, site: SITE, table: id, username: user.username, password: user.password },
    host: t.host, dataDir: t.dataDir, version: 'bench', clock: systemClock(), log: () => {}, reconnect: options.reconnect,
  });
  const started = publisher.start();
  if (!started.ok) throw new Error(`table ${id}: ${started.error}`);
  const game = t.host.startGame('sim-1', { game: 'free' });
  if (!game.ok) throw new Error(`table ${id}: ${game.error}`);
  return { id, t, publisher, game: game.value.id, moves: 0 };
}

/** One move of a piece walking A1 ↔ A2, committed on the host (journal written); the game's move count after it. */
function move(table: Table): number {
  const played = table.t.host.play(table.game, table.moves % 2 === 0 ? 'A1-A2' : 'A2-A1');
  if (!played.ok) throw new Error(`table ${table.id}: ${played.error}`);
  return ++table.moves;
}

interface Row { table: string; state: string; games: { id: string; moves: number }[] }

/** The fleet's view as its API and its WebSocket show it, per table: moves of its game, state. */
class Watch {
  readonly api = new Map<string, Row>();
  readonly ws = new Map<string, Row>();
  /** Moves of each game as a plain MQTT subscriber in this process has them (the broker's part of the path). */
  readonly mqtt = new Map<string, number>();
  private subscriber: TestClient | null = null;
  private socket: WebSocket | null = null;
  private polling = false;
  private listeners = new Set<() => void>();

  constructor(private readonly base: string, private readonly broker: Broker) {}

  async open(): Promise<void> {
    this.subscriber = await connectClient(this.broker.url, { ...FLEET, clientId: 'bench-watch' });
    this.subscriber.client.on('message', (topic, payload) => {
      const game = /\/games\/([^/]+)\/state$/.exec(topic)?.[1];
      if (game === undefined || payload.length === 0) return;
      this.mqtt.set(game, (JSON.parse(payload.toString('utf8')) as { moves: unknown[] }).moves.length);
      this.subscriber!.messages.length = 0;
      this.tell();
    });
    await this.subscriber.client.subscribeAsync(`tabletop/v1/${SITE}/+/games/+/state`, { qos: 0 });
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}api/events`);
    this.socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; table?: Row; tables?: Row[] };
      for (const row of message.type === 'tables' ? message.tables ?? [] : message.type === 'table' && message.table ? [message.table] : []) this.ws.set(row.table, row);
      this.tell();
    });
    await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
    this.polling = true;
    void this.poll();
  }

  /** GET /api/tables back to back, POLL_MS apart. */
  private async poll(): Promise<void> {
    while (this.polling) {
      const rows = await (await fetch(`${this.base}api/tables`)).json() as Row[];
      for (const row of rows) this.api.set(row.table, row);
      this.tell();
      await sleep(POLL_MS);
    }
  }

  onUpdate(listener: () => void): () => void { this.listeners.add(listener); return () => this.listeners.delete(listener); }
  private tell(): void { for (const l of this.listeners) l(); }

  close(): void { this.polling = false; this.socket?.close(); this.subscriber?.client.end(true); }
}

const movesOf = (row: Row | undefined, game: string) => row?.games.find((g) => g.id === game)?.moves ?? -1;

/** Commit → API and commit → WebSocket over the measured moves, with the resources used meanwhile. */
async function latencyRun(tables: Table[], watch: Watch, pids: { mosquitto: number; fleet: number }) {
  const toApi: number[] = [];
  const toWs: number[] = [];
  const toMqtt: number[] = [];
  const commits: number[] = [];
  const pending: { table: Table; moves: number; at: number; api: boolean; ws: boolean; mqtt: boolean; measured: boolean }[] = [];
  const off = watch.onUpdate(() => {
    const now = performance.now();
    for (const p of pending) {
      if (!p.api && movesOf(watch.api.get(p.table.id), p.table.game) >= p.moves) { p.api = true; if (p.measured) toApi.push(now - p.at); }
      if (!p.ws && movesOf(watch.ws.get(p.table.id), p.table.game) >= p.moves) { p.ws = true; if (p.measured) toWs.push(now - p.at); }
      if (!p.mqtt && (watch.mqtt.get(p.table.game) ?? -1) >= p.moves) { p.mqtt = true; if (p.measured) toMqtt.push(now - p.at); }
    }
    for (let i = pending.length - 1; i >= 0; i--) if (pending[i].api && pending[i].ws && pending[i].mqtt) pending.splice(i, 1);
  });
  const rounds = MOVES_EACH + 1;
  let cpu0 = { mosquitto: 0, fleet: 0, self: process.cpuUsage(), at: 0 };
  // Each table moves once a second, the tables spread evenly over that second.
  for (let round = 0; round < rounds; round++) {
    if (round === 1) cpu0 = { mosquitto: cpuSeconds(pids.mosquitto), fleet: cpuSeconds(pids.fleet), self: process.cpuUsage(), at: performance.now() };
    for (const table of tables) {
      const before = performance.now();
      const moves = move(table);
      const at = performance.now(); // committed: host.play has returned, its journal record written
      if (round > 0) commits.push(at - before);
      pending.push({ table, moves, at, api: false, ws: false, mqtt: false, measured: round > 0 });
      await sleep(MOVE_EVERY_MS / tables.length);
    }
  }
  await until(() => pending.length === 0, 'the fleet shows every move');
  const seconds = (performance.now() - cpu0.at) / 1000;
  const self = process.cpuUsage(cpu0.self);
  off();
  const share = (cpu: number) => round((cpu / seconds) * 100);
  return {
    toApi, toWs, toMqtt, commits,
    mosquitto: { cpuPercent: share(cpuSeconds(pids.mosquitto) - cpu0.mosquitto), rssMb: statusMb(pids.mosquitto, 'VmRSS') },
    fleet: { cpuPercent: share(cpuSeconds(pids.fleet) - cpu0.fleet), rssMb: statusMb(pids.fleet, 'VmRSS'), peakRssMb: statusMb(pids.fleet, 'VmHWM') },
    tablesProcess: { cpuPercent: share((self.user + self.system) / 1e6), rssMb: round(process.memoryUsage().rss / 1024 / 1024) },
    seconds,
  };
}

/** Tables die one at a time (their client's socket destroyed: no DISCONNECT); until the WebSocket shows `lost`. */
async function deaths(tables: Table[], watch: Watch): Promise<number[]> {
  const ms: number[] = [];
  for (const table of tables.slice(0, DEATHS)) {
    const at = performance.now();
    table.publisher.connection()!.client.end(true); // forced: the stream destroyed, no DISCONNECT sent
    await until(() => watch.ws.get(table.id)?.state === 'lost', `table ${table.id} shown lost`);
    ms.push(performance.now() - at);
  }
  return ms;
}

/** A table's client in its own process, with the contract's Last Will and the keepalive given; prints `ready` once `online`. */
const FROZEN_TABLE = `
import mqtt from 'mqtt';
const [url, site, table, keepalive] = process.argv.slice(1);
const topic = 'tabletop/v1/' + site + '/' + table + '/status';
const status = (state) => JSON.stringify({ state, since: new Date().toISOString(), version: 'bench', boards: 1, games: 0 });
const client = mqtt.connect(url, { protocolVersion: 4, clientId: 'bench-frozen-' + table, keepalive: Number(keepalive), reconnectPeriod: 0,
  username: process.env.USER_NAME, password: process.env.USER_PASSWORD,
  will: { topic, payload: Buffer.from(status('lost')), qos: 1, retain: true } });
client.on('connect', () => client.publish(topic, status('online'), { qos: 1, retain: true }, () => console.log('ready')));
`;

/** A table frozen (SIGSTOP: its socket open, silent, as a hung host or a cut cable): until the fleet shows `lost`. */
async function frozen(broker: Broker, ids: string[], watch: Watch, keepaliveS: number): Promise<number[]> {
  const ms: number[] = [];
  for (const id of ids) {
    const user = userOf(id);
    const child = spawn(process.execPath, ['--input-type=module', '-e', FROZEN_TABLE, broker.url, SITE, id, String(keepaliveS)],
      { cwd: repo, env: { ...process.env, USER_NAME: user.username, USER_PASSWORD: user.password }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
      await until(() => out.includes('ready') && watch.ws.get(id)?.state === 'online', `frozen table ${id} online at the fleet`);
      const at = performance.now();
      child.kill('SIGSTOP');
      await until(() => watch.ws.get(id)?.state === 'lost', `frozen table ${id} shown lost`);
      ms.push(performance.now() - at);
    } finally {
      child.kill('SIGKILL');
    }
  }
  return ms;
}

/** 1 000 events made while the broker is down; from its restart until a persistent subscriber has them all. */
async function catchUp(users: BrokerUser[], brokerDir: string | undefined): Promise<{ fromRestartMs: number; fromTableConnectMs: number }> {
  const id = 'catchup';
  const broker = await startBroker({
    users: [...users, userOf(id)], acl: cafeAcl({ site: SITE, tables: { [id]: userOf(id).username }, fleetUsers: [FLEET.username] }),
    persistence: true, parentDir: brokerDir,
  });
  let table: Table | null = null;
  const subscriber = await connectClient(broker.url, { ...FLEET, clientId: 'bench-catchup-subscriber', clean: false, reconnectPeriod: 50 });
  try {
    await subscriber.client.subscribeAsync(`tabletop/v1/${SITE}/${id}/games/+/events`, { qos: 1 });
    // The table's backoff kept short, so the figure is the catch-up and not a wait before reconnecting.
    table = startTable(broker, id, { reconnect: { firstMs: 50, mostMs: 100 } });
    const t = table;
    let connectedAt = 0;
    t.publisher.connection()!.onConnect(() => { connectedAt = performance.now(); });
    await until(() => t.publisher.connection()!.connected(), 'the catch-up table connects');
    move(t);
    const seqs = new Set<number>();
    const seen = () => { for (const m of subscriber.messages.splice(0)) seqs.add((JSON.parse(m.payload) as { seq: number }).seq); return seqs; };
    await until(() => seen().has(1), 'the subscriber has the first event');
    await broker.kill();
    for (let i = 0; i < MISSED; i++) move(t);
    connectedAt = 0;
    const at = performance.now();
    await broker.restart();
    await until(() => seen().size >= MISSED + 1, `the subscriber has all ${MISSED} missed events`, 60_000);
    const done = performance.now();
    return { fromRestartMs: round(done - at), fromTableConnectMs: round(done - connectedAt) };
  } finally {
    subscriber.client.end(true);
    await table?.publisher.stop();
    await broker.stop();
  }
}

export async function fleetFigures(): Promise<FleetFigures> {
  const ids = Array.from({ length: TABLES }, (_, i) => tableId(i));
  const users = [FLEET, ...ids.map(userOf)];
  const load0 = round(loadavg()[0], 2);
  const broker = await startBroker({ users, acl: cafeAcl({ site: SITE, tables: Object.fromEntries(ids.map((id) => [id, userOf(id).username])), fleetUsers: [FLEET.username] }) });
  let fleet: FleetProcess | null = null;
  let watch: Watch | null = null;
  const tables: Table[] = [];
  try {
    fleet = await startFleet(broker);
    watch = new Watch(fleet.base, broker);
    await watch.open();
    for (const id of ids) tables.push(startTable(broker, id, { dataDir: latencyDataDir() }));
    const w = watch;
    await until(() => tables.every((t) => movesOf(w.ws.get(t.id), t.game) === 0 && movesOf(w.api.get(t.id), t.game) === 0), 'the fleet shows every table and its game');
    progress(`fleet: ${TABLES} tables online at the fleet; ${MOVES_EACH + 1} moves each at 1 move/s`);
    const run = await latencyRun(tables, watch, { mosquitto: broker.pid()!, fleet: fleet.pid });
    progress(`fleet: commit to WebSocket p99 ${percentiles(run.toWs).p99} ms; ${DEATHS} tables killed next`);
    const died = await deaths(tables, watch);
    const froze = await frozen(broker, tables.slice(0, FROZEN).map((t) => t.id), watch, 1);
    progress(`fleet: death to lost p50 ${percentiles(died).p50} ms, frozen to lost p50 ${percentiles(froze).p50} ms (keepalive 1 s); frozen with the default keepalive next (15–22 s each)`);
    const frozeDefault = await frozen(broker, tables.slice(0, FROZEN_AT_DEFAULT).map((t) => t.id), watch, DEFAULT_KEEPALIVE_S);
    progress(`fleet: frozen to lost ${frozeDefault.map((ms) => round(ms)).join(', ')} ms (keepalive ${DEFAULT_KEEPALIVE_S} s); ${MISSED} events missed during a broker outage next`);
    // The rig's mosquitto saves its whole database after every change (so a test may SIGKILL it):
    // on disk that is a write per message. A café's broker saves every 30 min (Debian's default)
    // and on a clean stop; its files on tmpfs stand in for that.
    const caught = await catchUp(users, undefined);
    progress(`fleet: catch-up ${caught.fromRestartMs} ms with the broker saving every change to disk; again with its files on tmpfs`);
    const caughtTmpfs = sharedMemory === null ? null : await catchUp(users, sharedMemory);
    return {
      tables: TABLES,
      commitToApiMs: percentiles(run.toApi),
      commitToWebSocketMs: percentiles(run.toWs),
      commitToSubscriberMs: percentiles(run.toMqtt),
      playMs: percentiles(run.commits),
      journals: sharedMemory === null ? 'on disk (no /dev/shm)' : 'on tmpfs (/dev/shm) in the latency run, on disk in the catch-up',
      goalP99Ms: FLEET_GOALS.commitToFleetP99Ms,
      latencyUnit: `wall ms from host.play's return on a table (a real Host with a simulated 9×9 board and its journal, in-process, with the real publisher) until the fleet (tabletop fleet, its own process) shows the move: in GET /api/tables (polled every ${POLL_MS} ms) and on its WebSocket (and, for the broker's share of it, until a plain MQTT subscriber in the tables' process has the game's state); ${TABLES} tables at 1 move/s each through mosquitto on loopback, ${MOVES_EACH} moves each`,
      mosquitto: run.mosquitto,
      fleet: run.fleet,
      tablesProcess: run.tablesProcess,
      resourcesUnit: `CPU % of one core over the ${round(run.seconds)} s run (/proc/<pid>/stat; the tables' process by process.cpuUsage, its HTTP and WebSocket watchers included), RSS MB at its end (/proc/<pid>/status VmRSS; peak VmHWM)`,
      deathToLostMs: percentiles(died),
      frozenToLostMs: percentiles(froze),
      frozenAtDefaultKeepaliveMs: frozeDefault.map((ms) => round(ms)),
      frozenUnit: `wall ms from a table's client process frozen (SIGSTOP: the socket stays open and silent, as a hung host or a cut cable) until the fleet's WebSocket shows it lost; frozenToLostMs with keepalive 1 s, frozenAtDefaultKeepaliveMs with the table's default ${DEFAULT_KEEPALIVE_S} s. mosquitto 2.0 lets a client be silent 1.5 × keepalive (in whole seconds) and looks for such clients only every 6 s (src/keepalive.c), so a frozen table is lost 1.5 × keepalive to 1.5 × keepalive + 7 s after its last packet`,
      deathUnit: 'wall ms from a table\'s client destroyed without DISCONNECT (default keepalive 10 s; the socket closes, so mosquitto sends the Last Will at once) until the fleet\'s WebSocket shows it lost',
      catchUp: { events: MISSED, ...caught, goalMs: FLEET_GOALS.catchUpMs },
      catchUpBrokerOnTmpfs: caughtTmpfs === null ? null : { events: MISSED, ...caughtTmpfs, goalMs: FLEET_GOALS.catchUpMs },
      catchUpUnit: `wall ms until a persistent subscriber (QoS 1, clean session false) has all ${MISSED} events made while mosquitto (persistence on) was down, from its restart and from the table's reconnect (backoff 50–100 ms here); the events part publishes them from the table's journal (on disk). catchUp: mosquitto as the tests configure it, saving its database after every change, on disk; catchUpBrokerOnTmpfs: the same with the broker's files on tmpfs, as a broker that saves every 30 min would be`,
      machine: { cpus: cpus().length, loadAverage1m: [load0, round(loadavg()[0], 2)] },
    };
  } finally {
    watch?.close();
    for (const t of tables) {
      t.publisher.connection()?.client.end(true);
      rmSync(t.t.dataDir, { recursive: true, force: true });
    }
    await fleet?.stop();
    await broker.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = brokerProblem();
  if (problem !== null) {
    console.error(problem);
    process.exit(1);
  }
  const figures = await fleetFigures();
  progress(`fleet: commit to WebSocket p99 ${figures.commitToWebSocketMs.p99} ms, to GET /api/tables p99 ${figures.commitToApiMs.p99} ms (goal ≤ ${figures.goalP99Ms} ms)`);
  progress(`fleet: catch-up of ${MISSED} events ${figures.catchUp.fromRestartMs} ms, broker on tmpfs ${figures.catchUpBrokerOnTmpfs?.fromRestartMs ?? '-'} ms (goal ≤ ${figures.catchUp.goalMs} ms)`);
  console.log(JSON.stringify({ fleet: figures }));
  process.exit(0);
}
