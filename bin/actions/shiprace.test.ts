// 連船之遊 played through the API by its actions alone, as a newcomer who reads no notation: on no
// board, every action a button in words. With virtual sticks the host casts each turn's sticks
// (the opening one too), so the game always waits for an action; with physical sticks the players
// count each cast in (a `sticks` button) before the action.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/**
 * A player who sails on, reading the buttons' words: a ship bringing 8 or more to the goal, an empty
 * ship brought back from the goal, a big cast (3 or more) sailing a ship that keeps 8 or more on
 * board, a supply that fits, then any sailing or a build; now and then any action at all (raids,
 * unloads, passes), so every kind of button is pressed.
 */
function sailor(game: FollowedGame, random: () => number): Action {
  const complete = game.actions.filter((a) => a.kind !== 'form' && a.kind !== 'entry');
  const any = () => complete[Math.floor(random() * complete.length)];
  if (complete.some((a) => a.kind !== 'move') || random() < 0.1) return any();
  const heads = (game.view as { cast: number }).cast;
  const first = (test: (en: string) => boolean) => complete.find((a) => test(a.label.en));
  const number = (pattern: RegExp) => (en: string) => Number(pattern.exec(en)?.[1] ?? -1);
  const kept = number(/(\d+) left on board/);
  const unloads = number(/unloads (\d+) there/);
  const fits = (en: string) => {
    const supply = /\((\d+) → (\d+) on board\)/.exec(en);
    return supply !== null && Number(supply[2]) > Number(supply[1]);
  };
  return (
    first((en) => unloads(en) >= 8) ??
    first((en) => en.includes('back empty from the goal')) ??
    (heads >= 3 ? first((en) => kept(en) >= 8) : undefined) ??
    first(fits) ??
    first((en) => unloads(en) >= 0 || kept(en) >= 1) ??
    first((en) => en.includes(' builds ship ')) ??
    any()
  );
}

/** After every input: the game over, or something complete to press (the notation is never needed). */
function checkOffered(game: FollowedGame): void {
  if (game.over) return;
  expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
  for (const a of game.actions) {
    expect(a.label.en.length).toBeGreaterThan(0);
    expect(a.label.ja.length).toBeGreaterThan(0);
    if (a.kind === 'move') expect(a.label.en).not.toBe(a.move);
  }
}

describe('連船之遊 through its actions alone', () => {
  it('opens waiting for P1\'s action: the host has cast the sticks', async () => {
    running = await startActionsApp({ game: 'shiprace', options: { players: 2 }, seed: 4 });
    const game = await gameDetail(running.app, running.id);
    expect(game.awaiting).toBeNull();
    expect(game.toMove).toBe('P1');
    expect(game.actions.length).toBeGreaterThan(0);
    expect(game.actions.every((a) => a.kind === 'move')).toBe(true);
    expect(game.actions.map((a) => a.label.en)).toContainEqual(expect.stringMatching(/^P1's ship a /));
  });

  it.each([1, 2, 3])('plays a game for 2 to its end with virtual sticks (seed %i)', async (seed) => {
    running = await startActionsApp({ game: 'shiprace', options: { players: 2 }, seed });
    const { game, steps, taken } = await followActions(running.app, running.id, { maxSteps: 400, seed, pick: sailor, after: checkOffered });
    expect(game.over).toBe(true);
    expect(game.result?.reason).toMatch(/brought the most to the goal|share the win/);
    // Every turn is one action: the casts are the host's.
    expect(taken.every((a) => a.kind === 'move')).toBe(true);
    expect(game.log).toHaveLength(steps);
    for (const entry of game.log) expect(entry.label.en).not.toBe(entry.move);
    expect(game.log.some((e) => e.label.en.includes('to the goal'))).toBe(true);
  });

  it('plays a game for 2 to its end with physical sticks: each cast counted in, then the action', async () => {
    running = await startActionsApp({ game: 'shiprace', options: { players: 2, sticks: 'physical' }, seed: 5 });
    const opening = await gameDetail(running.app, running.id);
    expect(opening.awaiting).toMatchObject({ type: 'pending', for: 'cast', sticks: 5 });
    expect(opening.actions.map((a) => (a.kind === 'sticks' ? a.sticks : null))).toEqual([0, 1, 2, 3, 4, 5]);
    const { game, taken } = await followActions(running.app, running.id, { maxSteps: 800, seed: 5, pick: sailor, after: checkOffered });
    expect(game.over).toBe(true);
    // Casts and actions alternate: a cast opens every turn.
    const kinds = taken.map((a) => a.kind);
    expect(kinds.filter((_, i) => i % 2 === 0).every((k) => k === 'sticks')).toBe(true);
    expect(kinds.filter((_, i) => i % 2 === 1).every((k) => k === 'move')).toBe(true);
  });
});
