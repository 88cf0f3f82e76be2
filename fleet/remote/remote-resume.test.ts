// A host that dies mid-match (its broker socket gone without a word, then the process) and a new
// host started on the same data folder: the game comes back from the journal, the match from the
// game's moves, and the connect brings both hosts level. A move the dead host made that never
// went out reaches the peer from the snapshot republished at connect; a move the peer made while
// it was away is lit from the peer's retained snapshot. Then the game goes on, the same on both.
import { describe, expect, it } from 'vitest';
import { noDrops } from '../drops.ts';
import { noRefusals } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, bothUp, dropSocket, journalMoves, lightsOf, make, movesOf, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost, tempDataDir } from '../testing/table-host.ts';

const MATCHES = ['m-resume-own', 'm-resume-peer', 'm-resume-level'] as const;
type Match = (typeof MATCHES)[number];
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
/** Long enough that a dropped host never connects again by itself before it is ended. */
const NEVER_MS = 600_000;
const rig = useRemoteRig({ users: USERS, matches: MATCHES });

type Player = RemotePlayer<Seat>;

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
    game = newGame(t, BOARD, { game: 'free', seed: 7 });
  }
  const first = options.reconnectMs ?? 50;
  return rig.join(seat, t, game, { match, reconnect: { firstMs: first, mostMs: Math.max(first, 200) } });
}

const drop = dropSocket;
const die = (p: Player) => rig.kill(p);

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
