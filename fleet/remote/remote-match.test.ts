// Two hosts play one game of free play through a real mosquitto, each on its own simulated board
// in its own virtual time, each seat's host a broker user that writes under its own seat only
// (seatAcl): a move made on one board is lit on the other until a person makes it there, and both
// journals hold the same moves. A client with north's credentials then publishes on north's
// topics what north never would: the south host refuses each, counted by code, and the game goes
// on untouched.
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { noDrops } from '../drops.ts';
import { noRefusals, presenceWill, type Presence, type Snapshot } from '../match/index.ts';
import type { Broker } from '../testing/mosquitto.ts';
import { until } from '../testing/publisher-rig.ts';
import { BOARD, NORTH_SOUTH, bothUp, journalMoves, lightsOf, make, movesOf, newGame, useRemoteRig, type RemotePlayer } from '../testing/remote-rig.ts';
import { tableHost } from '../testing/table-host.ts';
import { matchClientOptions } from './connect.ts';
import { startRemoteMatch } from './remote-match.ts';

// A match id is one game: a new game under an old id would catch up from the old retained snapshots.
const MATCHES = ['m-play', 'm-hostile', 'm-mismatch', 'm-outage', 'm-will', 'm-leave'] as const;
type Match = (typeof MATCHES)[number];
const USERS = NORTH_SOUTH;
type Seat = keyof typeof USERS;
const rig = useRemoteRig({ users: USERS, matches: MATCHES });

type Player = RemotePlayer<Seat>;

/** A host playing `seat` of the match on a new game of free play (north moves first). */
function player(seat: Seat, match: Match, at: Broker = rig.broker): Player {
  const t = tableHost();
  return rig.join(seat, t, newGame(t, BOARD, { game: 'free', seed: 7 }), { match, at });
}

/** `mover` makes a move on its board; the other host lights it, its person makes it there; both take it. */
async function playAcross(mover: Player, other: Player, from: string, to: string): Promise<void> {
  const before = movesOf(other).length;
  await make(mover, from, to);
  expect(movesOf(mover).at(-1), `${mover.seat} takes ${from}-${to}`).toBe(`${from}-${to}`);
  await until(() => lightsOf(other)[from] === 'selected' && lightsOf(other)[to] === 'target', `${other.seat}'s board lights ${from}-${to}`);
  expect(movesOf(other)).toHaveLength(before);
  await make(other, from, to);
  expect(movesOf(other).at(-1), `${other.seat} takes ${from}-${to} once made`).toBe(`${from}-${to}`);
  await until(() => mover.driver.status().acked === movesOf(mover).length, `${other.seat} confirms ${from}-${to} to ${mover.seat}`);
}

