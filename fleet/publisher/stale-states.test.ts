// Retained states of games gone from the table, against the real mosquitto: a finished game is not
// resumed when the table starts again, so the table clears its state at the broker once connected
// and forgets its fleet-sent file; a game still on the table keeps its state.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Broker } from '../testing/mosquitto.ts';
import { ROOT, cafeBroker, fleetClient, runTable, until, type RunningTable } from '../testing/publisher-rig.ts';
import { tableHost, type TableHost } from '../testing/table-host.ts';
import { EventsPart } from './events.ts';
import { SENT_SUFFIX, readSent } from './fleet-sent.ts';
import { GameStatePart } from './game-state.ts';
import { StaleStatesPart } from './stale-states.ts';

let broker: Broker;
const tables: RunningTable[] = [];

beforeAll(async () => { broker = await cafeBroker(); });
afterAll(async () => { await broker?.stop(); });
afterEach(() => { for (const t of tables.splice(0)) t.crash(); });

function run(t: TableHost): RunningTable {
  const running = runTable(broker, t, [new GameStatePart({ clock: t.clock }), new EventsPart(), new StaleStatesPart()]);
  tables.push(running);
  return running;
}

function play(t: TableHost, game: string, moves: string[]): void {
  for (const move of moves) { const played = t.host.play(game, move); if (!played.ok) throw new Error(played.error); }
}

const sentFiles = (t: TableHost): string[] => readdirSync(t.journalDir).filter((n) => n.endsWith(SENT_SUFFIX)).sort();

/** The retained payloads under the table's games, as a client subscribing now gets them. */
async function retainedStates(): Promise<Map<string, string>> {
  const watcher = await fleetClient(broker, [`${ROOT}/games/+/state`]);
  try {
    // Retained messages come right after the SUBACK; a short, bounded wait for all of them.
    await new Promise((r) => setTimeout(r, 300));
    return new Map(watcher.messages.filter((m) => m.retain).map((m) => [m.topic, m.payload]));
  } finally {
    watcher.client.end(true);
  }
}

/** A new host on the same data folder, its unfinished games resumed, publishing. */
async function boot(dataDir?: string): Promise<{ t: TableHost; running: RunningTable }> {
  const t = tableHost(dataDir);
  expect(t.host.resume().ok).toBe(true);
  const running = run(t);
  await until(() => running.client.connected, 'the table connects');
  return { t, running };
}

function startFree(t: TableHost): string {
  const started = t.host.startGame('sim-1', { game: 'free' });
  if (!started.ok) throw new Error(started.error);
  return started.value.id;
}

describe('stale game states', () => {
  it('a game ended just before the table stopped has its retained state cleared at the next start and its file forgotten; a resumed game keeps its state', async () => {
    // The game is ended from the dashboard and the table stops at once: its last state (not
    // over) stays retained, since the game is no longer on the table to publish another.
    const first = await boot();
    const a = startFree(first.t);
    play(first.t, a, ['A1-A2']);
    const aTopic = `${ROOT}/games/${a}/state`;
    await until(() => sentFiles(first.t).length === 1, 'the game has its file');
    const aJournal = join(first.t.journalDir, sentFiles(first.t)[0].slice(0, -SENT_SUFFIX.length));
    expect(first.t.host.endGame(a).ok).toBe(true);
    await until(() => readSent(aJournal).sent?.ended === true, 'the end reaches the broker');
    await first.running.stop();
    first.t.host.close();
    expect(JSON.parse((await retainedStates()).get(aTopic)!)).toMatchObject({ over: false, moves: ['A1-A2'] });

    // Started again: the ended game is not resumed; its state is cleared and its file forgotten.
    const second = await boot(first.t.dataDir);
    expect(second.t.host.game(a)).toBeUndefined();
    await until(() => !existsSync(`${aJournal}${SENT_SUFFIX}`), 'the ended game’s file is forgotten');
    expect((await retainedStates()).has(aTopic)).toBe(false);
    const b = startFree(second.t);
    play(second.t, b, ['A1-A2', 'A2-A3']);
    const bTopic = `${ROOT}/games/${b}/state`;
    await until(() => sentFiles(second.t).length === 1, 'the new game has its file');
    await second.running.stop();
    second.t.host.close();

    // Started again: the unfinished game is resumed and keeps its state and its file.
    const third = await boot(first.t.dataDir);
    expect(third.t.host.game(b)).toBeDefined();
    await until(() => third.running.client.connected, 'connected');
    const states = await retainedStates();
    expect(states.has(aTopic)).toBe(false);
    expect(JSON.parse(states.get(bTopic)!)).toMatchObject({ game: 'free', over: false, moves: ['A1-A2', 'A2-A3'] });
    expect(sentFiles(third.t)).toHaveLength(1);
    expect([...first.running.log, ...second.running.log, ...third.running.log]).toEqual([]);
    await third.running.stop();
    third.t.host.close();
  });
});
