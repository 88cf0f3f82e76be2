// Guessing the operator token: wrong tokens are counted per client address, over HTTP and the
// socket alike; past the limit the client gets 429 with Retry-After — whatever it sends, the right
// token included — until the window frees. Other clients are not held up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { VirtualClock } from '../../hardware/index.ts';
import { buildApp } from '../../dashboard/index.ts';
import { TEST_TOKEN } from '../../dashboard/testing/inject.ts';
import { startSimHost, type SimHost } from '../sim-host.ts';

let sim: SimHost;
let app: FastifyInstance;
const LIMIT = { max: 5, windowMs: 1500 };

beforeAll(async () => {
  sim = await startSimHost({ clock: new VirtualClock(0), game: { game: 'free' } });
  app = await buildApp({ host: sim.host, token: TEST_TOKEN, wrongTokenLimit: LIMIT });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await sim.close();
});

const auth = (token: string, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/auth', headers: { authorization: `Bearer ${token}` }, remoteAddress });

describe('wrong operator tokens', () => {
  it('are refused (403) up to the limit, then slowed (429 with Retry-After) until the window frees', async () => {
    const guesser = '10.0.0.7';
    for (let i = 0; i < LIMIT.max; i++) expect((await auth(`guess-${i}`, guesser)).statusCode).toBe(403);
    const blocked = await auth('guess-x', guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringContaining('too many wrong tokens from this address') });
    // Even the right token waits: a guesser that hit it could not tell.
    expect((await auth(TEST_TOKEN, guesser)).statusCode).toBe(429);
    // Another address is not held up.
    expect((await auth(TEST_TOKEN, '10.0.0.8')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, LIMIT.windowMs + 200));
    expect((await auth(TEST_TOKEN, guesser)).statusCode).toBe(200);
  });

  it('are counted on the socket too, with the same answer', async () => {
    const ws = (await app.injectWS('/api/events', { headers: {} })) as unknown as WebSocket;
    const replies: { id: number; status: number; body: { message?: string } }[] = [];
    ws.on('message', (data) => { const m = JSON.parse(data.toString()); if (m.type === 'reply') replies.push(m); });
    for (let id = 1; id <= LIMIT.max + 1; id++) {
      ws.send(JSON.stringify({ id, authorization: `Bearer guess-${id}`, method: 'POST', url: '/api/auth' }));
      for (let i = 0; i < 200 && replies.length < id; i++) await new Promise((r) => setTimeout(r, 5));
    }
    expect(replies.map((r) => r.status)).toEqual([...Array(LIMIT.max).fill(403), 429]);
    expect(replies.at(-1)!.body.message).toContain('too many wrong tokens');
    ws.terminate();
  });
});
