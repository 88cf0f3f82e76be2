// A café bridged to a central broker, end to end, every piece a real process: two mosquittos with
// persistence (the café's, with the café's users and ACL and a bridge; the central one, with the
// fleet user and the café's bridge user), a `tabletop start --mqtt` table on the CAFÉ broker
// (simulated board, moves typed on its terminal) and a `tabletop fleet --mqtt` on the CENTRAL one.
//
// It shows that the central fleet lists the café's table as the table's own API does; that a
// central broker killed mid-game (SIGKILL) and started again on its port a few seconds later is
// caught up by itself: the bridge reconnects, the fleet shows the moves played meanwhile, the
// retained game state on the central broker is the table's game, and a persistent subscriber on
// the central broker is handed every game event in order; and that the fleet's commands go down
// the bridge (`topic …/+/cmd/+ in 1`) to the table, which answers up it, each command handed to
// the table once (no loop), before the outage and after it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeGameState } from '../../fleet/index.ts';
import { cafeAcl, commandFilter } from '../../fleet/testing/cafe-acl.ts';
import { startBroker, type Broker, type BrokerOptions } from '../../fleet/testing/mosquitto.ts';
import { connectClient, type Received, type TestClient } from '../../fleet/testing/mqtt-client.ts';
import { startCli, useCliCleanup, type CliProcess } from '../testing/cli-process.ts';
import { pollJson } from '../testing/poll-json.ts';

const SITE = 'cafe';
const TABLE = 't1';
const USERS = {
  table: { username: 'table-t1', password: 'secret-of-table-t1' },
  fleet: { username: 'fleet', password: 'secret-of-the-fleet' },
  bridge: { username: 'cafe-bridge', password: 'secret-of-the-bridge' },
};
const TOKEN = 'bridge-e2e-operator-token';
const GAME = 'sim-1.1';
const ROOT = `tabletop/v1/${SITE}`;
const EVENTS = `${ROOT}/+/games/+/events`;
/** How long the central broker stays away (the brief: 3-5 s). */
const OUTAGE_MS = 4_000;

const cleanup = useCliCleanup();

async function broker(options: BrokerOptions): Promise<Broker> {
  const b = await startBroker(options);
  cleanup.after(() => b.stop());
  return b;
}

/** A test client as the fleet user (reads everything under tabletop/v1/); ended by cleanup. */
async function client(b: Broker, options: { clientId: string; clean?: boolean }): Promise<TestClient> {
  const c = await connectClient(b.url, { ...USERS.fleet, ...options });
  cleanup.after(async () => { c.client.end(true); });
  return c;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const count = (text: string, pattern: RegExp): number => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

/** Waits (bounded: 800 looks, 25 ms apart) until the table's stdout shows `pattern` `n` times. */
async function seen(p: CliProcess, pattern: RegExp, n: number): Promise<void> {
  for (let i = 0; i < 800 && count(p.out.stdout, pattern) < n; i++) await sleep(25);
  if (count(p.out.stdout, pattern) < n) throw new Error(`the table never showed ${pattern} ${n} times: ${p.out.stdout.slice(-2000)}\n${p.out.stderr.slice(-2000)}`);
}

/** The k-th move (1, 2…) on the table's simulated board, typed on its terminal: A1-E5, E5-A1, A1-E5… */
async function move(p: CliProcess, k: number): Promise<void> {
  const [from, to] = k % 2 === 1 ? ['A1', 'E5'] : ['E5', 'A1'];
  const lifts = count(p.out.stdout, new RegExp(`"${from}":"selected"`));
  p.type(`lift ${from}`);
  await seen(p, new RegExp(`"${from}":"selected"`), lifts + 1);
  p.type(`place ${to}`);
  await seen(p, /"type":"move","move":"[A-Z]\d-[A-Z]\d"/, k);
  expect([...p.out.stdout.matchAll(/"type":"move","move":"([A-Z]\d-[A-Z]\d)"/g)].at(-1)![1]).toBe(`${from}-${to}`);
}

type Listed = { site: string; table: string; state: string; games: { id: string; game: string; moves: number; seq: number }[] }[];
type Detail = { state: string; games: { id: string; moves: string[] }[] };
const row = (l: Listed) => l.find((r) => r.site === SITE && r.table === TABLE);
const bridgeConnections = (b: Broker) => b.logs.filter((l) => /New bridge connected from 127\.0\.0\.1:\d+ as cafe-bridge /.test(l)).length;

/** Waits (bounded) until `ok` holds, looking every 25 ms; throws `what` after `ms`. */
async function until(ok: () => boolean, ms: number, what: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(what());
    await sleep(25);
  }
}

