// 獣裁 and 連撃獣裁 in a newcomer's hands, on a desktop screen and a phone (Debian's Chromium
// through playwright-core, against the whole product in this process), every game started from
// the new-game form through its option fields:
// - 獣裁 with no board, 2 players: P1 stakes through the "another amount" form, P2 by the button
//   of that stake, both throw virtual sticks; the picture shows each cast and who took the pot;
// - 連撃獣裁 with no board: a round with a throw again and a stop for each player;
// - 獣裁 on the simulated board with physical sticks: the heads entered by the buttons of the
//   awaited cast; the picture beside the board says what its lights mean, the key names them.
// The host's seed is fixed: the virtual sticks fall 2, 4, 3… heads.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAction, newcomer, notationUntouched, openActionForm, startFromFields, type Screen } from '../../dashboard/testing/newcomer.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';
import { fitsTheScreen, pictureShows } from '../testing/newcomer-sticks.ts';

const TOKEN = 'newcomer-jusai-token-5531';
const SEED = 2;
const STEP_MS = 10_000;

const rig = useNewcomerRig({ seed: SEED, token: TOKEN });

const SCREENS: Screen[] = ['desktop', 'phone'];

/** The purses in the picture, in seat order: "P1 43". */
const purses = (page: Page) => page.locator('#picture .purse').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-player')} ${r.getAttribute('data-purse')}`));

/** Plays a move by its button, named by its whole words. */
const play = (page: Page, words: string) => clickAction(page, new RegExp(`^${words.replace(/[()]/g, '\\$&')}$`), STEP_MS);

