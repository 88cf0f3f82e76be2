// The fleet page in Japanese, in Chromium: a browser that asks for Japanese gets every text of the
// page in it (cards, alarms, the detail view, the token form, "… 秒前"), ids and notation as they
// are; the language switch in the header takes the page to English and the choice sticks across
// reloads (under the key the table's dashboard keeps it); kana render in a CJK font, not as boxes.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../dashboard/testing/browser.ts';
import type { BoardStatus, GameState, TableStatus } from '../fleet/index.ts';
import type { TestTable } from '../fleet/testing/table-client.ts';
import { startFleetPage, type FleetPageRig } from './testing/fleet-page-rig.ts';

const WAIT_MS = 15_000;
const TOKEN = 'fleet-page-ja-token-0123';
const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;
const EN = JSON.parse(readFileSync(new URL('../fleet/service/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
/** Hiragana, katakana or kanji. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

let browser: Browser;
let rig: FleetPageRig;
let url: string;
let table: TestTable;

const online: TableStatus = { state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 };
const board: BoardStatus = {
  link: 'ready', reason: null, baud: 115200, firmware: 'sim', counters: { framesIn: 40 }, game: 'j1.1', rows: 2, cols: 2, cells: ['a2', 'b2', 'a1', 'b1'],
  occupied: ['a1'], leds: { b1: { r: 0, g: 0, b: 255, blink: false } }, faults: [{ code: 'cells-stuck', message: 'cell b2 is stuck' }],
};
const garden: GameState = {
  game: 'garden', title: 'Garden', seq: 3, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null, scores: { north: 2, south: 1 },
  awaiting: null, position: null, players: ['north', 'south'], computer: 'south',
};

beforeAll(async () => {
  rig = await startFleetPage(TOKEN, ['j1']);
  url = rig.url;
  table = rig.tables[0];
  await table.status(online);
  await table.board('sim-j', board);
  await table.game('j1.1', garden);
  await table.event('j1.1', 3, { type: 'move', move: 'b2', at: new Date(Date.now() - 12_000).toISOString() });
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await rig?.close();
});

/** A browser whose language is `locale` (navigator.languages and Accept-Language), and its first page, errors collected. */
async function openIn(locale: string, path = ''): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) errors.push(m.text()); });
  await page.goto(`${url}${path}`);
  await page.waitForSelector('#feed[data-state=live]', { timeout: WAIT_MS });
  return { context, page, errors };
}

const CARD = 'section.table[data-table="demo/j1"]';

/** The switch reloads the page in the other language. */
async function switchLanguage(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.click('header #lang-switch')]);
  await page.waitForSelector('#feed[data-state=live]', { timeout: WAIT_MS });
}

/** The `data-i18n` elements whose text is still the English one, or has no Japanese in it. */
const leftInEnglish = (page: Page) => page.$$eval('[data-i18n]', (elements, [en, japanese]) => elements
  .filter((e) => e.textContent === (en as Record<string, string>)[e.getAttribute('data-i18n') ?? ''] || !new RegExp(japanese as string).test(e.textContent ?? ''))
  .map((e) => e.getAttribute('data-i18n')), [EN, JAPANESE.source] as const);

