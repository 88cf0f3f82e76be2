// A remote match where one seat has no board: north plays free play on its simulated board, south
// on no board at all (its person enters moves, as on the dashboard), through a real mosquitto.
// North's moves are taken on south's host at once (nothing there can light them) and confirmed;
// south's entered moves are lit on north's board until a person makes them. Both journals hold
// the same moves.
import { describe, expect, it } from 'vitest';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, journalMoves, lightsOf, make, movesOf, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';

const MATCH = 'm-boardless';
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
const rig = useRemoteRig({ users: USERS, matches: [MATCH] });

type Player = RemotePlayer<Seat>;

/** A host playing `seat` of free play (north first), on its board or on none. */
function player(seat: Seat, onBoard: boolean): Player {
  const t = tableHost();
  return rig.join(seat, t, newGame(t, onBoard ? BOARD : [], { game: 'free', seed: 7 }), { match: MATCH });
}

/** North makes a move on its board: south's host takes it at once, and confirms it. */
async function northMoves(north: Player, south: Player, from: string, to: string): Promise<void> {
  const move = `${from}-${to}`;
  await make(north, from, to);
  expect(movesOf(north).at(-1)).toBe(move);
  await until(() => movesOf(south).at(-1) === move, `south takes ${move} at once`);
  await until(() => north.driver.status().acked === movesOf(north).length, `south confirms ${move}`);
  expect(south.t.host.game(south.game)!.remote).toMatchObject({ boardless: true, waiting: null, made: { move, by: 'peer' } });
  // The board's host knows from south's presence that south has no board.
  expect(north.t.host.game(north.game)!.remote).toMatchObject({ peerBoardless: true, made: { move, by: 'seat' } });
  expect(south.t.host.game(south.game)!.remote).not.toHaveProperty('peerBoardless');
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
