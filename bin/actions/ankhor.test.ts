// Ankh'or played through the API by its actions alone, on no board (every move is an action): a
// newcomer's game from the first take to the final scoring, by buttons, choices and entries, as
// the dashboard offers them. Also with tiles entered from real piles (each tile turned up is an
// entry filled from its form).
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, valueFromSchema, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/** At every step something complete is offered (a button or a choice) unless an entry is awaited; no button reads as notation. */
function checkStep(game: FollowedGame): void {
  if (game.over) return;
  const awaitingEntry = game.actions.some((a) => a.kind === 'entry');
  if (!awaitingEntry) expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
  for (const a of game.actions) {
    expect(a.label.en.length).toBeGreaterThan(0);
    expect(a.label.ja.length).toBeGreaterThan(0);
    if (a.kind === 'move') expect(a.label.en).not.toBe(a.move);
  }
}

describe('Ankh’or by its actions alone', () => {
  for (const seed of [1, 2]) {
    it(`plays a 2-player game to its end (seed ${seed})`, async () => {
      running = await startActionsApp({ game: 'ankhor', options: { players: 2 }, seed });
      const kinds = new Set<string>();
      const { game, steps } = await followActions(running.app, running.id, {
        maxSteps: 3000,
        seed,
        after: (g: FollowedGame, a: Action) => { kinds.add(a.kind); checkStep(g); },
      });
      expect(game.over).toBe(true);
      expect(game.result).not.toBeNull();
      expect(steps).toBeGreaterThan(20);
      expect(kinds.has('move')).toBe(true);
      // The log reads in words.
      expect(game.log.every((l) => l.label.en !== l.move)).toBe(true);
    });
  }

  it('plays a game whose tiles are entered from real piles, each tile filled from its form', async () => {
    running = await startActionsApp({ game: 'ankhor', options: { players: 2, deal: 'entered' }, seed: 5 });
    let entries = 0;
    const colours = new Set<unknown>();
    const { game } = await followActions(running.app, running.id, {
      maxSteps: 4000,
      seed: 5,
      // A tile turned up: a face picked from the form's own choices (a refused one, e.g. a desert
      // showing an animal, is filled again); the price board: its example, a valid layout.
      fill: (action, _game, random) => {
        if (action.kind !== 'entry' || !('color' in ((action.form.schema.properties as Record<string, unknown>) ?? {}))) return undefined;
        const tile = valueFromSchema(action.form.schema, random) as { color: unknown };
        colours.add(tile.color);
        return tile;
      },
      after: (g: FollowedGame, a: Action) => { if (a.kind === 'entry') entries++; checkStep(g); },
    });
    expect(game.over).toBe(true);
    // The price board and at least the six tiles of the first row.
    expect(entries).toBeGreaterThan(6);
    expect(colours.size).toBeGreaterThan(1);
  });
});
