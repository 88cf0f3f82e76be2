// Cetkaik played through the API by its actions alone, on no board, as a newcomer who reads no
// notation would: a one-season game ({"seasons": 1}) from the first move to its end. A random
// follower rarely ends a season (only 終季 does, after a capture forms a hand), so the pick here
// prefers 終季 (taxot), then captures (the moves whose words say "takes"), then any button.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

const complete = (a: Action) => a.kind !== 'form' && a.kind !== 'entry';

/** 終季 when offered, else a capture, else any complete action, at random among equals. */
function preferTaxotAndCaptures(game: FollowedGame, random: () => number): Action {
  const choose = (from: Action[]) => from[Math.floor(random() * from.length)];
  const taxot = game.actions.find((a) => a.kind === 'choice' && a.choice === 'taxot');
  if (taxot) return taxot;
  const captures = game.actions.filter((a) => a.kind === 'move' && / takes /.test(a.label.en));
  if (captures.length > 0) return choose(captures);
  return choose(game.actions.filter(complete));
}

describe('Cetkaik through its actions alone', () => {
  it.each([
    ['y1huap1', 3],
    ['cerke_online', 5],
    ['kyouiku', 8],
  ])('plays a one-season game (%s, seed %i) to its end', async (ruleset, seed) => {
    running = await startActionsApp({ game: 'cetkaik', options: { seasons: 1, ruleset }, seed });
    const seen = { moves: 0, choices: 0, forms: 0 };
    const { game, steps, taken } = await followActions(running.app, running.id, {
      maxSteps: 600,
      seed,
      pick: preferTaxotAndCaptures,
      after: (now) => {
        if (now.over) return;
        // Something complete is always offered (the sticks are cast by the host: virtual).
        expect(now.actions.some(complete), JSON.stringify(now.awaiting)).toBe(true);
        for (const a of now.actions) {
          expect(a.label.en.length).toBeGreaterThan(0);
          expect(a.label.ja.length).toBeGreaterThan(0);
          if (a.kind === 'move') {
            expect(a.label.en).not.toBe(a.move);
            expect(a.group?.en.length).toBeGreaterThan(0);
            seen.moves++;
          }
          if (a.kind === 'choice') {
            expect(a.label.en).not.toBe(a.choice);
            seen.choices++;
          }
          if (a.kind === 'form') seen.forms++;
        }
      },
    });
    expect(game.over).toBe(true);
    expect(game.result).toMatchObject({ reason: expect.any(String) });
    expect(steps).toBeGreaterThan(2);
    expect(taken.some((a) => a.kind === 'choice' && a.choice === 'taxot') || game.result?.reason === 'a score reached 0').toBe(true);
    // The log names the moves in words.
    expect(game.log.length).toBeGreaterThan(0);
    for (const entry of game.log) expect(entry.label.en).not.toBe(entry.move);
    expect(seen.moves).toBeGreaterThan(0);
  }, 20_000);
});
