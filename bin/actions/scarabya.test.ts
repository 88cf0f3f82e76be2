// Scarabya played through the API by its actions alone, on no board, as a newcomer who reads no
// notation: every placement a button (or, with four sites, a form listing every placement).
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/** After every input: the game is over, or some complete action (a button) is offered. */
function someButton(game: FollowedGame): void {
  if (game.over) return;
  expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
}

/** The log names every placement in words, never in notation. */
function logInWords(game: FollowedGame): void {
  expect(game.log.length).toBeGreaterThan(0);
  for (const entry of game.log) {
    expect(entry.label.en).not.toBe(entry.move);
    expect(entry.label.en).toMatch(/(^|: )[Tt]he [A-Z] on [A-J]\d+/);
    expect(entry.label.ja).toMatch(/字を [A-J]\d+/);
  }
}

describe('Scarabya by its actions alone', () => {
  for (const seed of [1, 2]) {
    it(`plays a whole solo game (seed ${seed})`, async () => {
      running = await startActionsApp({ game: 'scarabya', options: { mode: 'solo', siteSeed: seed }, seed });
      const first = await gameDetail(running.app, running.id);
      expect(first.actions.length).toBeGreaterThan(0);
      expect(first.actions.every((a) => a.kind === 'move' && a.group !== undefined)).toBe(true);
      const { game, steps } = await followActions(running.app, running.id, { maxSteps: 40, seed, after: someButton });
      expect(game.over).toBe(true);
      expect(steps).toBeGreaterThan(3);
      expect(steps).toBeLessThanOrEqual(12);
      logInWords(game);
    });
  }

  it('plays a whole one-to-one game', async () => {
    running = await startActionsApp({ game: 'scarabya', options: { mode: 'one-to-one', siteSeed: 5 }, seed: 3 });
    const { game } = await followActions(running.app, running.id, { maxSteps: 40, seed: 3, after: someButton });
    expect(game.over).toBe(true);
    expect(game.result?.reason).toMatch(/P[12]/);
    logInWords(game);
    // Players alternate: the log names them in turn.
    expect(game.log.slice(0, 2).map((e) => e.label.en.slice(0, 3))).toEqual(['P1:', 'P2:']);
  });

  it('plays four sites through the forms that list every placement', async () => {
    running = await startActionsApp({ game: 'scarabya', options: { mode: 'standard', players: 4, siteSeed: 3, missions: ['L', 'N', 'X'] }, seed: 1 });
    const first = await gameDetail(running.app, running.id);
    const forms = first.actions.filter((a) => a.kind === 'form');
    expect(forms.map((f) => f.label.en)).toEqual([1, 2, 3, 4].map((p) => `P${p}: the L anywhere (every placement)`));
    expect(first.actions.filter((a) => a.kind === 'move').length).toBeLessThanOrEqual(200);
    // A form when there is one, else a button: forms are filled from their list of placements.
    const pick = (game: FollowedGame, random: () => number): Action => {
      const withForm = game.actions.filter((a) => a.kind === 'form');
      const from = withForm.length > 0 ? withForm : game.actions;
      return from[Math.floor(random() * from.length)];
    };
    const { game, taken } = await followActions(running.app, running.id, { maxSteps: 20, seed: 4, pick, after: someButton });
    expect(game.over).toBe(true);
    expect(taken.filter((a) => a.kind === 'form').length).toBeGreaterThan(0);
    expect(taken.length).toBe(12);
    logInWords(game);
  });
});
