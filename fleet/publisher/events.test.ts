// The events part against the real mosquitto: every record of a game's journal on its events
// topic with seq 1…n in order; across a broker killed mid-game (SIGKILL) and restarted, a
// persistent subscriber still gets every seq; a table restarted (a new host and client on the
// same data folder) goes on from its fleet-sent file instead of publishing the game again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Broker } from '../testing/mosquitto.ts';
import type { Received, TestClient } from '../testing/mqtt-client.ts';
import { ROOT, until, usePublisherRig, type RunningTable } from '../testing/publisher-rig.ts';
import { tableHost, type TableHost } from '../testing/table-host.ts';
import { EVENTS_WINDOW, EventsPart } from './events.ts';
import { readSent } from './fleet-sent.ts';

// The first two tests on the file's broker (events are not retained; each test's table and fleet
// are gone, clean sessions, before the next connects); the two that kill theirs have their own.
const rig = usePublisherRig();

const fleet = (b: Broker, options: { clientId?: string; clean?: boolean } = {}): Promise<TestClient> =>
  rig.fleet(b, [`${ROOT}/games/+/events`], options);

const table = (b: Broker, t: TableHost, part: EventsPart): RunningTable => rig.table(b, t, [part]);

/** A game of free play on the simulated board. */
function startGame(t: TableHost): string {
  const started = t.host.startGame('sim-1', { game: 'free' });
  if (!started.ok) throw new Error(started.error);
  return started.value.id;
}

/** A piece walks A1 → A2 and back: `n` moves, each taken (a move event, not a refusal). */
function walk(t: TableHost, game: string, n: number, from = 0): string[] {
  const moves = Array.from({ length: n }, (_, i) => ((from + i) % 2 === 0 ? 'A1-A2' : 'A2-A1'));
  for (const move of moves) {
    const before = t.events.filter((e) => e.type === 'move').length;
    const played = t.host.play(game, move);
    if (!played.ok) throw new Error(played.error);
    expect(t.events.filter((e) => e.type === 'move').length, `${move} taken`).toBe(before + 1);
  }
  return moves;
}

const journalOf = (t: TableHost): string => join(t.journalDir, readdirSync(t.journalDir).find((n) => n.endsWith('.jsonl'))!);

/** The journal's records after `created`, as the events carry them (the checksum left out). */
function records(t: TableHost): Record<string, unknown>[] {
  const lines = readFileSync(journalOf(t), 'utf8').trimEnd().split('\n').slice(2);
  return lines.map((line) => { const { sum: _sum, ...record } = JSON.parse(line) as Record<string, unknown>; return record; });
}

