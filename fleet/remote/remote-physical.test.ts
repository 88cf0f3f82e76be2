// Real sticks in a remote game, when both seats agree (`casts: 'physical'`): free play casting two
// sticks after each move, through a real mosquitto. The seat that moved last throws and counts
// them and enters the count on its host; the other host takes it at once, and may not count it
// itself. Seats that disagree on how casts are made stop at once, each saying why; a count from
// the wrong seat, or over the sticks, is refused and named.
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals, type Snapshot } from '../match/index.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, bothUp, journal, lightsOf, make, movesOf, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import type { CastMode } from '../match/index.ts';

const MATCHES = ['m-physical', 'm-physical-disagree', 'm-physical-hostile'] as const;
type Match = (typeof MATCHES)[number];
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
const OPTIONS = { cast: 2, sticks: 'physical' };
const rig = useRemoteRig({ users: USERS, matches: MATCHES });
type Player = RemotePlayer<Seat>;

function player(seat: Seat, match: Match, casts: CastMode = 'physical'): Player {
  const t = tableHost();
  const game = newGame(t, BOARD, { game: 'free', seed: 7, options: OPTIONS });
  return rig.join(seat, t, game, { match, clock: systemClock(), casts });
}

/** `mover` moves; the other host's person makes the move: the cast is then due, the mover's to count. */
async function moveAcross(mover: Player, other: Player, from: string, to: string): Promise<void> {
  const seq = mover.driver.status().seq;
  await make(mover, from, to);
  await until(() => lightsOf(other)[from] === 'selected' && lightsOf(other)[to] === 'target', `${other.seat}'s board lights ${from}-${to}`);
  await make(other, from, to);
  await until(() => [mover, other].every((p) => p.driver.status().seq === seq + 1 && p.driver.status().pending === null), `both take ${from}-${to}`);
}

describe('real sticks in a remote game, when both seats agree', () => {
  it('the mover counts the sticks on its host and the other takes the count; the other may not count it; both journals the same', async () => {
    const north = player('north', 'm-physical');
    const south = player('south', 'm-physical');
    await bothUp(north, south);
    const counts: [Player, Player, string, string, number][] = [[north, south, 'A1', 'A2', 2], [south, north, 'H9', 'H8', 0], [north, south, 'A2', 'A3', 1]];
    for (const [mover, other, from, to, heads] of counts) {
      await moveAcross(mover, other, from, to);
      const seq = mover.driver.status().seq;
      // Offered where the sticks are thrown, refused and not offered on the other side.
      expect(mover.t.host.game(mover.game)!.actions.map((a) => a.kind)).toEqual(['sticks', 'sticks', 'sticks']);
      expect(other.t.host.game(other.game)!.actions).toEqual([]);
      expect(other.t.host.cast(other.game, 1)).toMatchObject({ ok: false, error: expect.stringContaining(`is counted on seat ${mover.seat}'s sticks`) });
      expect(mover.t.host.cast(mover.game, heads).ok).toBe(true);
      await until(() => [mover, other].every((p) => p.driver.status().seq === seq + 1), `both take the count of ${heads} heads`);
    }
    const steps = journal(north);
    expect(steps).toEqual([
      { type: 'move', move: 'A1-A2' }, { type: 'cast', heads: 2 }, { type: 'move', move: 'H9-H8' }, { type: 'cast', heads: 0 }, { type: 'move', move: 'A2-A3' }, { type: 'cast', heads: 1 },
    ]);
    expect(journal(south)).toEqual(steps);
    expect(movesOf(south)).toEqual(['A1-A2', 'H9-H8', 'A2-A3']);
    for (const p of [north, south]) expect(p.driver.status()).toMatchObject({ seq: 6, stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);

  it('seats that disagree on how casts are made both stop, each saying why', async () => {
    const north = player('north', 'm-physical-disagree', 'physical');
    const south = player('south', 'm-physical-disagree', 'shared');
    await until(() => [north, south].every((p) => p.driver.status().stopped !== null), 'both stop');
    expect(north.driver.status().stopped).toContain('makes its casts by both hosts\' secrets; this host with real sticks counted by the caster');
    expect(south.driver.status().stopped).toContain('makes its casts with real sticks counted by the caster; this host by both hosts\' secrets');
    for (const p of [north, south]) expect(p.driver.status().refusals['wrong-game']).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('refuses a count from the seat that is not the caster, or of more heads than sticks, and a commitment: named, nothing taken', async () => {
    const south = player('south', 'm-physical-hostile');
    await until(() => south.driver.status().connected, 'south connects');
    const intruder = await rig.client(rig.broker, 'north', { clientId: 'intruder-physical', protocolVersion: 4 });
    await intruder.client.subscribeAsync('tabletop/v1/match/m-physical-hostile/south/#', { qos: 1 });
    const [start] = await intruder.waitFor((m) => m.topic.endsWith('/south/snapshot'));
    const send = (kind: string, body: unknown) => intruder.client.publishAsync(`tabletop/v1/match/m-physical-hostile/north/${kind}`, JSON.stringify(body), { qos: 1 });
    await send('presence', { state: 'online', since: new Date().toISOString(), game: 'free', seat: 'north', casts: 'physical' });
    await send('moves', { seq: 1, move: 'A1-A2', before: (JSON.parse(start.payload) as Snapshot).hash });
    await until(() => lightsOf(south).A1 === 'selected', 'south lights north\'s move');
    await make(south, 'A1', 'A2');
    await until(() => south.driver.status().seq === 1, 'south takes A1-A2');
    const [after] = await intruder.waitFor((m) => m.topic.endsWith('/south/snapshot') && (JSON.parse(m.payload) as Snapshot).seq === 1);
    const before = (JSON.parse(after.payload) as Snapshot).hash;
    await send('cast/entered', { seq: 2, heads: 3, before });
    await until(() => south.driver.status().refusals.illegal === 1, 'south refuses 3 heads on 2 sticks');
    await send('cast/commit', { seq: 2, commit: 'ab'.repeat(32) });
    await until(() => south.driver.status().refusals['not-your-turn'] === 1, 'south refuses a commitment in a match of real sticks');
    expect(south.log).toContainEqual(expect.stringContaining('counted 3 heads on 2 sticks for step 2'));
    expect(south.log).toContainEqual(expect.stringContaining('sent a commitment for step 2, but this match\'s casts are made with real sticks'));
    expect(journal(south)).toEqual([{ type: 'move', move: 'A1-A2' }]);
    // The right count is taken.
    await send('cast/entered', { seq: 2, heads: 2, before });
    await until(() => south.driver.status().seq === 2, 'south takes north\'s count');
    expect(journal(south)).toEqual([{ type: 'move', move: 'A1-A2' }, { type: 'cast', heads: 2 }]);
    // South's move; the cast after it is south's to count: north's count for it is refused.
    await make(south, 'H9', 'H8');
    await until(() => south.driver.status().seq === 3, 'south moves');
    const [third] = await intruder.waitFor((m) => m.topic.endsWith('/south/snapshot') && (JSON.parse(m.payload) as Snapshot).seq === 3);
    await send('cast/entered', { seq: 4, heads: 1, before: (JSON.parse(third.payload) as Snapshot).hash });
    await until(() => south.driver.status().refusals['not-your-turn'] === 2, 'south refuses north\'s count of its cast');
    expect(south.driver.status()).toMatchObject({ seq: 3, stopped: null });
  }, 60_000);
});
