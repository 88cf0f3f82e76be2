// Garden played through the API by its actions alone, as a newcomer who reads no notation: the
// buttons in words, the seed entry as a form listing only the seeds left, to the end of the game.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, pickAtRandom, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { post } from '../../dashboard/testing/inject.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

type Supply = Record<string, number>;
const supplyOf = (game: FollowedGame): Supply => (game.view as { supply: Supply }).supply;
const seedsListed = (action: Action): unknown => action.kind === 'entry' ? (action.form.schema.properties as { seed: { enum: string[] } }).seed.enum : null;

/** After every input: a button to press, or else the one seed entry, listing the seeds left. */
function checkOffered(game: FollowedGame): void {
  if (game.over) return expect(game.actions).toEqual([]);
  if (game.awaiting?.type === 'entry') {
    expect(game.actions.map((a) => a.kind)).toEqual(['entry']);
    const left = Object.entries(supplyOf(game)).filter(([, n]) => n > 0).map(([seed]) => seed);
    expect(seedsListed(game.actions[0])).toEqual(left);
    expect(game.actions[0].label.en).toBe(`${game.toMove}: which seed did you draw?`);
    return;
  }
  const moves = game.actions.filter((a) => a.kind === 'move');
  expect(moves.length).toBeGreaterThan(0);
  expect(game.actions.length).toBe(moves.length);
  for (const a of moves) expect(a.label.en).not.toBe(a.kind === 'move' ? a.move : '');
}

describe('Garden by its actions alone', () => {
  it('plays games to their end over several seeds, a button at every step but the seed entry', async () => {
    for (const seed of [1, 2, 3]) {
      running = await startActionsApp({ game: 'garden', seed });
      const { game, steps } = await followActions(running.app, running.id, { maxSteps: 300, seed, after: checkOffered });
      expect(game.over).toBe(true);
      expect(game.result?.reason).toMatch(/both passed|gardens full/);
      expect(steps).toBeGreaterThan(1);
      await running.close();
      running = null;
    }
  });

  it('plays a long game down to an empty supply, every seed the form lists taken at once', async () => {
    running = await startActionsApp({ game: 'garden', options: { supply: 2 } });
    // Pass only when nothing else is left, so the seeds run out and the form lists fewer kinds.
    const pick = (game: FollowedGame, random: () => number): Action => {
      const unpassed = game.actions.filter((a) => !(a.kind === 'move' && a.move === 'pass'));
      return pickAtRandom(unpassed.length > 0 ? { ...game, actions: unpassed } : game, random);
    };
    const listed: number[] = [];
    let filled = 0;
    const fill = (action: Extract<Action, { kind: 'form' | 'entry' }>, _game: FollowedGame, random: () => number): unknown => {
      const seeds = seedsListed(action) as string[];
      listed.push(seeds.length);
      filled++;
      return { seed: seeds[Math.floor(random() * seeds.length)] };
    };
    const { game, taken } = await followActions(running.app, running.id, { maxSteps: 300, seed: 7, pick, fill, after: checkOffered });
    expect(game.over).toBe(true);
    expect(game.result?.reason).toBe('both passed');
    expect(supplyOf(game)).toEqual({ rose: 0, tulip: 0, daisy: 0 });
    const entries = taken.filter((a) => a.kind === 'entry').length;
    expect(entries).toBe(6);
    // Filled once each: a seed the form listed was never refused.
    expect(filled).toBe(entries);
    expect(listed.at(-1)).toBe(1);
    expect(game.log.map((l) => l.label.en)).toContain('P1 passes');
  });

  it('still refuses, with its reason, a seed sent through the API that the supply lacks', async () => {
    running = await startActionsApp({ game: 'garden', position: { supply: { rose: 0 } } });
    await post(running.app, `/api/games/${running.id}/moves`, { body: { move: 'plant B2' } });
    const game = await gameDetail(running.app, running.id);
    expect(game.actions.map(seedsListed)).toEqual([['tulip', 'daisy']]);
    const refused = await post(running.app, `/api/games/${running.id}/entries`, { body: { entry: { seed: 'rose' } } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('no rose is left in the supply');
  });
});
