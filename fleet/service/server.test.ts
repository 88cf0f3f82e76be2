// The fleet service and its API against a real mosquitto with the café's users and ACL: tables
// (test clients publishing with the contract's encoders) report; the fleet user reads them all,
// drops what it cannot take, and sends commands whose replies come back through the API.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { totalDrops, type BoardStatus, type GameState, type TableStatus } from '../index.ts';
import { cafeAcl } from '../testing/cafe-acl.ts';
import { startBroker, type Broker } from '../testing/mosquitto.ts';
import { connectTable, type TestTable } from '../testing/table-client.ts';
import { buildFleetApp, type AuthVerdict } from './server.ts';
import { FleetService, type FleetSource } from './service.ts';
import { emptyFleet, type FleetView } from './tables.ts';
import { gardenGame, NOT_PLAYABLE } from '../../rules/index.ts';

const SITE = 'cafe-1';
const USERS = {
  t1: { username: 'table-t1', password: 'secret-of-t1' },
  t2: { username: 'table-t2', password: 'secret-of-t2' },
  fleet: { username: 'fleet', password: 'secret-of-the-fleet' },
};
const TOKEN = 'operator-token-0123456789';
const NOW = Date.UTC(2026, 10, 26, 18, 0, 0);

const online = (boards: number, games: number): TableStatus => ({ state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards, games });
const ready: BoardStatus = { link: 'ready', reason: null, baud: 1_000_000, firmware: 'tabletop-fw 1.4', counters: { framesIn: 1200, crcErrors: 0 }, faults: [] };
const garden: GameState = {
  game: 'garden', title: 'Garden', seq: 5, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null, scores: { north: 1, south: 0 }, awaiting: null, position: null,
};

/** The operator token's check, as bin/ hands in the dashboard's. */
function bearer(token: string) {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return (header: string | undefined): AuthVerdict => {
    if (header === undefined) return { ok: false, status: 401, message: 'this needs the operator token' };
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) return { ok: false, status: 401, message: 'the Authorization header must be "Bearer TOKEN"' };
    return timingSafeEqual(digest(m[1]), digest(token)) ? { ok: true } : { ok: false, status: 403, message: 'the operator token is wrong' };
  };
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function cafe(): Promise<Broker> {
  const broker = await startBroker({
    users: Object.values(USERS),
    acl: cafeAcl({ site: SITE, tables: { t1: USERS.t1.username, t2: USERS.t2.username }, fleetUsers: [USERS.fleet.username] }),
  });
  cleanup.push(() => broker.stop());
  return broker;
}

async function table(broker: Broker, id: 't1' | 't2'): Promise<TestTable> {
  const t = await connectTable(broker.url, SITE, id, USERS[id]);
  cleanup.push(async () => { t.client.client.end(true); });
  return t;
}

async function fleet(broker: Broker, replyTimeoutMs = 10_000, now = () => NOW): Promise<{ service: FleetService; app: FastifyInstance }> {
  const service = new FleetService({ url: broker.url, site: SITE, ...USERS.fleet, now, replyTimeoutMs });
  cleanup.push(() => service.stop());
  expect(await service.waitConnected(10_000)).toBe(true);
  const app = await buildFleetApp({ source: service, authorize: bearer(TOKEN), now, alarmTickMs: 20 });
  cleanup.push(() => app.close());
  return { service, app };
}

