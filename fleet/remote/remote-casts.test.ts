// Casts of sticks in a remote game, through a real mosquitto: free play casting two sticks after
// each move, its casts made by both hosts by commit–reveal (secrets seeded here), never by either
// host's rng. Both hosts take the same heads, the heads the snapshot's secrets give; a client with
// north's credentials revealing a secret that is not the one it committed to is refused and no
// cast is taken; a peer that never reveals is named once the limit has passed, and the game waits.
import { describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../hardware/index.ts';
import { noDrops } from '../drops.ts';
import { castFrom, commitOf, noRefusals, type Snapshot } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, bothUp, journal, lightsOf, make, movesOf, newGame, seeded, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost, type TableHost } from '../testing/table-host.ts';
import type { RemoteMatchOptions } from './remote-match.ts';

const MATCHES = ['m-casts', 'm-cast-forged', 'm-cast-silent', 'm-cast-caught', 'm-cast-mute'] as const;
type Match = (typeof MATCHES)[number];
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
const OPTIONS = { cast: 2, sticks: 'physical' };
const rig = useRemoteRig({ users: USERS, matches: MATCHES });

type Player = RemotePlayer<Seat>;

/** A host playing `seat` on a new game of free play casting 2 sticks after each move (north moves first). */
function player(seat: Seat, match: Match, more: Omit<Partial<RemoteMatchOptions>, 'clock'> & { clock?: (t: TableHost) => Clock } = {}): Player {
  const t = tableHost();
  const game = newGame(t, BOARD, { game: 'free', seed: 7, options: OPTIONS });
  const { clock, ...rest } = more;
  return rig.join(seat, t, game, { match, clock: clock?.(t) ?? systemClock(), secret: seeded(seat), ...rest });
}

/** `mover` moves, the other host's person makes the move; then both cast together: two steps. */
async function moveAndCast(mover: Player, other: Player, from: string, to: string): Promise<void> {
  const seq = mover.driver.status().seq;
  await make(mover, from, to);
  expect(movesOf(mover).at(-1), `${mover.seat} takes ${from}-${to}`).toBe(`${from}-${to}`);
  await until(() => lightsOf(other)[from] === 'selected' && lightsOf(other)[to] === 'target', `${other.seat}'s board lights ${from}-${to}`);
  await make(other, from, to);
  await until(() => [mover, other].every((p) => p.driver.status().seq === seq + 2), `both take ${from}-${to} and the cast after it: ${[...mover.log, ...other.log].join('\n')}`);
}

