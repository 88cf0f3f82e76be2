// A remote match where one seat has no board: north plays free play on its simulated board, south
// on no board at all (its person enters moves, as on the dashboard), through a real mosquitto.
// North's moves are taken on south's host at once (nothing there can light them) and confirmed;
// south's entered moves are lit on north's board until a person makes them. Both journals hold
// the same moves.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals, seatAcl } from '../match/index.ts';
import { startBroker, type Broker } from '../testing/mosquitto.ts';
import { until } from '../testing/publisher-rig.ts';
import { tableHost, type TableHost } from '../testing/table-host.ts';
import { startRemoteMatch, type RemoteMatch } from './remote-match.ts';

const MATCH = 'm-boardless';
const USERS = {
  north: { username: 'seat-north', password: 'secret-of-north' },
  south: { username: 'seat-south', password: 'secret-of-south' },
} as const;
type Seat = keyof typeof USERS;
const BOARD = 'sim-1';

function aclOf(seat: Seat) {
  const acl = seatAcl(MATCH, seat);
  if (!acl.ok) throw new Error(acl.error.message);
  return [{ access: 'read' as const, topic: acl.value.read }, { access: 'write' as const, topic: acl.value.write }];
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

/** A host playing `seat` of free play (north first), on its board or on none. */
function player(seat: Seat, onBoard: boolean): Player {
  const t = tableHost();
  const started = t.host.startGame(onBoard ? BOARD : [], { game: 'free', seed: 7 });
  if (!started.ok) throw new Error(started.error);
  t.report();
  const log: string[] = [];
  const driver = startRemoteMatch({
    host: t.host, gameId: started.value.id, match: MATCH, seat, peer: seat === 'north' ? 'south' : 'north', first: 'north',
    broker: { url: broker.url, ...USERS[seat] }, clock: systemClock(), log: (line) => log.push(line), reconnect: { firstMs: 50, mostMs: 200 },
  });
  if (!driver.ok) throw new Error(driver.error);
  const p = { seat, t, game: started.value.id, driver: driver.value, log };
  players.push(p);
  return p;
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

/** North makes a move on its board: south's host takes it at once, and confirms it. */
async function northMoves(north: Player, south: Player, from: string, to: string): Promise<void> {
  const move = `${from}-${to}`;
  await make(north, from, to);
  expect(movesOf(north).at(-1)).toBe(move);
  await until(() => movesOf(south).at(-1) === move, `south takes ${move} at once`);
  await until(() => north.driver.status().acked === movesOf(north).length, `south confirms ${move}`);
  expect(south.t.host.game(south.game)!.remote).toMatchObject({ boardless: true, waiting: null, made: { move, by: 'peer' } });
}

/** South's person enters a move: north's board lights it until a person makes it there. */
async function southEnters(north: Player, south: Player, from: string, to: string): Promise<void> {
  const move = `${from}-${to}`;
  const before = movesOf(north).length;
  const played = south.t.host.play(south.game, move);
  expect(played.ok, played.ok ? '' : played.error).toBe(true);
  await until(() => lightsOf(north)[from] === 'selected' && lightsOf(north)[to] === 'target', `north's board lights ${move}`);
  expect(movesOf(north)).toHaveLength(before);
  expect(south.t.host.game(south.game)!.remote).toMatchObject({ waiting: { move, for: 'peer-to-make' } });
  await make(north, from, to);
  expect(movesOf(north).at(-1)).toBe(move);
  await until(() => south.driver.status().acked === movesOf(south).length, `north confirms ${move}`);
  expect(south.t.host.game(south.game)!.remote).toMatchObject({ waiting: null, made: { move, by: 'seat' } });
}

describe('a remote match with a seat on no board', () => {
  it('takes the board\'s moves at once on the seat with no board, lights its entered moves on the board; both journals hold the same moves', async () => {
    const north = player('north', true);
    const south = player('south', false);
    await until(() => [north, south].every((p) => p.driver.status().connected && p.driver.status().peer?.state === 'online'), 'both hosts connect and see each other online');
    expect(north.t.host.game(north.game)!.remote).not.toHaveProperty('boardless');

    // North's turn: a move entered on south's host is refused (not its seat's turn).
    expect(south.t.host.play(south.game, 'H9-H8')).toMatchObject({ ok: false });
    await northMoves(north, south, 'A1', 'A2');
    await southEnters(north, south, 'H9', 'H8');
    await northMoves(north, south, 'C1', 'D3');
    // South's turn again: a move the rules refuse is rejected (an event, as any entered move's), and nothing goes out.
    const rejected = south.t.events.filter((e) => e.type === 'rejected').length;
    south.t.host.play(south.game, 'A1-A2');
    expect(south.t.events.filter((e) => e.type === 'rejected')).toHaveLength(rejected + 1);
    expect(movesOf(south)).toHaveLength(3);
    expect(north.driver.status().pending).toBeNull();
    await southEnters(north, south, 'H8', 'G7');

    const played = ['A1-A2', 'H9-H8', 'C1-D3', 'H8-G7'];
    expect(journalMoves(north)).toEqual(played);
    expect(journalMoves(south)).toEqual(played);
    for (const p of [north, south]) {
      expect(p.driver.status()).toMatchObject({ seq: 4, pending: null, stopped: null, refusals: noRefusals(), drops: noDrops() });
    }
    expect(north.log.concat(south.log).join('\n')).not.toMatch(/refused|dropped|stopped/);
  }, 30_000);
});
