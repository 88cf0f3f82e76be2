// Test support for the newcomer scripts: a person who has never seen the game's notation plays it
// from the dashboard in Chromium, on a desktop screen or a phone, by buttons, forms and clicks on
// the board only. Every console error and uncaught page error is kept (a test ends by checking
// there were none), screenshots go to artifacts/screenshots/newcomer/, and the notation box can be
// checked never to have been used.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { signInAsOperator, submitNewGame, unfold } from './browser.ts';

export type Screen = 'desktop' | 'phone';

export const SCREENS: Record<Screen, BrowserContextOptions> = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

export const NEWCOMER_SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/newcomer/', import.meta.url));

export interface Newcomer {
  page: Page;
  screen: Screen;
  /** Console errors and uncaught errors of the page, as they came. */
  errors: string[];
  /** A full-page screenshot, `<name>-<screen>.png`. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh page on this screen, signed in as the operator (the token typed once, as a person does). */
export async function newcomer(browser: Browser, url: string, token: string, screen: Screen, timeoutMs: number): Promise<Newcomer> {
  mkdirSync(NEWCOMER_SHOTS, { recursive: true });
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  const errors: string[] = [];
  // A failed request's console line does not name it: the location does.
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await signInAsOperator(page, url, token, timeoutMs);
  return {
    page,
    screen,
    errors,
    shot: async (name) => { await page.screenshot({ path: `${NEWCOMER_SHOTS}${name}-${screen}.png`, fullPage: true }); },
    close: () => context.close(),
  };
}

/** A new game as a newcomer asks for it on the new-game form. */
export interface FormStart {
  /** A board's id, or '' for "no board". */
  board: string;
  game: string;
  /** Option fields by name (`balance`, `grid.rows`, `bot.side`…): typed, or picked when the field is a list (by its value). */
  fields?: Record<string, string>;
  /** The "physical sticks" box: players cast and enter the heads. */
  physical?: boolean;
  /** The seed, typed under "Advanced". */
  seed?: number;
  /** What the page's message must say once the game has started (by default any "Started …"). */
  started?: RegExp;
}

/**
 * Starts a game from the new-game form as a newcomer does, through the option fields the form
 * draws for the game (never the JSON box), then Start, replacing a game running on the board once
 * the page has asked. Returns the page's message ("Started <title> (game <id>) …").
 */
export async function startFromFields(page: Page, start: FormStart, timeoutMs: number): Promise<string> {
  await page.selectOption('#setup-board', start.board);
  await page.selectOption('#setup-game', start.game);
  for (const [name, value] of Object.entries(start.fields ?? {})) {
    const field = page.locator(`#setup-options [data-field="option.${name}"]`);
    if (await field.evaluate((e) => e.tagName === 'SELECT', undefined, { timeout: timeoutMs })) await field.selectOption(value);
    else await field.fill(value);
  }
  await page.setChecked('#setup-form input[name=physical]', start.physical === true);
  if (start.seed !== undefined) {
    await unfold(page, '#setup-form details.advanced');
    await page.fill('#setup-form input[name=seed]', String(start.seed));
  }
  return submitNewGame(page, timeoutMs, start.started);
}

/** The action buttons on the page (what the game waits for, and the moves to make), by their words. */
export function actionButton(page: Page, words: string | RegExp): Locator {
  return page.locator('#awaiting button, #inputs .confirm-list button.confirm, #inputs .action-list button').filter({ hasText: words });
}

/** Clicks the first action whose words match, opening the group it is folded in. */
export async function clickAction(page: Page, words: string | RegExp, timeoutMs: number): Promise<void> {
  const button = actionButton(page, words).first();
  await button.waitFor({ state: 'attached', timeout: timeoutMs });
  await button.evaluate((b) => { const group = b.closest('details'); if (group) (group as HTMLDetailsElement).open = true; });
  await button.click({ timeout: timeoutMs });
}

/** Waits until some action whose words match is offered. */
export async function waitForAction(page: Page, words: string | RegExp, timeoutMs: number): Promise<void> {
  await actionButton(page, words).first().waitFor({ state: 'attached', timeout: timeoutMs });
}

/** Opens the form action whose summary matches and returns it, to be filled and sent. */
export async function openActionForm(page: Page, words: string | RegExp, timeoutMs: number): Promise<Locator> {
  const box = page.locator('#inputs details.action-form-box').filter({ has: page.locator('summary', { hasText: words }) }).first();
  await box.waitFor({ state: 'attached', timeout: timeoutMs });
  await box.evaluate((d) => { (d as HTMLDetailsElement).open = true; });
  return box.locator('form');
}

/** Waits until the move log has `count` moves. */
export async function logLength(page: Page, count: number, timeoutMs: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, count, { timeout: timeoutMs });
}

/** Whether the notation box was left as a newcomer leaves it: folded and empty. */
export async function notationUntouched(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLDetailsElement>('#inputs details.expert');
    const input = document.querySelector<HTMLInputElement>('#inputs form.move-form input[name=move]');
    return (box === null || !box.open) && (input === null || input.value === '');
  });
}