describe('a café bridged to a central broker: the central fleet and a table on the café broker', () => {
  it('sees the table, catches up after the central broker is killed and restarted, and carries commands down the bridge once', async () => {
    const t0 = Date.now();
    const timings: Record<string, number> = {};

    // The central broker: the fleet user, and the café's bridge user, which may write under its
    // own site and read its site's commands (bridgeRules). Persistent: it is killed and restarted.
    const central = await broker({
      users: [USERS.fleet, USERS.bridge],
      acl: cafeAcl({ site: SITE, fleetUsers: [USERS.fleet.username], bridges: { [SITE]: USERS.bridge.username } }),
      persistence: true,
    });
    // The café's broker: its table and fleet users and the café's ACL, which names no bridge user
    // (mosquitto does not check the ACL for the bridge's local side; see cafe-acl.ts), and the
    // bridge: the site's topics out, its commands in.
    const cafe = await broker({
      users: [USERS.table, USERS.fleet],
      acl: cafeAcl({ site: SITE, tables: { [TABLE]: USERS.table.username }, fleetUsers: [USERS.fleet.username] }),
      persistence: true,
      bridge: { site: SITE, port: central.port, ...USERS.bridge, inTopics: [commandFilter(SITE)] },
    });
    await central.waitForLog(/New bridge connected from 127\.0\.0\.1:\d+ as cafe-bridge /, 20_000);

    // The persistent subscriber on the central broker, subscribed before anything is played.
    const session = { clientId: 'central-events-durable', clean: false };
    const durable = await client(central, session);
    await durable.client.subscribeAsync(EVENTS, { qos: 1 });

    // The fleet on the central broker.
    const fleet = startCli('fleet', ['--mqtt', central.url, '--site', SITE, '--mqtt-user', USERS.fleet.username, '--listen', '127.0.0.1:0'],
      { env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS.fleet.password, TABLETOP_TOKEN: TOKEN } });
    const [, fleetBase] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
    await fleet.waitFor('stderr', /connected to the broker/);

    // The table on the café broker.
    const dir = mkdtempSync(join(tmpdir(), 'bridge-t1-'));
    cleanup.after(async () => rmSync(dir, { recursive: true, force: true }));
    const table = startCli('start',
      ['--json', '--seed', '4', '--data', dir, '--listen', '127.0.0.1:0', '--token', TOKEN,
        '--mqtt', cafe.url, '--site', SITE, '--table', TABLE, '--mqtt-user', USERS.table.username],
      { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS.table.password } },
    );
    await table.waitFor('stdout', /"type":"link","state":"ready"/);
    await table.waitFor('stderr', /dashboard: http:\/\/127\.0\.0\.1:\d+\//);
    const tableBase = /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(table.out.stderr)![1];
    /** The table's own log of its game (GET /api/games/:id). */
    const ownMoves = async (): Promise<string[]> => {
      const game = (await (await fetch(`${tableBase}api/games/${GAME}`)).json()) as { log: { move: string }[] };
      return game.log.map((e) => e.move);
    };
    timings.started = Date.now() - t0;

    // 1. The central fleet sees the café's table, online, its game and its moves as the table says.
    await move(table, 1);
    await move(table, 2);
    const listed = await pollJson<Listed>(`${fleetBase}api/tables`, (l) => row(l)?.state === 'online' && row(l)?.games[0]?.moves === 2, 800);
    expect(listed).toMatchObject([{ site: SITE, table: TABLE, state: 'online', games: [{ id: GAME, moves: 2 }] }]);
    expect(await ownMoves()).toEqual(['A1-E5', 'E5-A1']);
    timings.seenCentrally = Date.now() - t0;

    // 2. A command down the bridge: the fleet on the central broker, the table on the café's.
    // Observers on both brokers count each command and each reply: every one crosses once.
    const centralCmds = await client(central, { clientId: 'central-cmd-observer' });
    await centralCmds.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    const cafeCmds = await client(cafe, { clientId: 'cafe-cmd-observer' });
    await cafeCmds.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    await sendMessage(fleetBase, 'Before the outage');
    await expectCommandOnce(table, [centralCmds, cafeCmds], 'Before the outage', 1);
    timings.commandBefore = Date.now() - t0;

    // 3. The central broker killed mid-game. Saved after every change (autosave_interval 1):
    // first wait until its file holds the durable subscription, as a broker running a while would.
    let saved = '';
    for (let i = 0; i < 400 && !saved.includes(EVENTS); i++) {
      saved = readFileSync(central.persistenceFile!, 'latin1');
      if (!saved.includes(EVENTS)) await sleep(25);
    }
    expect(saved).toContain(EVENTS);
    const port = central.port;
    await central.kill();
    const killedAt = Date.now();
    expect(central.pid()).toBeUndefined();

    // The table plays on: each move is taken by the table (its terminal and its own API say so).
    const N = 6;
    for (let k = 3; k <= N; k++) await move(table, k);
    const own = await ownMoves();
    expect(own).toEqual(['A1-E5', 'E5-A1', 'A1-E5', 'E5-A1', 'A1-E5', 'E5-A1']);
    // Meanwhile the fleet still shows the table as last heard of.
    expect(row(await pollJson<Listed>(`${fleetBase}api/tables`, () => true))?.games[0]?.moves).toBe(2);
    await sleep(Math.max(0, killedAt + OUTAGE_MS - Date.now()));

    // 4. Started again on the same port, with its persistence. Nobody tells the bridge or the
    // fleet: each reconnects by itself.
    await central.restart();
    const restartedAt = Date.now();
    expect(central.port).toBe(port);
    timings.outage = restartedAt - killedAt;
    await until(() => bridgeConnections(central) >= 2, 60_000, () => `the bridge never reconnected:\n${cafe.logs.slice(-30).join('\n')}`);
    timings.bridgeBack = Date.now() - restartedAt;

    const caught = await pollJson<Listed>(`${fleetBase}api/tables`, (l) => row(l)?.state === 'online' && row(l)?.games[0]?.moves === N, 2_400);
    timings.fleetCaughtUp = Date.now() - restartedAt;
    expect(caught).toMatchObject([{ site: SITE, table: TABLE, state: 'online', games: [{ id: GAME, moves: N, seq: N }] }]);
    const detail = (await (await fetch(`${fleetBase}api/tables/${SITE}/${TABLE}`)).json()) as Detail;
    expect(detail.games.map((g) => [g.id, g.moves])).toEqual([[GAME, own]]);

    // The game's retained state on the central broker, as a client connecting now is handed it.
    const fresh = await client(central, { clientId: 'central-states-after-restart' });
    await fresh.client.subscribeAsync(`${ROOT}/+/games/+/state`, { qos: 1 });
    const [state] = await fresh.waitFor((m) => m.topic === `${ROOT}/${TABLE}/games/${GAME}/state` && m.payload !== '', 1, 20_000);
    expect(state.retain).toBe(true);
    const decoded = decodeGameState(state.payload);
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.value.moves).toEqual(own);
    expect(decoded.value.seq).toBe(N);

    // The persistent subscriber, back with its session: every event seq 1…N, first arrivals in
    // order, no gap (an event sent again after the outage may come twice).
    const again = await client(central, session);
    expect(again.connack.sessionPresent).toBe(true);
    const isEvent = (m: Received) => m.topic === `${ROOT}/${TABLE}/games/${GAME}/events`;
    const seqs = () => [...durable.messages, ...again.messages].filter(isEvent).map((m) => (JSON.parse(m.payload) as { seq: number }).seq);
    await until(() => new Set(seqs()).size >= N, 30_000, () => `the durable subscriber received seqs ${seqs().join(', ')}`);
    timings.eventsComplete = Date.now() - restartedAt;
    const all = seqs();
    const firsts = all.filter((s, i) => all.indexOf(s) === i);
    expect(firsts, `every seq 1…${N}, first arrivals in order (received ${all.join(', ')})`).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...durable.messages, ...again.messages].filter(isEvent).every((m) => m.qos === 1 && !m.retain)).toBe(true);

    // 5. Commands still go down after the restart (the bridge's subscription to them is back on
    // the central broker), each once.
    const centralCmdsAfter = await client(central, { clientId: 'central-cmd-observer-after' });
    await centralCmdsAfter.client.subscribeAsync(`${ROOT}/+/cmd/#`, { qos: 1 });
    await sendMessage(fleetBase, 'After the outage');
    await expectCommandOnce(table, [centralCmdsAfter, cafeCmds], 'After the outage', 2);
    timings.total = Date.now() - t0;

    console.info(`bridge-e2e timings (ms): ${JSON.stringify(timings)}; events received: ${all.join(', ')}`);
  }, 180_000);
});

