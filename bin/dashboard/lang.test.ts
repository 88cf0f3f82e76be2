// The dashboard in both languages, in Chromium, on the simulated 9×9 board: a browser that asks
// for Japanese first gets the page in Japanese (every text of the static page from the catalogue,
// a Cetkaik game's chrome too); an English one gets English, and its switch turns the page
// Japanese for good (a reload, another page of the same browser). Screenshots of both languages
// on a desktop and a phone go to artifacts/screenshots/lang/, with a check that kana are drawn
// with a font that has them (not as missing-glyph boxes).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../../dashboard/i18n/en.json' with { type: 'json' };
import ja from '../../dashboard/i18n/ja.json' with { type: 'json' };
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'lang-test-token-3b7e';
const STEP_MS = 15_000;
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/lang/', import.meta.url));
const SCREENS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const EN: Record<string, string> = en;
const JA: Record<string, string> = ja;

/** Elements the page writes again once it knows more (the feed's state, the board's heading): their first words are the catalogue's, not their later ones. */
const REWRITTEN = new Set(['feed.connecting', 'page.noGame']);

const rig = useNewcomerRig({ seed: 1, token: TOKEN, timeoutMs: 60_000 });

async function open(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(rig.url);
  await ready(page);
  return page;
}

/** The page has drawn itself once (its texts are in place) and the feed is live. */
async function ready(page: Page): Promise<void> {
  await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  await page.waitForSelector('#feed-state[data-state=live]', { timeout: STEP_MS });
}

/** Every element naming a catalogue key, with what it shows for that key (its text or attribute). */
function shown(page: Page): Promise<{ key: string; what: string; text: string }[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLElement>('[data-i18n]')].map((e) => ({ key: e.dataset.i18n ?? '', what: 'text', text: e.textContent ?? '' })),
    ...(['placeholder', 'title', 'aria-label'] as const).flatMap((attribute) => [...document.querySelectorAll<HTMLElement>(`[data-i18n-${attribute}]`)]
      .map((e) => ({ key: e.getAttribute(`data-i18n-${attribute}`) ?? '', what: attribute, text: e.getAttribute(attribute) ?? '' }))),
  ]);
}

const text = async (page: Page, selector: string): Promise<string> => ((await page.textContent(selector)) ?? '').trim();
const lang = (page: Page): Promise<string> => page.evaluate(() => document.documentElement.lang);

/** Clicks the language switch and waits for the page drawn again in the other language. */
async function switchLanguage(page: Page, to: 'en' | 'ja'): Promise<void> {
  await Promise.all([page.waitForEvent('load', { timeout: STEP_MS }), page.click('header .lang-switch')]);
  await ready(page);
  expect(await lang(page)).toBe(to);
}

/**
 * How the page's own font draws kana: 'あ' and 'い' with ink, told apart, and neither the size nor
 * the look of the box drawn for a character no font has (U+FFFF).
 */
async function kanaGlyphs(page: Page): Promise<{ kana: number; tofu: number; ink: number; kanaDiffer: boolean; likeTofu: boolean }> {
  // A string, so the test's transform adds nothing to the function the page runs.
  return page.evaluate(`(() => {
    const family = getComputedStyle(document.body).fontFamily;
    const draw = (s) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48; canvas.height = 48;
      const c = canvas.getContext('2d');
      c.font = '32px ' + family;
      c.fillText(s, 4, 36);
      const alpha = [...c.getImageData(0, 0, 48, 48).data].filter((_, i) => i % 4 === 3);
      return { width: c.measureText(s).width, ink: alpha.filter((a) => a > 0).length, pixels: alpha.join() };
    };
    const a = draw('\\u3042'), i = draw('\\u3044'), tofu = draw('\\uFFFF');
    return { kana: a.width, tofu: tofu.width, ink: a.ink, kanaDiffer: a.pixels !== i.pixels, likeTofu: a.pixels === tofu.pixels };
  })()`);
}

