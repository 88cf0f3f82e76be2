// The Cuzco assistant on a phone, beside the real game (Debian's Chromium through playwright-core):
// a player's holdings corrected in their form, a round closed and its score markers entered, the
// missions and the score sheet following, and the reference searched.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { launchChromium, signInAsOperator, typeMove } from '../../dashboard/testing/browser.ts';
import { startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'browser-cuzco-token-2024';
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const STEP_MS = 10_000;

let sim: SimHost;
let served: ServedDashboard;
let browser: Browser;
let page: Page;
let id: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sim = await startSimHost({ seed: 4 });
  const started = sim.host.startGame([], { game: 'cuzco', options: { players: 2 } });
  if (!started.ok) throw new Error(started.error);
  id = started.value.id;
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAsOperator(page, served.url, TOKEN, STEP_MS);
  await page.click(`#board-tabs button[data-tab="game:${id}"]`);
  await page.waitForSelector('#game-panel form.cuzco-holdings[data-seat=P1]', { timeout: STEP_MS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await sim?.close();
});

const holdings = () => (sim.host.gameState(id)!.state as { players: Record<string, { food: number }> }).players;

describe('the Cuzco assistant on a phone', () => {
  it('corrects a player’s holdings in their form: the change is a move the journal keeps', async () => {
    await page.click('#game-panel form.cuzco-holdings[data-seat=P1] details[data-section=counts] summary');
    await page.fill('#game-panel form.cuzco-holdings[data-seat=P1] input[data-field=food]', '3');
    await page.click('#game-panel form.cuzco-holdings[data-seat=P1] button[type=submit]');
    await page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => li.getAttribute('data-move')?.startsWith('set P1')), undefined, { timeout: STEP_MS });
    expect(holdings().P1.food).toBe(3);
    expect(sim.host.game(id)!.log.map((l) => l.move)).toEqual(['set P1 {"food":3}']);
    await page.screenshot({ path: `${SHOTS}cuzco-holdings-phone.png`, fullPage: true });
  }, 60_000);

  it('closes a round and takes its score markers: the sheet shows them', async () => {
    await typeMove(page, 'round');
    await page.waitForSelector('#awaiting form.entry-form input[data-field=P1]', { timeout: STEP_MS });
    await page.fill('#awaiting form.entry-form input[data-field=P1]', '31');
    await page.fill('#awaiting form.entry-form input[data-field=P2]', '28');
    await page.click('#awaiting form.entry-form button[type=submit]');
    await page.waitForFunction(() => document.getElementById('scores')?.textContent?.includes('round 1: P1 31, P2 28'), undefined, { timeout: STEP_MS });
    expect(await page.textContent('#scores')).toContain('2 of 6 (play)');
  }, 60_000);

  it('searches the reference: god cards, abilities and missions, in the aid’s words and in English', async () => {
    await page.fill('#game-panel input[name=reference]', 'mama killa');
    await page.waitForSelector('#game-panel .reference-results li', { timeout: STEP_MS });
    const found = await page.locator('#game-panel .reference-results li').allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n').toLowerCase()).toContain('mama killa');
    await page.screenshot({ path: `${SHOTS}cuzco-reference-phone.png`, fullPage: true });
  }, 60_000);
});
