// For the remote-play browser tests: a host's dashboard in Chromium (CSP violations collected),
// and a wait on its remote line (`#remote`, its kind in `data-step`).
import type { Browser, Page } from 'playwright-core';

export const STEP_MS = 15_000;

/** Listens on the page for the console's CSP refusals, into `violations`. */
export function watchCsp(page: Page, violations: string[]): void {
  page.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text()); });
}

/** The host's dashboard, loaded. */
export async function openPage(browser: Browser, base: string, violations: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  watchCsp(page, violations);
  await page.goto(base);
  await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  return page;
}

/** Waits until the page's remote line is of this kind (`data-step`) and says this; answers its text. */
export async function remoteLine(page: Page, step: string, words: RegExp): Promise<string> {
  try {
    await page.waitForFunction(([s, source]) => {
      const line = document.getElementById('remote');
      return line !== null && !line.hidden && line.dataset.step === s && new RegExp(source).test(line.textContent ?? '');
    }, [step, words.source] as const, { timeout: STEP_MS });
  } catch (e) {
    throw new Error(`the remote line never was ${step} /${words.source}/: it says "${await page.textContent('#remote')}" (${String(e)})`);
  }
  return (await page.textContent('#remote')) ?? '';
}
