// A host that dies mid-match (its broker socket gone without a word, then the process) and a new
// host started on the same data folder: the game comes back from the journal, the match from the
// game's moves, and the connect brings both hosts level. A move the dead host made that never
// went out reaches the peer from the snapshot republished at connect; a move the peer made while
// it was away is lit from the peer's retained snapshot. Then the game goes on, the same on both.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals, seatAcl } from '../match/index.ts';
import type { BrokerConnection } from '../publisher/connect.ts';
import { startBroker, type Broker } from '../testing/mosquitto.ts';
import { until } from '../testing/publisher-rig.ts';
import { tableHost, tempDataDir, type TableHost } from '../testing/table-host.ts';
import { startRemoteMatch, type RemoteMatch } from './remote-match.ts';

const MATCHES = ['m-resume-own', 'm-resume-peer', 'm-resume-level'] as const;
type Match = (typeof MATCHES)[number];
const USERS = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
} as const;
type Seat = keyof typeof USERS;
const BOARD = 'sim-1';
/** Long enough that a dropped host never connects again by itself before it is ended. */
const NEVER_MS = 600_000;

function aclOf(seat: Seat) {
  return MATCHES.flatMap((match) => {
    const acl = seatAcl(match, seat);
    if (!acl.ok) throw new Error(acl.error.message);
    return [{ access: 'read' as const, topic: acl.value.read }, { access: 'write' as const, topic: acl.value.write }];
  });
}

let broker: Broker;
beforeAll(async () => {
  broker = await startBroker({ users: Object.values(USERS), acl: { [USERS.north.username]: aclOf('north'), [USERS.south.username]: aclOf('south') } });
}, 30_000);
afterAll(async () => { await broker.stop(); });

interface Player { seat: Seat; t: TableHost; game: string; driver: RemoteMatch; log: string[] }
const players: Player[] = [];
afterEach(async () => {
  for (const p of players.splice(0)) { await p.driver.close(); p.t.host.close(); }
});

/**
 * A host playing `seat` of the match on `dataDir`: a new game of free play (north first), or,
 * with `resume`, the game its journal holds.
 */
function player(seat: Seat, match: Match, options: { dataDir?: string; resume?: boolean; reconnectMs?: number } = {}): Player {
  const t = tableHost(options.dataDir ?? tempDataDir());
  let game: string;
  if (options.resume === true) {
    const resumed = t.host.resume();
    if (!resumed.ok) throw new Error(resumed.error);
    expect(resumed.value.resumed).toHaveLength(1);
    game = resumed.value.resumed[0].game.id;
  } else {
    const started = t.host.startGame(BOARD, { game: 'free', seed: 7 });
    if (!started.ok) throw new Error(started.error);
    game = started.value.id;
  }
  t.report();
  const log: string[] = [];
  const first = options.reconnectMs ?? 50;
  const driver = startRemoteMatch({
    host: t.host, gameId: game, match, seat, peer: seat === 'north' ? 'south' : 'north', first: 'north',
    broker: { url: broker.url, ...USERS[seat] }, clock: systemClock(), log: (line) => log.push(line), reconnect: { firstMs: first, mostMs: Math.max(first, 200) },
  });
  if (!driver.ok) throw new Error(driver.error);
  const p = { seat, t, game, driver: driver.value, log };
  players.push(p);
  return p;
}

/**
 * The host's broker socket goes without a word (the broker sends its Last Will), then the host
 * itself: nothing more of it is published, its journal is left as it is.
 */
async function drop(p: Player): Promise<void> {
  // The driver's client, reached for the test only: a process that dies closes no MQTT session.
  const { connection } = p.driver as unknown as { connection: BrokerConnection };
  connection.client.stream.destroy();
  await until(() => !p.driver.status().connected, `${p.seat}'s socket is gone`);
}

async function die(p: Player): Promise<void> {
  players.splice(players.indexOf(p), 1);
  await p.driver.close(); // offline: publishes nothing, sends no DISCONNECT
  p.t.host.close();
}

async function make(p: Player, from: string, to: string): Promise<void> {
  expect(p.t.host.simulate(BOARD, 'lift', [from]).ok).toBe(true);
  await p.t.clock.advanceBy(150);
  expect(p.t.host.simulate(BOARD, 'place', [to]).ok).toBe(true);
  await p.t.clock.advanceBy(150);
}

const movesOf = (p: Player): string[] => p.t.host.game(p.game)!.log.map((e) => e.move);
const lightsOf = (p: Player): Record<string, string> => p.t.host.board(BOARD)!.lights;
function journalMoves(p: Player): string[] {
  const path = p.t.host.journalPath(p.game);
  if (path === null) throw new Error('no journal');
  return readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { type?: string; move?: string })
    .filter((r) => r.type === 'move').map((r) => r.move!);
}