describe('the fleet page in Japanese', () => {
  it('a Japanese browser reads the page in Japanese: the header, the card, its board, game and alarm, "… 秒前" ticking; ids as they are', async () => {
    const { context, page, errors } = await openIn('ja-JP');
    await page.waitForSelector(`${CARD} .games li .last-move .ago`, { timeout: WAIT_MS });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.title()).toBe('tabletop テーブル一覧');
    expect(await page.textContent('h1')).toBe('tabletop テーブル一覧');
    expect(await page.textContent('#feed')).toBe('受信中');
    expect(await page.textContent('#empty')).toBe('まだどのテーブルからも報告がありません。');
    expect(await leftInEnglish(page)).toEqual([]);

    const card = page.locator(CARD);
    expect(await card.locator('h2 .badge').textContent()).toBe('オンライン');
    expect(await card.locator('h2 .badge').getAttribute('data-state')).toBe('online');
    expect(await card.locator('.since').first().textContent()).toMatch(/^2026\/11\/2\d \d+:\d\d:\d\d から$/);
    expect(await card.locator('.boards li .board-head').allTextContents()).toEqual(['ボード sim-j 準備完了 ゲーム j1.1 を表示中']);
    expect(await card.locator('.small-board').getAttribute('aria-label')).toBe('2 × 2 のボード、点灯 1 マス、駒あり 1 マス');
    expect(await card.locator('.alarms li').allTextContents()).toEqual(['ボード sim-j: cell b2 is stuck']);
    expect(await card.locator('.games li .summary').allTextContents()).toEqual(['Garden（ゲーム j1.1）: 2 手']);
    expect(await card.locator('.games li .players').textContent()).toBe('north 2 – south 1（コンピューター）');
    expect(await card.locator('.games li .turn').textContent()).toBe('north の番です');
    const last = card.locator('.games li .last-move');
    expect(await last.textContent()).toMatch(/^最後の手 b2、\d+秒前$/);
    // It ticks in Japanese too: the next redraw still says 秒前.
    const was = await last.textContent();
    await page.waitForFunction(([sel, text]) => document.querySelector(sel)?.textContent !== text, [`${CARD} .games li .last-move`, was] as const, { timeout: 5_000 });
    expect(await last.textContent()).toMatch(/^最後の手 b2、\d+秒前$/);

    // No text of the catalogue left in English anywhere on the page (words that are ids or the table's own stay).
    const englishTexts = Object.entries(EN).filter(([key, text]) => !key.startsWith('lang.') && !/\{\w+\}/.test(text) && /[a-z]{3}/i.test(text)).map(([, text]) => text);
    const body = await page.evaluate(() => document.body.innerText);
    expect(englishTexts.filter((text) => new RegExp(`(^|\\W)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(body))).toEqual([]);

    expect(await page.textContent('header #lang-switch')).toBe('English');
    expect(await page.getAttribute('header #lang-switch', 'lang')).toBe('en');
    await page.screenshot({ path: `${ARTIFACTS}fleet-page-ja.png`, fullPage: true });
    expect(readFileSync(`${ARTIFACTS}fleet-page-ja.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('kana render in a CJK font: full-width, and drawn otherwise than a code point no font has', async () => {
    const { context, page, errors } = await openIn('ja-JP');
    const drawn = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 32;
      const g = canvas.getContext('2d')!;
      g.font = `16px ${getComputedStyle(document.body).fontFamily}`;
      const pixels = (text: string): number[] => {
        g.clearRect(0, 0, 64, 32);
        g.fillText(text, 4, 22);
        return [...g.getImageData(0, 0, 64, 32).data];
      };
      const kana = pixels('あ');
      // U+0378 is unassigned: whatever a browser draws for it is what a missing glyph looks like.
      const none = pixels('\u0378');
      return { width: g.measureText('あ').width, inked: kana.some((v) => v > 0), differs: kana.some((v, i) => v !== none[i]), checked: document.fonts.check('16px sans-serif', 'あ') };
    });
    // A kana is a full-width glyph, about 1 em (16.375 px in WenQuanYi Zen Hei), where a Latin font has none.
    expect(drawn).toMatchObject({ inked: true, differs: true, checked: true });
    expect(drawn.width).toBeGreaterThan(15);
    expect(drawn.width).toBeLessThan(17.5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the detail view, commands and token form in Japanese; the service\'s own words as they came', async () => {
    const { context, page, errors } = await openIn('ja-JP', '#/demo/j1');
    await page.waitForSelector('#detail[data-loaded=true] form.command[data-verb=message]', { timeout: WAIT_MS });
    expect(await page.textContent('#back')).toBe('← テーブル一覧へ');
    expect(await page.locator('#detail h3').allTextContents()).toEqual(['ゲーム', 'ボード', '操作']);
    expect(await page.textContent('#detail h2 .badge')).toBe('オンライン');
    expect(await page.locator('#detail h2 .site').allTextContents()).toEqual(['demo', 'バージョン 0.1.0']);
    expect(await page.locator('#detail .boards .since').textContent()).toBe('ファームウェア sim、115200 ボー');
    expect(await page.locator('#detail form.command button[type=submit]').allTextContents()).toEqual(['メッセージを送る', 'ゲームを始める', 'ゲームを終える']);
    expect(await page.getAttribute('form[data-verb=message] input[name=text]', 'placeholder')).toBe('プレイヤーへのメッセージ');
    expect(await page.locator('form[data-verb=new-game] select[name=board] option').allTextContents()).toEqual(['ボード sim-j', 'テーブルにまかせる']);
    expect(await page.locator('form[data-verb=end-game] select[name=gameId] option').allTextContents()).toEqual(['Garden（ゲーム j1.1）']);
    expect(await page.textContent('#token-state')).toBe('トークンがないため、操作できません');
    expect(await page.locator('#token-form button').allTextContents()).toEqual(['トークンを使う', 'トークンを消す']);
    expect(await page.getAttribute('#token-input', 'placeholder')).toBe('オペレーター用トークン');
    // The longer Japanese labels fit: no label broken into a column of characters, nothing wider than the window.
    expect(await page.locator('form[data-verb=new-game] label').evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height < 40))).toEqual([true, true]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.fill('#token-input', 'not-the-token');
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#token-state[data-role=refused]', { timeout: WAIT_MS });
    expect(await page.textContent('#token-state')).toBe('トークンが拒否されました: the operator token is wrong');
    await page.fill('#token-input', TOKEN);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#token-state[data-role=operator]', { timeout: WAIT_MS });
    expect(await page.textContent('#token-state')).toBe('オペレーター');

    await page.screenshot({ path: `${ARTIFACTS}fleet-detail-ja.png`, fullPage: true });
    expect(readFileSync(`${ARTIFACTS}fleet-detail-ja.png`).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the switch takes the page to English, and the choice sticks across reloads until switched back', async () => {
    const { context, page, errors } = await openIn('ja-JP');
    await page.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    await switchLanguage(page);
    await page.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    const english = async (): Promise<void> => {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.textContent('h1')).toBe('tabletop fleet');
      expect(await page.textContent('#feed')).toBe('live');
      expect(await page.locator(`${CARD} .games li .summary`).allTextContents()).toEqual(['Garden (game j1.1): 2 moves']);
      expect(await page.locator(`${CARD} .boards li .board-head`).allTextContents()).toEqual(['board sim-j ready game j1.1']);
      expect(await page.textContent('header #lang-switch')).toBe('日本語');
    };
    await english();
    // Kept where every page of this host reads it (the dashboard's key).
    expect(await page.evaluate(() => localStorage.getItem('tabletop-lang'))).toBe('en');
    await page.screenshot({ path: `${ARTIFACTS}fleet-page-en.png`, fullPage: true });
    expect(readFileSync(`${ARTIFACTS}fleet-page-en.png`).subarray(1, 4).toString('latin1')).toBe('PNG');

    // A reload, and a new page of the same browser: still English, though the browser asks for Japanese.
    await page.reload();
    await page.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    await english();
    const other = await context.newPage();
    await other.goto(url);
    await other.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    expect(await other.textContent('h1')).toBe('tabletop fleet');
    await other.close();

    await switchLanguage(page);
    await page.reload();
    await page.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.locator(`${CARD} .games li .summary`).allTextContents()).toEqual(['Garden（ゲーム j1.1）: 2 手']);
    expect(await page.evaluate(() => localStorage.getItem('tabletop-lang'))).toBe('ja');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an English browser reads the page in English, the switch naming Japanese', async () => {
    const { context, page, errors } = await openIn('en-US');
    await page.waitForSelector(`${CARD} .games li .summary`, { timeout: WAIT_MS });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator(`${CARD} .games li .turn`).textContent()).toBe('north to move');
    expect(await page.locator(`${CARD} .alarms li`).allTextContents()).toEqual(['board sim-j: cell b2 is stuck']);
    expect(await page.textContent('header #lang-switch')).toBe('日本語');
    expect(await page.getAttribute('header #lang-switch', 'lang')).toBe('ja');
    expect(errors).toEqual([]);
    await context.close();
  });
});
