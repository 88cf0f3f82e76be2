// The dashboard in a real browser (Debian's Chromium through playwright-core), against the
// whole product in this process: simulated board ⇄ serial stream ⇄ link ⇄ host ⇄ dashboard on
// 127.0.0.1, in real time. The operator signs in, starts games from the form and plays by
// clicking cells; a spectator's page cannot act. Screenshots go to artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'browser-test-token-5f1c';
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 10_000;

let sim: SimHost;
let served: ServedDashboard;
let browser: Browser;
let operator: BrowserContext;
let page: Page;
const cspViolations: string[] = [];

async function openPage(context: BrowserContext): Promise<Page> {
  const p = await context.newPage();
  p.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) cspViolations.push(m.text()); });
  await p.goto(served.url);
  await p.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  return p;
}

const cell = (p: Page, name: string) => p.locator(`#board rect.hit[data-cell="${name}"]`);

async function startFromForm(p: Page, game: string, options: string): Promise<void> {
  await p.selectOption('#setup-game', game);
  await p.fill('#setup-form textarea[name=options]', options);
  await p.click('#setup-form button[type=submit]');
  await p.waitForFunction((g) => document.getElementById('message')?.textContent?.startsWith('Started') && document.getElementById('game-title')?.textContent?.includes(g), game === 'free' ? 'Free' : 'Cetkaik', { timeout: STEP_MS });
}

/** Waits until the board reports exactly what the game expects (the simulated board was reset). */
async function boardMatchesGame(): Promise<void> {
  await sim.until(() => {
    const board = sim.host.board(SIM_BOARD_ID)!;
    const game = sim.host.game(board.game!)!;
    const view = game.view as { pieces?: unknown[]; board?: Record<string, unknown> };
    const count = view.pieces?.length ?? Object.keys(view.board ?? {}).length;
    return board.occupancy.length === count;
  }, STEP_MS);
}

async function shot(p: Page, name: string): Promise<void> {
  await p.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sim = await startSimHost({ game: { game: 'free' }, seed: 5 });
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
  operator = await browser.newContext({ viewport: DESKTOP });
  page = await openPage(operator);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await sim?.close();
});

