// The kiosk screen (/table) in a real browser, against a dashboard on a simulated board in this
// process: a tablet (1280×800) beside the board, in English and in a 'ja-JP' browser. The idle
// screen, then a game started through the API, a move made on the simulated board, the teaching
// events (handed to the dashboard's event stream, as the host will send them), the QR code and
// the phone it opens, the language switch. Nothing leaves loopback; screenshots go to
// artifacts/screenshots/kiosk/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { merge, Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serveDashboard, type DashboardHost, type ServedDashboard } from '../../dashboard/index.ts';
import { darkModulesOf } from '../../dashboard/client/table/qr.ts';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import type { HostEvent } from '../../host/index.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'kiosk-test-token-7d21a';
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/kiosk/', import.meta.url));
const TABLET = { width: 1280, height: 800 };
const SMALL_TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 10_000;
const LANGS = ['en', 'ja'] as const;
type Lang = (typeof LANGS)[number];

let sim: SimHost;
let served: ServedDashboard;
let browser: Browser;
let origin: string;
/** Events handed to the dashboard as if the host had sent them (the teaching events). */
const injected = new Subject<HostEvent>();
const contexts: BrowserContext[] = [];
const kiosk = {} as Record<Lang, Page>;
/** Every address a page asked for (requests and sockets), and every error it met. */
const asked: string[] = [];
const errors: string[] = [];

/** The host as the dashboard takes it, its event stream joined by the injected events. */
function withInjected(host: SimHost['host']): DashboardHost {
  const events$ = merge(host.events$, injected);
  // Everything else is the host's own (bound, so its methods keep their `this`).
  return new Proxy(host, {
    get: (target, key, receiver) => {
      if (key === 'events$') return events$;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function newContext(lang: Lang, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });
  contexts.push(context);
  context.on('request', (r) => asked.push(r.url()));
  context.on('page', (p) => {
    p.on('websocket', (ws) => asked.push(ws.url()));
    p.on('pageerror', (e) => errors.push(`${p.url()}: ${e.message}`));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(`${p.url()}: ${m.text()}`); });
  });
  return context;
}

async function openKiosk(context: BrowserContext, path = 'table'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/${path}`);
  await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png` });
const textOf = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? '';
const waitText = (page: Page, selector: string, text: string) =>
  page.waitForFunction(([s, want]) => document.querySelector(s)?.textContent?.trim() === want, [selector, text] as const, { timeout: STEP_MS });

/** The whole screen fits the viewport: nothing to scroll, across or down. */
async function fitsScreen(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight, w: innerWidth, h: innerHeight,
    // Every part of the screen lies inside the viewport.
    outside: [...document.querySelectorAll('.k-top, .k-main, .k-note, #k-qr svg, .k-url')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.bottom > innerHeight + 1 || r.right > innerWidth + 1;
    }).map((e) => e.className || e.tagName),
  }));
  expect(size.outside).toEqual([]);
  expect(size.scrollW).toBeLessThanOrEqual(size.w);
  expect(size.scrollH).toBeLessThanOrEqual(size.h);
}

async function api(method: 'POST', path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await response.json() as unknown;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const boardGame = () => sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!;

function darkOf(url: string): string[] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row++) for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push(`${row},${col}`);
  return dark;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sim = await startSimHost({ seed: 5 });
  served = await serveDashboard({ host: withInjected(sim.host), token: TOKEN }, { host: '127.0.0.1', port: 0 });
  origin = new URL(served.url).origin;
  for (const lang of LANGS) kiosk[lang] = await openKiosk(await newContext(lang, TABLET));
}, 60_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await served?.close();
  await sim?.close();
});

