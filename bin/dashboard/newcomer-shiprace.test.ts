// 連船之遊 in a newcomer's hands, on the 9×9 simulated board, in Chromium on a desktop screen and a
// phone: the game started from the new-game form (board, game, players by the option's field), a
// whole round played — the host's virtual sticks cast each turn; a ship sails by lifting it and
// putting it on a lit berth (clicks on the board's cells), what the board cannot see by the action
// buttons — then again with physical sticks, each cast's heads entered by a button. The picture
// must show the track (points, harbours, the way ships sail), the ships, the cast and what it
// reaches, each player's start and goal and each ship's cargo; the key names them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitNewGame } from '../../dashboard/testing/browser.ts';
import { clickAction, logLength, newcomer, notationUntouched, type Screen } from '../../dashboard/testing/newcomer.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-shiprace-token-2024';
const STEP_MS = 10_000;

// A fixed seed: the host's sticks fall the same every run.
const rig = useNewcomerRig({ seed: 4, token: TOKEN });

/** The new-game form as a newcomer fills it: the board, the game, 2 players by the field's stepper. */
async function startRace(page: Page, physical: boolean): Promise<void> {
  await page.selectOption('#setup-board', SIM_BOARD_ID);
  await page.selectOption('#setup-game', 'shiprace');
  const players = page.locator('#setup-options input[data-field$="players"]');
  await players.waitFor({ timeout: STEP_MS });
  await players.fill('3');
  await page.locator('#setup-options .stepper button').first().click(); // − : 3 → 2
  expect(await players.inputValue()).toBe('2');
  await page.setChecked('#setup-form input[name=physical]', physical);
  await submitNewGame(page, STEP_MS);
  await page.waitForSelector('#picture .sr-picture', { timeout: STEP_MS });
}

/** The picture's cast shows this many heads, for this turn. */
async function castShown(page: Page, heads: number): Promise<void> {
  await page.waitForSelector(`#picture .sr-cast[data-cast=now] figure.sticks-cast[data-heads="${heads}"]`, { timeout: STEP_MS });
}

/** The heads the host cast for the turn now, as the picture shows them. */
async function castNow(page: Page): Promise<number> {
  const figure = page.locator('#picture .sr-cast[data-cast=now] figure.sticks-cast');
  await figure.waitFor({ timeout: STEP_MS });
  return Number(await figure.getAttribute('data-heads'));
}

/** Sails a ship as on the table: lift it (a click on its cell), put it on a lit berth. */
async function sail(page: Page, from: string, moves: number): Promise<string> {
  const targets = page.locator('#board rect.hit[data-role=target]');
  await targets.first().waitFor({ state: 'attached', timeout: STEP_MS });
  await page.click(`#board rect.hit[data-cell=${from}]`);
  await page.waitForSelector(`#board g.piece.lifted[data-piece-cell=${from}]`, { timeout: STEP_MS });
  const to = (await targets.first().getAttribute('data-cell')) ?? '';
  await page.click(`#board rect.hit[data-cell=${to}]`);
  await logLength(page, moves, STEP_MS);
  return to;
}