/** POST a `message` command through the central fleet's API; the table's reply came back up. */
async function sendMessage(fleetBase: string, text: string): Promise<void> {
  const sent = await fetch(`${fleetBase}api/tables/${SITE}/${TABLE}/cmd/message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const body = (await sent.json()) as unknown;
  expect(sent.status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ ok: true });
}

/**
 * The table was handed the command once (its event feed shows the text once; it logged the
 * command `taken` times in all), and each broker saw the command and its reply once: no loop
 * through the bridge. Looked at again after a while, so a copy coming round would be counted.
 */
async function expectCommandOnce(table: CliProcess, observers: TestClient[], text: string, taken: number): Promise<void> {
  const shown = new RegExp(`"type":"message","text":"${text}"`);
  await seen(table, shown, 1);
  await sleep(1_500);
  expect(count(table.out.stdout, shown)).toBe(1);
  expect(count(table.out.stderr, /fleet: command message \S+: done/)).toBe(taken);
  for (const o of observers) {
    const commands = o.messages.filter((m) => m.topic === `${ROOT}/${TABLE}/cmd/message` && m.payload.includes(text));
    expect(commands, `commands seen: ${JSON.stringify(o.messages)}`).toHaveLength(1);
    const ref = (JSON.parse(commands[0].payload) as { ref: string }).ref;
    const replies = o.messages.filter((m) => m.topic === `${ROOT}/${TABLE}/cmd/message/reply` && m.payload.includes(ref));
    expect(replies, `replies seen: ${JSON.stringify(o.messages)}`).toHaveLength(1);
  }
}