describe('the operator in a browser', () => {
  it('signs in with the token once; it is kept in sessionStorage only', async () => {
    expect(await page.textContent('#role')).toBe('spectator');
    await page.fill('#token-input', TOKEN);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#role[data-role=operator]', { timeout: STEP_MS });
    expect(await page.evaluate(() => sessionStorage.getItem('tabletop.operatorToken'))).toBe(TOKEN);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.url()).not.toContain(TOKEN);
    expect(await page.isVisible('#setup-form')).toBe(true);
  }, 30_000);

  it('starts a free game from the form, lifts a piece by clicking and sees its targets lit, places it, sees the move in the log', async () => {
    await startFromForm(page, 'free', '{}');
    await boardMatchesGame();
    await page.waitForSelector('#board [data-piece-cell="A1"]:not(.lifted)', { timeout: STEP_MS });

    await cell(page, 'A1').click();
    await page.waitForSelector('#board [data-ring-cell][data-role=target]', { timeout: STEP_MS });
    await page.waitForSelector('#board [data-ring-cell="A1"][data-role=selected]', { timeout: STEP_MS });
    expect(await page.locator('#board [data-ring-cell][data-role=target]').count()).toBe(63);
    expect(await page.locator('#board rect.led').count()).toBeGreaterThan(60);
    expect(await page.getAttribute('#board [data-piece-cell="A1"]', 'class')).toContain('lifted');
    await shot(page, 'free-lifted-desktop');

    await cell(page, 'E5').click();
    await page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => li.textContent === 'A1-E5'), undefined, { timeout: STEP_MS });
    await page.waitForSelector('#board [data-piece-cell="E5"]:not(.lifted)', { timeout: STEP_MS });
    expect(sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!.log).toEqual([{ move: 'A1-E5' }]);
    await shot(page, 'free-moved-desktop');

    await page.click('#undo');
    await page.waitForFunction(() => document.querySelectorAll('#log li').length === 0, undefined, { timeout: STEP_MS });
    await page.waitForSelector('#activity li[data-type=undone]', { timeout: STEP_MS });
  }, 60_000);

  it('answers what the board cannot sense with buttons: a new piece\'s colour, then a physical cast of sticks', async () => {
    await page.check('#setup-form input[name=physical]');
    await startFromForm(page, 'free', '{"add": true, "colors": ["red", "black"], "cast": 3}');
    await page.uncheck('#setup-form input[name=physical]');
    await boardMatchesGame();
    await cell(page, 'E5').click();
    await page.waitForSelector('#awaiting button.choice', { timeout: STEP_MS });
    const black = page.locator('#awaiting button.choice', { hasText: 'black' });
    await shot(page, 'free-choice-desktop');
    await black.click();
    await page.waitForSelector('#awaiting button.sticks[data-heads="3"]', { timeout: STEP_MS });
    expect(await page.locator('#awaiting button.sticks').count()).toBe(4);
    expect(await page.textContent('#awaiting .prompt')).toMatch(/Cast 3 sticks/);
    await page.click('#awaiting button.sticks[data-heads="2"]');
    await page.waitForFunction(() => [...document.querySelectorAll('#activity li')].some((li) => /2 heads/.test(li.textContent ?? '')), undefined, { timeout: STEP_MS });
    const game = sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!;
    expect(game.log.map((l) => l.move)).toEqual([expect.stringMatching(/E5.*black/)]);
    expect(game.awaiting).toBeNull();
  }, 60_000);

  it('plays Cetkaik: glyphs by side and colour, water and tam2 hue, a lift shows targets, a placement is a move', async () => {
    await startFromForm(page, 'cetkaik', '{"firstMovers": ["IA"]}');
    await boardMatchesGame();
    await page.waitForSelector('#board [data-kind=tam2]', { timeout: STEP_MS });
    expect(await page.locator('#board .piece[data-kind]').count()).toBe(49);
    expect(await page.textContent('#board [data-piece-cell="ZA"] text')).toBe('王');
    expect(await page.getAttribute('#board [data-piece-cell="ZA"]', 'transform')).toContain('rotate(180)');
    expect(await page.getAttribute('#board [data-piece-cell="ZIA"]', 'transform')).toContain('rotate(0)');
    expect(await page.getAttribute('#board [data-piece-cell="KA"] text', 'fill')).toBe('#151515');
    expect(await page.getAttribute('#board [data-piece-cell="PA"] text', 'fill')).toBe('#b8241c');
    expect(await page.locator('#board .water-mark').count()).toBe(9);
    expect(await page.locator('#board [data-hue]').count()).toBeGreaterThanOrEqual(9);
    await shot(page, 'cetkaik-start-desktop');

    await cell(page, 'KAI').click();
    await page.waitForSelector('#board [data-ring-cell="KY"][data-role=target]', { timeout: STEP_MS });
    await shot(page, 'cetkaik-lifted-desktop');
    await cell(page, 'KY').click();
    await page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => /KAI.*KY/.test(li.textContent ?? '')), undefined, { timeout: STEP_MS });
    await page.waitForSelector('#board [data-piece-cell="KY"][data-kind=kauk2]', { timeout: STEP_MS });
    await shot(page, 'cetkaik-moved-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'cetkaik-moved-phone');
    await page.setViewportSize(DESKTOP);
  }, 60_000);
});

describe('a spectator in a browser', () => {
  it('sees the game but cannot act: no token in the page, the form hidden, clicks and requests refused', async () => {
    const spectator = await browser.newContext({ viewport: PHONE });
    const p = await openPage(spectator);
    expect(await p.content()).not.toContain(TOKEN);
    expect(await p.textContent('#role')).toBe('spectator');
    expect(await p.isVisible('#setup-form')).toBe(false);
    expect(await p.isVisible('#undo')).toBe(false);
    await p.waitForSelector('#board [data-kind=tam2]', { timeout: STEP_MS });
    await p.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => /KAI.*KY/.test(li.textContent ?? '')), undefined, { timeout: STEP_MS });

    const before = sim.host.board(SIM_BOARD_ID)!.occupancy.join();
    await cell(p, 'KA').click();
    await p.waitForSelector('#message[data-kind=error]', { timeout: STEP_MS });
    expect(await p.textContent('#message')).toMatch(/Only the operator/);
    const status = await p.evaluate(async (board) => (await fetch(`/api/boards/${board}/sim`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'lift', cells: ['KA'] }),
    })).status, SIM_BOARD_ID);
    expect(status).toBe(401);
    await sim.until(() => false, 300);
    expect(sim.host.board(SIM_BOARD_ID)!.occupancy.join()).toBe(before);

    // A wrong token is refused and not kept.
    await p.fill('#token-input', 'not-the-token');
    await p.click('#token-form button[type=submit]');
    await p.waitForFunction(() => document.getElementById('message')?.textContent === 'That is not the operator token.', undefined, { timeout: STEP_MS });
    expect(await p.evaluate(() => sessionStorage.length)).toBe(0);
    await shot(p, 'spectator-phone');
    await spectator.close();
  }, 60_000);

  it('the page broke no content-security rule', () => {
    expect(cspViolations).toEqual([]);
  });
});
