// The live feed at /api/events: host events exactly as `simulate` prints them, for spectators
// too; socket messages are requests that need the operator token like any mutating route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { VirtualClock } from '../../hardware/index.ts';
import type { HostEvent } from '../../host/index.ts';
import { buildApp } from '../../dashboard/index.ts';
import { TEST_TOKEN } from '../../dashboard/testing/inject.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

let sim: SimHost;
let app: FastifyInstance;
const hostEvents: HostEvent[] = [];

beforeAll(async () => {
  sim = await startSimHost({ clock: new VirtualClock(0), game: { game: 'free' } });
  sim.host.events$.subscribe((e) => hostEvents.push(e));
  await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.length === 18);
  app = await buildApp({ host: sim.host, token: TEST_TOKEN });
  await app.ready(); // injectWS, unlike inject, does not wait for it
});

afterAll(async () => {
  await app.close();
  await sim.close();
});

interface Socket { ws: WebSocket; messages: unknown[]; next(match: (m: any) => boolean): Promise<any> }

async function connect(path = '/api/events', headers: Record<string, string> = {}): Promise<Socket> {
  // @fastify/websocket types it as the DOM's WebSocket; it is a ws socket.
  const ws = (await app.injectWS(path, { headers })) as unknown as WebSocket;
  const messages: unknown[] = [];
  const waiting: { match: (m: any) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString());
    messages.push(m);
    for (const w of [...waiting]) if (w.match(m)) { waiting.splice(waiting.indexOf(w), 1); w.resolve(m); }
  });
  return {
    ws,
    messages,
    next: (match) => {
      const found = messages.find(match);
      return found !== undefined ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

const request = (s: Socket, message: unknown) => {
  const id = Math.floor(Math.random() * 1e9);
  s.ws.send(JSON.stringify({ id, ...(message as object) }));
  return s.next((m) => m.type === 'reply' && m.id === id);
};

describe('/api/events', () => {
  it('sends every host event, in the shape simulate prints, to a spectator socket', async () => {
    const spectator = await connect();
    expect((await app.inject('/api/health')).json().clients).toBe(1);
    const from = hostEvents.length;
    sim.host.simulate(SIM_BOARD_ID, 'lift', ['A1']);
    expect(await sim.until(() => hostEvents.slice(from).some((e) => e.type === 'lights'))).toBe(true);
    const lights = await spectator.next((m) => m.type === 'lights');
    const sent = hostEvents.slice(from).find((e) => e.type === 'lights')!;
    expect(lights).toEqual(JSON.parse(JSON.stringify(sent)));
    expect(JSON.stringify(lights)).toBe(JSON.stringify(sent)); // byte for byte, as simulate prints it
    expect(lights.cells.A1).toBe('selected');
    sim.host.simulate(SIM_BOARD_ID, 'place', ['A1']);
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.includes('A1'));
    spectator.ws.terminate();
  });

  it('?board=ID sends only that board\'s events', async () => {
    const mine = await connect(`/api/events?board=${SIM_BOARD_ID}`);
    sim.host.simulate(SIM_BOARD_ID, 'lift', ['B1']);
    await sim.until(() => mine.messages.length > 0);
    await mine.next((m) => m.type === 'lights');
    sim.host.simulate(SIM_BOARD_ID, 'place', ['B1']);
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.includes('B1'));
    expect(mine.messages.every((m) => (m as { board: string }).board === SIM_BOARD_ID)).toBe(true);
    mine.ws.terminate();
  });

  it('refuses a feed of a board the host does not have (404, no socket)', async () => {
    await expect(app.injectWS('/api/events?board=other')).rejects.toThrow(/404/);
    const res = await app.inject({ method: 'GET', url: '/api/events?board=other', headers: { connection: 'upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`unknown board "other"; boards: ${SIM_BOARD_ID}`);
  });

  it('refuses an unknown query parameter like any route (400, no socket)', async () => {
    await expect(app.injectWS('/api/events?token=x')).rejects.toThrow(/400/);
  });
});

describe('socket messages', () => {
  const lift = { method: 'POST', url: `/api/boards/${SIM_BOARD_ID}/sim`, body: { action: 'lift', cells: ['C1'] } };

  it('need the operator token: 401 without, 403 wrong, and nothing happens', async () => {
    const s = await connect();
    expect(await request(s, lift)).toMatchObject({ type: 'reply', status: 401, body: { message: expect.stringMatching(/operator token/) } });
    expect(await request(s, { ...lift, authorization: 'Bearer nope' })).toMatchObject({ status: 403, body: { message: 'the operator token is wrong' } });
    await sim.until(() => false, 50);
    expect(sim.host.board(SIM_BOARD_ID)!.occupancy).toContain('C1');
    s.ws.terminate();
  });

  it('with the token, run the route they name: same answers as over HTTP', async () => {
    const s = await connect();
    const auth = `Bearer ${TEST_TOKEN}`;
    expect(await request(s, { ...lift, authorization: auth })).toMatchObject({ status: 202, body: { board: SIM_BOARD_ID, action: 'lift', cells: ['C1'] } });
    expect(await sim.until(() => s.messages.some((m: any) => m.type === 'lights' && m.cells.C1 === 'selected'))).toBe(true);
    expect(await request(s, { ...lift, authorization: auth, body: { action: 'lift', cells: ['Z99'] } })).toMatchObject({ status: 400, body: { message: '"Z99" is not a cell of board "sim-1"' } });
    expect(await request(s, { authorization: auth, method: 'POST', url: '/api/games/nope/undo' })).toMatchObject({ status: 404 });
    expect(await request(s, { ...lift, authorization: auth, body: { action: 'place', cells: ['C1'] } })).toMatchObject({ status: 202 });
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.includes('C1'));
    s.ws.terminate();
  });

  it('a socket opened with the Authorization header may leave the token out of its messages', async () => {
    const s = await connect('/api/events', { authorization: `Bearer ${TEST_TOKEN}` });
    expect(await request(s, { method: 'POST', url: '/api/auth' })).toMatchObject({ status: 200, body: { role: 'operator' } });
    s.ws.terminate();
  });

  it('400 for a message that is not JSON, not a POST to /api/, or the feed itself', async () => {
    const s = await connect();
    const auth = `Bearer ${TEST_TOKEN}`;
    s.ws.send('lift C1');
    expect(await s.next((m) => m.type === 'reply' && m.id === null)).toMatchObject({ status: 400, body: { message: 'the message is not valid JSON' } });
    expect(await request(s, { authorization: auth, method: 'GET', url: '/api/health' })).toMatchObject({ status: 400 });
    expect(await request(s, { authorization: auth, method: 'POST', url: '/elsewhere' })).toMatchObject({ status: 400 });
    expect(await request(s, { authorization: auth, method: 'POST', url: '/api/events' })).toMatchObject({ status: 400 });
    expect(await request(s, { authorization: auth, method: 'POST', url: '/api/auth', extra: 1 })).toMatchObject({ status: 400 });
    s.ws.terminate();
  });

  it('400 for a message nested deeper than any request, with the token too (once a stack overflow passing its body on)', async () => {
    const s = await connect();
    const auth = `Bearer ${TEST_TOKEN}`;
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    s.ws.send(`{"id": 7, "authorization": "${auth}", "method": "POST", "url": "/api/games", "body": {"game": "free", "position": ${deep}}}`);
    expect(await s.next((m) => m.type === 'reply' && m.id === null)).toMatchObject({
      status: 400, body: { code: 'malformed', message: 'the message nests objects and lists more than 34 levels deep (MAX_JSON_DEPTH and the message around it)' },
    });
    // The socket still answers.
    expect(await request(s, { authorization: auth, method: 'POST', url: '/api/games', body: { game: 'nope' } })).toMatchObject({ status: 404 });
    s.ws.terminate();
  });
});
