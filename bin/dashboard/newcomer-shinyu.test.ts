// 新遊 in a newcomer's hands, on a desktop screen and a phone (Debian's Chromium through
// playwright-core, against the whole product in this process): started with no board from the
// new-game form (3 players, the starting purse set in its field), every child bets through the
// buttons (one through the "another amount" form), the banker throws virtual sticks, and the
// picture shows the cast as it fell and the sheet with the winning number; then a second round.
// The host's seed is fixed: the banker throws 2 heads, then 4.
import { describe, expect, it } from 'vitest';
import { clickAction, newcomer, notationUntouched, openActionForm, startFromFields, type Screen } from '../../dashboard/testing/newcomer.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';
import { fitsTheScreen, pictureShows } from '../testing/newcomer-sticks.ts';

const TOKEN = 'newcomer-shinyu-token-8842';
const SEED = 2;
const STEP_MS = 10_000;

const rig = useNewcomerRig({ seed: SEED, token: TOKEN });

const SCREENS: Screen[] = ['desktop', 'phone'];

describe('新遊 in a newcomer’s hands', () => {
  for (const screen of SCREENS) {
    it(`on a ${screen}: children bet by buttons and a form, the banker throws, the sheet marks the number and what was paid; a second round`, async () => {
      const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
      const { page } = n;
      await startFromFields(page, { board: '', game: 'shinyu', fields: { balance: '60' } }, STEP_MS);
      await pictureShows(page, '.shinyu-sheet[data-round="1"][data-settled=false]', STEP_MS);
      expect(await page.locator('#picture .sheet-cell').count()).toBe(6);
      expect(await page.locator('#picture .sheet-cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-payout')))).toEqual(['8', '4', '2', '2', '4', '8']);
      expect(await page.textContent('#picture .sticks-status')).toContain('Banker (親): P1');
      expect(await page.locator('#picture .purse[data-turn=true]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-player')))).toEqual(['P2', 'P3']);
      expect(await page.textContent('#picture .sticks-no-cast')).toContain('No sticks thrown yet');

      // Round 1: P2 by a button, P3 through the "another amount" form.
      await clickAction(page, 'P2 bets 10 on 2 heads', STEP_MS);
      await pictureShows(page, '.sheet-cell[data-heads="2"] .sheet-bet[data-player=P2][data-amount="10"]', STEP_MS);
      const form = await openActionForm(page, 'P3 bets another amount', STEP_MS);
      await form.locator('select[data-field=heads]').selectOption('0');
      await form.locator('input[data-field=amount]').fill('5');
      await form.locator('button[type=submit]').click();
      await pictureShows(page, '.sheet-cell[data-heads="0"] .sheet-bet[data-player=P3][data-amount="5"]', STEP_MS);
      await pictureShows(page, '.purse[data-player=P1][data-turn=true]', STEP_MS);
      expect(await page.textContent('#picture .sticks-turn')).toContain('P1 (the banker) throws');
      expect(await page.getAttribute('#picture .purse[data-player=P3]', 'data-purse')).toBe('55');
      expect(await page.textContent('#scores')).toContain('P2 bets: 10 on 2 heads (pays ×2)');
      await n.shot('shinyu-bets');

      await clickAction(page, 'P1 (the banker) throws the sticks', STEP_MS);
      await pictureShows(page, '.shinyu-sheet[data-round="1"][data-settled=true]', STEP_MS);
      expect(await page.locator('#picture .last-cast[data-player=P1][data-heads="2"] .stick.heads').count()).toBe(2);
      expect(await page.textContent('#picture .last-cast figcaption')).toBe('P1 (the banker) threw for round 1: 2 of 5 heads up');
      expect(await page.getAttribute('#picture .sheet-cell[data-won=true]', 'data-heads')).toBe('2');
      expect(await page.getAttribute('#picture .sheet-bet[data-player=P2]', 'data-paid')).toBe('20');
      expect(await page.getAttribute('#picture .sheet-bet[data-player=P3]', 'data-paid')).toBe('0');
      expect(await page.locator('#picture .purse').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-player')} ${r.getAttribute('data-purse')}`))).toEqual(['P1 55', 'P2 70', 'P3 55']);
      expect(await page.getAttribute('#picture .purse[data-player=P2]', 'data-winner')).toBe('true');
      expect(await page.textContent('#picture .sticks-result')).toContain('Round 1: 2 heads. P2 won 20 (10 on 2 heads, ×2); P3 lost 5 (on 0 heads). P1 (the banker) −5.');
      // The key: the picture's marks; no board, so no lights.
      for (const mark of ['stick-heads', 'stick-tails', 'turn', 'winner', 'won-number']) expect(await page.locator(`#legend li[data-mark="${mark}"]`).count()).toBe(1);
      expect(await page.locator('#legend li[data-role]').count()).toBe(0);
      await n.shot('shinyu-round1');

      // Round 2: both by buttons; the sheet shows the new bets, then the banker's 4 heads.
      await clickAction(page, 'P3 bets 10 on 1 head', STEP_MS);
      await pictureShows(page, '.shinyu-sheet[data-round="2"][data-settled=false] .sheet-cell[data-heads="1"] .sheet-bet[data-player=P3]', STEP_MS);
      await clickAction(page, 'P2 bets 10 on 4 heads', STEP_MS);
      await pictureShows(page, '.sheet-cell[data-heads="4"] .sheet-bet[data-player=P2]', STEP_MS);
      await clickAction(page, 'P1 (the banker) throws the sticks', STEP_MS);
      await pictureShows(page, '.shinyu-sheet[data-round="2"][data-settled=true]', STEP_MS);
      expect(await page.locator('#picture .last-cast[data-heads="4"] .stick.heads').count()).toBe(4);
      expect(await page.getAttribute('#picture .sheet-cell[data-won=true]', 'data-heads')).toBe('4');
      expect(await page.getAttribute('#picture .sheet-cell[data-heads="4"] .sheet-bet[data-player=P2]', 'data-paid')).toBe('40');
      expect(await page.locator('#picture .purse').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-player')} ${r.getAttribute('data-purse')}`))).toEqual(['P1 35', 'P2 100', 'P3 45']);
      expect(await page.textContent('#picture .sticks-turn')).toContain('P2 and P3 to bet');
      await n.shot('shinyu-round2');

      expect(await fitsTheScreen(page)).toBe(true);
      expect(await notationUntouched(page)).toBe(true);
      expect(n.errors).toEqual([]);
      await n.close();
    }, 45_000);
  }
});
