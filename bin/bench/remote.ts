// Remote play over a real mosquitto on loopback: two hosts in this process (each a real Host with
// a simulated 9×9 board and a journal, in real time), each playing one seat of a free-play match
// through the broker (fleet/remote). Each move is made on its board by lift and place; the
// figure is the wall time from its commit there (the engine took it, journal written) until the
// other board's lights show it (the piece to lift, where it goes); that board's person then makes
// it, and the next move is the other seat's. Both games must end with the same moves. Then the
// peer is frozen (a seat's client in its own process with the contract's Last Will and its
// heartbeat named in its presence, stopped with SIGSTOP: its socket open and silent, as a hung
// host): the figure is the wall time until this host's match shows the peer offline (silent past
// 1.5 × its heartbeat, or the broker's Last Will, whichever comes first).
// Run alone: npx tsx bin/bench/remote.ts
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtinProfiles, systemClock } from '../../hardware/index.ts';
import { Host, JournalStore, journalDirOf, type HostEvent } from '../../host/index.ts';
import { seatAcl } from '../../fleet/match/index.ts';
import { startRemoteMatch, type RemoteMatch } from '../../fleet/remote/index.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import { addSimBoard } from '../../fleet/testing/table-host.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

export const REMOTE_GOALS = { commitToLitP99Ms: 30 };
const MATCH = 'bench';
const SEATS = ['north', 'south'] as const;
type Seat = (typeof SEATS)[number];
const USERS: Record<Seat, { username: string; password: string }> = {
  north: { username: 'seat-north', password: 'bench-north-secret' },
  south: { username: 'seat-south', password: 'bench-south-secret' },
};
const BOARD = 'sim-1';
/** The board's settle window (ms): short, real time; the figure starts at the commit, after it. */
const SETTLE_MS = 30;
/** Moves made first and not measured, to warm the paths. */
const WARM_UP = 2;
/** Free play, seed 7: a piece of each seat's row walks one cell forward and back. */
const WALK: Record<Seat, [string, string][]> = { north: [['A1', 'A2'], ['A2', 'A1']], south: [['A9', 'A8'], ['A8', 'A9']] };

export interface RemoteFigures {
  moves: number;
  commitToLitMs: Percentiles;
  goalP99Ms: number;
  settleMs: number;
  unit: string;
  /** A frozen peer until this host shows it offline, each run (ms), with the peer's keepalive. */
  frozenPeerToOfflineMs: number[];
  frozenKeepaliveS: number;
  /** The goal for it: keepalive × 1.5 (the peer silent that long is shown offline). */
  frozenGoalMs: number;
  frozenUnit: string;
}

/** The frozen peer's keepalive (s): as the product's tests run their hosts. */
const FROZEN_KEEPALIVE_S = 2;
const repo = new URL('../..', import.meta.url).pathname;
/** South's seat as a client in its own process: the contract's presence and its Last Will; prints `ready` once online. */
const FROZEN_SEAT = `
import mqtt from 'mqtt';
const [url, match, keepalive] = process.argv.slice(1);
const topic = 'tabletop/v1/match/' + match + '/south/presence';
const presence = (state) => JSON.stringify({ state, since: new Date().toISOString(), game: 'free', seat: 'south', every: Number(keepalive) });
const client = mqtt.connect(url, { protocolVersion: 4, clientId: 'bench-frozen-south', keepalive: Number(keepalive), reconnectPeriod: 0,
  username: process.env.USER_NAME, password: process.env.USER_PASSWORD,
  will: { topic, payload: Buffer.from(presence('offline')), qos: 1, retain: true } });
client.on('connect', () => client.publish(topic, presence('online'), { qos: 1, retain: true }, () => console.log('ready')));
`;

