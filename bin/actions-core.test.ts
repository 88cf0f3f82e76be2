// The actions a game offers through the API (host/games/actions.ts), on the games that show each
// kind: moves of a game with no board, a choice, the heads of a physical cast, an entry, the
// confirmation of a move the board shows in part; and a game followed by its actions alone to its end.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, requestOf } from '../dashboard/testing/follow-actions.ts';
import { post } from '../dashboard/testing/inject.ts';
import { startActionsApp, type ActionsApp } from './testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

describe('actions', () => {
  it('offers every move of a game with no board as a button, in words, and each is accepted as it is', async () => {
    running = await startActionsApp({ game: 'free', options: { limit: 2 } });
    const game = await gameDetail(running.app, running.id);
    const moves = game.actions.filter((a) => a.kind === 'move');
    expect(moves.length).toBeGreaterThan(0);
    for (const a of game.actions) expect(a.label.en.length).toBeGreaterThan(0);
    const first = moves[0];
    const { route, body } = requestOf(first);
    const res = await post(running.app, `/api/games/${running.id}/${route}`, { body });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { game: { log: { move: string; label: unknown }[] } }).game.log).toEqual([{ move: first.kind === 'move' ? first.move : '', label: expect.objectContaining({ en: expect.any(String), ja: expect.any(String) }) }]);
  });

  it('offers the heads of a physical cast, one button per count', async () => {
    running = await startActionsApp({ game: 'free', options: { add: true, colors: ['red', 'black'], cast: 2, sticks: 'physical' } });
    const put = await post(running.app, `/api/games/${running.id}/moves`, { body: { move: '+B2:red' } });
    expect(put.statusCode).toBe(200);
    const game = await gameDetail(running.app, running.id);
    expect(game.awaiting).toMatchObject({ type: 'pending' });
    expect(game.actions).toEqual([0, 1, 2].map((heads) => ({ kind: 'sticks', sticks: heads, label: expect.objectContaining({ en: expect.stringContaining(`${heads} head`) }) })));
  });

  it('offers an entry as a form', async () => {
    running = await startActionsApp({ game: 'garden' });
    const planted = await post(running.app, `/api/games/${running.id}/moves`, { body: { move: 'plant A1' } });
    expect(planted.statusCode).toBe(200);
    const game = await gameDetail(running.app, running.id);
    expect(game.actions).toEqual([{ kind: 'entry', label: expect.any(Object), form: expect.objectContaining({ schema: expect.objectContaining({ type: 'object' }) }) }]);
  });

  it('plays a game of a size no built-in board has when it is played on no board (free on 4×4)', async () => {
    running = await startActionsApp({ game: 'free', options: { rows: 4, cols: 4, limit: 3 } });
    const { game } = await followActions(running.app, running.id, { maxSteps: 10, seed: 2 });
    expect(game.over).toBe(true);
    expect((game.view as { geometry: unknown }).geometry).toEqual({ rows: 4, cols: 4 });
  });

  it('plays a game to its end following its actions alone', async () => {
    running = await startActionsApp({ game: 'garden' });
    const { game, steps } = await followActions(running.app, running.id, { maxSteps: 400, seed: 3 });
    expect(game.over).toBe(true);
    expect(steps).toBeGreaterThan(4);
  });
});
