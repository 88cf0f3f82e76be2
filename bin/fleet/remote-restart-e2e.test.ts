// Remote play surviving crashes, every piece a real process: two `tabletop start --remote` hosts
// and one mosquitto (each seat its own user, writing under its own seat only). A host killed
// (SIGKILL) mid-game and started again on its data folder, the same command without --new,
// resumes the game from its journal and the match with it, catches up, and the scripted game
// goes on to its end; the broker killed (SIGKILL) mid-move and restarted loses nothing and
// doubles nothing. Each time, both hosts' games end with the script's moves exactly.
// The helpers are bin/testing/remote-hosts.ts.
import { describe, expect, it } from 'vitest';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { MATCH, eventsOf, litAt, make, matchBroker, ownMoves, peerOf, startRemoteHost, until, type RemoteHost, type Seat } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-restart-e2e-operator-token';
/** Free play, seed 4: north's pieces on row 1, south's on row 9; north moves first. */
const SCRIPT: [Seat, string, string][] = [
  ['north', 'A1', 'E5'], ['south', 'A9', 'E4'], ['north', 'B1', 'B3'], ['south', 'B9', 'B7'],
  ['north', 'C1', 'C3'], ['south', 'C9', 'C7'], ['north', 'D1', 'D3'], ['south', 'D9', 'D7'],
];
const moveOf = ([, origin, target]: [Seat, string, string]) => `${origin}-${target}`;

const cleanup = useCliCleanup();

const withBroker = async (): Promise<Broker> => cleanup.stopped(await matchBroker());

/** `tabletop start` for the seat: a new game on a new data folder, or (`dataDir`) the same command without --new on the folder of one killed. */
function startHost(broker: Broker, seat: Seat, dataDir?: string): Promise<RemoteHost> {
  return startRemoteHost(broker, seat, { token: TOKEN, dataDir });
}

async function hasMoves(h: RemoteHost, n: number): Promise<void> {
  await until(`${h.seat}'s game has ${n} moves`, async () => (await ownMoves(h)).length === n);
}

/** Step `i` of the script: the mover makes it, the other board lights it, its person makes it there. */
async function play(hosts: Record<Seat, RemoteHost>, i: number): Promise<void> {
  const [seat, origin, target] = SCRIPT[i];
  const mover = hosts[seat];
  const other = hosts[peerOf(seat)];
  const otherFrom = eventsOf(other).length;
  make(mover, origin, target);
  await hasMoves(mover, i + 1);
  await until(`${other.seat}'s board lights ${origin}-${target}`, () => litAt(other, origin, target, otherFrom) >= 0);
  expect(await ownMoves(other)).toHaveLength(i);
  await madeThere(other, i);
}

/** The other board shows step `i` lit; its person makes it; its game takes it. */
async function madeThere(h: RemoteHost, i: number): Promise<void> {
  const [, origin, target] = SCRIPT[i];
  make(h, origin, target);
  await hasMoves(h, i + 1);
  expect((await ownMoves(h)).at(-1)).toBe(moveOf(SCRIPT[i]));
}

async function bothOnline(hosts: Record<Seat, RemoteHost>): Promise<void> {
  // Said when the peer's presence turns: the last such line of each host must say online.
  for (const h of Object.values(hosts)) {
    const peer = peerOf(h.seat);
    await until(`${h.seat} sees ${peer} online`, () => [...h.p.out.stderr.matchAll(new RegExp(`seat ${peer} of match ${MATCH} is (online|offline)`, 'g'))].at(-1)?.[1] === 'online');
  }
}

async function scriptPlayedOnBoth(hosts: Record<Seat, RemoteHost>): Promise<void> {
  const all = SCRIPT.map(moveOf);
  expect(await ownMoves(hosts.north)).toEqual(all);
  expect(await ownMoves(hosts.south)).toEqual(all);
  expect(new Set(all).size).toBe(all.length); // the script repeats no move, so neither may a game
  for (const h of Object.values(hosts)) expect(h.p.out.stderr, `${h.seat}'s log`).not.toMatch(/refused|dropped|stopped/);
}

