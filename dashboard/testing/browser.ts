// Test support: Debian's Chromium driven by playwright-core, launched as this machine needs it
// (headless, no sandbox as root, no background networking on a closed network). Never skipped:
// without Chromium the tests fail and say how to install it.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.TABLETOP_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives every launch a fresh, empty user-data-dir of its own. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`the browser tests need Chromium at ${CHROMIUM}, and it is missing: run "bash dashboard/setup-browser.sh" (npm test and npm run setup run it), or set TABLETOP_CHROMIUM to a Chromium binary`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Opens the dashboard at `url` and signs in with the operator token, as a person would. */
export async function signInAsOperator(page: Page, url: string, token: string, timeoutMs: number): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('body[data-ready=true]', { timeout: timeoutMs });
  await page.fill('#token-input', token);
  await page.click('#token-form button[type=submit]');
  await page.waitForSelector('#role[data-role=operator]', { timeout: timeoutMs });
}

/** Opens a folded part of the page (`details`), as a click on its summary would. */
export async function unfold(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((d) => { (d as HTMLDetailsElement).open = true; });
}

/** Types a move in the game's notation in the (folded) expert box and plays it. */
export async function typeMove(page: Page, text: string): Promise<void> {
  await unfold(page, '#inputs details.expert');
  await page.fill('#inputs form.move-form input[name=move]', text);
  await page.click('#inputs form.move-form button[type=submit]');
}

/** Waits until the move log lists this move (by its notation; the log shows it in words). */
export function logHas(page: Page, move: string, timeoutMs: number): Promise<unknown> {
  return page.waitForFunction((m) => [...document.querySelectorAll('#log li')].some((li) => li.getAttribute('data-move') === m), move, { timeout: timeoutMs });
}

/**
 * Starts a game from the new-game form: options and position typed as JSON under "Advanced"; a
 * game running on the board is replaced once the page has asked and been told yes.
 */
export async function startFromForm(page: Page, request: { game: string; options?: string; position?: string; board?: string }, timeoutMs: number): Promise<void> {
  if (request.board !== undefined) await page.selectOption('#setup-board', request.board);
  await page.selectOption('#setup-game', request.game);
  await unfold(page, '#setup-form details.advanced');
  await page.fill('#setup-form textarea[name=options]', request.options ?? '');
  await page.fill('#setup-form textarea[name=position]', request.position ?? '');
  await submitNewGame(page, timeoutMs);
}

/**
 * Clicks Start on the new-game form as it is filled and sees it through: when a game still runs on
 * the board the page first asks whether to replace it, and is told yes. Returns the page's message
 * once the game has started ("Started <title> (game <id>) …"); throws with the message when it
 * says something else (what is wrong, or not the game `started` names).
 */
export async function submitNewGame(page: Page, timeoutMs: number, started: RegExp = /^Started/): Promise<string> {
  const before = await page.textContent('#message');
  await page.click('#setup-start');
  // The game starts, or the page first asks whether to replace the one running, or says what is wrong.
  const settled = (was: string | null) => {
    const message = document.getElementById('message');
    return !document.getElementById('setup-replace')!.hidden || (message?.textContent !== was && (/^Started/.test(message?.textContent ?? '') || message?.dataset.kind === 'error'));
  };
  await page.waitForFunction(settled, before, { timeout: timeoutMs });
  if (await page.isVisible('#setup-replace')) {
    const asked = await page.textContent('#message');
    await page.click('#setup-replace-yes');
    await page.waitForFunction(settled, asked, { timeout: timeoutMs });
  }
  const message = (await page.textContent('#message')) ?? '';
  if (!started.test(message)) throw new Error(`the game did not start: ${message}`);
  return message;
}
