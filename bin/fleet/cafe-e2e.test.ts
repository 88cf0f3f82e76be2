// The café end to end, every piece a real process against one real mosquitto with the café's
// users and ACL: two `tabletop start --mqtt` tables (simulated boards, moves typed on their
// terminals) and a `tabletop fleet --mqtt` dashboard. The fleet lists both tables and their games
// as the tables' own APIs do, and its page draws them; a broker killed mid-game loses no game
// event for a persistent subscriber and leaves the right retained states once it is back; a table
// killed is shown lost, and started again on its data folder is online with its game resumed.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeGameState } from '../../fleet/index.ts';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import { cafeAcl } from '../../fleet/testing/cafe-acl.ts';
import { startBroker, type Broker } from '../../fleet/testing/mosquitto.ts';
import { connectClient, type Received, type TestClient } from '../../fleet/testing/mqtt-client.ts';
import { startCli, useCliCleanup, type CliProcess } from '../testing/cli-process.ts';
import { pollJson } from '../testing/poll-json.ts';

const SITE = 'cafe';
const TABLES = ['t1', 't2'] as const;
type TableId = (typeof TABLES)[number];
const USERS: Record<TableId | 'fleet', { username: string; password: string }> = {
  t1: { username: 'table-t1', password: 'secret-of-table-t1' },
  t2: { username: 'table-t2', password: 'secret-of-table-t2' },
  fleet: { username: 'fleet', password: 'secret-of-the-fleet' },
};
const TOKEN = 'cafe-e2e-operator-token';
const GAME = 'sim-1.1';
const ROOT = `tabletop/v1/${SITE}`;
const SCREENSHOT = new URL('../../artifacts/fleet-two-tables.png', import.meta.url).pathname;

const cleanup = useCliCleanup();

async function cafeBroker(): Promise<Broker> {
  const broker = await startBroker({
    users: Object.values(USERS),
    acl: cafeAcl({ site: SITE, tables: { t1: USERS.t1.username, t2: USERS.t2.username }, fleetUsers: [USERS.fleet.username] }),
    persistence: true,
  });
  cleanup.after(() => broker.stop());
  return broker;
}

async function client(broker: Broker, options: { clientId: string; clean?: boolean }): Promise<TestClient> {
  const c = await connectClient(broker.url, { ...USERS.fleet, ...options });
  cleanup.after(async () => { c.client.end(true); });
  return c;
}

interface Table {
  id: TableId;
  dir: string;
  p: CliProcess;
  /** Its own dashboard, http://127.0.0.1:<port>/ */
  base: string;
}

async function startTable(broker: Broker, id: TableId, dir = mkdtempSync(join(tmpdir(), `cafe-${id}-`)), extra: string[] = []): Promise<Table> {
  const p = startCli('start',
    ['--json', '--seed', '4', '--data', dir, '--listen', '127.0.0.1:0', '--token', TOKEN,
      '--mqtt', broker.url, '--site', SITE, '--table', id, '--mqtt-user', USERS[id].username, ...extra],
    { stdin: 'pipe', env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS[id].password } },
  );
  await p.waitFor('stdout', /"type":"link","state":"ready"/);
  await p.waitFor('stderr', /dashboard: http:\/\/127\.0\.0\.1:\d+\//);
  const base = /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(p.out.stderr)![1];
  return { id, dir, p, base };
}

async function startCafeFleet(broker: Broker): Promise<{ fleet: CliProcess; base: string }> {
  const fleet = startCli('fleet', ['--mqtt', broker.url, '--site', SITE, '--mqtt-user', USERS.fleet.username, '--listen', '127.0.0.1:0'],
    { env: { ...process.env, TABLETOP_MQTT_PASSWORD: USERS.fleet.password, TABLETOP_TOKEN: TOKEN } });
  const [, base] = await fleet.waitFor('stdout', /fleet dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/);
  await fleet.waitFor('stderr', /connected to the broker/);
  return { fleet, base };
}

const count = (text: string, pattern: RegExp): number => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

/** Waits (bounded: 800 looks, 25 ms apart) until the table's stdout shows `pattern` `n` times. */
async function seen(t: Table, pattern: RegExp, n: number): Promise<void> {
  for (let i = 0; i < 800 && count(t.p.out.stdout, pattern) < n; i++) await new Promise((r) => setTimeout(r, 25));
  if (count(t.p.out.stdout, pattern) < n) throw new Error(`table ${t.id} never showed ${pattern} ${n} times: ${t.p.out.stdout.slice(-2000)}\n${t.p.out.stderr.slice(-2000)}`);
}