describe('casts of sticks in a remote game, by commit–reveal between the two hosts', () => {
  it('both hosts take the same casts after every move, the heads of both secrets; both journals are the same', async () => {
    const north = player('north', 'm-casts');
    const south = player('south', 'm-casts');
    await bothUp(north, south);
    const watcher = await rig.client(rig.broker, 'south', { clientId: 'cast-watcher', protocolVersion: 4 });
    await watcher.client.subscribeAsync('tabletop/v1/match/m-casts/north/snapshot', { qos: 1 });

    await moveAndCast(north, south, 'A1', 'A2');
    await moveAndCast(south, north, 'H9', 'H8');
    await moveAndCast(north, south, 'C1', 'D3');
    await moveAndCast(south, north, 'H8', 'G7');

    const steps = journal(north);
    expect(steps.map((s) => s.type)).toEqual(['move', 'cast', 'move', 'cast', 'move', 'cast', 'move', 'cast']);
    expect(steps.filter((s) => s.type === 'move').map((s) => s.move)).toEqual(['A1-A2', 'H9-H8', 'C1-D3', 'H8-G7']);
    // Neither host cast alone: no cast drawn from a host's rng.
    expect(steps.some((s) => s.type === 'cast' && s.virtual === true)).toBe(false);
    expect(journal(south)).toEqual(steps);

    // The heads are the ones both secrets give, as the snapshot lists them for anyone to check.
    const [last] = await watcher.waitFor((m) => m.payload !== '' && (JSON.parse(m.payload) as Snapshot).seq === 8);
    const snapshot = JSON.parse(last.payload) as Snapshot;
    expect(snapshot.casts?.map((c) => c.seq)).toEqual([2, 4, 6, 8]);
    const heads = snapshot.casts!.map((c) => castFrom({ match: 'm-casts', seq: c.seq, sticks: c.sticks, secrets: c.secrets }));
    expect(heads.map((h) => (h.ok ? h.value : -1))).toEqual(steps.filter((s) => s.type === 'cast').map((s) => s.heads));
    for (const p of [north, south]) {
      expect(p.driver.status()).toMatchObject({ seq: 8, pending: null, stopped: null, paused: null, refusals: noRefusals(), drops: noDrops() });
    }
    // A count entered by hand is refused, and none is offered: the casts of a remote game come from both hosts.
    await make(north, 'A2', 'A3');
    expect(north.t.host.cast(north.game, 1)).toMatchObject({ ok: false, error: expect.stringContaining('come from both hosts') });
    expect(north.t.host.game(north.game)!.actions).toEqual([]);
  }, 60_000);

  /** South alone is a real host; a client with north's credentials plays north's part by hand. */
  async function southAgainstIntruder(match: Match, more: Parameters<typeof player>[2] = {}, commits = true) {
    const south = player('south', match, more);
    await until(() => south.driver.status().connected, 'south connects');
    const intruder = await rig.client(rig.broker, 'north', { clientId: `intruder-${match}`, protocolVersion: 4 });
    await intruder.client.subscribeAsync(`tabletop/v1/match/${match}/south/#`, { qos: 1 });
    const [start] = await intruder.waitFor((m) => m.topic.endsWith('/south/snapshot'));
    const send = (kind: string, body: unknown) => intruder.client.publishAsync(`tabletop/v1/match/${match}/north/${kind}`, JSON.stringify(body), { qos: 1 });
    // North's move, made on south's board; then the cast of step 2 opens.
    await send('moves', { seq: 1, move: 'A1-A2', before: (JSON.parse(start.payload) as Snapshot).hash });
    await until(() => lightsOf(south).A1 === 'selected', 'south lights north\'s move');
    await make(south, 'A1', 'A2');
    await intruder.waitFor((m) => m.topic.endsWith('/south/cast/commit'));
    const secret = 'ab'.repeat(32);
    const commit = commitOf(secret, { match, seq: 2, seat: 'north' });
    if (!commit.ok) throw new Error(commit.error.message);
    if (!commits) return { south, intruder, send, secret, commit: commit.value, southSecret: '' };
    await send('cast/commit', { seq: 2, commit: commit.value });
    // South reveals once it has north's commitment.
    const [reveal] = await intruder.waitFor((m) => m.topic.endsWith('/south/cast/reveal'));
    return { south, intruder, send, secret, commit: commit.value, southSecret: (JSON.parse(reveal.payload) as { secret: string }).secret };
  }

  it('refuses a reveal that does not match its commitment (cast-mismatch): no cast is taken, the game waits for the right one', async () => {
    const { south, send, secret } = await southAgainstIntruder('m-cast-forged');
    await send('cast/reveal', { seq: 2, secret: 'cd'.repeat(32) });
    await until(() => south.driver.status().refusals['cast-mismatch'] === 1, 'south refuses the forged reveal');
    expect(journal(south)).toEqual([{ type: 'move', move: 'A1-A2' }]);
    expect(south.driver.status()).toMatchObject({ seq: 1, stopped: null });
    expect(south.log).toContainEqual(expect.stringContaining('does not match its commitment'));
    // The boards take nothing while the cast is open.
    await make(south, 'H9', 'H8');
    expect(movesOf(south)).toEqual(['A1-A2']);
    await make(south, 'H8', 'H9');

    // The secret committed to: the cast is taken, the one both secrets give.
    await send('cast/reveal', { seq: 2, secret });
    await until(() => south.driver.status().seq === 2, 'south takes the cast');
    const casts = journal(south).filter((s) => s.type === 'cast');
    expect(casts).toHaveLength(1);
    expect(casts[0]).not.toHaveProperty('virtual');
  }, 60_000);

  it('names a peer that does not reveal within the limit and pauses: the game does not move until it does', async () => {
    // The driver in the board's virtual time: 30 s pass without waiting them.
    const { south, send, secret } = await southAgainstIntruder('m-cast-silent', { clock: (t) => t.clock, castLimitMs: 30_000 });
    await south.t.clock.advanceBy(29_000);
    expect(south.driver.status().paused).toBeNull();
    await south.t.clock.advanceBy(2_000);
    expect(south.driver.status().paused).toBe('seat north has not revealed for the cast of step 2 within 30 s');
    expect(south.log).toContainEqual('tabletop: match m-cast-silent paused: seat north has not revealed for the cast of step 2 within 30 s; the boards take nothing until it does');
    await make(south, 'H9', 'H8');
    expect(journal(south)).toEqual([{ type: 'move', move: 'A1-A2' }]);
    await make(south, 'H8', 'H9');

    await send('cast/reveal', { seq: 2, secret });
    await until(() => south.driver.status().seq === 2, 'south takes the cast once north reveals');
    expect(south.driver.status()).toMatchObject({ paused: null, stopped: null, refusals: noRefusals() });
    expect(south.log).toContainEqual(expect.stringContaining('goes on: seat north revealed'));
  }, 60_000);

  it('takes a reveal it missed from the peer\'s snapshot, checked against the commitment it holds', async () => {
    const { south, send, secret, southSecret } = await southAgainstIntruder('m-cast-caught');
    const secrets = { north: secret, south: southSecret };
    const snapshot: Snapshot = { game: 'free', seq: 2, moves: ['A1-A2'], hash: 'f'.repeat(64), casts: [{ seq: 2, sticks: 2, secrets }] };
    await send('snapshot', snapshot);
    await until(() => south.driver.status().seq === 2, 'south takes the cast from north\'s snapshot');
    const heads = castFrom({ match: 'm-cast-caught', seq: 2, sticks: 2, secrets });
    expect(journal(south).at(-1)).toEqual({ type: 'cast', heads: heads.ok ? heads.value : -1 });
    expect(south.log).toContain('tabletop: catching up the cast of step 2 from seat north\'s snapshot');
    expect(south.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals() });
  }, 60_000);

  it('names a peer that does not commit within the limit, then what it still owes once it commits', async () => {
    const { south, intruder, send, secret, commit } = await southAgainstIntruder('m-cast-mute', { clock: (t) => t.clock }, false);
    await south.t.clock.advanceBy(31_000);
    expect(south.driver.status().paused).toBe('seat north has not committed for the cast of step 2 within 30 s');
    await send('cast/commit', { seq: 2, commit });
    await intruder.waitFor((m) => m.topic.endsWith('/south/cast/reveal'));
    expect(south.driver.status().paused).toBe('seat north has not revealed for the cast of step 2 within 30 s');
    expect(south.log.filter((l) => l.includes('paused'))).toHaveLength(2);
    await send('cast/reveal', { seq: 2, secret });
    await until(() => south.driver.status().seq === 2, 'south takes the cast once north reveals');
    expect(south.driver.status()).toMatchObject({ paused: null, stopped: null, refusals: noRefusals() });
  }, 60_000);
});