describe('獣裁 and 連撃獣裁 in a newcomer’s hands', () => {
  for (const screen of SCREENS) {
    it(`on a ${screen}: 獣裁 staked by the form and a button, both throw, the pot goes to the higher throw`, async () => {
      const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
      const { page } = n;
      await startFromFields(page, { board: '', game: 'jusai', fields: { balance: '50' } }, STEP_MS);
      await pictureShows(page, '.sticks-board[data-game=jusai] .sticks-status[data-pot="0"][data-ante=""]', STEP_MS);
      expect(await purses(page)).toEqual(['P1 50', 'P2 50']);
      expect(await page.textContent('#picture .sticks-turn')).toContain('P1 and P2 to stake');

      // P1 sets the stake through the form; P2 is offered that stake alone.
      const form = await openActionForm(page, 'P1 stakes another amount', STEP_MS);
      await form.locator('input[data-field=amount]').fill('7');
      await form.locator('button[type=submit]').click();
      await pictureShows(page, '.sticks-status[data-pot="7"][data-ante="7"]', STEP_MS);
      expect(await page.textContent('#picture .purse[data-player=P1] .purse-status')).toBe('staked 7');
      await play(page, 'P2 stakes 7');
      await pictureShows(page, '.sticks-status[data-pot="14"]', STEP_MS);
      await pictureShows(page, '.purse[data-player=P1][data-turn=true]', STEP_MS);
      expect(await purses(page)).toEqual(['P1 43', 'P2 43']);
      await n.shot('jusai-staked');

      await play(page, 'P1 throws the sticks');
      await pictureShows(page, '.last-cast[data-player=P1][data-heads="2"]', STEP_MS);
      expect(await page.textContent('#picture .last-cast figcaption')).toBe('P1 threw for the pot of 14: 2 of 5 heads up');
      expect(await page.textContent('#picture .purse[data-player=P1] .purse-status')).toBe('threw 2');
      await n.shot('jusai-p1-threw');

      await play(page, 'P2 throws the sticks');
      await pictureShows(page, '.last-cast[data-player=P2][data-heads="4"]', STEP_MS);
      await pictureShows(page, '.sticks-result[data-winners=P2][data-pot="14"]', STEP_MS);
      expect(await page.locator('#picture .last-cast .stick.heads').count()).toBe(4);
      expect(await page.textContent('#picture .sticks-result')).toContain('Round 1: P1 threw 2, P2 threw 4. P2 takes the pot of 14.');
      expect(await purses(page)).toEqual(['P1 43', 'P2 57']);
      expect(await page.getAttribute('#picture .purse[data-player=P2]', 'data-winner')).toBe('true');
      expect(await page.textContent('#picture .sticks-turn')).toContain('P1 and P2 to stake');
      for (const mark of ['stick-heads', 'stick-tails', 'turn', 'winner']) expect(await page.locator(`#legend li[data-mark="${mark}"]`).count()).toBe(1);
      expect(await page.locator('#legend li[data-role]').count()).toBe(0);
      await n.shot('jusai-result');

      expect(await fitsTheScreen(page)).toBe(true);
      expect(await notationUntouched(page)).toBe(true);
      expect(n.errors).toEqual([]);
      await n.close();
    }, 45_000);

    it(`on a ${screen}: a round of 連撃獣裁, each player throwing again and stopping`, async () => {
      const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
      const { page } = n;
      await startFromFields(page, { board: '', game: 'rengeki-jusai' }, STEP_MS);
      await pictureShows(page, '.sticks-board[data-game=rengeki-jusai]', STEP_MS);
      await play(page, 'P1 stakes 10');
      await play(page, 'P2 stakes 10');
      await pictureShows(page, '.sticks-status[data-pot="20"]', STEP_MS);

      await play(page, 'P1 throws the sticks');
      await pictureShows(page, '.sticks-streak[data-player=P1][data-streak="2"][data-throws="1"]', STEP_MS);
      await play(page, 'P1 throws again (running total 2; 0 or 1 heads loses it)');
      await pictureShows(page, '.sticks-streak[data-streak="6"][data-throws="2"]', STEP_MS);
      expect(await page.textContent('#picture .last-cast figcaption')).toBe('P1 threw for the pot of 20 (throw 2: running total 6): 4 of 5 heads up');
      expect(await page.textContent('#picture .sticks-turn')).toContain('P1 throws again or stops at 6');
      await n.shot('rengeki-running-total');
      await play(page, 'P1 stops at 6');
      await pictureShows(page, '.purse[data-player=P2][data-turn=true]', STEP_MS);
      expect(await page.textContent('#picture .purse[data-player=P1] .purse-status')).toBe('total 6');
      expect(await page.locator('#picture .sticks-streak').count()).toBe(0);

      await play(page, 'P2 throws the sticks');
      await pictureShows(page, '.sticks-streak[data-player=P2][data-streak="3"]', STEP_MS);
      await play(page, 'P2 stops at 3');
      await pictureShows(page, '.sticks-result[data-winners=P1][data-pot="20"]', STEP_MS);
      expect(await page.textContent('#picture .sticks-result')).toContain('Round 1: P1 total 6, P2 total 3. P1 takes the pot of 20.');
      expect(await purses(page)).toEqual(['P1 110', 'P2 90']);
      await n.shot('rengeki-result');

      expect(await fitsTheScreen(page)).toBe(true);
      expect(await notationUntouched(page)).toBe(true);
      expect(n.errors).toEqual([]);
      await n.close();
    }, 45_000);

    it(`on a ${screen}: 獣裁 on the board with physical sticks, the heads entered by the cast’s buttons`, async () => {
      const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
      const { page } = n;
      await startFromFields(page, { board: SIM_BOARD_ID, game: 'jusai', physical: true }, STEP_MS);
      await pictureShows(page, `.sticks-board-key[data-board="${SIM_BOARD_ID}"]`, STEP_MS);
      await page.waitForSelector('#board svg', { timeout: STEP_MS });
      // The key names what the board will light before it lights it (the heads of a cast, a total).
      for (const role of ['heads', 'gold', 'score']) expect(await page.locator(`#legend li[data-role="${role}"]`).count()).toBe(1);
      await play(page, 'P1 stakes 5');
      await play(page, 'P2 stakes 5');
      await play(page, 'P1 throws the sticks');
      // The game waits for the sticks thrown at the table: the picture says who throws.
      await pictureShows(page, '.sticks-turn[data-phase=cast]', STEP_MS);
      expect(await page.textContent('#picture .sticks-turn')).toContain('P1 is throwing: how many heads?');
      await page.waitForSelector('#awaiting button.sticks[data-heads="3"]', { timeout: STEP_MS });
      await n.shot('jusai-physical-cast');
      await page.click('#awaiting button.sticks[data-heads="3"]');
      await pictureShows(page, '.last-cast[data-player=P1][data-heads="3"]', STEP_MS);
      await play(page, 'P2 throws the sticks');
      await page.waitForSelector('#awaiting button.sticks[data-heads="1"]', { timeout: STEP_MS });
      await page.click('#awaiting button.sticks[data-heads="1"]');
      await pictureShows(page, '.sticks-result[data-winners=P1][data-pot="10"]', STEP_MS);
      expect(await page.locator('#picture .last-cast[data-player=P2] .stick.heads').count()).toBe(1);
      expect(await purses(page)).toEqual(['P1 105', 'P2 95']);
      // The board lights the last cast (A1) and the winner (A2); the key names the lights.
      await page.waitForFunction(() => document.querySelectorAll('#legend li[data-role=gold]').length === 1, undefined, { timeout: STEP_MS });
      expect(rig.sim.host.board(SIM_BOARD_ID)!.lights).toMatchObject({ A1: 'heads', A2: 'gold', B2: 'score' });
      for (const role of ['heads', 'selected', 'gold', 'score', 'target', 'error']) expect(await page.locator(`#legend li[data-role="${role}"]`).count()).toBe(1);
      await n.shot('jusai-physical-board');

      expect(await fitsTheScreen(page)).toBe(true);
      expect(await notationUntouched(page)).toBe(true);
      expect(n.errors).toEqual([]);
      await n.close();
    }, 45_000);
  }
});