/** Waits (bounded: 10 s) until the fleet's view satisfies `ok`. */
async function until(service: FleetService, ok: (view: FleetView) => boolean, what: string): Promise<FleetView> {
  for (let i = 0; i < 500; i++) {
    if (ok(service.view())) return service.view();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the fleet's view never showed ${what}: ${JSON.stringify({ tables: [...service.view().tables.keys()], drops: service.view().drops })}`);
}

const auth = { authorization: `Bearer ${TOKEN}` };

describe('the fleet service on a café broker', () => {
  it('GET /api/tables: two tables with their status, boards and games, exactly', async () => {
    const broker = await cafe();
    const t1 = await table(broker, 't1');
    const t2 = await table(broker, 't2');
    // Published before the fleet starts: retained, so it sees them at once.
    await t1.status(online(1, 1));
    await t1.board('sim-1', ready);
    await t1.game('sim-1.1', garden);
    const { service, app } = await fleet(broker);
    await t2.status({ ...online(2, 0), state: 'stopped', since: '2026-11-26T17:30:00.000Z' });
    await t2.board('board-1', { ...ready, link: 'failed', reason: 'no HELLO' });
    await t2.board('board-2', ready);
    await until(service, (v) => v.taken === 6, 'six messages');

    const tables = await app.inject({ method: 'GET', url: '/api/tables' });
    expect(tables.statusCode).toBe(200);
    expect(tables.json()).toEqual([
      { site: SITE, table: 't1', state: 'online', since: '2026-11-26T17:00:00.000Z', boards: [{ id: 'sim-1', link: 'ready' }],
        games: [{ id: 'sim-1.1', game: 'garden', seq: 5, moves: 2, toMove: 'north', over: false }] },
      { site: SITE, table: 't2', state: 'stopped', since: '2026-11-26T17:30:00.000Z', boards: [{ id: 'board-1', link: 'failed' }, { id: 'board-2', link: 'ready' }], games: [] },
    ]);

    const one = await app.inject({ method: 'GET', url: `/api/tables/${SITE}/t2` });
    expect(one.json()).toMatchObject({ version: '0.1.0', alarms: [{ code: 'board-link-down', board: 'board-1', message: 'board board-1: link failed (no HELLO)' }] });
    expect(one.json().boards[1]).toMatchObject({ id: 'board-2', counters: { framesIn: 1200 }, baud: 1_000_000 });
    const game = await app.inject({ method: 'GET', url: `/api/tables/${SITE}/t1` });
    expect(game.json().games[0]).toMatchObject({ id: 'sim-1.1', moves: ['a1', 'b2'], scores: { north: 1, south: 0 }, lastMoveAt: new Date(NOW).toISOString() });
    expect((await app.inject({ method: 'GET', url: `/api/tables/${SITE}/t9` })).json()).toMatchObject({ statusCode: 404, code: 'unknown-table' });
    expect((await app.inject({ method: 'GET', url: `/api/tables/${SITE}/t%201` })).statusCode).toBe(400);
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ status: 'ok', broker: 'connected', tables: 2, taken: 6, dropped: 0 });
  });

  it('drops garbage retained state, a 1 MB payload and invalid JSON, counted; nothing crashes and the tables stay', async () => {
    const broker = await cafe();
    const t1 = await table(broker, 't1');
    await t1.status(online(0, 1));
    await t1.game('g', garden);
    // A garbage retained state (written by a client with the table's rights) waits for the fleet.
    await t1.raw('games/rogue/state', '{"game": "garden", "seq": "many"}', true);
    const { service, app } = await fleet(broker);
    await until(service, (v) => v.taken === 2 && v.drops['bad-shape'] === 1, 'the retained garbage dropped');

    await t1.raw('games/g/state', Buffer.alloc(1024 * 1024, 0x20), true);
    await t1.raw('status', '{"state": "online", ', true);
    await t1.raw('games/g/events', '', false);
    await t1.raw('boards/b/status', Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), true);
    await t1.raw('games/g/state', `{"__proto__": {"polluted": 1}, ${JSON.stringify(garden).slice(1)}`, true);
    const view = await until(service, (v) => totalDrops(v.drops) === 6, 'six drops');
    expect(view.drops).toMatchObject({ 'bad-shape': 1, 'too-large': 1, 'bad-json': 2, 'bad-utf8': 1, 'forbidden-key': 1 });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();

    // Still serving, still taking: the last good state stands, and a new one is taken.
    expect((await app.inject({ method: 'GET', url: '/api/tables' })).json()[0]).toMatchObject({ state: 'online', games: [{ id: 'g', seq: 5 }] });
    await t1.game('g', { ...garden, seq: 6, moves: [...garden.moves, 'c3'] });
    await until(service, (v) => v.tables.get(`${SITE}/t1`)?.games.get('g')?.seq === 6, 'the next state');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ dropped: 6, drops: { 'too-large': 1 } });

    // An empty retained payload clears the game.
    await t1.raw('games/g/state', '', true);
    await until(service, (v) => v.tables.get(`${SITE}/t1`)?.games.size === 0, 'the game cleared');
    expect((await app.inject({ method: 'GET', url: '/api/tables' })).json()[0].games).toEqual([]);
  });

  it('a command sent through the API reaches the table’s cmd topic, and its reply comes back', async () => {
    const broker = await cafe();
    const t1 = await table(broker, 't1');
    await t1.status(online(1, 1));
    await t1.answer((c) => (c.verb === 'end-game' ? { ref: c.ref, ok: false, error: { code: 'unknown-game', message: `no game ${c.gameId}` } } : { ref: c.ref, ok: true, value: { shown: c.verb === 'message' ? c.text : null } }));
    const { service, app } = await fleet(broker);
    await until(service, (v) => v.tables.size === 1, 'the table');

    const sent = await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/message`, headers: auth, payload: { text: 'Last orders!' } });
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body).toEqual({ ref: body.ref, ok: true, value: { shown: 'Last orders!' } });
    expect(t1.commands).toEqual([{ topic: `tabletop/v1/${SITE}/t1/cmd/message`, command: { verb: 'message', ref: body.ref, table: 't1', site: SITE, text: 'Last orders!' } }]);

    const refused = await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/end-game`, headers: auth, payload: { gameId: 'x.1' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'unknown-game', message: 'no game x.1', reply: { ok: false } });

    // The token before anything; then the body, the verb, the table.
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/message`, payload: { text: 'hi' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/message`, headers: { authorization: 'Bearer wrong-token-0123456789' }, payload: { text: 'hi' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/message`, headers: auth, payload: { text: '' } })).json()).toMatchObject({ statusCode: 400, code: 'bad-command' });
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/message`, headers: auth, payload: { text: 'hi', table: 't2' } })).json()).toMatchObject({ statusCode: 400, code: 'malformed' });
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t1/cmd/reboot`, headers: auth, payload: {} })).json()).toMatchObject({ statusCode: 400, code: 'unknown-verb' });
    expect((await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t7/cmd/message`, headers: auth, payload: { text: 'hi' } })).json()).toMatchObject({ statusCode: 404, code: 'unknown-table' });
    expect(t1.commands.length).toBe(2);
  });

  it('a table that does not answer: 504 after the bounded wait', async () => {
    const broker = await cafe();
    const t2 = await table(broker, 't2');
    await t2.status(online(0, 0));
    const { service, app } = await fleet(broker, 300);
    await until(service, (v) => v.tables.size === 1, 'the table');
    const silent = await app.inject({ method: 'POST', url: `/api/tables/${SITE}/t2/cmd/message`, headers: auth, payload: { text: 'anyone?' } });
    expect(silent.statusCode).toBe(504);
    expect(silent.json()).toMatchObject({ code: 'no-reply' });
  });

  it('the WebSocket gives every table at once, then pushes each change, and an alarm that comes with time', async () => {
    const broker = await cafe();
    const t1 = await table(broker, 't1');
    await t1.status(online(0, 0));
    let clock = NOW;
    const { service, app } = await fleet(broker, 10_000, () => clock);
    await until(service, (v) => v.tables.size === 1, 'the table');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/events`);
    cleanup.push(async () => { socket.terminate(); });
    const messages: { type: string; [k: string]: unknown }[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => { messages.push(JSON.parse(String(data))); for (const w of waiters.splice(0)) w(); });
    const next = async (count: number) => {
      for (let i = 0; i < 200 && messages.length < count; i++) await new Promise<void>((r) => { waiters.push(r); setTimeout(r, 50); });
      expect(messages.length).toBeGreaterThanOrEqual(count);
    };
    await next(1);
    expect(messages[0]).toEqual({ type: 'tables', tables: [{ site: SITE, table: 't1', state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: [], games: [], alarms: [] }] });
    await t1.status({ ...online(0, 0), state: 'lost' });
    await next(2);
    expect(messages[1]).toEqual({ type: 'table', table: { site: SITE, table: 't1', state: 'lost', since: new Date(NOW).toISOString(), version: '0.1.0', boards: [], games: [],
      alarms: [{ code: 'table-lost', message: `table t1 is lost (its host stopped answering) since ${new Date(NOW).toISOString()}`, params: { table: 't1', since: new Date(NOW).toISOString() } }] } });
    // A game waiting for a choice: no alarm at first; past 30 s on the clock, one is pushed with no message arriving.
    await t1.game('g', { ...garden, awaiting: { type: 'choice', prompt: 'Which?', options: ['a', 'b'] } });
    await next(3);
    expect(messages[2]).toMatchObject({ type: 'table', table: { games: [{ id: 'g' }], alarms: [{ code: 'table-lost' }] } });
    clock = NOW + 30_001;
    await next(4);
    expect((messages[3].table as { alarms: unknown[] }).alarms).toEqual([
      { code: 'table-lost', message: `table t1 is lost (its host stopped answering) since ${new Date(NOW).toISOString()}`, params: { table: 't1', since: new Date(NOW).toISOString() } },
      { code: 'waiting', game: 'g', message: `game g (Garden) has waited for a choice since ${new Date(NOW).toISOString()}`,
        params: { game: 'g', title: 'Garden', awaiting: 'choice', since: new Date(NOW).toISOString() } },
    ]);
    await t1.raw('games/g/state', '', true);
    await t1.raw('status', '', true);
    await next(6);
    expect(messages[5]).toEqual({ type: 'removed', site: SITE, table: 't1' });
  });

  it('serves the page with its script under a CSP that allows no inline code', async () => {
    const broker = await cafe();
    const { app } = await fleet(broker);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/fleet.js"></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await app.inject({ method: 'GET', url: '/fleet.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/api/events');
  });
});

describe('GET /api/catalog', () => {
  it('lists the games a table can start, by id and title, with no broker needed', async () => {
    // No broker: the catalogue is the rules', not the tables'.
    const source: FleetSource = {
      view: () => emptyFleet(), onChange: () => () => {}, connected: () => false,
      command: async () => ({ ok: false, error: { code: 'broker-unavailable', message: 'no broker in this test' } }),
    };
    const app = await buildFleetApp({ source, authorize: bearer(TOKEN) });
    cleanup.push(() => app.close());
    const answer = await app.inject({ method: 'GET', url: '/api/catalog' });
    expect(answer.statusCode).toBe(200);
    const listed = answer.json() as { id: string; title: string }[];
    expect(listed).toContainEqual({ id: 'garden', title: gardenGame.title });
    expect(listed).toContainEqual({ id: 'free', title: 'Free play' });
    expect(listed.every((g) => Object.keys(g).join() === 'id,title')).toBe(true);
    expect(new Set(listed.map((g) => g.id)).size).toBe(listed.length);
    expect(listed.map((g) => g.id)).not.toContain(NOT_PLAYABLE[0].id);
  });
});
