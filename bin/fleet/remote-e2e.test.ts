// Remote play end to end, every piece a real process: two `tabletop start --remote` hosts, each
// with its own simulated board and journal, and one mosquitto where each seat is its own user
// and may write only under its own seat (seatAcl). A person at each board (terminal commands
// `lift`/`place`) makes their own moves and the moves the other board's lights ask for; every
// move is lit on the other board before it is made there, and both games end with the same
// moves. A host killed is shown offline at the other at once (its socket closes).
import { describe, expect, it } from 'vitest';
import type { Broker } from '../../fleet/testing/mosquitto.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { eventsOf, litAt, make, matchBroker, movesOf, ownMoves, startRemoteHost, until, type RemoteHost, type Seat } from '../testing/remote-hosts.ts';

const TOKEN = 'remote-e2e-operator-token';

const cleanup = useCliCleanup();

async function startHost(broker: Broker, seat: Seat): Promise<RemoteHost> {
  return startRemoteHost(broker, seat, { token: TOKEN });
}

/** The person at `mover`'s board makes a move; the other board lights it, and its person makes it there. */
async function play(mover: RemoteHost, other: RemoteHost, origin: string, target: string): Promise<void> {
  const move = `${origin}-${target}`;
  const before = movesOf(mover).length;
  const otherBefore = eventsOf(other).length;
  make(mover, origin, target);
  await until(`${mover.seat} plays ${move}`, () => movesOf(mover).length === before + 1);
  expect(movesOf(mover).at(-1)).toBe(move);
  // Lit on the other board (the piece to lift, where it goes) before anyone there touches it.
  await until(`${other.seat}'s board lights ${move}`, () => litAt(other, origin, target, otherBefore) >= 0);
  expect(movesOf(other)).toHaveLength(before);
  make(other, origin, target);
  await until(`${other.seat} makes ${move}`, () => movesOf(other).length === before + 1);
  expect(movesOf(other).at(-1)).toBe(move);
  const lit = litAt(other, origin, target, otherBefore);
  const made = eventsOf(other).findIndex((e, i) => i > otherBefore && e.type === 'move');
  expect(lit).toBeLessThan(made);
}


describe('remote play: two hosts, two boards, one game', () => {
  it('every move is lit on the other board before it is made there; both games hold the same moves; a host killed is offline at the other', async () => {
    const broker = cleanup.stopped(await matchBroker());
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