/** South frozen `runs` times: each time from SIGSTOP until north's match says south is offline. */
async function frozenPeer(broker: Broker, north: Player, runs: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawn(process.execPath, ['--input-type=module', '-e', FROZEN_SEAT, broker.url, MATCH, String(FROZEN_KEEPALIVE_S)],
      { cwd: repo, env: { ...process.env, USER_NAME: USERS.south.username, USER_PASSWORD: USERS.south.password }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => { out += c; });
      await until(() => out.includes('ready') && north.host.game(north.game)?.remote?.peerOnline === true, 'the frozen seat online at north', 20_000);
      const at = performance.now();
      child.kill('SIGSTOP');
      await until(() => north.host.game(north.game)?.remote?.peerOnline === false, 'north shows the frozen seat offline', 30_000);
      ms.push(Math.round(performance.now() - at));
    } finally {
      child.kill('SIGKILL');
    }
  }
  return ms;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Bounded wait: polls every 2 ms. */
async function until(ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (ready()) return;
    await sleep(2);
  }
  throw new Error(`bench remote: never happened within ${timeoutMs} ms: ${what}`);
}

interface Player {
  seat: Seat;
  host: Host;
  game: string;
  driver: RemoteMatch;
  /** When the engine last took a move here (performance.now()), and how many. */
  committedAt: number;
  committed: number;
  /** The move waited for on this board's lights, and when they first showed it (origin selected, target lit). */
  watch: string | null;
  litAt: Map<string, number>;
  sim: { lift(cell: string): void; place(cell: string): void };
  log: string[];
}

/** A real host on real time with one simulated 9×9 board (as fleet/testing/table-host.ts, with the system clock). */
function player(broker: Broker, seat: Seat, dataDir: string): Player {
  const clock = systemClock();
  const host = new Host({ clock, settleMs: SETTLE_MS, defaultSeed: () => 7, journal: new JournalStore({ dir: journalDirOf(dataDir) }) });
  const { report } = addSimBoard(host, builtinProfiles['9x9'], BOARD, `/dev/bench-${seat}`);
  const started = host.startGame(BOARD, { game: 'free', seed: 7 });
  if (!started.ok) throw new Error(`bench remote: ${started.error}`);
  report();
  const p = { seat, host, game: started.value.id, committedAt: 0, committed: 0, watch: null, litAt: new Map<string, number>(), log: [] as string[] } as Omit<Player, 'driver' | 'sim'> as Player;
  // Subscribed before the driver: the commit is stamped before the driver publishes it.
  host.events$.subscribe((e: HostEvent) => {
    if (e.type === 'move') { p.committedAt = performance.now(); p.committed++; }
    if (e.type === 'lights' && p.watch !== null && !p.litAt.has(p.watch)) {
      const [from, to] = p.watch.split('-');
      if (e.cells[from] === 'selected' && e.cells[to] === 'target') p.litAt.set(p.watch, performance.now());
    }
  });
  const driver = startRemoteMatch({
    host, gameId: p.game, match: MATCH, seat, peer: seat === 'north' ? 'south' : 'north', first: 'north',
    broker: { url: broker.url, ...USERS[seat] }, clock, log: (line) => p.log.push(line),
  });
  if (!driver.ok) throw new Error(`bench remote: ${driver.error}`);
  const sim = {
    lift: (cell: string) => { const r = host.simulate(BOARD, 'lift', [cell]); if (!r.ok) throw new Error(`bench remote: lift ${cell}: ${r.error}`); },
    place: (cell: string) => { const r = host.simulate(BOARD, 'place', [cell]); if (!r.ok) throw new Error(`bench remote: place ${cell}: ${r.error}`); },
  };
  // The same object the subscription above writes to.
  return Object.assign(p, { driver: driver.value, sim });
}

/** A person moves a piece on the player's board; resolves once the engine took it (after the settle window). */
async function make(p: Player, from: string, to: string): Promise<void> {
  const before = p.committed;
  p.sim.lift(from);
  await sleep(SETTLE_MS + 10);
  p.sim.place(to);
  await until(() => p.committed === before + 1, `${p.seat} takes ${from}-${to}`);
}

const movesOf = (p: Player): string[] => p.host.game(p.game)?.log.map((e) => e.move) ?? [];