/** A broker, both hosts online, and the script's first two moves made on both boards. */
async function twoMovesIn(): Promise<{ broker: Broker; north: RemoteHost; south: RemoteHost; hosts: Record<Seat, RemoteHost> }> {
  const broker = await withBroker();
  const [north, south] = await Promise.all([startHost(broker, 'north'), startHost(broker, 'south')]);
  const hosts: Record<Seat, RemoteHost> = { north, south };
  await bothOnline(hosts);
  await play(hosts, 0);
  await play(hosts, 1);
  return { broker, north, south, hosts };
}

describe('remote play across crashes: two real hosts and a real broker', () => {
  it('a host killed mid-game and started again without --new resumes, catches up, and the game goes on to the end', async () => {
    const { broker, north, south, hosts } = await twoMovesIn();

    // North moves; south's board lights it; south dies before its person makes it.
    const southFrom = eventsOf(south).length;
    make(north, 'B1', 'B3');
    await until('south\'s board lights B1-B3', () => litAt(south, 'B1', 'B3', southFrom) >= 0);
    south.p.child.kill('SIGKILL');
    await north.p.waitFor('stderr', /seat south of match m1 is offline/, 10_000);

    // Back on its folder: the game resumed at step 2, north's move lit again from north's snapshot.
    hosts.south = await startHost(broker, 'south', south.dataDir);
    await hosts.south.p.waitFor('stderr', /resumed .*\(game sim-1\.1, 2 moves\)/);
    await hosts.south.p.waitFor('stderr', /match m1 resumed at step 2 from this host's journal/);
    await until('the restarted south lights B1-B3', () => litAt(hosts.south, 'B1', 'B3', 0) >= 0);
    expect(await ownMoves(hosts.south)).toHaveLength(2);
    await madeThere(hosts.south, 2);
    await bothOnline(hosts);
    await play(hosts, 3);

    // North moves and is killed at once: its move may have reached south or not.
    make(north, 'C1', 'C3');
    await hasMoves(north, 5);
    north.p.child.kill('SIGKILL');
    hosts.north = await startHost(broker, 'north', north.dataDir);
    await hosts.north.p.waitFor('stderr', /match m1 resumed at step 5 from this host's journal/);
    await until('south\'s board lights C1-C3', () => litAt(hosts.south, 'C1', 'C3', 0) >= 0);
    await madeThere(hosts.south, 4);
    await bothOnline(hosts);
    for (let i = 5; i < SCRIPT.length; i++) await play(hosts, i);
    await scriptPlayedOnBoth(hosts);
  }, 120_000);

  it('the broker killed mid-move and restarted: nothing lost, nothing doubled', async () => {
    const { broker, north, south, hosts } = await twoMovesIn();

    // North's move is made as the broker dies: it goes out live, or not at all.
    const southFrom = eventsOf(south).length;
    make(north, 'B1', 'B3');
    await broker.kill();
    await hasMoves(north, 3);
    await north.p.waitFor('stderr', /lost the broker/, 10_000);
    await south.p.waitFor('stderr', /lost the broker/, 10_000);
    await broker.restart();
    await until('south\'s board lights B1-B3', () => litAt(south, 'B1', 'B3', southFrom) >= 0, 60_000);
    await madeThere(south, 2);

    // South's move this time, the broker killed as it is made.
    const northFrom = eventsOf(north).length;
    make(south, 'B9', 'B7');
    await broker.kill();
    await hasMoves(south, 4);
    await broker.restart();
    await until('north\'s board lights B9-B7', () => litAt(north, 'B9', 'B7', northFrom) >= 0, 60_000);
    await madeThere(north, 3);
    await bothOnline(hosts);
    for (let i = 4; i < SCRIPT.length; i++) await play(hosts, i);
    await scriptPlayedOnBoth(hosts);
  }, 180_000);
});
