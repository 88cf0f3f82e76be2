// 行山 played through the API by its actions alone, as a newcomer who reads no notation: on no board,
// every action a button in words (exchanges and big discards also as forms), the effects' choices
// as buttons in words; the casts of 筆, 巫 and 将 made by the host (virtual sticks) or counted in by
// the players (physical sticks).
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/** After every input: the game over, or something complete to press, every label in words. */
function checkOffered(game: FollowedGame): void {
  if (game.over) return;
  expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
  for (const a of game.actions) {
    expect(a.label.en.length).toBeGreaterThan(0);
    expect(a.label.ja.length).toBeGreaterThan(0);
    if (a.kind === 'move') expect(a.label.en).not.toBe(a.move);
    if (a.kind === 'choice') expect(a.label.en).not.toBe(a.choice);
  }
}

/** A player keen on the cards that cast (筆, 巫, 将): one is installed whenever it can be; else any button. */
function caster(game: FollowedGame, random: () => number): Action {
  const complete = game.actions.filter((a) => a.kind !== 'form' && a.kind !== 'entry');
  return complete.find((a) => a.label.en.includes('each turn a cast')) ?? complete[Math.floor(random() * complete.length)];
}

describe('行山 through its actions alone', () => {
  it('opens on P1\'s actions in words: a paid move, the end of the turn, the cards of its hand', async () => {
    running = await startActionsApp({ game: 'gyozan', options: { players: 2 }, seed: 2 });
    const game = await gameDetail(running.app, running.id);
    expect(game.awaiting).toBeNull();
    const labels = game.actions.map((a) => a.label.en);
    expect(labels).toContain('P1 pays 10 rice and moves the piece 1 square to LA');
    expect(labels).toContain('P1 ends the turn without moving the piece');
    expect(labels.some((l) => /^P1 discards .+ for \d+ rice$/.test(l))).toBe(true);
  });

  it.each([1, 2, 3])('plays a game for 2 to its end with virtual sticks (seed %i)', async (seed) => {
    running = await startActionsApp({ game: 'gyozan', options: { players: 2 }, seed });
    const { game, taken } = await followActions(running.app, running.id, { maxSteps: 400, seed, after: checkOffered });
    expect(game.over).toBe(true);
    expect(game.result?.reason).toMatch(/reaches the 皇山/);
    // Moves are logged; the answers to the effects' choices are not.
    expect(game.log).toHaveLength(taken.filter((a) => a.kind === 'move' || a.kind === 'form').length);
    for (const entry of game.log) expect(entry.label.en).not.toBe(entry.move);
    expect(game.log.at(-1)?.label.en).toMatch(/the 皇山 \(ZO\), and P\d wins$/);
  });

  it('plays a game for 2 to its end with physical sticks, each cast counted in; a rich start brings forms', async () => {
    running = await startActionsApp({ game: 'gyozan', options: { players: 2, rice: 40, sticks: 'physical' }, seed: 6 });
    const opening = await gameDetail(running.app, running.id);
    // 40 rice buy up to 8 coins: 1, 2, 3 and 8 as buttons, any amount by a form.
    const exchanges = opening.actions.filter((a) => (a.kind === 'move' || a.kind === 'form') && a.group?.en.startsWith('Exchange rice for coins'));
    expect(exchanges.map((a) => (a.kind === 'move' ? a.move : a.kind))).toEqual(['exchange 1', 'exchange 2', 'exchange 3', 'exchange 8', 'form']);
    const { game, taken } = await followActions(running.app, running.id, { maxSteps: 600, seed: 6, pick: caster, after: checkOffered });
    expect(game.over).toBe(true);
    expect(taken.some((a) => a.kind === 'sticks')).toBe(true);
  });
});