/** N ≥ 1 moves measured (default 100), alternating seats, after a short warm-up; then the peer frozen `frozen` times (default 3). */
export async function remoteFigures(options: { moves?: number; frozen?: number } = {}): Promise<RemoteFigures> {
  const moves = options.moves ?? 100;
  const acl: Record<string, { access: 'read' | 'write'; topic: string }[]> = {};
  for (const seat of SEATS) {
    const rules = seatAcl(MATCH, seat);
    if (!rules.ok) throw new Error(rules.error.message);
    acl[USERS[seat].username] = [{ access: 'read', topic: rules.value.read }, { access: 'write', topic: rules.value.write }];
  }
  const broker = await startBroker({ users: Object.values(USERS), acl });
  // Journals on tmpfs where there is one: two hosts share this disk and this event loop here.
  const parent = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const players: Player[] = [];
  try {
    for (const seat of SEATS) players.push(player(broker, seat, mkdtempSync(join(parent, `tabletop-bench-remote-${seat}-`))));
    const [north, south] = players;
    await until(() => players.every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + moves; i++) {
      const [mover, other] = i % 2 === 0 ? [north, south] : [south, north];
      const [from, to] = WALK[mover.seat][Math.floor(i / 2) % 2];
      const key = `${from}-${to}`;
      other.litAt.delete(key);
      other.watch = key;
      await make(mover, from, to);
      const committed = mover.committedAt;
      await until(() => (other.litAt.get(key) ?? 0) >= committed, `${other.seat}'s board lights ${key}`);
      if (i >= WARM_UP) samples.push(other.litAt.get(key)! - committed);
      await make(other, from, to);
      await until(() => mover.driver.status().acked === i + 1, `${other.seat} confirms ${key}`);
    }
    const [a, b] = [movesOf(north), movesOf(south)];
    if (a.length !== WARM_UP + moves || a.join() !== b.join()) throw new Error(`bench remote: the games differ: ${a.join(' ')} / ${b.join(' ')}`);
    for (const p of players) {
      const { stopped, refusals, drops } = p.driver.status();
      const troubles = [...Object.values(refusals), ...Object.values(drops)].reduce((s, n) => s + n, 0);
      if (stopped !== null || troubles > 0) throw new Error(`bench remote: ${p.seat}: ${stopped ?? 'refusals or drops'}\n${p.log.join('\n')}`);
    }
    // South's host leaves (its presence offline, retained); its seat then comes back as a client that freezes.
    await south.driver.close();
    await until(() => north.driver.status().peer?.state === 'offline', 'north sees south leave');
    const frozenMs = await frozenPeer(broker, north, options.frozen ?? 3);
    return {
      moves,
      commitToLitMs: percentiles(samples),
      goalP99Ms: REMOTE_GOALS.commitToLitP99Ms,
      settleMs: SETTLE_MS,
      unit: 'wall ms from a move committed on one board (engine and journal) until the other board lights it, through mosquitto on loopback; both hosts in one process',
      frozenPeerToOfflineMs: frozenMs,
      frozenKeepaliveS: FROZEN_KEEPALIVE_S,
      frozenGoalMs: FROZEN_KEEPALIVE_S * 1_500,
      frozenUnit: 'wall ms from the peer frozen (SIGSTOP, socket open) until this host shows it offline: silent past 1.5 × the heartbeat its presence names (its keepalive), before the broker\'s Last Will',
    };
  } finally {
    for (const p of players) { await p.driver.close({ leave: true }); p.host.close(); }
    await broker.stop();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const figures = await remoteFigures();
  progress(`remote done: commit to lit on the other board p99 ${figures.commitToLitMs.p99} ms (goal ≤ ${figures.goalP99Ms}); frozen peer shown offline ${figures.frozenPeerToOfflineMs.join(', ')} ms (keepalive ${figures.frozenKeepaliveS} s)`);
  console.log(JSON.stringify({ remote: figures }));
  process.exit(0);
}
