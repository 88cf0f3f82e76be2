// The dashboard in a real browser (Debian's Chromium through playwright-core), against the
// whole product in this process: simulated board ⇄ serial stream ⇄ link ⇄ host ⇄ dashboard on
// 127.0.0.1, in real time. The operator signs in, starts games from the form and plays by
// clicking cells; a spectator's page cannot act. Screenshots go to artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { launchChromium, signInAsOperator, startFromForm as startGameFromForm } from '../../dashboard/testing/browser.ts';
import { scarabyaGame, seededRng, type ScarabyaMove, type ScarabyaState } from '../../rules/index.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

const TOKEN = 'browser-test-token-5f1c';
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 10_000;

let sim: SimHost;
let served: ServedDashboard;
let browser: Browser;
let operator: BrowserContext;
let page: Page;
const cspViolations: string[] = [];

async function openPage(context: BrowserContext): Promise<Page> {
  const p = await context.newPage();
  p.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) cspViolations.push(m.text()); });
  await p.goto(served.url);
  await p.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
  return p;
}

const TITLES: Record<string, string> = { free: 'Free', cetkaik: 'Cetkaik', scarabya: 'Scarabya' };

const cell = (p: Page, name: string) => p.locator(`#board rect.hit[data-cell="${name}"]`);

async function startFromForm(p: Page, game: string, options: string, position = ''): Promise<void> {
  await startGameFromForm(p, { game, options, position }, STEP_MS);
  await p.waitForFunction((g) => document.getElementById('game-title')?.textContent?.includes(g), TITLES[game] ?? game, { timeout: STEP_MS });
}

/** Waits until the board reports exactly what the game expects (the simulated board was reset). */
async function boardMatchesGame(): Promise<void> {
  await sim.until(() => {
    const board = sim.host.board(SIM_BOARD_ID)!;
    const game = sim.host.game(board.game!)!;
    const view = game.view as { pieces?: unknown[]; board?: Record<string, unknown> };
    const count = view.pieces?.length ?? Object.keys(view.board ?? {}).length;
    return board.occupancy.length === count;
  }, STEP_MS);
}

