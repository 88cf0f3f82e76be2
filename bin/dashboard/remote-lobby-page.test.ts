// A remote match made on the dashboards' pages, every piece real: two `tabletop start
// --remote-lobby` hosts (each a simulated board), one mosquitto whose users are named by their
// seats with the README's two pattern rules, and Chromium on each host's page. The panel "Play
// against another board" is there for a spectator too, asking for the token; south's page joins
// a match nobody made and shows the API's words; north's page creates a match (free play, seats
// north and south, the id picked by the host) and shows the id to tell the other table; south's
// page joins it by that id (Cetkaik, picked on the way, offers its sides A and IA as the seats). Both remote lines then say who plays whom; north's person moves, and
// south's line asks for that move (lit on south's board), then both say it was made.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import { useCliCleanup } from '../testing/cli-process.ts';
import { eventsOf, litAt, lobbyBroker, lobbyUserOf, make, movesOf, startLobbyHost, until, type RemoteHost } from '../testing/remote-hosts.ts';
import { STEP_MS, openPage as openHostPage, remoteLine } from '../testing/remote-page.ts';

const TOKEN = 'remote-lobby-page-operator-token';
const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));

const cleanup = useCliCleanup();

const cspViolations: string[] = [];
const openPage = (browser: Browser, h: RemoteHost<string>): Promise<Page> => openHostPage(browser, h.base, cspViolations);

async function signIn(page: Page): Promise<void> {
  await page.fill('#token-input', TOKEN);
  await page.click('#token-form button[type=submit]');
  await page.waitForSelector('#role[data-role=operator]', { timeout: STEP_MS });
}

/** Waits until the element's text matches; answers it (or says what it was). */
async function textOf(page: Page, selector: string, words: RegExp): Promise<string> {
  try {
    await page.waitForFunction(([s, source]) => {
      const node = document.querySelector(s);
      return node instanceof HTMLElement && node.offsetParent !== null && new RegExp(source).test(node.textContent ?? '');
    }, [selector, words.source] as const, { timeout: STEP_MS });
  } catch (e) {
    throw new Error(`${selector} never said /${words.source}/: it says "${await page.textContent(selector).catch(() => null)}" (${String(e)})`);
  }
  return (await page.textContent(selector)) ?? '';
}

