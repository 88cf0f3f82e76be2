// Test support for the stick games' newcomer scripts (newcomer-jusai, newcomer-shinyu): a wait on
// the game's picture, and whether the page fits the screen. (The games are started from the
// new-game form's option fields by startFromFields in dashboard/testing/newcomer.ts.)
import type { Page } from 'playwright-core';

/** Waits until the game's picture shows an element matching `selector`. */
export async function pictureShows(page: Page, selector: string, timeoutMs: number): Promise<void> {
  await page.waitForSelector(`#picture ${selector}`, { state: 'attached', timeout: timeoutMs });
}

/** Whether the page is no wider than the screen (nothing overflows sideways). */
export function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