describe('the kiosk screen on a tablet', () => {
  it('with no game, shows how to start, in the browser\'s language, and the QR code of the player\'s view', async () => {
    const idle: Record<Lang, { heading: string; first: string; caption: string }> = {
      en: { heading: 'No game on the board yet', first: "Scan the code with your phone: it opens the player's view.", caption: "Scan for the player's view" },
      ja: { heading: 'まだゲームが始まっていません', first: 'スマートフォンでコードを読み取ると、プレイヤー画面が開きます。', caption: '読み取るとプレイヤー画面が開きます' },
    };
    for (const lang of LANGS) {
      const page = kiosk[lang];
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.isVisible('#k-idle')).toBe(true);
      expect(await page.isVisible('#k-game')).toBe(false);
      expect(await textOf(page, '#k-title')).toBe(idle[lang].heading);
      expect(await textOf(page, '#k-idle li')).toBe(idle[lang].first);
      expect(await page.locator('#k-idle li').count()).toBe(4);
      expect(await textOf(page, '.k-qr-caption')).toBe(idle[lang].caption);
      expect(await textOf(page, '#k-board')).toBe(lang === 'en' ? 'Board sim-1' : '盤 sim-1');
      await page.waitForSelector('#k-feed[data-state=live]', { timeout: STEP_MS });

      // The code opens the dashboard at the address this tablet used; its URL is written under it.
      const url = `${origin}/`;
      expect(await textOf(page, '#k-url')).toBe(url);
      expect(await page.getAttribute('#k-qr svg', 'data-url')).toBe(url);
      const path = await page.getAttribute('#k-qr svg path', 'd');
      expect(darkModulesOf(path ?? '')).toEqual(darkOf(url));
      expect(await page.getAttribute('#k-qr svg', 'aria-label')).toContain(url);
      await fitsScreen(page);
      await shot(page, `idle-tablet-${lang}`);
    }
  }, 60_000);

  it('shows a game started through the API: its title, whose turn, no move yet, the board waiting for a move', async () => {
    await api('POST', '/api/games', { board: SIM_BOARD_ID, game: 'cetkaik', options: { firstMovers: ['IA'] } });
    for (const lang of LANGS) {
      const page = kiosk[lang];
      await page.waitForSelector('body[data-mode=game]', { timeout: STEP_MS });
      await waitText(page, '#k-turn', lang === 'en' ? 'IA to move' : 'IA の番です');
      // The game's name as each language writes it.
      expect(await textOf(page, '#k-title')).toBe(lang === 'en' ? 'Cetkaik 机戦' : '机戦（セッカイク）');
      expect(await textOf(page, '#k-last')).toBe(lang === 'en' ? 'No move yet' : 'まだ手はありません');
      expect(await page.getAttribute('#k-waiting', 'data-kind')).toBe('move');
      expect(await textOf(page, '#k-wait-text')).toBe(lang === 'en' ? 'Make a move on the board.' : '盤の上で駒を動かしてください。');
      expect(await page.isVisible('#k-idle')).toBe(false);
    }
  }, 60_000);

  it('shows a move made on the simulated board as the last move, in words, and the turn passes', async () => {
    // The board reports the position the game was set up in before a piece is moved.
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.length === 49, STEP_MS);
    await api('POST', `/api/boards/${SIM_BOARD_ID}/sim`, { action: 'lift', cells: ['KAI'] });
    await sim.until(() => Object.values(sim.host.board(SIM_BOARD_ID)!.lights).includes('target'), STEP_MS);
    await api('POST', `/api/boards/${SIM_BOARD_ID}/sim`, { action: 'place', cells: ['KY'] });
    expect(await sim.until(() => boardGame().log.length === 1, STEP_MS)).toBe(true);
    const played = boardGame().log[0];
    expect(played.move).toMatch(/KAI.*KY/);
    for (const lang of LANGS) {
      const page = kiosk[lang];
      await waitText(page, '#k-last', played.label[lang]);
      await waitText(page, '#k-turn', lang === 'en' ? 'A to move' : 'A の番です');
      await fitsScreen(page);
      await shot(page, `game-tablet-${lang}`);
    }
  }, 60_000);

  it('shows the teaching events as they arrive: set-up, the lesson step, the piece in hand and how it moves, a hint', async () => {
    const game = boardGame().id;
    const send = (e: Record<string, unknown>) => injected.next({ t: 1, board: SIM_BOARD_ID, game, ...e } as HostEvent);
    // The last move's blink over first: a later lights event of the real board would say the
    // injected piece in hand is down again (it is not lifted on the simulated board).
    await expect.poll(() => Object.values(sim.host.board(SIM_BOARD_ID)!.lights).includes('confirm'), { timeout: STEP_MS }).toBe(false);
    send({ type: 'setup', cell: 'KA', piece: { en: 'black scribe (筆)', ja: '黒の筆' }, placed: 12, total: 49 });
    send({ type: 'lesson', lesson: 'cetkaik-first', step: 3, steps: 12, say: { en: 'Your soldiers step one square forward. Lift the soldier on KAU: the lit squares are where it may go.', ja: '兵は前に一升進みます。KAUの兵を持ち上げると、進める升が光ります。' }, move: 'KAU片KIU' });
    send({ type: 'lifted', cell: 'LE', piece: { name: { en: 'horse (馬)', ja: '馬' }, moves: { en: 'Moves any number of squares diagonally, stopping before a piece or taking it.', ja: '斜めに何升でも進み、駒の手前で止まるか、その駒を取ります。' } } });
    // As the host does: the lifted cell lit as in hand.
    send({ type: 'lights', cells: { LE: 'selected' } });
    send({ type: 'hint', move: 'KAU片KIU', by: 'rule', label: { en: 'IA-side: soldier from KAU to KIU', ja: 'IA側: KAUの兵がKIUへ' } });
    const expected: Record<Lang, Record<string, [string, string, string]>> = {
      en: {
        setup: ['Put the black scribe (筆) on KA.', '', '12 of 49 in place'],
        lesson: ['Your soldiers step one square forward. Lift the soldier on KAU: the lit squares are where it may go.', '', 'Step 3 of 12'],
        lifted: ['horse (馬) from LE', 'Moves any number of squares diagonally, stopping before a piece or taking it.', ''],
        hint: ['IA-side: soldier from KAU to KIU', 'A good move by a simple rule, lit on the board.', ''],
      },
      ja: {
        setup: ['KA に黒の筆を置いてください。', '', '49 個中 12 個を配置済み'],
        lesson: ['兵は前に一升進みます。KAUの兵を持ち上げると、進める升が光ります。', '', 'ステップ 3/12'],
        lifted: ['LE の馬', '斜めに何升でも進み、駒の手前で止まるか、その駒を取ります。', ''],
        hint: ['IA側: KAUの兵がKIUへ', '簡単な規則で選んだ手です。盤に光っています。', ''],
      },
    };
    for (const lang of LANGS) {
      const page = kiosk[lang];
      await page.waitForFunction(() => document.querySelectorAll('#k-panels .k-panel').length === 4, undefined, { timeout: STEP_MS });
      expect(await page.$$eval('#k-panels .k-panel', (ps) => ps.map((p) => p.getAttribute('data-kind')))).toEqual(['setup', 'lesson', 'lifted', 'hint']);
      for (const [kind, [text, detail, progress]] of Object.entries(expected[lang])) {
        const panel = `#k-panels .k-panel[data-kind=${kind}]`;
        expect(await textOf(page, `${panel} .k-panel-text`)).toBe(text);
        expect(detail === '' ? await page.locator(`${panel} .k-panel-detail`).count() : await textOf(page, `${panel} .k-panel-detail`)).toBe(detail === '' ? 0 : detail);
        expect(progress === '' ? await page.locator(`${panel} .k-progress`).count() : await textOf(page, `${panel} .k-progress`)).toBe(progress === '' ? 0 : progress);
      }
      // The board waits for its set-up before anything else.
      expect(await page.getAttribute('#k-waiting', 'data-kind')).toBe('setup');
      await fitsScreen(page);
      await shot(page, `teaching-tablet-${lang}`);
      await page.setViewportSize(SMALL_TABLET);
      await fitsScreen(page);
      await shot(page, `teaching-small-tablet-${lang}`);
      await page.setViewportSize(TABLET);
    }

    // The set-up done and the last lesson step: the board waits for a move again.
    send({ type: 'setup', cell: null, piece: null, placed: 49, total: 49 });
    send({ type: 'lesson', lesson: 'cetkaik-first', step: 12, steps: 12, say: { en: 'That is the whole game.', ja: 'これで全部です。' }, done: true });
    for (const lang of LANGS) {
      const page = kiosk[lang];
      await waitText(page, '#k-panels .k-panel[data-kind=setup] .k-panel-text', lang === 'en' ? 'All 49 pieces are in place: ready to play.' : '49 個すべて置きました。始められます。');
      await waitText(page, '#k-panels .k-panel[data-kind=lesson] .k-progress', lang === 'en' ? 'Step 12 of 12' : 'ステップ 12/12');
      expect(await textOf(page, '#k-panels .k-panel[data-kind=lesson] .k-panel-detail')).toBe(lang === 'en' ? 'Lesson complete: well played!' : 'レッスン完了です。よくできました！');
      expect(await page.getAttribute('#k-waiting', 'data-kind')).toBe('move');
    }
  }, 60_000);

  it('a phone opens the QR code\'s address and gets the dashboard, in either language', async () => {
    const url = await textOf(kiosk.en, '#k-url');
    for (const lang of LANGS) {
      const phone = await (await newContext(lang, PHONE)).newPage();
      await phone.goto(url);
      await phone.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
      expect(await phone.getAttribute('html', 'lang')).toBe(lang);
      await phone.waitForSelector('#board svg', { timeout: STEP_MS });
      await shot(phone, `phone-dashboard-${lang}`);
    }
  }, 60_000);

  it('another board asked for in the address is said to be missing, and the first board is shown', async () => {
    const page = await openKiosk(contexts[0], 'table?board=nope');
    await waitText(page, '#k-note', 'There is no board "nope": showing sim-1.');
    expect(await textOf(page, '#k-title')).toBe('Cetkaik 机戦');
    await page.close();
  }, 30_000);

  it('the language switch redraws the screen in the other language, and the choice sticks', async () => {
    const page = kiosk.en;
    await Promise.all([page.waitForEvent('load'), page.click('.lang-switch')]);
    await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await waitText(page, '#k-turn', 'A の番です');
    expect(await textOf(page, '.k-label')).toBe('手番');
    await page.reload();
    await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await textOf(page, '.lang-switch')).toBe('English');
  }, 30_000);

  it('asked for nothing beyond the dashboard\'s own address, and met no error', () => {
    expect(asked.length).toBeGreaterThan(10);
    const ws = origin.replace(/^http/, 'ws');
    expect(asked.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith(`${ws}/`))).toEqual([]);
    expect(asked.some((u) => u.startsWith(`${ws}/api/events`))).toBe(true);
    expect(errors).toEqual([]);
  });
});