describe('a remote match made on the dashboards\' pages', () => {
  it('created on north\'s page, joined on south\'s by the id it shows; both remote lines follow a move; a match nobody made is refused in words', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const broker = cleanup.stopped(await lobbyBroker());
    // Each dashboard bundles the page before it listens: slow on a busy machine.
    const [north, south] = await Promise.all(['north', 'south'].map((seat) => startLobbyHost(broker, seat, TOKEN, lobbyUserOf(seat), 60_000)));
    const browser = await launchChromium();
    cleanup.after(() => browser.close());
    const [northPage, southPage] = await Promise.all([openPage(browser, north), openPage(browser, south)]);

    // A spectator sees the panel and is asked for the token; no forms until signed in.
    await northPage.waitForSelector('#remote-lobby:not([hidden])', { timeout: STEP_MS });
    expect(await northPage.textContent('#remote-lobby h3')).toBe('Play against another board');
    expect(await northPage.isVisible('#lobby-signin')).toBe(true);
    expect(await northPage.isVisible('#lobby-create')).toBe(false);
    expect(await northPage.isVisible('#remote')).toBe(false);
    await Promise.all([signIn(northPage), signIn(southPage)]);
    expect(await northPage.isVisible('#lobby-signin')).toBe(false);

    // A match nobody made: the API's own words beside the form, the button disabled meanwhile.
    await southPage.fill('#lobby-join [name=match]', 'm-nobody');
    await southPage.click('#lobby-join button[type=submit]');
    expect(await southPage.isDisabled('#lobby-join button[type=submit]')).toBe(true);
    expect(await southPage.isDisabled('#lobby-create button[type=submit]')).toBe(true);
    const refusal = await textOf(southPage, '#lobby-join-error[data-kind=error]', /m-nobody/);
    const api = await fetch(`${south.base}api/remote/join`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ match: 'm-nobody' }) });
    const body = (await api.json()) as { code: string; message: string };
    expect([api.status, body.code]).toEqual([404, 'no-such-match']);
    expect(refusal).toBe(body.message);
    expect(await southPage.isEnabled('#lobby-join button[type=submit]')).toBe(true);
    await southPage.screenshot({ path: `${ARTIFACTS}remote-lobby-page-forms.png`, fullPage: true });

    // A game that names its sides offers them as the seats, one each.
    await northPage.selectOption('#lobby-create [name=game]', 'cetkaik');
    await northPage.waitForSelector('#lobby-create select[name=seat]', { timeout: STEP_MS });
    expect(await northPage.$$eval('#lobby-create select[name=seat] option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['A', 'IA']);
    await northPage.selectOption('#lobby-create [name=seat]', 'IA');
    expect(await northPage.inputValue('#lobby-create [name=peer]')).toBe('A');

    // North creates: free play, north against south, the id left to the host.
    await northPage.selectOption('#lobby-create [name=game]', 'free');
    await northPage.waitForSelector('#lobby-create input[name=seat]', { timeout: STEP_MS });
    expect([await northPage.inputValue('#lobby-create [name=seat]'), await northPage.inputValue('#lobby-create [name=peer]')]).toEqual(['north', 'south']);
    await northPage.fill('#lobby-create [name=seat]', 'north');
    await northPage.fill('#lobby-create [name=peer]', 'south');
    await northPage.click('#lobby-create button[type=submit]');
    expect(await northPage.isDisabled('#lobby-create button[type=submit]')).toBe(true);
    const match = (await textOf(northPage, '#lobby-match-id', /^m-[0-9a-f]{6}$/)).trim();
    expect(await northPage.textContent('#lobby-made')).toBe(`Tell the other table: match ${match}You play north against south; north moves first.`);
    await textOf(northPage, '#lobby-status', new RegExp(`^Playing match ${match} as north against south\\.$`));
    expect(await northPage.isVisible('#lobby-create')).toBe(false);
    await remoteLine(northPage, 'none', new RegExp(`Remote match ${match}: you play north against south — `));

    // South joins by that id.
    await southPage.fill('#lobby-join [name=match]', match);
    await southPage.click('#lobby-join button[type=submit]');
    await textOf(southPage, '#lobby-made', new RegExp(`^Joined match ${match}You play south against north; north moves first\\.$`));
    expect(await southPage.textContent('#lobby-join-error')).toBe('');
    await remoteLine(southPage, 'none', new RegExp(`Remote match ${match}: you play south against north — north is online`));
    await remoteLine(northPage, 'none', /south is online/);

    // North's person moves: north's page waits for south; south's page asks for it, lit on its board.
    const southBefore = eventsOf(south).length;
    make(north, 'A1', 'E5');
    await until('north plays A1-E5', () => movesOf(north).includes('A1-E5'));
    await remoteLine(northPage, 'waiting-peer', /waiting for south to make A1-E5 on their board/);
    await remoteLine(southPage, 'waiting-us', /make north's move A1-E5 on your board \(lit\)/);
    await until('south\'s board lights A1-E5', () => litAt(south, 'A1', 'E5', southBefore) >= 0);
    expect(movesOf(south)).not.toContain('A1-E5');
    await northPage.screenshot({ path: `${ARTIFACTS}remote-lobby-page-north.png`, fullPage: true });
    await southPage.screenshot({ path: `${ARTIFACTS}remote-lobby-page-south.png`, fullPage: true });

    // South's person makes it: made, on both pages.
    make(south, 'A1', 'E5');
    await remoteLine(southPage, 'made', /A1-E5 made: you made north's move on your board/);
    await remoteLine(northPage, 'made', /A1-E5 made: south made your move on their board/);

    const status = (await (await fetch(`${south.base}api/remote`)).json()) as { available: boolean; match: unknown };
    expect(status).toMatchObject({ available: false, match: { match, seat: 'south', peer: 'north' } });
    expect(cspViolations).toEqual([]);
    expect(north.p.out.stderr).not.toMatch(/refused|dropped/);
    expect(south.p.out.stderr).not.toMatch(/refused|dropped/);
  }, 120_000);
});