async function shot(p: Page, name: string): Promise<void> {
  await p.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchChromium();
  sim = await startSimHost({ game: { game: 'free' }, seed: 5 });
  served = await serveDashboard({ host: sim.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
  operator = await browser.newContext({ viewport: DESKTOP });
  page = await openPage(operator);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await sim?.close();
});

describe('the operator in a browser', () => {
  it('signs in with the token once; it is kept in sessionStorage only', async () => {
    expect(await page.textContent('#role')).toBe('spectator');
    await page.fill('#token-input', TOKEN);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#role[data-role=operator]', { timeout: STEP_MS });
    expect(await page.evaluate(() => sessionStorage.getItem('tabletop.operatorToken'))).toBe(TOKEN);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(page.url()).not.toContain(TOKEN);
    expect(await page.isVisible('#setup-form')).toBe(true);
  }, 30_000);

  it('starts a free game from the form, lifts a piece by clicking and sees its targets lit, places it, sees the move in the log', async () => {
    await startFromForm(page, 'free', '{}');
    await boardMatchesGame();
    await page.waitForSelector('#board [data-piece-cell="A1"]:not(.lifted)', { timeout: STEP_MS });

    await cell(page, 'A1').click();
    await page.waitForSelector('#board [data-ring-cell][data-role=target]', { timeout: STEP_MS });
    await page.waitForSelector('#board [data-ring-cell="A1"][data-role=selected]', { timeout: STEP_MS });
    expect(await page.locator('#board [data-ring-cell][data-role=target]').count()).toBe(63);
    expect(await page.locator('#board rect.led').count()).toBeGreaterThan(60);
    expect(await page.getAttribute('#board [data-piece-cell="A1"]', 'class')).toContain('lifted');
    await shot(page, 'free-lifted-desktop');

    await cell(page, 'E5').click();
    await page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => li.getAttribute('data-move') === 'A1-E5'), undefined, { timeout: STEP_MS });
    await page.waitForSelector('#board [data-piece-cell="E5"]:not(.lifted)', { timeout: STEP_MS });
    expect(sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!.log.map((l: { move: string }) => l.move)).toEqual(['A1-E5']);
    await shot(page, 'free-moved-desktop');
    // The link panel counts frames dropped as too large beside the other link errors.
    await page.waitForSelector('#link dd[data-key="errors"]', { timeout: STEP_MS });
    expect(await page.textContent('#link dd[data-key="errors"]')).toMatch(/^CRC \d+, decode \d+, too large 0, missed \d+$/);

    await page.click('#undo');
    await page.waitForFunction(() => document.querySelectorAll('#log li').length === 0, undefined, { timeout: STEP_MS });
    await page.waitForSelector('#activity li[data-type=undone]', { timeout: STEP_MS });
  }, 60_000);

  it('asks before it replaces a game still played: "Keep playing" leaves it; "Replace it" starts the new one, whose Activity holds none of the last game’s lines', async () => {
    // The free game above is still on the board, with its moves and undo in the Activity panel.
    await page.waitForSelector('#activity li[data-type=undone]', { timeout: STEP_MS });
    const running = sim.host.board(SIM_BOARD_ID)!.game!;
    await page.selectOption('#setup-game', 'free');
    await page.click('#setup-form button[type=submit]');
    await page.waitForSelector('#setup-replace:not([hidden])', { timeout: STEP_MS });
    expect(await page.textContent('#setup-replace-text')).toContain(`game ${running}`);
    await page.click('#setup-replace-no');
    await page.waitForSelector('#setup-replace[hidden]', { state: 'attached', timeout: STEP_MS });
    expect(sim.host.board(SIM_BOARD_ID)!.game).toBe(running);

    await page.click('#setup-form button[type=submit]');
    await page.waitForSelector('#setup-replace:not([hidden])', { timeout: STEP_MS });
    await page.click('#setup-replace-yes');
    await sim.until(() => sim.host.board(SIM_BOARD_ID)!.game !== running, STEP_MS);
    const replaced = sim.host.board(SIM_BOARD_ID)!.game!;
    expect(replaced).not.toBe(running);
    await page.waitForFunction((id) => (document.getElementById('game-title')?.textContent ?? '').split(' · ').includes(`game ${id}`), replaced, { timeout: STEP_MS });
    // The new game's panel starts afresh: nothing of the game before it.
    expect(await page.locator('#activity li[data-type=undone]').count()).toBe(0);
    expect(await page.locator('#activity li[data-type=move]').count()).toBe(0);
  }, 60_000);

  it('answers what the board cannot sense with buttons: a new piece\'s colour, then a physical cast of sticks', async () => {
    await page.check('#setup-form input[name=physical]');
    await startFromForm(page, 'free', '{"add": true, "colors": ["red", "black"], "cast": 3}');
    await page.uncheck('#setup-form input[name=physical]');
    await boardMatchesGame();
    await cell(page, 'E5').click();
    await page.waitForSelector('#awaiting button.choice', { timeout: STEP_MS });
    const black = page.locator('#awaiting button.choice', { hasText: 'black' });
    await shot(page, 'free-choice-desktop');
    await black.click();
    await page.waitForSelector('#awaiting button.sticks[data-heads="3"]', { timeout: STEP_MS });
    expect(await page.locator('#awaiting button.sticks').count()).toBe(4);
    expect(await page.textContent('#awaiting .prompt')).toMatch(/3 sticks/);
    await page.click('#awaiting button.sticks[data-heads="2"]');
    await page.waitForFunction(() => [...document.querySelectorAll('#activity li')].some((li) => /2 heads/.test(li.textContent ?? '')), undefined, { timeout: STEP_MS });
    const game = sim.host.game(sim.host.board(SIM_BOARD_ID)!.game!)!;
    expect(game.log.map((l) => l.move)).toEqual([expect.stringMatching(/E5.*black/)]);
    expect(game.awaiting).toBeNull();
  }, 60_000);

  it('plays Cetkaik: glyphs by side and colour, water and tam2 hue, a lift shows targets, a placement is a move', async () => {
    await startFromForm(page, 'cetkaik', '{"firstMovers": ["IA"]}');
    await boardMatchesGame();
    await page.waitForSelector('#board [data-kind=tam2]', { timeout: STEP_MS });
    expect(await page.locator('#board .piece[data-kind]').count()).toBe(49);
    expect(await page.textContent('#board [data-piece-cell="ZA"] text')).toBe('王');
    expect(await page.getAttribute('#board [data-piece-cell="ZA"]', 'transform')).toContain('rotate(180)');
    expect(await page.getAttribute('#board [data-piece-cell="ZIA"]', 'transform')).toContain('rotate(0)');
    expect(await page.getAttribute('#board [data-piece-cell="KA"] text', 'fill')).toBe('#151515');
    expect(await page.getAttribute('#board [data-piece-cell="PA"] text', 'fill')).toBe('#b8241c');
    expect(await page.locator('#board .water-mark').count()).toBe(9);
    expect(await page.locator('#board [data-hue]').count()).toBeGreaterThanOrEqual(9);
    await shot(page, 'cetkaik-start-desktop');

    await cell(page, 'KAI').click();
    await page.waitForSelector('#board [data-ring-cell="KY"][data-role=target]', { timeout: STEP_MS });
    await shot(page, 'cetkaik-lifted-desktop');
    await cell(page, 'KY').click();
    await page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => /KAI.*KY/.test(li.getAttribute('data-move') ?? '')), undefined, { timeout: STEP_MS });
    await page.waitForSelector('#board [data-piece-cell="KY"][data-kind=kauk2]', { timeout: STEP_MS });
    await shot(page, 'cetkaik-moved-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'cetkaik-moved-phone');
    await page.setViewportSize(DESKTOP);
  }, 60_000);
});

