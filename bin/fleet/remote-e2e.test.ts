// Remote play end to end, every piece a real process: two `tabletop start --remote` hosts, each
// with its own simulated board and journal, and one mosquitto where each seat is its own user
// and may write only under its own seat (seatAcl). A person at each board (terminal commands
// `lift`/`place`) makes their own moves and the moves the other board's lights ask for; every
// move is lit on the other board before it is made there, and both games end with the same
// moves. A host killed is shown offline at the other at once (its socket closes).
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
const TOKEN = 'remote-e2e-operator-token';
const GAME = 'sim-1.1';

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

interface Host { seat: Seat; p: CliProcess; base: string }

async function startHost(broker: Broker, seat: Seat): Promise<Host> {
  const peer = seat === 'north' ? 'south' : 'north';
  const p = startCli('start', [
    '--json', '--sim', '--game', 'free', '--seed', '4', '--data', mkdtempSync(join(tmpdir(), `remote-${seat}-`)), '--listen', '127.0.0.1:0', '--token', TOKEN,
    '--mqtt', broker.url, '--mqtt-user', USERS[seat].username, '--mqtt-keepalive', '2', '--remote', MATCH, '--seat', seat, '--peer', peer,
  ], { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS[seat].password } });
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} against ${peer} \\(north moves first\\)`));
  const [, base] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await p.waitFor('stderr', new RegExp(`playing seat ${seat} of match ${MATCH} through mqtt://`));
  return { seat, p, base };
}

/** The JSON events a host printed, in order. */
const eventsOf = (h: Host): { type: string; [k: string]: unknown }[] =>
  h.p.out.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { type: string });

const movesOf = (h: Host): string[] => eventsOf(h).filter((e) => e.type === 'move').map((e) => e.move as string);

async function until(what: string, ok: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The index of the first lights event after `from` lighting `origin` to lift and `target` to go to, or -1. */
function litAt(h: Host, origin: string, target: string, from: number): number {
  return eventsOf(h).findIndex((e, i) => i >= from && e.type === 'lights'
    && (e.cells as Record<string, string>)[origin] === 'selected' && (e.cells as Record<string, string>)[target] === 'target');
}

/** The person at `mover`'s board makes a move; the other board lights it, and its person makes it there. */
async function play(mover: Host, other: Host, origin: string, target: string): Promise<void> {
  const move = `${origin}-${target}`;
  const before = movesOf(mover).length;
  const otherBefore = eventsOf(other).length;
  mover.p.type(`lift ${origin}`);
  mover.p.type(`place ${target}`);
  await until(`${mover.seat} plays ${move}`, () => movesOf(mover).length === before + 1);
  expect(movesOf(mover).at(-1)).toBe(move);
  // Lit on the other board (the piece to lift, where it goes) before anyone there touches it.
  await until(`${other.seat}'s board lights ${move}`, () => litAt(other, origin, target, otherBefore) >= 0);
  expect(movesOf(other)).toHaveLength(before);
  other.p.type(`lift ${origin}`);
  other.p.type(`place ${target}`);
  await until(`${other.seat} makes ${move}`, () => movesOf(other).length === before + 1);
  expect(movesOf(other).at(-1)).toBe(move);
  const lit = litAt(other, origin, target, otherBefore);
  const made = eventsOf(other).findIndex((e, i) => i > otherBefore && e.type === 'move');
  expect(lit).toBeLessThan(made);
}

async function ownMoves(h: Host): Promise<string[]> {
  const game = (await (await fetch(`${h.base}api/games/${GAME}`)).json()) as { log: { move: string }[] };
  return game.log.map((e) => e.move);
}

describe('remote play: two hosts, two boards, one game', () => {
  it('every move is lit on the other board before it is made there; both games hold the same moves; a host killed is offline at the other', async () => {
    const broker = await matchBroker();
    const [north, south] = await Promise.all([startHost(broker, 'north'), startHost(broker, 'south')]);
    await north.p.waitFor('stderr', /seat south of match m1 is online/);

    // South may not move first: its board takes no move of north's turn (nothing committed).
    south.p.type('lift A9');
    south.p.type('place E4');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(movesOf(south)).toEqual([]);
    south.p.type('lift E4');
    south.p.type('place A9');

    await play(north, south, 'A1', 'E5');
    await play(south, north, 'A9', 'E4');
    await play(north, south, 'E5', 'F5');
    await play(south, north, 'E4', 'D4');
    const moves = ['A1-E5', 'A9-E4', 'E5-F5', 'E4-D4'];
    expect(await ownMoves(north)).toEqual(moves);
    expect(await ownMoves(south)).toEqual(moves);
    expect(north.p.out.stderr).not.toMatch(/refused|dropped/);
    expect(south.p.out.stderr).not.toMatch(/refused|dropped/);

    south.p.child.kill('SIGKILL');
    await north.p.waitFor('stderr', /seat south of match m1 is offline/, 10_000);
  }, 120_000);
});
