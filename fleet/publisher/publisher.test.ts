// The publisher in-process against the real mosquitto (the café's users and ACL): a host with a
// journal, games with no board played by entered moves. The fleet sees the table online with its
// counts, each game's state after every change (seq its journal's records), a game over from its
// first position published with its result, the counts following, and `stopped` at the end.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../hardware/index.ts';
import { Host, JournalStore, journalDirOf } from '../../host/index.ts';
import { decodeGameState, decodeStatus, type GameState, type TableStatus } from '../payloads/index.ts';
import { cafeAcl } from '../testing/cafe-acl.ts';
import { startBroker, type Broker } from '../testing/mosquitto.ts';
import { connectClient, type Received, type TestClient } from '../testing/mqtt-client.ts';
import { createPublisher, type Publisher } from './publisher.ts';

const SITE = 'cafe';
// One table per test on the file's one broker: no test sees another's retained messages or log lines.
const TABLES = ['tbl', 'tbl-away', 'tbl-twice'] as const;
type Table = (typeof TABLES)[number];
const tableUser = (table: Table) => ({ username: `table-${table}`, password: `secret-of-${table}` });
const FLEET = { username: 'fleet', password: 'secret-of-the-fleet' };
const root = (table: Table) => `tabletop/v1/${SITE}/${table}`;
const brokerOptions = () => ({
  users: [...TABLES.map(tableUser), FLEET],
  acl: cafeAcl({ site: SITE, tables: Object.fromEntries(TABLES.map((t) => [t, tableUser(t).username])), fleetUsers: [FLEET.username] }),
});

let shared: Broker;
beforeAll(async () => { shared = await startBroker(brokerOptions()); }, 60_000);
afterAll(async () => { await shared?.stop(); });

const brokers: Broker[] = []; // a test's own broker (one it kills)
const clients: TestClient[] = [];
const publishers: Publisher[] = [];
const hosts: Host[] = [];
afterEach(async () => {
  for (const p of publishers.splice(0)) await p.stop();
  for (const h of hosts.splice(0)) h.close();
  for (const c of clients.splice(0)) c.client.end(true);
  for (const b of brokers.splice(0)) await b.stop();
});

const status = (m: Received): TableStatus | null => { const d = decodeStatus(m.payload); return d.ok ? d.value : null; };
const state = (m: Received): GameState | null => { const d = decodeGameState(m.payload); return d.ok ? d.value : null; };

async function rig(table: Table, broker = shared) {
  const T = tableUser(table);
  const ROOT = root(table);
  const fleet = await connectClient(broker.url, FLEET);
  clients.push(fleet);
  await fleet.client.subscribeAsync(`${ROOT}/#`, { qos: 1 });
  const dataDir = mkdtempSync(join(tmpdir(), 'publisher-'));
  const host = new Host({ clock: systemClock(), defaultSeed: () => 7, journal: new JournalStore({ dir: journalDirOf(dataDir) }) });
  hosts.push(host);
  const log: string[] = [];
  const publisher = createPublisher({
    settings: { url: broker.url, site: SITE, table, ...T }, host, dataDir, version: '0.1.0', clock: systemClock(),
    wallTime: () => Date.parse('2026-11-26T18:00:00.000Z'), log: (line) => log.push(line), lookMs: 100,
  });
  publishers.push(publisher);
  const records = (id: string): number => {
    const file = readdirSync(journalDirOf(dataDir)).find((n) => n.endsWith(`-${id}.jsonl`))!;
    return readFileSync(join(journalDirOf(dataDir), file), 'utf8').trim().split('\n').length - 2; // after the header and `created`
  };
  return { broker, fleet, host, publisher, log, records, T, ROOT };
}