describe('a spectator in a browser', () => {
  it('sees the game but cannot act: no token in the page, the form hidden, clicks and requests refused', async () => {
    const spectator = await browser.newContext({ viewport: PHONE });
    const p = await openPage(spectator);
    expect(await p.content()).not.toContain(TOKEN);
    expect(await p.textContent('#role')).toBe('spectator');
    expect(await p.isVisible('#setup-form')).toBe(false);
    expect(await p.isVisible('#undo')).toBe(false);
    await p.waitForSelector('#board [data-kind=tam2]', { timeout: STEP_MS });
    await p.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => /KAI.*KY/.test(li.getAttribute('data-move') ?? '')), undefined, { timeout: STEP_MS });

    const before = sim.host.board(SIM_BOARD_ID)!.occupancy.join();
    await cell(p, 'KA').click();
    await p.waitForSelector('#message[data-kind=error]', { timeout: STEP_MS });
    expect(await p.textContent('#message')).toMatch(/Only the operator/);
    const status = await p.evaluate(async (board) => (await fetch(`/api/boards/${board}/sim`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'lift', cells: ['KA'] }),
    })).status, SIM_BOARD_ID);
    expect(status).toBe(401);
    await sim.until(() => false, 300);
    expect(sim.host.board(SIM_BOARD_ID)!.occupancy.join()).toBe(before);

    // A wrong token is refused and not kept.
    await p.fill('#token-input', 'not-the-token');
    await p.click('#token-form button[type=submit]');
    await p.waitForFunction(() => document.getElementById('message')?.textContent === 'That is not the operator token.', undefined, { timeout: STEP_MS });
    expect(await p.evaluate(() => sessionStorage.length)).toBe(0);
    await shot(p, 'spectator-phone');
    await spectator.close();
  }, 60_000);

  it('the page broke no content-security rule', () => {
    expect(cspViolations).toEqual([]);
  });
});