async function bothUp(a: Player, b: Player): Promise<void> {
  await until(() => [a, b].every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
}

async function lit(p: Player, from: string, to: string): Promise<void> {
  await until(() => lightsOf(p)[from] === 'selected' && lightsOf(p)[to] === 'target', `${p.seat}'s board lights ${from}-${to}`);
}

async function playAcross(mover: Player, other: Player, from: string, to: string): Promise<void> {
  const before = movesOf(other).length;
  await make(mover, from, to);
  expect(movesOf(mover).at(-1), `${mover.seat} takes ${from}-${to}`).toBe(`${from}-${to}`);
  await lit(other, from, to);
  expect(movesOf(other)).toHaveLength(before);
  await make(other, from, to);
  expect(movesOf(other).at(-1), `${other.seat} takes ${from}-${to} once made`).toBe(`${from}-${to}`);
  await until(() => mover.driver.status().acked === movesOf(mover).length, `${other.seat} confirms ${from}-${to} to ${mover.seat}`);
}

function allClean(...ps: Player[]): void {
  for (const p of ps) expect(p.driver.status(), p.log.join('\n')).toMatchObject({ stopped: null, pending: null, refusals: noRefusals(), drops: noDrops() });
}

describe('a host restarted mid-match resumes it from its journal', () => {
  it('a move the host made before dying, never sent, reaches the peer from the snapshot republished at connect', async () => {
    const north = player('north', 'm-resume-own', { reconnectMs: NEVER_MS });
    const south = player('south', 'm-resume-own');
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');
    await playAcross(south, north, 'H9', 'H8');

    await drop(north);
    await until(() => south.driver.status().peer?.state === 'offline', 'south sees north offline (its Last Will)');
    // North's person moves; the engine takes and journals it, but it cannot go out; then north dies.
    await make(north, 'C1', 'C2');
    expect(journalMoves(north)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    await die(north);
    expect(movesOf(south)).toEqual(['A1-A2', 'H9-H8']);

    const again = player('north', 'm-resume-own', { dataDir: north.t.dataDir, resume: true });
    expect(again.game).toBe(north.game);
    expect(movesOf(again)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    expect(again.log).toContain('tabletop: match m-resume-own resumed at step 3 from this host\'s journal: catching up with seat south');
    await bothUp(again, south);
    await lit(south, 'C1', 'C2');
    expect(south.log).toContain('tabletop: catching up step 3 (C1-C2) from seat north\'s snapshot');
    await make(south, 'C1', 'C2');
    await until(() => south.driver.status().seq === 3, 'south takes C1-C2');
    // The resumed host's board takes south's turn as no move of its own: it waits for south.
    await playAcross(south, again, 'H8', 'G7');
    await playAcross(again, south, 'C2', 'C3');

    const played = ['A1-A2', 'H9-H8', 'C1-C2', 'H8-G7', 'C2-C3'];
    expect(journalMoves(again)).toEqual(played);
    expect(journalMoves(south)).toEqual(played);
    expect(again.driver.status()).toMatchObject({ seq: 5, acked: 5 });
    allClean(again, south);
  }, 60_000);

  it('a move the peer made while the host was dead is lit from the peer\'s retained snapshot once it is back', async () => {
    const north = player('north', 'm-resume-peer', { reconnectMs: NEVER_MS });
    const south = player('south', 'm-resume-peer');
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');

    await drop(north);
    await die(north);
    await until(() => south.driver.status().peer?.state === 'offline', 'south sees north offline (its Last Will)');
    // South plays on: its move goes to the broker, which has nobody of north's to give it to.
    await make(south, 'H9', 'H8');
    expect(movesOf(south)).toEqual(['A1-A2', 'H9-H8']);

    const again = player('north', 'm-resume-peer', { dataDir: north.t.dataDir, resume: true });
    expect(movesOf(again)).toEqual(['A1-A2']);
    await bothUp(again, south);
    await lit(again, 'H9', 'H8');
    expect(again.log).toContain('tabletop: catching up step 2 (H9-H8) from seat south\'s snapshot');
    await make(again, 'H9', 'H8');
    await until(() => south.driver.status().acked === 2, 'the resumed north confirms H9-H8 to south');
    await playAcross(again, south, 'C1', 'D3');
    await playAcross(south, again, 'H8', 'G7');

    const played = ['A1-A2', 'H9-H8', 'C1-D3', 'H8-G7'];
    expect(journalMoves(again)).toEqual(played);
    expect(journalMoves(south)).toEqual(played);
    allClean(again, south);
  }, 60_000);

  it('a host back at the step its peer stands on finds the snapshots in step, and its turn goes on', async () => {
    const north = player('north', 'm-resume-level', { reconnectMs: NEVER_MS });
    const south = player('south', 'm-resume-level');
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');
    await playAcross(south, north, 'H9', 'H8');
    await drop(north);
    await die(north);

    const again = player('north', 'm-resume-level', { dataDir: north.t.dataDir, resume: true });
    await bothUp(again, south);
    expect(again.driver.status()).toMatchObject({ seq: 2, acked: 2, pending: null });
    await playAcross(again, south, 'C1', 'C2');
    expect(journalMoves(again)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    expect(journalMoves(south)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    allClean(again, south);
  }, 60_000);
});