describe('the table publisher', () => {
  it('publishes the status, each game after every change with its journal’s seq, a finished game’s result, and stopped', async () => {
    const TABLE = 'tbl';
    const { broker, fleet, host, publisher, log, records, ROOT } = await rig(TABLE);
    const garden = host.startGame([], { game: 'garden' });
    if (!garden.ok) throw new Error(garden.error);
    const id = garden.value.id;
    expect(publisher.start()).toEqual({ ok: true, value: null });

    const [online] = await fleet.waitFor((m) => status(m)?.state === 'online');
    expect(status(online)).toEqual({ state: 'online', since: '2026-11-26T18:00:00.000Z', version: '0.1.0', boards: 0, games: 1 });
    const [first] = await fleet.waitFor((m) => m.topic === `${ROOT}/games/${id}/state`);
    expect(state(first)).toMatchObject({ game: 'garden', title: garden.value.title, seq: records(id), moves: [], over: false, result: null });

    // A move entered: its state follows, with one more journal record.
    const move = host.game(id)!.enterable[0];
    expect(host.play(id, move)).toMatchObject({ ok: true });
    const [played] = await fleet.waitFor((m) => m.topic === `${ROOT}/games/${id}/state` && state(m)?.moves.length === 1);
    expect(state(played)).toMatchObject({ moves: host.game(id)!.log.map((e) => e.move), seq: records(id) });
    expect(state(played)!.seq).toBeGreaterThan(state(first)!.seq);

    // A game over from its first position (a Scarabya site all rock): its final state, and the
    // count of games in progress does not grow.
    const rocks = Array.from({ length: 100 }, (_, i) => `${'ABCDEFGHIJ'[i % 10]}${Math.floor(i / 10) + 1}`);
    const over = host.startGame([], { game: 'scarabya', options: { mode: 'solo', site: { rocks, scarabs: [] } } });
    if (!over.ok) throw new Error(over.error);
    const [ended] = await fleet.waitFor((m) => m.topic === `${ROOT}/games/${over.value.id}/state`);
    expect(state(ended)).toMatchObject({ game: 'scarabya', over: true, result: { reason: 'no move is possible from the first position' }, seq: records(over.value.id) });
    expect(state(ended)!.position).not.toBeNull();

    // A game started with no board says nothing until its first input: found when the games are
    // looked over, its state published and the count of games in progress updated.
    const second = host.startGame([], { game: 'garden' });
    if (!second.ok) throw new Error(second.error);
    const [quiet] = await fleet.waitFor((m) => m.topic === `${ROOT}/games/${second.value.id}/state`);
    expect(state(quiet)).toMatchObject({ game: 'garden', moves: [], seq: records(second.value.id) });
    const [two] = await fleet.waitFor((m) => status(m)?.games === 2);
    expect(status(two)).toMatchObject({ state: 'online', boards: 0, games: 2 });

    await publisher.stop();
    const [stopped] = await fleet.waitFor((m) => status(m)?.state === 'stopped');
    expect(status(stopped)).toMatchObject({ boards: 0, games: 2, since: '2026-11-26T18:00:00.000Z' });
    // Every status the fleet saw: online, online with the new count, then stopped; never a line of error.
    expect(fleet.messages.filter((m) => m.topic === `${ROOT}/status`).map((m) => [status(m)?.state, status(m)?.games])).toEqual([['online', 1], ['online', 2], ['stopped', 2]]);
    expect(log).toEqual([`tabletop: reporting to ${broker.url} as site ${SITE}, table ${TABLE}`]);
  }, 30_000);

  it('plays on while the broker is away (said once), and publishes everything again once it is back', async () => {
    // Its own broker: this test kills it.
    const broker = await startBroker(brokerOptions());
    brokers.push(broker);
    const { fleet: first, host, publisher, log, ROOT } = await rig('tbl-away', broker);
    const garden = host.startGame([], { game: 'garden' });
    if (!garden.ok) throw new Error(garden.error);
    expect(publisher.start()).toMatchObject({ ok: true });
    await first.waitFor((m) => status(m)?.state === 'online'); // connected, and known to be
    await broker.kill();
    // The host plays on without it.
    expect(host.play(garden.value.id, host.game(garden.value.id)!.enterable[0])).toMatchObject({ ok: true });
    for (let i = 0; i < 200 && !log.some((l) => l.includes('lost the broker')); i++) await new Promise((r) => setTimeout(r, 25));
    expect(log.filter((l) => l.includes('lost the broker'))).toHaveLength(1);
    await broker.restart();
    const fleet = await connectClient(broker.url, { ...FLEET, clientId: 'fleet-after' });
    clients.push(fleet);
    await fleet.client.subscribeAsync(`${ROOT}/#`, { qos: 1 });
    const [again] = await fleet.waitFor((m) => m.topic === `${ROOT}/games/${garden.value.id}/state` && state(m)?.moves.length === 1, 1, 20_000);
    expect(state(again)!.moves).toEqual(host.game(garden.value.id)!.log.map((e) => e.move));
    await fleet.waitFor((m) => status(m)?.state === 'online');
  }, 60_000);

  it('thrown off by another host connecting as the same table, says what to check once', async () => {
    const TABLE = 'tbl-twice';
    const { broker, fleet, host, publisher, log, T } = await rig(TABLE);
    expect(publisher.start()).toMatchObject({ ok: true });
    await fleet.waitFor((m) => status(m)?.state === 'online');
    const other = createPublisher({
      settings: { url: broker.url, site: SITE, table: TABLE, ...T }, host, dataDir: null, version: '0.1.0', clock: systemClock(), log: () => undefined,
    });
    publishers.push(other);
    expect(other.start()).toMatchObject({ ok: true });
    // The two throw each other off (mosquitto closes the older connection): three times at least.
    const takeovers = () => broker.logs.filter((l) => l.includes(`Client tabletop-${SITE}-${TABLE} already connected, closing old connection`)).length;
    for (let i = 0; i < 600 && takeovers() < 3; i++) await new Promise((r) => setTimeout(r, 25));
    expect(takeovers()).toBeGreaterThanOrEqual(3);
    expect(log).toEqual([
      `tabletop: reporting to ${broker.url} as site ${SITE}, table ${TABLE}`,
      `tabletop: lost the broker ${broker.url} soon after connecting: is another host connected as site ${SITE}, table ${TABLE}? (give each table its own --table); the table plays on and connects again`,
    ]);
  }, 30_000);
});