// Scarabya needs a 10×10 board: its own simulated board and dashboard, the same browser.
describe('Scarabya in a browser (10×10 simulated board)', () => {
  const MISSIONS = ['L', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'F', 'I', 'N'];
  const SITE_SEED = 7;
  let site: SimHost;
  let siteServed: ServedDashboard;
  let context: BrowserContext;
  let p: Page;
  const names = (cells: readonly number[]) => cells.map((c) => scarabyaGame.cellName(c, { rows: 10, cols: 10 }));

  /** The game as the test computes it with the rules: the same options give the same site. */
  function setupState(options: Record<string, unknown>): ScarabyaState {
    const parsed = scarabyaGame.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return scarabyaGame.setup(parsed.value, seededRng(1));
  }

  function played(state: ScarabyaState, move: ScarabyaMove): ScarabyaState {
    const outcome = scarabyaGame.play(state, move, seededRng(1));
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value.state;
  }

  const occupiedCount = () => site.host.board(SIM_BOARD_ID)!.occupancy.length;
  const gameOnSite = () => site.host.game(site.host.board(SIM_BOARD_ID)!.game!)!;

  beforeAll(async () => {
    site = await startSimHost({ profile: '10x10', seed: 11 });
    siteServed = await serveDashboard({ host: site.host, token: TOKEN }, { host: '127.0.0.1', port: 0 });
    context = await browser.newContext({ viewport: DESKTOP });
    p = await context.newPage();
    p.on('console', (m) => { if (/Content.Security.Policy|Refused to/i.test(m.text())) cspViolations.push(m.text()); });
    await signInAsOperator(p, siteServed.url, TOKEN, STEP_MS);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await siteServed?.close();
    await site?.close();
  });

  it('starts solo from the form, places the first mission by clicking its 5 cells, then a wrong shape lights red with the reason', async () => {
    const options = { mode: 'solo', siteSeed: SITE_SEED, missions: MISSIONS };
    await startFromForm(p, 'scarabya', JSON.stringify(options));
    const state = setupState(options);
    const view = gameOnSite().view as { site: { rocks: string[]; scarabs: string[] } };
    // The test's rules and the host agree on the site, so the placement computed here is legal there.
    expect(view.site.rocks).toEqual(names(state.site.rocks));
    await site.until(() => occupiedCount() === 8, STEP_MS);

    await p.waitForSelector('#board .rock[data-piece-cell]:not(.lifted)', { timeout: STEP_MS });
    expect(await p.locator('#board .rock').count()).toBe(8);
    expect(await p.locator('#board .scarab[data-scarab=visible]').count()).toBe(24);
    expect(await p.locator('#board .stray').count()).toBe(0);
    // The LEDs draw the site and the legal first placements; the centre is marked strongly.
    expect(await p.locator('#board [data-ring-cell="E5"][data-role=centre]').count()).toBe(1);
    expect(await p.locator('#board rect.led').count()).toBeGreaterThan(40);
    const facts = await p.textContent('#scores');
    expect(facts).toContain('mode: solo');
    expect(facts).toContain('mission: L (1 of 12)');
    expect(facts).toContain('missions left: 11');
    expect(facts).toContain('scarabs covered: 0 of 24');
    await shot(p, 'scarabya-start-desktop');

    // A legal L that covers the most scarabs, clicked square by square.
    const scarabs = new Set(state.site.scarabs);
    const moves = scarabyaGame.legalMoves(state);
    const move = moves.reduce((best, m) => (m.cells.filter((c) => scarabs.has(c)).length > best.cells.filter((c) => scarabs.has(c)).length ? m : best));
    const covered = move.cells.filter((c) => scarabs.has(c)).length;
    const text = scarabyaGame.formatMove(move, state);
    for (const name of names(move.cells)) await cell(p, name).click();
    await p.waitForFunction((t) => [...document.querySelectorAll('#log li')].some((li) => li.getAttribute('data-move') === t), text, { timeout: STEP_MS });
    await p.waitForFunction(() => document.querySelectorAll('#board [data-tile="L"]:not(.lifted)').length === 5, undefined, { timeout: STEP_MS });
    expect(gameOnSite().log.map((l: { move: string }) => l.move)).toEqual([text]);
    expect(await p.textContent('#board [data-tile-letter="L"]')).toBe('L');
    expect(await p.getAttribute('#board [data-tile="L"]', 'data-by')).toBe('P1');
    expect(await p.locator('#board .scarab[data-scarab=covered]').count()).toBe(covered);
    expect(await p.textContent('#scores')).toContain('mission: P (2 of 12)');
    expect(await p.textContent('#scores')).toContain(`scarabs covered: ${covered} of 24`);
    await shot(p, 'scarabya-placed-desktop');

    // Five free cells, no two touching: no pentomino at all.
    const after = played(state, move);
    const taken = new Set([...after.site.rocks, ...move.cells]);
    const wrong: number[] = [];
    for (let c = 0; c < 100 && wrong.length < 5; c++) {
      const touches = wrong.some((w) => Math.abs((w % 10) - (c % 10)) + Math.abs(Math.floor(w / 10) - Math.floor(c / 10)) <= 2);
      if (!taken.has(c) && !touches) wrong.push(c);
    }
    const wrongNames = names(wrong);
    for (const name of wrongNames) await cell(p, name).click();
    await p.waitForFunction(() => /wrong shape/.test(document.getElementById('message')?.textContent ?? ''), undefined, { timeout: STEP_MS });
    expect(await p.getAttribute('#message', 'data-kind')).toBe('error');
    for (const name of wrongNames) {
      await p.waitForSelector(`#board [data-ring-cell="${name}"][data-role=clear]`, { timeout: STEP_MS });
      expect(await p.getAttribute(`#board rect.led[data-led-cell="${name}"]`, 'class')).toContain('blink');
      expect(await p.getAttribute(`#board rect.led[data-led-cell="${name}"]`, 'fill')).toBe('rgb(255, 0, 0)');
    }
    expect(await p.textContent('#activity')).toMatch(/wrong shape: .* is not a pentomino/);
    expect(gameOnSite().log).toHaveLength(1);
    await shot(p, 'scarabya-wrong-shape-desktop');
    await p.setViewportSize(PHONE);
    await shot(p, 'scarabya-wrong-shape-phone');
    await p.setViewportSize(DESKTOP);

    // Taking the squares back away: the board is right again and the message goes.
    for (const name of wrongNames) await cell(p, name).click();
    await p.waitForSelector('#activity li[data-type=corrected]', { timeout: STEP_MS });
    await p.waitForFunction(() => document.getElementById('message')?.textContent === '', undefined, { timeout: STEP_MS });
    expect(await p.locator('#board [data-role=clear]').count()).toBe(0);
  }, 90_000);

  it('draws a one-to-one game from a position: both players\' tiles, scored areas with their value, gold scarabs', async () => {
    const options = { mode: 'one-to-one', players: 2, siteSeed: SITE_SEED, missions: MISSIONS };
    // Six tiles, each the placement that scores most for its player.
    let state = setupState(options);
    const total = (s: ScarabyaState) => s.scores.reduce((a, b) => a + b, 0);
    for (let i = 0; i < 6; i++) {
      const next = scarabyaGame.legalMoves(state).map((m) => played(state, m));
      state = next.reduce((best, s) => (total(s) > total(best) ? s : best));
    }
    const position = scarabyaGame.formatPosition(state);
    await startFromForm(p, 'scarabya', JSON.stringify({ mode: 'one-to-one', players: 2 }), JSON.stringify(position));
    await site.until(() => occupiedCount() === 8 + 30, STEP_MS);
    await p.waitForFunction(() => document.querySelectorAll('#board .tile-cell:not(.lifted)').length === 30, undefined, { timeout: STEP_MS });

    const seat = (scarabyaGame.view(state) as { seats: { areas: { points: number; by: string | null }[] }[] }).seats[0];
    const scored = seat.areas.filter((a) => a.by !== null);
    expect(scored.length).toBeGreaterThan(0);
    expect(await p.locator('#board .area-value').count()).toBe(scored.length);
    expect((await p.locator('#board .area-points').allTextContents()).sort()).toEqual(scored.map((a) => `+${a.points}`).sort());
    expect(await p.locator('#board .tile-cell[data-by=P1]').count()).toBe(15);
    expect(await p.locator('#board .tile-cell[data-by=P2]').count()).toBe(15);
    expect(await p.locator('#board .scarab[data-scarab=scored]').count()).toBe(scored.reduce((n, a) => n + (a as unknown as { scarabs: string[] }).scarabs.length, 0));
    expect(await p.locator('#board .stray').count()).toBe(0);
    const facts = await p.textContent('#scores');
    expect(facts).toContain('mode: one-to-one');
    expect(facts).toContain(`scores: P1 ${state.scores[0]} · P2 ${state.scores[1]}`);
    expect(facts).toContain('to place: P1');
    await shot(p, 'scarabya-one-to-one-desktop');
    await p.setViewportSize(PHONE);
    await shot(p, 'scarabya-one-to-one-phone');
    await p.setViewportSize(DESKTOP);
  }, 60_000);

  it('shows a finished solo game: the tiles, the areas that shut scarabs in, the result and the retry options', async () => {
    const options = { mode: 'solo', siteSeed: SITE_SEED, missions: MISSIONS };
    // Every mission placed where it covers the most scarabs (a discard when none fits).
    let state = setupState(options);
    const covered = (s: ScarabyaState) => s.boards[0].tiles.flatMap((t) => t.cells).filter((c) => s.site.scarabs.includes(c)).length;
    while (state.result === null) {
      const next = scarabyaGame.legalMoves(state).map((m) => played(state, m));
      state = next.reduce((best, s) => (covered(s) > covered(best) ? s : best));
    }
    const tiles = state.boards[0].tiles.length;
    await startFromForm(p, 'scarabya', '{"mode": "solo"}', JSON.stringify(scarabyaGame.formatPosition(state)));
    await site.until(() => occupiedCount() === 8 + 5 * tiles, STEP_MS);
    await p.waitForFunction((n) => document.querySelectorAll('#board .tile-cell:not(.lifted)').length === n, 5 * tiles, { timeout: STEP_MS });
    expect(await p.locator('#board [data-tile-letter]').count()).toBe(tiles);
    expect(await p.locator('#board .area').count()).toBe(state.boards[0].areas.length);
    expect(await p.locator('#board .area-value').count()).toBe(0);
    expect(await p.locator('#board .scarab[data-scarab=covered]').count()).toBe(covered(state));
    const facts = await p.textContent('#scores');
    expect(facts).toContain('mission: none left');
    expect(facts).toContain(`scarabs covered: ${covered(state)} of 24`);
    expect(facts).toMatch(covered(state) === 24 ? /result: won/ : /result: lost/);
    expect(facts).toContain('retry: same site and missions');
    expect(facts).toContain('Game over');
    await shot(p, 'scarabya-solo-over-desktop');
    await p.setViewportSize(PHONE);
    await shot(p, 'scarabya-solo-over-phone');
    await p.setViewportSize(DESKTOP);
  }, 60_000);

  it('the Scarabya page broke no content-security rule', () => {
    expect(cspViolations).toEqual([]);
  });
});
