// The dashboard's inputs for what the board cannot sense, in a real browser (Debian's Chromium
// through playwright-core) against the whole product on a simulated board: an entry drawn as a
// form (offering only what may be entered), a move waiting for a confirmation, a move
// entered in the game's notation, and a game started with no board at all. Garden is the guide's
// example game; its two gardens lie side by side on one 9×9 board.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { launchChromium, logHas as logHasMove, signInAsOperator, startFromForm, typeMove } from '../../dashboard/testing/browser.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'browser-inputs-token-77';
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const STEP_MS = 10_000;

let sim: SimHost;
let served: ServedDashboard;
let browser: Browser;
let page: Page;

const game = () => sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!;
const logHas = (p: Page, move: string) => logHasMove(p, move, STEP_MS);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sim = await startSimHost({ game: { game: 'garden', position: { supply: { rose: 0 } } }, seed: 3 });
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsOperator(page, served.url, TOKEN, STEP_MS);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await sim?.close();
});

describe('inputs the board cannot sense, in a browser', () => {
  it('draws an entry as a form listing only the seeds left in the supply, then takes the one drawn', async () => {
    await page.locator('#board rect.hit[data-cell="P1:B2"]').click();
    await page.waitForSelector('#awaiting form.entry-form select[data-field=seed]', { timeout: STEP_MS });
    expect(await page.textContent('#awaiting .prompt')).toContain('P1: which seed did you draw?');
    // No rose is left: the form does not offer one.
    expect(await page.locator('#awaiting select[data-field=seed] option').allTextContents()).toEqual(['—', 'tulip', 'daisy']);
    await page.screenshot({ path: `${SHOTS}garden-entry-desktop.png`, fullPage: true });
    await page.selectOption('#awaiting select[data-field=seed]', { label: 'tulip' });
    await page.click('#awaiting form.entry-form button[type=submit]');
    await page.waitForFunction(() => document.getElementById('game-title')?.textContent?.includes('P2 to move'), undefined, { timeout: STEP_MS });
    expect(game().view).toMatchObject({ gardens: { P1: { plants: { B2: 'tulip' } } } });
  }, 60_000);

  it('enters a move typed in the game’s notation, and confirms a move the board shows only in part', async () => {
    await typeMove(page, 'pass');
    await logHas(page, 'pass');
    // P1 to move: the watering of B2 waits for a confirmation, lit on the board.
    await page.waitForSelector('#inputs button.confirm[data-move="water B2"]', { timeout: STEP_MS });
    await page.screenshot({ path: `${SHOTS}garden-confirm-desktop.png`, fullPage: true });
    await page.click('#inputs button.confirm[data-move="water B2"]');
    await logHas(page, 'water B2');
    expect(game().log.map((l) => l.move)).toEqual(['plant B2', 'pass', 'water B2']);
  }, 60_000);

  it('starts a game with no board from the form and plays it from its own tab', async () => {
    await startFromForm(page, { board: '', game: 'garden' }, STEP_MS);
    await page.waitForFunction(() => document.getElementById('game-title')?.textContent?.includes('no board'), undefined, { timeout: STEP_MS });
    expect(await page.locator('#board-tabs button[data-tab^="game:"]').count()).toBe(1);
    expect(await page.locator('#board svg').count()).toBe(0);
    await typeMove(page, 'plant A1');
    await page.waitForSelector('#awaiting form.entry-form', { timeout: STEP_MS });
    await page.selectOption('#awaiting select[data-field=seed]', { label: 'daisy' });
    await page.click('#awaiting form.entry-form button[type=submit]');
    await logHas(page, 'plant A1');
    const boardless = sim.host.games().find((g) => g.boards.length === 0)!;
    expect(boardless.view).toMatchObject({ gardens: { P1: { plants: { A1: 'daisy' } } } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}garden-boardless-phone.png`, fullPage: true });
  }, 60_000);
});
