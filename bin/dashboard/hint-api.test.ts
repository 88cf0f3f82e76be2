// `POST /api/games/:id/hint` through app.inject: open (no operator token), the bot's move on
// Cetkaik and a rule's on a game with no bot, lit and counted; 404 for an unknown game, 409 while
// the game waits for something other than a move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VirtualClock } from '../../hardware/index.ts';
import { Host } from '../../host/index.ts';
import type { DecideBot } from '../../host/bots/bot-runner.ts';
import { fakeBoard } from '../../host/testing/fake-board.ts';
import { buildApp } from '../../dashboard/index.ts';
import { post, TEST_TOKEN } from '../../dashboard/testing/inject.ts';

const standIn: DecideBot = async () => ({ ok: true, kind: 'move', text: 'KI片KU', reason: 'stand-in' });

let host: Host;
let app: FastifyInstance;
const board = fakeBoard('a', '9x9', { sim: true });

beforeAll(async () => {
  host = new Host({ clock: new VirtualClock(0), settleMs: 100, defaultSeed: () => 1, decideBot: standIn });
  host.addBoard(board.connection);
  app = await buildApp({ host, token: TEST_TOKEN });
});

afterAll(async () => {
  await app.close();
  host.close();
});

function start(board: string | string[], game: string, options: Record<string, unknown> = {}): string {
  const started = host.startGame(board, { game, options, seed: 2 });
  if (!started.ok) throw new Error(started.error);
  return started.value.id;
}

describe('POST /api/games/:id/hint', () => {
  it('lights the bot\'s move on Cetkaik for a player with no token, and counts it', async () => {
    const id = start('a', 'cetkaik', { seasons: 1, firstMovers: ['A'] });
    board.report();
    const res = await post(app, `/api/games/${id}/hint`, { token: null });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.game).toMatchObject({ id, hints: 1, log: [] });
    expect(body.events).toContainEqual(expect.objectContaining({ type: 'hint', move: 'KI片KU', by: 'bot', game: id }));
    expect(host.board('a')!.lights).toMatchObject({ KI: 'suggest', KU: 'suggest' });
    expect((await post(app, `/api/games/${id}/hint`)).json().game.hints).toBe(2); // the operator may ask too
  });

  it('gives a legal move chosen by rule on a game with no bot, the same move when asked again', async () => {
    const id = start([], 'garden');
    const first = (await post(app, `/api/games/${id}/hint`, { token: null })).json();
    const again = (await post(app, `/api/games/${id}/hint`, { token: null })).json();
    const hint = first.events.find((e: { type: string }) => e.type === 'hint');
    expect(hint).toMatchObject({ by: 'rule', move: expect.any(String), label: { en: expect.any(String), ja: expect.any(String) } });
    expect(again.events.find((e: { type: string }) => e.type === 'hint').move).toBe(hint.move);
    expect(again.game.hints).toBe(2);
    expect(host.play(id, hint.move)).toMatchObject({ ok: true }); // legal
  });

  it('answers 404 for an unknown game and 409 while the game waits for an entry', async () => {
    expect((await post(app, '/api/games/nope/hint', { token: null })).json()).toMatchObject({ statusCode: 404, code: 'unknown-game' });
    const id = start([], 'garden');
    host.play(id, 'plant A1');
    const res = await post(app, `/api/games/${id}/hint`, { token: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/waits for something other than a move/) });
  });
});
