// Test support for the stick games' newcomer scripts (newcomer-jusai, newcomer-shinyu): a game
// started from the new-game form as a newcomer starts it, through the option fields the form
// draws for the game (never the JSON box), and a wait on the game's picture.
import type { Page } from 'playwright-core';

export interface FormStart {
  /** A board's id, or '' for "no board". */
  board: string;
  game: string;
  /** Option fields by name (`balance`, `banker`…), as typed. */
  fields?: Record<string, string>;
  /** The "physical sticks" box: players cast and enter the heads. */
  physical?: boolean;
}

export async function startFromFields(page: Page, start: FormStart, timeoutMs: number): Promise<void> {
  await page.selectOption('#setup-board', start.board);
  await page.selectOption('#setup-game', start.game);
  for (const [name, value] of Object.entries(start.fields ?? {})) await page.fill(`#setup-options [data-field="option.${name}"]`, value);
  await page.setChecked('#setup-form input[name=physical]', start.physical === true);
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
  const message = await page.textContent('#message');
  if (!/^Started/.test(message ?? '')) throw new Error(`the game did not start: ${message}`);
}

/** Waits until the game's picture shows an element matching `selector`. */
export async function pictureShows(page: Page, selector: string, timeoutMs: number): Promise<void> {
  await page.waitForSelector(`#picture ${selector}`, { state: 'attached', timeout: timeoutMs });
}

/** Whether the page is no wider than the screen (nothing overflows sideways). */
export function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