/** The k-th move (1, 2…) on the table's simulated board, typed on its terminal: A1-E5, E5-A1, A1-E5… */
async function move(t: Table, k: number): Promise<string> {
  const [from, to] = k % 2 === 1 ? ['A1', 'E5'] : ['E5', 'A1'];
  const lifts = count(t.p.out.stdout, new RegExp(`"${from}":"selected"`));
  t.p.type(`lift ${from}`);
  await seen(t, new RegExp(`"${from}":"selected"`), lifts + 1);
  t.p.type(`place ${to}`);
  await seen(t, /"type":"move","move":"[A-Z]\d-[A-Z]\d"/, k);
  expect([...t.p.out.stdout.matchAll(/"type":"move","move":"([A-Z]\d-[A-Z]\d)"/g)].at(-1)![1]).toBe(`${from}-${to}`);
  return `${from}-${to}`;
}

/** The table's own log of its game (GET /api/games/:id). */
async function ownMoves(t: Table): Promise<string[]> {
  const game = (await (await fetch(`${t.base}api/games/${GAME}`)).json()) as { log: { move: string }[] };
  return game.log.map((e) => e.move);
}

/** GET `url` until `ok` holds (800 looks: the café's processes start slowly on a loaded machine). */
const until = <T>(url: string, ok: (body: T) => boolean): Promise<T> => pollJson(url, ok, 800);

type Listed = { site: string; table: string; state: string; games: { id: string; moves: number }[] }[];
type Detail = { state: string; games: { id: string; moves: string[] }[] };
const row = (l: Listed, t: TableId) => l.find((r) => r.site === SITE && r.table === t);

/** The retained state of each table's game, as a fleet connecting now is handed it, once it holds `n` moves. */
async function retainedStates(broker: Broker, clientId: string, tables: readonly TableId[], n: number): Promise<Map<TableId, string[]>> {
  const fresh = await client(broker, { clientId });
  await fresh.client.subscribeAsync(`${ROOT}/+/games/+/state`, { qos: 1 });
  const states = new Map<TableId, string[]>();
  for (const t of tables) {
    const topic = `${ROOT}/${t}/games/${GAME}/state`;
    const got = await fresh.waitFor((m) => m.topic === topic && m.payload !== '' && (JSON.parse(m.payload) as { moves: unknown[] }).moves.length === n, 1, 20_000);
    expect(got[0].retain).toBe(true);
    const state = decodeGameState(got[0].payload);
    if (!state.ok) throw new Error(state.error.message);
    states.set(t, state.value.moves);
  }
  return states;
}

