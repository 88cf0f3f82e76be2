// For the in-process remote-play tests: a match broker (real mosquitto, a broker user per seat,
// each writing under its own seat only: seatAcl), hosts (table-host.ts) started on a game and
// joined to a match by startRemoteMatch, and a person making moves on a simulated board.
// useRemoteRig() gives a test file one such broker and stops what each test started.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IClientOptions } from 'mqtt';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { seatAcl } from '../match/index.ts';
import type { BrokerConnection } from '../publisher/connect.ts';
import { startRemoteMatch, type RemoteMatch, type RemoteMatchOptions } from '../remote/remote-match.ts';
import { startBroker, type Broker } from './mosquitto.ts';
import { connectClient, type TestClient } from './mqtt-client.ts';
import { until } from './publisher-rig.ts';
import type { TableHost } from './table-host.ts';

/** The simulated board of every table host. */
export const BOARD = 'sim-1';

export interface SeatUser { username: string; password: string }

/** The broker users of free play's two seats (north moves first). */
export const NORTH_SOUTH = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
} as const;

export interface RemotePlayer<S extends string = string> { seat: S; t: TableHost; game: string; driver: RemoteMatch; log: string[] }

/** What startRemoteMatch takes beyond the host, game, seat and broker user: `at` the broker (the file's by default). */
/** `keepaliveS`: the seat's keepalive with the broker, also its heartbeat (the presence again every so often). */
export type JoinOptions = Partial<Omit<RemoteMatchOptions, 'host' | 'gameId' | 'seat' | 'broker' | 'log'>> & { match: string; at?: Broker; keepaliveS?: number };

/**
 * What a test file's tests start, tracked and stopped after each test: players (their driver
 * closed, then their host), clients dropped, brokers of a test's own stopped. `broker` is the
 * file's one match broker, for tests that neither kill nor restart it; those take `ownBroker()`.
 */
export interface RemoteRig<S extends string> {
  /** The file's broker (read it in a test or a hook, after the rig's beforeAll). */
  readonly broker: Broker;
  /** A match broker for this test alone, stopped after it. */
  ownBroker(): Promise<Broker>;
  /** A client with `seat`'s credentials on `at`, dropped after the test. */
  client(at: Broker, seat: S, options?: IClientOptions): Promise<TestClient>;
  /**
   * `seat`'s host `t` (its board reporting at once) playing its game `game` in the match: the
   * other seat its peer, the first seat moving first, real time reconnecting every 50–200 ms.
   */
  join(seat: S, t: TableHost, game: string, options: JoinOptions): RemotePlayer<S>;
  /** The player is no longer stopped after the test (the test ended it). */
  forget(p: RemotePlayer<S>): void;
  /**
   * The host dies as a killed process would: its broker socket goes without a word (the broker
   * sends its Last Will), then the host, publishing nothing more; its journal is left as it is.
   */
  kill(p: RemotePlayer<S>): Promise<void>;
}