describe('a remote match of free play between two hosts', () => {
  it('lights each move on the other board until it is made there; a wrong piece is not taken; both journals hold the same moves', async () => {
    const north = player('north', 'm-play');
    const south = player('south', 'm-play');
    await bothUp(north, south);

    // South may not move first: its board is read as no move.
    await make(south, 'A9', 'A8');
    expect(movesOf(south)).toEqual([]);
    await make(south, 'A8', 'A9');

    await make(north, 'A1', 'A2');
    await until(() => lightsOf(south).A1 === 'selected' && lightsOf(south).A2 === 'target', 'south\'s board lights A1-A2');
    // The wrong piece: not taken; the board asks for it back, then lights the move again.
    await make(south, 'B1', 'B2');
    expect(movesOf(south)).toEqual([]);
    await make(south, 'B2', 'B1');
    expect(lightsOf(south)).toEqual({ A1: 'selected', A2: 'target' });
    // North may not move past its move not yet made on south's board.
    await make(north, 'C1', 'C2');
    expect(movesOf(north)).toEqual(['A1-A2']);
    await make(north, 'C2', 'C1');
    await make(south, 'A1', 'A2');
    expect(movesOf(south)).toEqual(['A1-A2']);
    await until(() => north.driver.status().acked === 1, 'south confirms A1-A2 to north');

    await playAcross(south, north, 'H9', 'H8');
    await playAcross(north, south, 'C1', 'D3');
    await playAcross(south, north, 'H8', 'G7');
    await playAcross(north, south, 'A2', 'A3');

    const played = ['A1-A2', 'H9-H8', 'C1-D3', 'H8-G7', 'A2-A3'];
    expect(journalMoves(north)).toEqual(played);
    expect(journalMoves(south)).toEqual(played);
    for (const p of [north, south]) {
      expect(p.driver.status()).toMatchObject({ seq: 5, pending: null, stopped: null, refusals: noRefusals(), drops: noDrops() });
    }
  }, 60_000);

  it('refuses what a client with north\'s credentials publishes on north\'s topics: an out-of-turn move, a replayed seq, 1 MB, an illegal move', async () => {
    const north = player('north', 'm-hostile');
    const south = player('south', 'm-hostile');
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');

    const intruder = await rig.client(rig.broker, 'north', { clientId: 'intruder', protocolVersion: 4 });
    await intruder.client.subscribeAsync('tabletop/v1/match/m-hostile/south/snapshot', { qos: 1 });
    const southHash = async (seq: number): Promise<string> => {
      const [m] = await intruder.waitFor((r) => r.topic.endsWith('/south/snapshot') && (JSON.parse(r.payload) as Snapshot).seq === seq);
      return (JSON.parse(m.payload) as Snapshot).hash;
    };
    const moves = 'tabletop/v1/match/m-hostile/north/moves';
    const send = (payload: string) => intruder.client.publishAsync(moves, payload, { qos: 1 });
    const untouched = () => {
      expect(journalMoves(north)).toEqual(journal);
      expect(journalMoves(south)).toEqual(journal);
      expect(Object.values(lightsOf(south))).not.toContain('selected');
    };
    let journal = ['A1-A2'];

    // South's turn: a move of north's now, and step 1 again with another move, and 1 MB.
    const atOne = await southHash(1);
    await send(JSON.stringify({ seq: 2, move: 'C1-C2', before: atOne }));
    await send(JSON.stringify({ seq: 1, move: 'B1-B2', before: '0'.repeat(64) }));
    await send(JSON.stringify({ seq: 2, move: 'x'.repeat(1 << 20), before: atOne }));
    await until(() => south.driver.status().drops['too-large'] === 1, 'south drops the 1 MB payload');
    expect(south.driver.status().refusals).toEqual({ ...noRefusals(), 'not-your-turn': 1, replayed: 1 });
    untouched();

    // South moves; north's turn: an illegal move (D1 is taken) from the right position.
    await playAcross(south, north, 'H9', 'H8');
    journal = ['A1-A2', 'H9-H8'];
    await send(JSON.stringify({ seq: 3, move: 'C1-D1', before: await southHash(2) }));
    await until(() => south.driver.status().refusals.illegal === 1, `south refuses the illegal move ${JSON.stringify(south.driver.status())} ${south.log.join('\n')}`);
    untouched();
    expect(south.driver.status()).toMatchObject({
      stopped: null, pending: null, seq: 2,
      refusals: { ...noRefusals(), 'not-your-turn': 1, replayed: 1, illegal: 1 },
      drops: { ...noDrops(), 'too-large': 1 },
    });
    // Each code said once in south's log.
    expect(south.log.filter((l) => l.includes('(not-your-turn)'))).toHaveLength(1);

    // The game goes on: north's own move still travels.
    await playAcross(north, south, 'C1', 'C2');
    expect(journalMoves(south)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);

    // A snapshot of north's at a step south has taken, on another position: the engines disagree,
    // so south's game stops there, overwriting nothing; its board takes no move any more.
    const forged: Snapshot = { game: 'free', seq: 1, moves: ['A1-A2'], hash: 'f'.repeat(64) };
    await intruder.client.publishAsync('tabletop/v1/match/m-hostile/north/snapshot', JSON.stringify(forged), { qos: 1 });
    await until(() => south.driver.status().stopped !== null, 'south stops the game');
    expect(south.driver.status()).toMatchObject({ stopped: expect.stringContaining('The game stops'), refusals: { diverged: 1 } });
    await make(south, 'H8', 'H7');
    expect(journalMoves(south)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
  }, 60_000);

  it('stops the game when the peer says it reached another position after this host\'s move (hash-mismatch on applied)', async () => {
    const north = player('north', 'm-mismatch');
    const south = player('south', 'm-mismatch');
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');
    const intruder = await rig.client(rig.broker, 'south', { clientId: 'intruder', protocolVersion: 4 });
    await intruder.client.subscribeAsync('tabletop/v1/match/m-mismatch/south/moves', { qos: 1 });
    await intruder.client.publishAsync('tabletop/v1/match/m-mismatch/south/applied', JSON.stringify({ seq: 1, after: 'e'.repeat(64) }), { qos: 1 });
    await until(() => north.driver.status().stopped !== null, 'north stops the game');
    expect(north.driver.status()).toMatchObject({ refusals: { 'hash-mismatch': 1 }, stopped: expect.stringContaining('reached position eeeeeeeeeeee') });
    expect(north.log).toContainEqual(expect.stringContaining('match m-mismatch stopped'));
    // Nothing is overwritten: north's game stands where it was, and south's move is no longer lit there.
    await make(south, 'H9', 'H8');
    expect(movesOf(south)).toEqual(['A1-A2', 'H9-H8']);
    // South's move is at the broker (the intruder has it); north has had time to get it too.
    await intruder.waitFor((m) => m.topic.endsWith('/south/moves'));
    await new Promise((r) => setTimeout(r, 300));
    await north.t.clock.advanceBy(500);
    expect(journalMoves(north)).toEqual(['A1-A2']);
    expect(Object.values(lightsOf(north))).not.toContain('selected');
  }, 60_000);

  it('refuses to start what it cannot play yet, with the reason, and lets the game\'s side go again', () => {
    const t = tableHost();
    const start = (game: string, over: Partial<{ seat: string; peer: string; first: string; match: string }> = {}) =>
      startRemoteMatch({
        host: t.host, gameId: game, match: 'm-refused', seat: 'north', peer: 'south', first: 'north', ...over,
        broker: { url: rig.broker.url }, clock: systemClock(), log: () => {},
      });
    const started = t.host.startGame(BOARD, { game: 'free', options: { cast: 2 } });
    if (!started.ok) throw new Error(started.error);
    const id = started.value.id;
    expect(start(id)).toEqual({ ok: false, error: 'free with these options casts sticks: start it with "sticks": "physical", so the casts come from both hosts, not from this host\'s rng' });
    expect(start(id, { peer: 'north' })).toMatchObject({ ok: false, error: expect.stringContaining('must differ') });
    expect(start(id, { first: 'east' })).toMatchObject({ ok: false, error: expect.stringContaining('neither') });
    expect(start(id, { seat: 'cmd' })).toMatchObject({ ok: false });
    expect(start(id, { match: 'a/b' })).toMatchObject({ ok: false });
    const garden = t.host.startGame(BOARD, { game: 'garden' });
    if (!garden.ok) throw new Error(garden.error);
    expect(start(garden.value.id)).toMatchObject({ ok: false, error: expect.stringContaining('say which seat plays each side') });
    // Each refusal let the side go: it can be driven again.
    expect(t.host.remoteSide(garden.value.id, 'south').ok).toBe(true);
    t.host.close();
  });

  it('catches up after the broker was away: a move made meanwhile reaches the peer from the snapshot published at reconnect', async () => {
    const own = await rig.ownBroker();
    const north = player('north', 'm-outage', own);
    const south = player('south', 'm-outage', own);
    await bothUp(north, south);
    await playAcross(north, south, 'A1', 'A2');

    await own.kill();
    await until(() => !north.driver.status().connected && !south.driver.status().connected, 'both lose the broker');
    // South plays on alone: its move cannot go out now.
    await make(south, 'H9', 'H8');
    expect(movesOf(south)).toEqual(['A1-A2', 'H9-H8']);
    await own.restart();

    await until(() => lightsOf(north).H9 === 'selected' && lightsOf(north).H8 === 'target', 'north\'s board lights H9-H8 once both are back');
    expect(north.log).toContain('tabletop: catching up step 2 (H9-H8) from seat south\'s snapshot');
    await make(north, 'H9', 'H8');
    await until(() => south.driver.status().acked === 2, 'north confirms H9-H8 to south');
    await playAcross(north, south, 'C1', 'C2');
    expect(journalMoves(north)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    expect(journalMoves(south)).toEqual(['A1-A2', 'H9-H8', 'C1-C2']);
    for (const p of [north, south]) expect(p.driver.status()).toMatchObject({ stopped: null, refusals: noRefusals(), drops: noDrops() });
  }, 60_000);

  it('registers the seat\'s Last Will: a host that drops without a word is seen offline, retained', async () => {
    const online: Presence = { state: 'online', since: new Date().toISOString(), game: 'free', seat: 'north' };
    const made = matchClientOptions({ url: rig.broker.url, ...USERS.north }, 'm-will', online);
    if (!made.ok) throw new Error(made.error);
    expect(made.value.options).toMatchObject({ protocolVersion: 4, clientId: 'tabletop-match-m-will-north', will: { topic: 'tabletop/v1/match/m-will/north/presence', qos: 1, retain: true } });
    const host = mqtt.connect(made.value.url, made.value.options);
    host.on('error', () => {});
    await until(() => host.connected, 'north\'s client connects');
    const topic = 'tabletop/v1/match/m-will/north/presence';
    const watcher = await rig.client(rig.broker, 'south', { clientId: 'watcher' });
    await watcher.client.subscribeAsync(topic, { qos: 1 });
    host.stream.destroy(); // the process dies: no DISCONNECT, so the broker sends the will
    await watcher.waitFor((m) => m.topic === topic);
    const later = await rig.client(rig.broker, 'south', { clientId: 'later' });
    await later.client.subscribeAsync(topic, { qos: 1 });
    const [kept] = await later.waitFor((m) => m.topic === topic);
    expect(kept).toMatchObject({ retain: true, qos: 1 });
    expect(JSON.parse(kept.payload)).toEqual(presenceWill(online));
    host.end(true);
  });

  it('leaving the match for good clears the seat\'s retained presence and snapshot', async () => {
    const north = player('north', 'm-leave');
    await until(() => north.driver.status().connected, 'north connects');
    const filter = 'tabletop/v1/match/m-leave/north/+';
    const before = await rig.client(rig.broker, 'south', { clientId: 'before' });
    await before.client.subscribeAsync(filter, { qos: 1 });
    const kept = await before.waitFor((m) => m.retain, 2);
    expect(kept.map((m) => m.topic.split('/').at(-1)).sort()).toEqual(['presence', 'snapshot']);

    await north.driver.close({ leave: true });
    const after = await rig.client(rig.broker, 'south', { clientId: 'after' });
    await after.client.subscribeAsync(filter, { qos: 1 });
    // Retained messages come right behind the SUBACK: a round trip of our own comes after them.
    await after.client.subscribeAsync('tabletop/v1/match/m-leave/south/presence', { qos: 1 });
    await after.client.publishAsync('tabletop/v1/match/m-leave/south/presence', '', { qos: 1 });
    await after.waitFor((m) => m.topic === 'tabletop/v1/match/m-leave/south/presence');
    expect(after.messages.filter((m) => m.topic.startsWith('tabletop/v1/match/m-leave/north/'))).toEqual([]);
  });
});