describe('the café: two tables and the fleet on one mosquitto', () => {
  it('the fleet lists both tables and their games as the tables say, and its page draws them', async () => {
    const broker = await cafeBroker();
    // Started together: what the tables publish before the fleet listens is retained for it.
    const [{ base }, tables] = await Promise.all([startCafeFleet(broker), Promise.all(TABLES.map((id) => startTable(broker, id)))]);
    await move(tables[0], 1);
    await move(tables[1], 1);
    await move(tables[1], 2);

    const listed = await until<Listed>(`${base}api/tables`, (l) => row(l, 't1')?.games[0]?.moves === 1 && row(l, 't2')?.games[0]?.moves === 2);
    expect(listed).toHaveLength(2);
    expect(listed).toMatchObject([
      { site: SITE, table: 't1', state: 'online', games: [{ id: GAME, moves: 1 }] },
      { site: SITE, table: 't2', state: 'online', games: [{ id: GAME, moves: 2 }] },
    ]);
    for (const t of tables) {
      const detail = (await (await fetch(`${base}api/tables/${SITE}/${t.id}`)).json()) as Detail;
      expect(detail.games.map((g) => g.id)).toEqual([GAME]);
      expect(detail.games[0].moves).toEqual(await ownMoves(t));
    }
    expect(await ownMoves(tables[1])).toEqual(['A1-E5', 'E5-A1']);

    const browser = await launchChromium();
    cleanup.after(() => browser.close());
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base);
    await page.waitForSelector('#feed[data-state=live]', { timeout: 15_000 });
    for (const t of TABLES) {
      await page.waitForSelector(`section.table[data-table="${SITE}/${t}"] .games li`, { timeout: 15_000 });
      const card = page.locator(`section.table[data-table="${SITE}/${t}"]`);
      expect(await card.locator('h2 .badge').getAttribute('data-state')).toBe('online');
    }
    expect(await page.locator(`section.table[data-table="${SITE}/t1"] .games li .summary`).allTextContents()).toEqual(['Free play (game sim-1.1): 1 move']);
    expect(await page.locator(`section.table[data-table="${SITE}/t2"] .games li .summary`).allTextContents()).toEqual(['Free play (game sim-1.1): 2 moves']);
    mkdirSync(new URL('../../artifacts/', import.meta.url).pathname, { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(readFileSync(SCREENSHOT).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(errors).toEqual([]);
  }, 90_000);

  it('a broker killed mid-game: the tables play on, and a persistent subscriber ends up with every event, the retained states right', async () => {
    const broker = await cafeBroker();
    const tables = await Promise.all(TABLES.map((id) => startTable(broker, id)));
    // The subscriber's session (clean: false) and its subscription, made before anything is played.
    const session = { clientId: 'cafe-events-durable', clean: false };
    const first = await client(broker, session);
    const filter = `${ROOT}/+/games/+/events`;
    await first.client.subscribeAsync(filter, { qos: 1 });
    for (const t of tables) await move(t, 1);
    await first.waitFor((m) => m.topic.endsWith(`/games/${GAME}/events`), 2, 20_000);
    // Saved after every change (autosave_interval 1): wait until the file holds the subscription.
    let saved = '';
    for (let i = 0; i < 400 && !saved.includes(filter); i++) {
      saved = readFileSync(broker.persistenceFile!, 'latin1');
      if (!saved.includes(filter)) await new Promise((r) => setTimeout(r, 25));
    }
    expect(saved).toContain(filter);

    await broker.kill();
    const downAt = Date.now();
    expect(broker.pid()).toBeUndefined();
    // The tables go on: each move is theirs (their terminal shows it) with no broker there.
    const N = 4;
    for (let k = 2; k <= N; k++) for (const t of tables) await move(t, k);
    // The broker comes back 10 s after it died (the issue's outage), the tables' backoff running meanwhile.
    await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - downAt))));
    await broker.restart();

    const again = await client(broker, session);
    expect(again.connack.sessionPresent).toBe(true);
    const events = (t: TableId) => (m: Received) => m.topic === `${ROOT}/${t}/games/${GAME}/events`;
    const all = () => [...first.messages, ...again.messages];
    const seqsOf = (t: TableId) => all().filter(events(t)).map((m) => (JSON.parse(m.payload) as { seq: number }).seq);
    for (let i = 0; i < 1_200 && !TABLES.every((t) => new Set(seqsOf(t)).size >= N); i++) await new Promise((r) => setTimeout(r, 25));
    for (const t of TABLES) {
      const seqs = seqsOf(t);
      const firsts = seqs.filter((s, i) => seqs.indexOf(s) === i);
      expect(firsts, `table ${t}: every seq 1…${N}, first arrivals in order (received ${seqs.join(', ')})`).toEqual([1, 2, 3, 4]);
    }
    expect([...first.messages, ...again.messages].filter((m) => m.topic.includes('/events')).every((m) => m.qos === 1 && !m.retain)).toBe(true);

    const states = await retainedStates(broker, 'cafe-states-after-restart', TABLES, N);
    for (const t of tables) {
      const own = await ownMoves(t);
      expect(own).toHaveLength(N);
      expect(states.get(t.id)).toEqual(own);
    }
  }, 120_000);

  it('a table killed is shown lost; started again on its data folder it is online with its game resumed', async () => {
    const broker = await cafeBroker();
    const dir = mkdtempSync(join(tmpdir(), 'cafe-t1-'));
    const [{ base }, t1, t2] = await Promise.all([startCafeFleet(broker), startTable(broker, 't1', dir, ['--mqtt-keepalive', '1']), startTable(broker, 't2')]);
    await move(t1, 1);
    await move(t1, 2);
    await move(t2, 1);
    await until<Listed>(`${base}api/tables`, (l) => row(l, 't1')?.state === 'online' && row(l, 't1')?.games[0]?.moves === 2 && row(l, 't2')?.games[0]?.moves === 1);
    const before = await ownMoves(t1);
    expect(before).toEqual(['A1-E5', 'E5-A1']);

    t1.p.child.kill('SIGKILL');
    expect((await t1.p.exit()).signal).toBe('SIGKILL');
    const lost = await until<Listed>(`${base}api/tables`, (l) => row(l, 't1')?.state === 'lost');
    expect(row(lost, 't2')?.state).toBe('online');
    // The fleet still holds the lost table's game as last published.
    expect(row(lost, 't1')?.games).toMatchObject([{ id: GAME, moves: 2 }]);

    const again = await startTable(broker, 't1', dir, ['--mqtt-keepalive', '1']);
    const online = await until<Listed>(`${base}api/tables`, (l) => row(l, 't1')?.state === 'online');
    expect(row(online, 't1')?.games).toMatchObject([{ id: GAME, moves: 2 }]);
    expect(await ownMoves(again)).toEqual(before);
    const detail = (await (await fetch(`${base}api/tables/${SITE}/t1`)).json()) as Detail;
    expect(detail.games.map((g) => [g.id, g.moves])).toEqual([[GAME, before]]);
    const states = await retainedStates(broker, 'cafe-states-after-table-restart', ['t1'], 2);
    expect(states.get('t1')).toEqual(before);
  }, 90_000);
});