/** The language switch as drawn: inside the screen, its words on one line (one box for the text). */
function switchLook(page: Page): Promise<{ right: number; screen: number; lines: number }> {
  return page.locator('header .lang-switch').evaluate((b) => {
    const words = document.createRange();
    words.selectNodeContents(b);
    return { right: b.getBoundingClientRect().right, screen: document.documentElement.clientWidth, lines: words.getClientRects().length };
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [screen, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size);
    const look = await switchLook(page);
    expect(look.right).toBeLessThanOrEqual(look.screen);
    expect(look.lines).toBe(1);
    await page.screenshot({ path: `${SHOTS}${name}-${screen}.png`, fullPage: true });
  }
  await page.setViewportSize(SCREENS.desktop);
}

describe('a browser that asks for Japanese', () => {
  let context: BrowserContext;
  let page: Page;

  it('shows the page in Japanese: lang="ja", the catalogue\'s words, nothing of the static page left in English', async () => {
    context = await rig.browser.newContext({ locale: 'ja-JP', viewport: SCREENS.desktop });
    page = await open(context);
    expect(await page.evaluate(() => navigator.languages[0])).toBe('ja-JP');
    expect(await lang(page)).toBe('ja');
    expect(await text(page, '#feed-state')).toBe(JA['feed.live']);
    expect(await text(page, '#role')).toBe('観戦者');
    expect(await page.getAttribute('#token-input', 'placeholder')).toBe('オペレーターのトークン');
    expect(await text(page, '#token-form button[type=submit]')).toBe('サインイン');
    expect(await text(page, '#game-title')).toBe(`盤 ${SIM_BOARD_ID}: ゲームなし`);
    expect(await page.locator('aside.side h3').allTextContents()).toEqual(expect.arrayContaining(['得点', '手の記録', '経過', '接続', '新しいゲーム']));
    expect(await text(page, '#setup-start')).toBe('ゲーム開始');
    expect(await text(page, '#setup-form details.advanced summary')).toBe(JA['setup.advanced']);
    expect(await text(page, '#link dd[data-key="link"]')).toMatch(/^接続済み/);
    expect(await text(page, '#scores')).toBe('ゲームなし');
    // The switch offers the other language, in that language.
    expect(await text(page, 'header .lang-switch')).toBe('English');

    const named = await shown(page);
    expect(named.length).toBeGreaterThan(25);
    expect(named.filter((n) => !(n.key in EN))).toEqual([]);
    expect(named.filter((n) => n.text === EN[n.key])).toEqual([]);
    expect(named.filter((n) => !REWRITTEN.has(n.key) && n.text !== JA[n.key])).toEqual([]);
  }, 60_000);

  it('signs in and starts Cetkaik from the form, all in Japanese', async () => {
    await page.fill('#token-input', TOKEN);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#role[data-role=operator]', { timeout: STEP_MS });
    expect(await text(page, '#role')).toBe('オペレーター');
    expect(await text(page, '#message')).toBe(JA['token.signedIn']);
    expect(await text(page, '#sign-out')).toBe('サインアウト');
    expect(await page.locator('#setup-board option').allTextContents()).toEqual([`${SIM_BOARD_ID}（9×9、シミュレーション）`, '盤なし（このページで遊ぶ）']);

    await page.selectOption('#setup-game', 'cetkaik');
    await page.waitForSelector('#setup-options fieldset legend', { timeout: STEP_MS });
    expect(await text(page, '#setup-options fieldset > legend')).toBe('オプション');
    await page.click('#setup-start');
    await page.waitForFunction(() => /を盤 sim-1 で始めました。$/.test(document.getElementById('message')?.textContent ?? ''), undefined, { timeout: STEP_MS });
    const id = rig.sim.host.board(SIM_BOARD_ID)!.game!;
    expect(rig.sim.host.game(id)!.game).toBe('cetkaik');
    expect(await text(page, '#message')).toMatch(new RegExp(`^.+（ゲーム ${id}）を盤 ${SIM_BOARD_ID} で始めました。$`));
    await page.waitForSelector('#board [data-kind=tam2]', { timeout: STEP_MS });
    await page.waitForFunction((g) => (document.getElementById('game-title')?.textContent ?? '').includes(`ゲーム ${g}`), id, { timeout: STEP_MS });

    // The chrome around the game: heading, key, the notation box, the link panel, the board's name.
    expect((await text(page, '#game-title')).split(' · ')).toContain(`ゲーム ${id}`);
    await page.waitForSelector('#legend h3', { timeout: STEP_MS });
    expect(await text(page, '#legend h3')).toBe('凡例');
    expect(await text(page, '#inputs details.expert summary')).toBe(JA['actions.expert']);
    expect(await page.getAttribute('#inputs form.move-form input[name=move]', 'placeholder')).toBe(JA['actions.notation']);
    expect(await text(page, '#inputs form.move-form button[type=submit]')).toBe('決定');
    expect(await page.locator('#link dt').allTextContents()).toEqual(expect.arrayContaining(['盤', '接続', '大きさ', 'エラー', 'ファームウェア']));
    expect(await text(page, '#link dd[data-key="errors"]')).toMatch(/^CRC \d+、デコード \d+、過大 \d+、欠落 \d+$/);
    expect(await page.getAttribute('#board svg', 'aria-label')).toBe(`盤 ${SIM_BOARD_ID}（9×9）`);
    expect(await text(page, '#undo')).toBe('一手戻す');
    // Still nothing of the page's own texts in English.
    expect((await shown(page)).filter((n) => n.text === EN[n.key])).toEqual([]);
    await shoot(page, 'ja-cetkaik');

    // Another game asked for on the same board: the page asks first, in Japanese, and is told no.
    await page.selectOption('#setup-game', 'free');
    await page.click('#setup-start');
    await page.waitForSelector('#setup-replace:not([hidden])', { timeout: STEP_MS });
    expect(await page.getAttribute('#setup-replace', 'aria-label')).toBe('進行中のゲームを置き換えますか？');
    expect(await text(page, '#setup-replace-text')).toMatch(new RegExp(`^sim-1 ではまだ .+（ゲーム ${id.replace(/\./g, '\\.')}、\\d+ 手）が進行中です。置き換えますか？`));
    expect(await text(page, '#setup-replace-no')).toBe('続ける');
    await page.click('#setup-replace-no');
    await page.waitForFunction((kept) => document.getElementById('message')?.textContent === kept, JA['setup.kept'], { timeout: STEP_MS });
    expect(rig.sim.host.board(SIM_BOARD_ID)!.game).toBe(id);
    await page.selectOption('#setup-game', 'cetkaik');
  }, 60_000);

  it('draws the kana with a font that has them', async () => {
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Sans CJK JP');
    const glyphs = await kanaGlyphs(page);
    expect(glyphs.ink).toBeGreaterThan(0);
    expect(glyphs.kana).toBeGreaterThan(0);
    expect(glyphs.kana).not.toBeCloseTo(glyphs.tofu, 1);
    expect(glyphs.kanaDiffer).toBe(true);
    expect(glyphs.likeTofu).toBe(false);
    await context.close();
  }, 30_000);
});

describe('a browser that asks for English', () => {
  it('shows English; the switch turns the page Japanese, and it sticks across a reload and a new page', async () => {
    const context = await rig.browser.newContext({ locale: 'en-US', viewport: SCREENS.desktop });
    const page = await open(context);
    expect(await lang(page)).toBe('en');
    expect(await text(page, '#role')).toBe('spectator');
    expect(await text(page, '#feed-state')).toBe('live');
    expect(await text(page, '#token-form button[type=submit]')).toBe('Sign in');
    expect(await page.locator('aside.side h3').allTextContents()).toEqual(expect.arrayContaining(['Scores', 'Moves', 'Activity', 'Link', 'New game']));
    const id = rig.sim.host.board(SIM_BOARD_ID)!.game!;
    await page.waitForFunction((g) => (document.getElementById('game-title')?.textContent ?? '').split(' · ').includes(`game ${g}`), id, { timeout: STEP_MS });
    expect((await shown(page)).filter((n) => !REWRITTEN.has(n.key) && n.text !== EN[n.key])).toEqual([]);
    const button = page.locator('header .lang-switch');
    expect(await button.textContent()).toBe('日本語');
    expect(await button.getAttribute('aria-label')).toBe(EN['lang.switchLabel']);
    // At the header's right: after the sign-in form, on its line.
    const [header, sw, form] = await Promise.all([page.locator('header.top').boundingBox(), button.boundingBox(), page.locator('#token-form').boundingBox()]);
    expect(sw!.x + sw!.width).toBeGreaterThan(header!.x + header!.width * 0.8);
    expect(sw!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    await page.waitForSelector('#legend h3', { timeout: STEP_MS });
    await shoot(page, 'en-cetkaik');

    await switchLanguage(page, 'ja');
    expect(await text(page, '#role')).toBe('観戦者');
    expect(await text(page, 'header .lang-switch')).toBe('English');
    await page.reload();
    await ready(page);
    expect(await lang(page)).toBe('ja');
    expect(await text(page, '#token-form button[type=submit]')).toBe('サインイン');
    const other = await open(context);
    expect(await lang(other)).toBe('ja');
    expect(await text(other, '#setup-start')).toBe('ゲーム開始');
    await page.waitForFunction((g) => (document.getElementById('game-title')?.textContent ?? '').split(' · ').includes(`ゲーム ${g}`), id, { timeout: STEP_MS });
    await other.close();

    // And back: the English switch sticks the same way.
    await switchLanguage(page, 'en');
    expect(await text(page, '#role')).toBe('spectator');
    await page.reload();
    await ready(page);
    expect(await lang(page)).toBe('en');
    await context.close();
  }, 90_000);
});