const seqs = (messages: Received[]): number[] => messages.map((m) => (JSON.parse(m.payload) as { seq: number }).seq);
/** Each seq where it first arrived (repeats left out). */
const firstSeen = (all: number[]): number[] => all.filter((s, i) => all.indexOf(s) === i);
const upTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('games/<game>/events', () => {
  it('carries every record of the journal with seq 1…n in order, QoS 1, not retained; the end is kept in fleet-sent', async () => {
    const b = rig.broker;
    const watcher = await fleet(b);
    const t = tableHost();
    const part = new EventsPart();
    const running = table(b, t, part);
    await until(() => running.client.connected, 'the table connects');

    const game = startGame(t);
    const moves = walk(t, game, 5);
    const topic = `${ROOT}/games/${game}/events`;
    const got = await watcher.waitFor((m) => m.topic === topic, 5);
    expect(got.map((m) => JSON.parse(m.payload))).toEqual(moves.map((move, i) => ({ seq: i + 1, type: 'move', move, at: expect.any(Number) })));
    expect(got.every((m) => m.qos === 1 && !m.retain)).toBe(true);

    // An undo and the game's end follow, as the journal keeps them.
    expect(t.host.undo(game).ok).toBe(true);
    expect(t.host.endGame(game).ok).toBe(true);
    const all = await watcher.waitFor((m) => m.topic === topic, 7);
    expect(seqs(all)).toEqual(upTo(7));
    expect(all.map((m) => JSON.parse(m.payload))).toEqual(records(t).map((r, i) => ({ seq: i + 1, ...r })));
    expect(all.map((m) => (JSON.parse(m.payload) as { type: string }).type)).toEqual(['move', 'move', 'move', 'move', 'move', 'undo', 'end']);

    // Every record of the finished game is at the broker: the file says so and nothing is kept.
    await until(() => part.progress().length === 0, 'the finished game is let go');
    expect(readSent(journalOf(t))).toEqual({ sent: { seq: 7, ended: true, game }, unreadable: null });
    await running.stop();
    expect(running.log).toEqual([]);
  });

  it('a game replaced on its board ends with its abandoned end record; the new game has its own seq from 1', async () => {
    const b = rig.broker;
    const watcher = await fleet(b);
    const t = tableHost();
    const running = table(b, t, new EventsPart());
    await until(() => running.client.connected, 'the table connects');
    const first = startGame(t);
    walk(t, first, 2);
    await watcher.waitFor((m) => m.topic === `${ROOT}/games/${first}/events`, 2);
    // Replaced: its journal gets its end without an event of its own; the next event of the table
    // has the publisher read it once more.
    const second = startGame(t);
    walk(t, second, 1);
    const ended = await watcher.waitFor((m) => m.topic === `${ROOT}/games/${first}/events`, 3);
    expect(ended.map((m) => JSON.parse(m.payload))).toEqual([
      expect.objectContaining({ seq: 1, type: 'move' }), expect.objectContaining({ seq: 2, type: 'move' }),
      { seq: 3, type: 'end', reason: 'abandoned', at: expect.any(Number) },
    ]);
    const next = await watcher.waitFor((m) => m.topic === `${ROOT}/games/${second}/events`);
    expect(next.map((m) => JSON.parse(m.payload))).toEqual([{ seq: 1, type: 'move', move: 'A1-A2', at: expect.any(Number) }]);
    await running.stop();
    expect(running.log).toEqual([]);
  });

  it('after a broker SIGKILL mid-game and a restart, a persistent subscriber has every seq 1…n in order', async () => {
    const b = await rig.ownBroker({ persistence: true }); // its own: killed and restarted
    const session = { clientId: 'fleet-watch', clean: false };
    const first = await fleet(b, session);
    const t = tableHost();
    const part = new EventsPart();
    const running = table(b, t, part);
    await until(() => running.client.connected, 'the table connects');

    const game = startGame(t);
    const topic = `${ROOT}/games/${game}/events`;
    walk(t, game, 3);
    await first.waitFor((m) => m.topic === topic, 3);
    // The subscriber's session is on disk before the broker dies (saved after every change).
    await until(() => readFileSync(b.persistenceFile!, 'latin1').includes('fleet-watch'), 'the session is saved');

    await b.kill();
    await until(() => !running.client.connected, 'the table sees the broker gone');
    // Moves while the broker is gone: journalled, and not held in memory (nothing in flight).
    walk(t, game, 2 * EVENTS_WINDOW + 5, 3);
    expect(part.progress()).toEqual([expect.objectContaining({ acked: 3, inFlight: 0 })]);
    const n = 3 + 2 * EVENTS_WINDOW + 5;

    await b.restart();
    // Published again from the journal, a bounded window at a time, until all are acknowledged.
    await until(() => part.progress()[0]?.acked === n, `all ${n} acknowledged`);
    expect(part.progress()[0]).toMatchObject({ inFlight: 0, peak: EVENTS_WINDOW });

    // Queued for the persistent session while it was away; handed over when it comes back.
    const again = await fleet(b, session);
    expect(again.connack.sessionPresent).toBe(true);
    await again.waitFor((m) => m.topic === topic && (JSON.parse(m.payload) as { seq: number }).seq === n);
    const received = [...seqs(first.messages.filter((m) => m.topic === topic)), ...seqs(again.messages.filter((m) => m.topic === topic))];
    expect(firstSeen(received)).toEqual(upTo(n));
    expect(again.messages.map((m) => JSON.parse(m.payload))).toEqual(
      expect.arrayContaining(records(t).slice(3).map((r, i) => ({ seq: i + 4, ...r }))),
    );
    await running.stop();
  });

  it('a table started again goes on from its fleet-sent file: what was acknowledged is not published again', async () => {
    const b = await rig.ownBroker(); // its own: killed and restarted
    const watcher = await fleet(b);
    const t = tableHost();
    const running = table(b, t, new EventsPart());
    await until(() => running.client.connected, 'the table connects');
    const game = startGame(t);
    const topic = `${ROOT}/games/${game}/events`;
    walk(t, game, 3);
    await watcher.waitFor((m) => m.topic === topic, 3);
    await until(() => readSent(journalOf(t)).sent?.seq === 3, 'fleet-sent says 3');

    // The broker goes; two moves are made; the table's process dies (nothing stopped cleanly).
    await b.kill();
    await until(() => !running.client.connected, 'the table sees the broker gone');
    walk(t, game, 2, 3);
    running.crash();
    t.host.close();
    expect(readSent(journalOf(t)).sent).toEqual({ seq: 3, ended: false, game });

    await b.restart();
    const later = await fleet(b);
    // A new host on the same data folder resumes the game; a new publisher goes on from seq 4.
    const t2 = tableHost(t.dataDir);
    expect(t2.host.resume().ok).toBe(true);
    const part2 = new EventsPart();
    const running2 = table(b, t2, part2);
    const got = await later.waitFor((m) => m.topic === topic, 2);
    expect(got.map((m) => JSON.parse(m.payload))).toEqual(records(t2).slice(3).map((r, i) => ({ seq: i + 4, ...r })));
    walk(t2, game, 1, 5);
    const more = await later.waitFor((m) => m.topic === topic, 3);
    expect(seqs(more)).toEqual([4, 5, 6]);
    await until(() => readSent(journalOf(t2)).sent?.seq === 6, 'fleet-sent says 6');
    await running2.stop();
    expect(running2.log).toEqual([]);
  });
});
