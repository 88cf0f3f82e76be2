// The fleet page in Chromium: tables published to the embedded broker appear as cards with their
// state, alarms, small live boards and games, redrawn from the WebSocket without a reload; a
// table's detail view lists its moves; the operator's token and commands reach a table.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../dashboard/testing/browser.ts';
import type { BoardStatus, GameState, TableStatus } from '../fleet/index.ts';
import type { TestTable } from '../fleet/testing/table-client.ts';
import { startFleetPage, type FleetPageRig } from './testing/fleet-page-rig.ts';

const WAIT_MS = 15_000;
const TOKEN = 'fleet-page-token-0123';
const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;
let browser: Browser;
let rig: FleetPageRig;
let url: string;
let tables: TestTable[] = [];

const online = (boards: number, games: number): TableStatus => ({ state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards, games });
const ready: BoardStatus = { link: 'ready', reason: null, baud: null, firmware: 'sim', counters: {}, faults: [] };
const garden: GameState = { game: 'garden', title: 'Garden', seq: 3, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null, scores: null, awaiting: null, position: null };
/** A 2 × 3 board: a1 lit red, b1 blinking blue, c2 lit green; pieces sensed on a1 and b2. */
const lit: BoardStatus = {
  ...ready, counters: { framesIn: 1200, crcErrors: 3 }, game: 'sim-2.1', rows: 2, cols: 3, cells: ['a2', 'b2', 'c2', 'a1', 'b1', 'c1'],
  occupied: ['a1', 'b2'], leds: { a1: { r: 255, g: 0, b: 0, blink: false }, b1: { r: 0, g: 0, b: 255, blink: true }, c2: { r: 0, g: 128, b: 0, blink: false } },
};

beforeAll(async () => {
  rig = await startFleetPage(TOKEN, ['t1', 't2', 't3']);
  ({ url, tables } = rig);
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

/** A page whose script errors and CSP refusals are collected: a test ends with none. */
async function openPage(path = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) errors.push(m.text()); });
  await page.goto(`${url}${path}`);
  await page.waitForSelector('#feed[data-state=live]', { timeout: WAIT_MS });
  return { page, errors };
}

const cardOf = (key: string) => `section.table[data-table="${key}"]`;