/** Registers the file's hooks for the rig (its beforeAll and afterAll only with `fileBroker`, the default), and returns it. */
export function useRemoteRig<S extends string>(spec: { users: Readonly<Record<S, SeatUser>>; matches: readonly string[]; fileBroker?: boolean }): RemoteRig<S> {
  const seats = Object.keys(spec.users) as S[];
  const aclOf = (seat: S) => spec.matches.flatMap((match) => {
    const acl = seatAcl(match, seat);
    if (!acl.ok) throw new Error(acl.error.message);
    return [{ access: 'read' as const, topic: acl.value.read }, { access: 'write' as const, topic: acl.value.write }];
  });
  const matchBroker = () => startBroker({
    users: seats.map((seat) => spec.users[seat]),
    acl: Object.fromEntries(seats.map((seat) => [spec.users[seat].username, aclOf(seat)])),
  });

  let shared: Broker | undefined;
  const players: RemotePlayer<S>[] = [];
  const clients: TestClient[] = [];
  const brokers: Broker[] = [];
  if (spec.fileBroker !== false) {
    beforeAll(async () => { shared = await matchBroker(); }, 30_000);
    afterAll(async () => { await shared?.stop(); });
  }
  afterEach(async () => {
    for (const p of players.splice(0)) { await p.driver.close(); p.t.host.close(); }
    for (const c of clients.splice(0)) c.client.end(true);
    for (const b of brokers.splice(0)) await b.stop();
  });

  const fileBroker = (): Broker => {
    if (shared === undefined) throw new Error('the remote rig\'s broker is not up: read it in a test or a hook, after the rig\'s beforeAll');
    return shared;
  };

  return {
    get broker() { return fileBroker(); },
    async ownBroker() {
      const b = await matchBroker();
      brokers.push(b);
      return b;
    },
    async client(at, seat, options = {}) {
      const c = await connectClient(at.url, { ...spec.users[seat], ...options });
      clients.push(c);
      return c;
    },
    join(seat, t, game, { match, at, keepaliveS, ...options }) {
      t.report();
      const log: string[] = [];
      const driver = startRemoteMatch({
        host: t.host, gameId: game, match, seat, peer: seats.find((s) => s !== seat)!, first: seats[0],
        broker: { url: (at ?? fileBroker()).url, ...spec.users[seat], ...(keepaliveS === undefined ? {} : { keepaliveS }) }, clock: systemClock(), log: (line) => log.push(line), reconnect: { firstMs: 50, mostMs: 200 },
        ...options,
      });
      if (!driver.ok) throw new Error(driver.error);
      const p = { seat, t, game, driver: driver.value, log };
      players.push(p);
      return p;
    },
    forget(p) {
      players.splice(players.indexOf(p), 1);
    },
    async kill(p) {
      await dropSocket(p);
      players.splice(players.indexOf(p), 1);
      await p.driver.close(); // offline: publishes nothing, sends no DISCONNECT
      p.t.host.close();
    },
  };
}

/** The host's broker socket goes without a word (the broker then sends its Last Will). */
export async function dropSocket(p: RemotePlayer<string>): Promise<void> {
  // The driver's client, reached for the test only: a process that dies closes no MQTT session.
  const { connection } = p.driver as unknown as { connection: BrokerConnection };
  connection.client.stream.destroy();
  await until(() => !p.driver.status().connected, `${p.seat}'s socket is gone`);
}

/** A new game on the host's board (or on none: `[]`); its id. */
export function newGame(t: TableHost, board: string | readonly string[], spec: Parameters<TableHost['host']['startGame']>[1]): string {
  const started = t.host.startGame(board as never, spec);
  if (!started.ok) throw new Error(started.error);
  return started.value.id;
}

/** Secrets for casts from a seed: fresh for every cast, the same at every run. */
export function seeded(seed: string): () => string {
  let n = 0;
  return () => createHash('sha256').update(`${seed}/${n++}`).digest('hex');
}

/** A person moves a piece on the player's board; the board settles (virtual time). */
export async function make(p: RemotePlayer, from: string, to: string): Promise<void> {
  expect(p.t.host.simulate(BOARD, 'lift', [from]).ok).toBe(true);
  await p.t.clock.advanceBy(150);
  expect(p.t.host.simulate(BOARD, 'place', [to]).ok).toBe(true);
  await p.t.clock.advanceBy(150);
}

export const movesOf = (p: RemotePlayer): string[] => p.t.host.game(p.game)!.log.map((e) => e.move);
export const lightsOf = (p: RemotePlayer): Record<string, string> => p.t.host.board(BOARD)!.lights;

/** The moves of the player's journal file, in order. */
export function journalMoves(p: RemotePlayer): string[] {
  const path = p.t.host.journalPath(p.game);
  if (path === null) throw new Error('no journal');
  return readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { type?: string; move?: string })
    .filter((r) => r.type === 'move').map((r) => r.move!);
}

export type JournalStep = { type: 'move'; move: string } | { type: 'cast'; heads: number; virtual?: true } | { type: 'choice'; value: string };
/** The moves, casts and choices of the player's journal file, in order. */
export function journal(p: RemotePlayer): JournalStep[] {
  const path = p.t.host.journalPath(p.game);
  if (path === null) throw new Error('no journal');
  return readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((r) => r.type === 'move' || r.type === 'cast' || r.type === 'choice')
    .map((r): JournalStep => (r.type === 'move' ? { type: 'move', move: r.move as string }
      : r.type === 'choice' ? { type: 'choice', value: r.value as string }
      : { type: 'cast', heads: r.heads as number, ...(r.virtual === true ? { virtual: true as const } : {}) }));
}

/** Both connected, each seeing the other online. */
export async function bothUp(a: RemotePlayer, b: RemotePlayer): Promise<void> {
  await until(() => [a, b].every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
}
