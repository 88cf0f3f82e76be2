// Remote play surviving crashes, every piece a real process: two `tabletop start --remote` hosts
// and one mosquitto (each seat its own user, writing under its own seat only). A host killed
// (SIGKILL) mid-game and started again on its data folder, the same command without --new,
// resumes the game from its journal and the match with it, catches up, and the scripted game
// goes on to its end; the broker killed (SIGKILL) mid-move and restarted loses nothing and
// doubles nothing. Each time, both hosts' games end with the script's moves exactly.
// The helpers are remote-e2e.test.ts's, with a data folder kept per seat.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seatAcl } from '../../fleet/match/index.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import type { AclRules } from '../../fleet/testing/mosquitto-config.ts';
import { killAll, startCli, type CliProcess } from '../testing/cli-process.ts';

const MATCH = 'm1';
const SEATS = ['north', 'south'] as const;
type Seat = (typeof SEATS)[number];
const USERS: Record<Seat, { username: string; password: string }> = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
};
const TOKEN = 'remote-restart-e2e-operator-token';
const GAME = 'sim-1.1';
/** Free play, seed 4: north's pieces on row 1, south's on row 9; north moves first. */
const SCRIPT: [Seat, string, string][] = [
  ['north', 'A1', 'E5'], ['south', 'A9', 'E4'], ['north', 'B1', 'B3'], ['south', 'B9', 'B7'],
  ['north', 'C1', 'C3'], ['south', 'C9', 'C7'], ['north', 'D1', 'D3'], ['south', 'D9', 'D7'],
];
const moveOf = ([, origin, target]: [Seat, string, string]) => `${origin}-${target}`;

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  killAll();
  for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
});

function valueOf<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function matchBroker(): Promise<Broker> {
  const acl: AclRules = {};
  for (const seat of SEATS) {
    const { read, write } = valueOf(seatAcl(MATCH, seat));
    acl[USERS[seat].username] = [{ access: 'read', topic: read }, { access: 'write', topic: write }];
  }
  const broker = await startBroker({ users: Object.values(USERS), acl });
  cleanup.push(() => broker.stop());
  return broker;
}

interface Host { seat: Seat; p: CliProcess; base: string; dataDir: string }

/** `tabletop start` for the seat: a new game on a new data folder, or (`dataDir`) the same command without --new on the folder of one killed. */
async function startHost(broker: Broker, seat: Seat, dataDir?: string): Promise<Host> {
  const peer = seat === 'north' ? 'south' : 'north';
  const data = dataDir ?? mkdtempSync(join(tmpdir(), `remote-restart-${seat}-`));
  const p = startCli('start', [
    '--json', '--sim', '--game', 'free', '--seed', '4', ...(dataDir === undefined ? ['--new'] : []), '--data', data, '--listen', '127.0.0.1:0', '--token', TOKEN,
    '--mqtt', broker.url, '--mqtt-user', USERS[seat].username, '--mqtt-keepalive', '2', '--remote', MATCH, '--seat', seat, '--peer', peer,
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS[seat].password } });
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} against ${peer} \\(north moves first\\)`));
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} through mqtt://`));
  return { seat, p, base, dataDir: data };
}

const eventsOf = (h: Host): { type: string; [k: string]: unknown }[] =>
  h.p.out.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { type: string });

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The index of the first lights event after `from` lighting `origin` to lift and `target` to go to, or -1. */
function litAt(h: Host, origin: string, target: string, from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights'
    && (e.cells as Record<string, string>)[origin] === 'selected' && (e.cells as Record<string, string>)[target] === 'target');
}

/** The game's moves as the host's API gives them (a restarted host's resumed moves included). */
async function ownMoves(h: Host): Promise<string[]> {
  const game = (await (await fetch(`${h.base}api/games/${GAME}`)).json()) as { log: { move: string }[] };
  return game.log.map((e) => e.move);
}

/** A person makes a move on the host's board. */
function make(h: Host, origin: string, target: string): void {
  h.p.type(`lift ${origin}`);
  h.p.type(`place ${target}`);
}

async function hasMoves(h: Host, n: number): Promise<void> {
  await until(`${h.seat}'s game has ${n} moves`, async () => (await ownMoves(h)).length === n);
}

/** Step `i` of the script: the mover makes it, the other board lights it, its person makes it there. */
async function play(hosts: Record<Seat, Host>, i: number): Promise<void> {
  const [seat, origin, target] = SCRIPT[i];
  const mover = hosts[seat];
  const other = hosts[seat === 'north' ? 'south' : 'north'];
  const otherFrom = eventsOf(other).length;
  make(mover, origin, target);
  await hasMoves(mover, i + 1);
  await until(`${other.seat}'s board lights ${origin}-${target}`, () => litAt(other, origin, target, otherFrom) >= 0);
  expect(await ownMoves(other)).toHaveLength(i);
  await madeThere(other, i);
}

/** The other board shows step `i` lit; its person makes it; its game takes it. */
async function madeThere(h: Host, i: number): Promise<void> {
  const [, origin, target] = SCRIPT[i];
  make(h, origin, target);
  await hasMoves(h, i + 1);
  expect((await ownMoves(h)).at(-1)).toBe(moveOf(SCRIPT[i]));
}

async function bothOnline(hosts: Record<Seat, Host>): Promise<void> {
  // Said when the peer's presence turns: the last such line of each host must say online.
  for (const h of Object.values(hosts)) {
    const peer = h.seat === 'north' ? 'south' : 'north';
    await until(`${h.seat} sees ${peer} online`, () => [...h.p.out.stderr.matchAll(new RegExp(`seat ${peer} of match ${MATCH} is (online|offline)`, 'g'))].at(-1)?.[1] === 'online');
  }
}

async function scriptPlayedOnBoth(hosts: Record<Seat, Host>): Promise<void> {
  const all = SCRIPT.map(moveOf);
  expect(await ownMoves(hosts.north)).toEqual(all);
  expect(await ownMoves(hosts.south)).toEqual(all);
  expect(new Set(all).size).toBe(all.length); // the script repeats no move, so neither may a game
  for (const h of Object.values(hosts)) expect(h.p.out.stderr, `${h.seat}'s log`).not.toMatch(/refused|dropped|stopped/);
}

describe('remote play across crashes: two real hosts and a real broker', () => {
  it('a host killed mid-game and started again without --new resumes, catches up, and the game goes on to the end', async () => {
    const broker = await matchBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north'), startHost(broker, 'south')]);
    const hosts: Record<Seat, Host> = { north, south };
    await bothOnline(hosts);
    await play(hosts, 0);
    await play(hosts, 1);

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
    const broker = await matchBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north'), startHost(broker, 'south')]);
    const hosts: Record<Seat, Host> = { north, south };
    await bothOnline(hosts);
    await play(hosts, 0);
    await play(hosts, 1);

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