describe('the fleet page', () => {
  it('lists a table with its state, boards and games, and redraws it when it is lost', async () => {
    const t1 = tables[0];
    await t1.status(online(1, 1));
    // An older table: its board says nothing of its cells, and is drawn as a badge only.
    await t1.board('sim-1', ready);
    await t1.game('sim-1.1', garden);
    const { page, errors } = await openPage();
    const card = page.locator(cardOf('demo/t1'));
    await page.waitForSelector(`${cardOf('demo/t1')} .games li .summary`, { timeout: WAIT_MS });
    expect(await card.locator('h2 .badge').getAttribute('data-state')).toBe('online');
    expect(await card.locator('.games li .summary').allTextContents()).toEqual(['Garden (game sim-1.1): 2 moves']);
    expect(await card.locator('.games li .turn').allTextContents()).toEqual(['north to move']);
    expect(await card.locator('.boards li .board-head').allTextContents()).toEqual(['board sim-1 ready']);
    expect(await card.locator('.small-board').count()).toBe(0);
    expect(await page.locator('#empty').isHidden()).toBe(true);

    await t1.status({ ...online(1, 1), state: 'lost' });
    await page.waitForSelector(`${cardOf('demo/t1')} h2 .badge[data-state=lost]`, { timeout: WAIT_MS });
    expect(await card.locator('.alarms li').allTextContents()).toEqual([expect.stringMatching(/^table t1 is lost \(its host stopped answering\) since /)]);
    expect(await card.locator('.alarms li').getAttribute('data-code')).toBe('table-lost');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws a board small as it is (lights in their colours, blinking, pieces as dots), the game with its players, a ticking time since the last move, and board and journal alarms', async () => {
    const t2 = tables[1];
    await t2.status(online(1, 1));
    await t2.board('sim-2', { ...lit, faults: [{ code: 'cells-stuck', message: 'cell c1 reads a piece that is not there' }] });
    await t2.game('sim-2.1', { ...garden, players: ['north', 'south'], computer: 'south', scores: { north: 2, south: 1 }, journal: 'the journal could not be written (disk full)' });
    // The move's own time: 12 s before now.
    await t2.event('sim-2.1', 3, { type: 'move', move: 'b2', at: new Date(Date.now() - 12_000).toISOString() });
    const { page, errors } = await openPage();
    const key = cardOf('demo/t2');
    const card = page.locator(key);
    await page.waitForSelector(`${key} .small-board [data-cell=b1].blink`, { timeout: WAIT_MS });
    await page.waitForSelector(`${key} .alarms li[data-code=journal]`, { timeout: WAIT_MS });

    // The grid: rows × cols cells in the order named, each with its name.
    expect(await card.locator('.small-board .cell').evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-cell'), c.getAttribute('title')]))).toEqual(
      ['a2', 'b2', 'c2', 'a1', 'b1', 'c1'].map((c) => [c, c]));
    const colour = (cell: string) => card.locator(`[data-cell=${cell}]`).evaluate((c) => getComputedStyle(c).backgroundColor);
    expect(await colour('a1')).toBe('rgb(255, 0, 0)');
    expect(await colour('b1')).toBe('rgb(0, 0, 255)');
    expect(await colour('c2')).toBe('rgb(0, 128, 0)');
    expect(await colour('a2')).toBe(await colour('c1')); // unlit cells alike
    expect(await colour('a2')).not.toBe('rgb(255, 0, 0)');
    expect(await card.locator('[data-cell].blink').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')))).toEqual(['b1']);
    expect(await card.locator('[data-cell]:has(.dot)').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')))).toEqual(['b2', 'a1']);
    expect(await card.locator('.boards li .board-head').allTextContents()).toEqual(['board sim-2 ready game sim-2.1']);

    // Alarms first, each with its code.
    expect(await card.locator('.alarms li').evaluateAll((li) => li.map((l) => l.getAttribute('data-code')))).toEqual(['board-fault', 'journal']);
    expect(await card.locator('.alarms li').allTextContents()).toEqual([
      'board sim-2: cell c1 reads a piece that is not there',
      'game sim-2.1 (Garden): its journal: the journal could not be written (disk full)',
    ]);
    expect(await card.evaluate((c) => c.querySelector('h2')?.nextElementSibling?.className)).toBe('alarms');

    expect(await card.locator('.games li .players').textContent()).toBe('north 2 – south 1 (computer)');
    expect(await card.locator('.games li .seat.computer').textContent()).toBe('south 1 (computer)');
    const last = card.locator('.games li .last-move');
    const seconds = async (): Promise<number> => Number(/^last move b2, (\d+) s ago$/.exec((await last.textContent()) ?? '')?.[1] ?? NaN);
    const before = await seconds();
    expect(before).toBeGreaterThanOrEqual(12);
    expect(before).toBeLessThan(60);
    // No message arrives, and the time moves on.
    const text = await last.textContent();
    await page.waitForFunction(([sel, was]) => document.querySelector(sel)?.textContent !== was, [`${key} .games li .last-move`, text] as const, { timeout: 5_000 });
    expect(await seconds()).toBeGreaterThan(before);

    await page.screenshot({ path: `${ARTIFACTS}fleet-page.png`, fullPage: true });
    expect(readFileSync(`${ARTIFACTS}fleet-page.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a table\'s detail with its numbered moves, boards with counters and faults, redrawn when the table changes, and goes back', async () => {
    const t2 = tables[1];
    const { page, errors } = await openPage();
    await page.waitForSelector(`${cardOf('demo/t2')} .small-board`, { timeout: WAIT_MS });
    await page.click(`${cardOf('demo/t2')} .games li .summary`);
    await page.waitForSelector('#detail[data-loaded=true] ol.moves li', { timeout: WAIT_MS });
    expect(new URL(page.url()).hash).toBe('#/demo/t2');
    expect(await page.locator('#overview').isHidden()).toBe(true);
    expect(await page.locator('#detail ol.moves li').allTextContents()).toEqual(['a1', 'b2']);
    expect(await page.locator('#detail .counters').textContent()).toBe('framesIn1200crcErrors3');
    expect(await page.locator('#detail .faults li').getAttribute('data-code')).toBe('cells-stuck');
    expect(await page.locator('#detail .alarms li').count()).toBe(2);
    expect(await page.locator('#detail .small-board [data-cell]').count()).toBe(6);

    // A move on the feed: the detail fetches the table again.
    await t2.game('sim-2.1', { ...garden, seq: 4, moves: ['a1', 'b2', 'c2'], toMove: 'south', players: ['north', 'south'], computer: 'south', journal: null });
    await page.waitForFunction(() => document.querySelectorAll('#detail ol.moves li').length === 3, undefined, { timeout: WAIT_MS });
    expect(await page.locator('#detail ol.moves li').allTextContents()).toEqual(['a1', 'b2', 'c2']);
    expect(await page.locator('#detail .alarms li').evaluateAll((li) => li.map((l) => l.getAttribute('data-code')))).toEqual(['board-fault']);

    await page.click('#back');
    await page.waitForSelector('#overview:not([hidden])', { timeout: WAIT_MS });
    expect(await page.locator('#detail').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the operator\'s token: a wrong one is refused; with the right one a message reaches the table and is answered, a refusal shows the table\'s words', async () => {
    const t3 = tables[2];
    await t3.status(online(1, 1));
    await t3.board('board-1', { ...lit, game: 'g1' });
    await t3.game('g1', { ...garden, title: 'Garden', players: ['north', 'south'] });
    await t3.answer((c) => (c.verb === 'message' ? { ref: c.ref, ok: true } : { ref: c.ref, ok: false, error: { code: 'busy', message: 'a game runs on board board-1' } }));
    const { page, errors } = await openPage('#/demo/t3');
    await page.waitForSelector('#detail[data-loaded=true] form.command[data-verb=message]', { timeout: WAIT_MS });
    expect(await page.locator('form[data-verb=message] button[type=submit]').isDisabled()).toBe(true);

    await page.fill('#token-input', 'not-the-token');
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#token-state[data-role=refused]', { timeout: WAIT_MS });
    expect(await page.textContent('#token-state')).toBe('token refused: the operator token is wrong');
    expect(await page.locator('form[data-verb=message] button[type=submit]').isDisabled()).toBe(true);

    await page.fill('#token-input', TOKEN);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#token-state[data-role=operator]', { timeout: WAIT_MS });
    expect(await page.evaluate(() => sessionStorage.getItem('tabletop-fleet-operator-token'))).toBe(TOKEN);
    expect(page.url()).not.toContain(TOKEN);

    await page.fill('form[data-verb=message] input[name=text]', 'Your coffee is ready');
    await page.click('form[data-verb=message] button[type=submit]');
    await page.waitForSelector('form[data-verb=message] output[data-outcome=ok]', { timeout: WAIT_MS });
    expect(await page.textContent('form[data-verb=message] output')).toMatch(/^ok \(ref f-[0-9a-f]+\)$/);
    expect(t3.commands.map((c) => c.command)).toEqual([expect.objectContaining({ verb: 'message', text: 'Your coffee is ready', table: 't3' })]);

    // The new-game form offers the catalogue's games and the table's boards; the table refuses.
    expect(await page.locator('form[data-verb=new-game] select[name=game] option[value=garden]').count()).toBe(1);
    expect(await page.locator('form[data-verb=new-game] select[name=board] option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(['board-1', '']);
    await page.selectOption('form[data-verb=new-game] select[name=game]', 'garden');
    await page.click('form[data-verb=new-game] button[type=submit]');
    await page.waitForSelector('form[data-verb=new-game] output[data-outcome=refused]', { timeout: WAIT_MS });
    expect(await page.textContent('form[data-verb=new-game] output')).toBe('refused by the table: a game runs on board board-1');
    expect(t3.commands[1].command).toMatchObject({ verb: 'new-game', game: 'garden', board: 'board-1' });
    expect(await page.locator('form[data-verb=end-game] select[name=gameId] option').allTextContents()).toEqual(['Garden (game g1)']);

    await page.screenshot({ path: `${ARTIFACTS}fleet-detail.png`, fullPage: true });
    expect(readFileSync(`${ARTIFACTS}fleet-detail.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(errors).toEqual([]);
    await page.close();
  });
});
