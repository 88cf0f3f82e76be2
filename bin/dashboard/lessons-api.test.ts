// The guided first games through the REST API (app.inject): listed openly, started on a board with
// the operator's token, the lesson's progress in the game's detail; a move or a choice other than
// the step's is refused (409); an undo steps the lesson back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VirtualClock } from '../../hardware/index.ts';
import { buildApp } from '../../dashboard/index.ts';
import { get, post, TEST_TOKEN } from '../../dashboard/testing/inject.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

let sim: SimHost;
let app: FastifyInstance;

beforeAll(async () => {
  sim = await startSimHost({ clock: new VirtualClock(0) });
  app = await buildApp({ host: sim.host, token: TEST_TOKEN });
});

afterAll(async () => {
  await app.close();
  await sim.close();
});

describe('lessons through the API', () => {
  it('GET /api/lessons lists them, no token needed', async () => {
    const res = await get(app, '/api/lessons');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'cetkaik-first', game: 'cetkaik', title: { en: 'Guided first game: Cetkaik', ja: expect.any(String) }, steps: 8 },
      { id: 'scarabya-first', game: 'scarabya', title: { en: 'Guided first game: Scarabya', ja: expect.any(String) }, steps: 4 },
    ]);
  });

  it('POST /api/lessons/:id/start takes the operator’s token, a known lesson and a known board', async () => {
    expect((await post(app, '/api/lessons/cetkaik-first/start', { token: null, body: { board: SIM_BOARD_ID } })).statusCode).toBe(401);
    expect((await post(app, '/api/lessons/cetkaik-first/start', { token: 'wrong', body: { board: SIM_BOARD_ID } })).statusCode).toBe(403);
    const unknown = await post(app, '/api/lessons/chess-first/start', { body: { board: SIM_BOARD_ID } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown-route', message: expect.stringContaining('cetkaik-first') });
    expect((await post(app, '/api/lessons/cetkaik-first/start', { body: { board: 'nowhere' } })).json()).toMatchObject({ statusCode: 404, code: 'unknown-board' });
    expect((await post(app, '/api/lessons/cetkaik-first/start', { body: {} })).statusCode).toBe(400);
  });

  it('starts the lesson: its step in the detail; only the step’s move is taken; undo steps back', async () => {
    const res = await post(app, '/api/lessons/cetkaik-first/start', { body: { board: SIM_BOARD_ID } });
    expect(res.statusCode, res.body).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({ game: 'cetkaik', board: SIM_BOARD_ID, lesson: { id: 'cetkaik-first', step: 1, steps: 8, move: 'CAI片CO水', done: false, say: { en: expect.any(String), ja: expect.any(String) } } });
    const id: string = game.id;

    const other = await post(app, `/api/games/${encodeURIComponent(id)}/moves`, { body: { move: 'KI片KU' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('CAI片CO水') });

    const made = await post(app, `/api/games/${encodeURIComponent(id)}/moves`, { body: { move: 'CAI片CO水' } });
    expect(made.statusCode, made.body).toBe(200);
    await sim.until(() => sim.host.game(id)!.lesson!.step === 2);
    expect((await get(app, `/api/games/${encodeURIComponent(id)}`)).json()).toMatchObject({ lesson: { step: 2, move: 'CI片CU' } });

    const undone = await post(app, `/api/games/${encodeURIComponent(id)}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    await sim.until(() => sim.host.game(id)!.lesson!.step === 1);
    expect(sim.host.game(id)!.lesson).toMatchObject({ step: 1, move: 'CAI片CO水' });

    // Made and taken back again, the water entry draws the seed's next casts (3, 3, 3, then 2):
    // the failed one is taken back by the lesson at once, said, and the step made again.
    const said: { say: { en: string }; step: number }[] = [];
    const subscription = sim.host.events$.subscribe((e) => { if (e.type === 'lesson') said.push(e); });
    const makeWater = async () => {
      const res = await post(app, `/api/games/${encodeURIComponent(id)}/moves`, { body: { move: 'CAI片CO水' } });
      expect(res.statusCode, res.body).toBe(200);
      await sim.until(() => said.length > 0 && sim.host.game(id)!.log.every((m) => m.failed === undefined));
    };
    for (let i = 0; i < 3; i++) {
      await makeWater();
      expect(sim.host.game(id)!.lesson).toMatchObject({ step: 2 });
      await post(app, `/api/games/${encodeURIComponent(id)}/undo`);
      await sim.until(() => sim.host.game(id)!.lesson!.step === 1);
    }
    said.length = 0;
    await makeWater();
    expect(said[0]).toMatchObject({ step: 1, say: { en: expect.stringContaining('The sticks fell short') } });
    expect(sim.host.game(id)!.log).toEqual([]);
    expect(sim.host.game(id)!.lesson).toMatchObject({ step: 1, move: 'CAI片CO水' });
    said.length = 0;
    await makeWater();
    expect(sim.host.game(id)!.lesson).toMatchObject({ step: 2 });
    expect(sim.host.game(id)!.log).toMatchObject([{ move: 'CAI片CO水' }]);
    subscription.unsubscribe();
  });
});