/** What every picture of the race must show: the track, the harbours, the way, the key. */
async function checkTrack(page: Page): Promise<void> {
  expect(await page.locator('#board .sr-point').count()).toBe(19);
  for (const point of [1, 10, 19]) expect(await page.locator(`#board .sr-point[data-point="${point}"] .sr-point-number`).textContent()).toBe(String(point));
  // From the start to point 1, … , point 19 to the goal: 20 crossings.
  expect(await page.locator('#board .sr-arrow').count()).toBe(20);
  for (const p of ['P1', 'P2']) {
    await page.waitForSelector(`#board .sr-harbour[data-harbour=start][data-player=${p}]`);
    await page.waitForSelector(`#board .sr-harbour[data-harbour=goal][data-player=${p}]`);
    await page.waitForSelector(`#legend li[data-mark="ships-${p}"]`);
  }
  for (const mark of ['point', 'direction', 'start', 'goal']) await page.waitForSelector(`#legend li[data-mark=${mark}]`);
  await page.waitForSelector('#legend li[data-role=target]');
  // Nothing overflows sideways, on the phone neither.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function playRound(page: Page, shot: (name: string) => Promise<void>, physical: boolean): Promise<void> {
  const run = physical ? 'physical' : 'virtual';
  await startRace(page, physical);
  await checkTrack(page);
  // Every ship at the start, in its player's colour, with its cargo: P1's ship a carries 5.
  await page.waitForSelector('#board .sr-piece[data-ship=P1a][data-piece-cell=A1][data-cargo="5"]');
  await page.waitForSelector('#board .sr-piece[data-ship=P2c][data-piece-cell=F1][data-cargo="0"]');
  await page.waitForSelector('#picture .sr-player[data-player=P1][data-start="20"][data-goal="0"]');

  // P1's turn: the cast, then ship a sails on the board.
  let heads: number;
  if (physical) {
    await page.waitForSelector('#picture .sr-cast[data-cast=none]');
    await clickAction(page, /^4 heads$/, STEP_MS);
    await castShown(page, 4);
    heads = 4;
  } else {
    heads = await castNow(page);
  }
  await page.waitForSelector(`#picture .sr-reach li[data-reach-ship=P1a][data-reach-at="${heads}"]`);
  await shot(`shiprace-${run}-p1-cast`);
  const berth = await sail(page, 'A1', 1);
  await page.waitForSelector(`#board .sr-piece[data-ship=P1a][data-piece-cell=${berth}][data-cargo="${5 - heads}"]`, { timeout: STEP_MS });
  await page.waitForSelector(`#picture .sr-ship-row[data-ship=P1a][data-at="${heads}"][data-cargo="${5 - heads}"]`, { timeout: STEP_MS });
  expect(await page.locator(`#board .sr-point[data-point="${heads}"] rect.sr-berth[data-track-cell=${berth}]`).count()).toBe(1);

  // P2's turn: the cast (physical: 2 heads), then an action the board cannot see, by its button.
  if (physical) {
    await clickAction(page, /^2 heads$/, STEP_MS);
    await castShown(page, 2);
    await clickAction(page, /^P2's ship a takes 2 from the supply/, STEP_MS);
    await logLength(page, 2, STEP_MS);
    await page.waitForSelector('#picture .sr-ship-row[data-ship=P2a][data-cargo="7"]', { timeout: STEP_MS });
  } else {
    await castNow(page);
    await page.waitForSelector('#picture .sr-status >> text=P2 to move', { timeout: STEP_MS });
    await clickAction(page, /^P2 builds ship b/, STEP_MS);
    await logLength(page, 2, STEP_MS);
    await page.waitForSelector('#picture .sr-player[data-player=P2][data-start="15"]', { timeout: STEP_MS });
    await page.waitForSelector('#board .sr-piece[data-ship=P2b][data-cargo="5"]', { timeout: STEP_MS });
  }

  // Round 2 begins with P1's cast: the picture shows the last cast until it is made.
  await page.waitForSelector('#picture .sr-status >> text=Round 2 · P1 to move', { timeout: STEP_MS });
  if (physical) {
    await page.waitForSelector('#picture .sr-cast[data-cast=last] figure.sticks-cast[data-heads="2"]', { timeout: STEP_MS });
  } else {
    await castNow(page);
  }
  await shot(`shiprace-${run}-round-2`);
}

describe('連船之遊 in a newcomer’s hands, on the 9×9 simulated board', () => {
  for (const screen of ['desktop', 'phone'] as Screen[]) {
    it(`plays a round with the host's sticks, then one with physical sticks, on the ${screen}`, async () => {
      const who = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
      // The host's sticks: ships sailed on the board, the rest by buttons.
      await playRound(who.page, who.shot, false);
      // Physical sticks: each cast's heads entered by a button.
      await playRound(who.page, who.shot, true);
      expect(await notationUntouched(who.page)).toBe(true);
      expect(who.errors).toEqual([]);
      await who.close();
    }, 60_000);
  }
});
