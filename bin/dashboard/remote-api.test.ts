// The remote-match routes through app.inject, with a stand-in for what bin/ hands in: the token
// (401, 403), bodies refused by their schema (400), each refusal of the lobby answered with its
// code and status, 201 with the match, and a host without a lobby.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type CreateMatchRequest, type DashboardRemote, type RemoteErrorCode, type RemoteResult } from '../../dashboard/index.ts';
import { get, post, TEST_TOKEN } from '../../dashboard/testing/inject.ts';
import { startSimHost, type SimHost } from '../sim-host.ts';

let sim: SimHost;
let app: FastifyInstance;
let bare: FastifyInstance;
let next: RemoteResult;
const asked: unknown[] = [];
const remote: DashboardRemote = {
  status: () => ({ available: true, reason: null, match: null }),
  create: async (request: CreateMatchRequest) => { asked.push(['create', request]); return next; },
  join: async (match: string) => { asked.push(['join', match]); return next; },
};

beforeAll(async () => {
  sim = await startSimHost({ game: { game: 'free' } });
  app = await buildApp({ host: sim.host, token: TEST_TOKEN, remote });
  bare = await buildApp({ host: sim.host, token: TEST_TOKEN });
});
afterAll(async () => { await app.close(); await bare.close(); await sim.close(); });

const started = { match: 'm-7f3a9c', seat: 'north', peer: 'south', game: 'sim-1.2', first: 'north' };

describe('the remote-match routes', () => {
  it('GET /api/remote says what the lobby says, or that there is none', async () => {
    expect((await get(app, '/api/remote')).json()).toEqual({ available: true, reason: null, match: null });
    const none = await get(bare, '/api/remote');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ available: false, match: null, reason: expect.stringContaining('--remote-lobby') });
  });

  it('creates and joins with the operator token: 201 with the match', async () => {
    next = { ok: true, value: started };
    const created = await post(app, '/api/remote/create', { body: { seat: 'north', peer: 'south', game: 'free', options: { cast: true }, seed: 4 } });
    expect([created.statusCode, created.json()]).toEqual([201, started]);
    const joined = await post(app, '/api/remote/join', { body: { match: 'm-7f3a9c' } });
    expect([joined.statusCode, joined.json()]).toEqual([201, started]);
    expect(asked.splice(0)).toEqual([['create', { seat: 'north', peer: 'south', game: 'free', options: { cast: true }, seed: 4 }], ['join', 'm-7f3a9c']]);
  });

  it('refuses without the token (401), with a wrong one (403), and bodies not of the schema (400), before asking the lobby', async () => {
    expect((await post(app, '/api/remote/create', { token: null, body: { seat: 'north', peer: 'south', game: 'free' } })).statusCode).toBe(401);
    expect((await post(app, '/api/remote/join', { token: null, body: { match: 'm-1' } })).statusCode).toBe(401);
    expect((await post(app, '/api/remote/join', { token: 'a-wrong-token-of-length', body: { match: 'm-1' } })).statusCode).toBe(403);
    for (const [url, body] of [
      ['/api/remote/create', { seat: 'north', game: 'free' }],
      ['/api/remote/create', { seat: 'north', peer: 'south', game: 'free', seed: -1 }],
      ['/api/remote/create', { seat: 'north', peer: 'south', game: 'free', options: [] }],
      ['/api/remote/join', { match: 'm-1', seat: 'x' }],
      ['/api/remote/join', {}],
    ] as const) {
      const res = await post(app, url, { body });
      expect([url, body, res.statusCode, res.json().code]).toEqual([url, body, 400, 'malformed']);
    }
    expect(asked).toEqual([]);
  });

  it('answers each refusal of the lobby with its code and status', async () => {
    const statuses: Record<RemoteErrorCode, number> = {
      malformed: 400, 'unknown-game': 404, 'no-such-match': 404, 'remote-unavailable': 409, 'match-playing': 409, 'board-busy': 409,
      'match-taken': 409, 'match-full': 409, refused: 409, 'broker-unreachable': 503,
    };
    for (const [code, status] of Object.entries(statuses)) {
      next = { ok: false, error: { code: code as RemoteErrorCode, message: `why: ${code}` } };
      const res = await post(app, '/api/remote/join', { body: { match: 'm-1' } });
      expect([code, res.statusCode, res.json()]).toEqual([code, status, expect.objectContaining({ statusCode: status, code, message: `why: ${code}` })]);
    }
    const none = await post(bare, '/api/remote/create', { body: { seat: 'north', peer: 'south', game: 'free' } });
    expect([none.statusCode, none.json().code]).toEqual([409, 'remote-unavailable']);
  });
});
