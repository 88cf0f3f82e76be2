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
