// Scarabya in a newcomer's hands, on a desktop screen and a phone: the whole product in this
// process (a simulated 10×10 board in real time, the host, the dashboard) and Chromium. The game
// is started from the new-game form with the mode picked in its option fields; tiles are laid by
// clicking their five squares on the board, where the hints are lit (the test reads the legal
// placements from the rules, as a person reads the lights). A solo round (three missions), then
// a one-to-one round (P1 and P2 one tile each); the picture's mission card must draw each
// mission's pentomino square by square.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAction, logLength, newcomer, notationUntouched, startFromFields, type Newcomer, type Screen } from '../../dashboard/testing/newcomer.ts';
import { scarabyaGame, type ScarabyaMove, type ScarabyaState } from '../../rules/index.ts';
import { pictureOf, type Letter } from '../../rules/scarabya/pentominoes.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-scarabya-token-3e8a';
const STEP_MS = 10_000;
const SITE_SEED = 7;
const SCREENS: Screen[] = ['desktop', 'phone'];

// The host's seed fixes the mission order; the site seed (typed in its field) the site.
const rig = useNewcomerRig({ profile: '10x10', seed: 21, token: TOKEN, timeoutMs: 60_000 });

const name = (cell: number) => scarabyaGame.cellName(cell, { rows: 10, cols: 10 });

/** Starts Scarabya on the simulated board from the form's own fields, replacing what runs there. */
async function startScarabya(page: Page, mode: 'solo' | 'one-to-one' | 'standard', players = ''): Promise<string> {
  const before = rig.sim.host.board(SIM_BOARD_ID)?.game ?? null;
  // A game still running on the board: the page asks first, and is told yes.
  const fields = { mode: JSON.stringify(mode), siteSeed: String(SITE_SEED), players };
  await startFromFields(page, { board: SIM_BOARD_ID, game: 'scarabya', fields, started: /^Started Scarabya/ }, STEP_MS);
  const id = rig.sim.host.board(SIM_BOARD_ID)?.game ?? null;
  if (id === null || id === before) throw new Error('no new game on the board');
  // The simulated board shows the site's rocks before anything is laid.
  const state = () => rig.sim.host.gameState(id)!.state as ScarabyaState;
  await rig.sim.until(() => rig.sim.host.board(SIM_BOARD_ID)!.occupancy.length === state().site.rocks.length, STEP_MS);
  await page.waitForSelector('#board .rock[data-piece-cell]:not(.lifted)', { timeout: STEP_MS });
  return id;
}

/** The mission card's squares as the picture draws them, sorted. */
async function drawnSquares(page: Page): Promise<string[]> {
  const squares = await page.locator('#picture .scarabya-mission .square').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-square') ?? ''));
  return squares.sort();
}

const squaresOf = (letter: Letter) => pictureOf(letter).map(([r, c]) => `${r},${c}`).sort();

/**
 * Checks the mission card against the game, then lays the placement a person would pick from the
 * lit hints (the one covering the most scarabs) by clicking its five squares.
 */
async function placeMission(nc: Newcomer, id: string, placer: string): Promise<ScarabyaMove> {
  const { page } = nc;
  const state = rig.sim.host.gameState(id)!.state as ScarabyaState;
  const view = scarabyaGame.view(state) as { mission: Letter; missionShape: [number, number][]; missionNumber: number };
  const card = page.locator(`#picture .scarabya-mission[data-mission="${view.mission}"][data-mission-number="${view.missionNumber}"]`);
  await card.waitFor({ timeout: STEP_MS });
  expect(await card.getAttribute('data-placer')).toBe(placer);
  expect(await drawnSquares(page)).toEqual(squaresOf(view.mission));
  expect(view.missionShape.map(([r, c]) => `${r},${c}`).sort()).toEqual(squaresOf(view.mission));
  expect(await card.locator('.mission-letter').textContent()).toBe(view.mission);
  expect(await card.textContent()).toContain(`Mission ${view.missionNumber} of 12`);
  expect(await page.locator(`#picture .scarabya-player[data-player="${placer}"]`).getAttribute('data-to-place')).toBe(state.options.mode === 'solo' ? null : '');

  const scarabs = new Set(state.boards[0].site.scarabs);
  const hits = (m: ScarabyaMove) => m.cells.filter((c) => scarabs.has(c)).length;
  // The board plays the first site (standard mode: P1's; the others are on no board).
  const move = scarabyaGame.legalMoves(state).filter((m) => m.seat === 0).reduce((best, m) => (hits(m) > hits(best) ? m : best));
  const cells = move.cells.map(name);
  // Every square of it is lit: a hint, the centre, or the site's own light under a scarab.
  for (const cell of cells) expect(await page.locator(`#board rect.led[data-led-cell="${cell}"]`).count()).toBe(1);
  const before = rig.sim.host.game(id)!.log.length;
  for (const cell of cells) await page.locator(`#board rect.hit[data-cell="${cell}"]`).click({ timeout: STEP_MS });
  await logLength(page, before + 1, STEP_MS);
  expect(rig.sim.host.game(id)!.log.map((l) => l.move)).toContain(scarabyaGame.formatMove(move, state));
  await page.waitForFunction((n) => document.querySelectorAll(`#board .tile-cell:not(.lifted)`).length === n, (before + 1) * 5, { timeout: STEP_MS });
  return move;
}

/** The legend lists the board's marks and its lights. */
async function legendHas(page: Page, marks: string[], roles: string[]): Promise<void> {
  for (const mark of marks) expect(await page.locator(`#legend li[data-mark="${mark}"]`).count(), mark).toBe(1);
  for (const role of roles) expect(await page.locator(`#legend li[data-role="${role}"]`).count(), role).toBe(1);
}

/** Nothing sticks out sideways on the page. */
async function noSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  describe(`Scarabya for a newcomer on a ${screen}`, () => {
    let nc: Newcomer;

    beforeAll(async () => { nc = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS); }, 30_000);
    afterAll(async () => { await nc?.close(); });

    it('solo: starts from the form and lays a round of three missions by clicking squares; the picture shows each mission', async () => {
      const { page } = nc;
      const id = await startScarabya(page, 'solo');
      await page.waitForSelector('#picture .scarabya-picture[data-mode=solo]', { timeout: STEP_MS });
      expect(await page.locator('#picture .scarabya-invented[data-site-origin=invented]').count()).toBe(1);
      expect(await page.locator('#picture .scarabya-deck[data-missions-left="11"]').count()).toBe(1);
      expect(await page.locator('#picture .scarabya-deck-cards rect').count()).toBe(11);
      expect(await page.locator('#picture .scarabya-goal[data-covered="0"][data-scarabs="24"]').count()).toBe(1);
      await legendHas(page, ['rock', 'scarab', 'scarab-covered', 'tile', 'area'], ['site', 'hint', 'centre']);
      expect(await page.locator('#legend li[data-mark="area-scored"]').count()).toBe(0);
      await noSidewaysOverflow(page);
      await nc.shot('scarabya-solo-start');

      let covered = 0;
      for (let i = 0; i < 3; i++) {
        const state = rig.sim.host.gameState(id)!.state as ScarabyaState;
        const scarabs = new Set(state.boards[0].site.scarabs);
        const move = await placeMission(nc, id, 'P1');
        covered += move.cells.filter((c) => scarabs.has(c)).length;
        await page.waitForSelector(`#picture .scarabya-player[data-player=P1][data-placed="${i + 1}"]`, { timeout: STEP_MS });
        if (i === 0) await nc.shot('scarabya-solo-first-tile');
      }
      expect(await page.locator(`#picture .scarabya-goal[data-covered="${covered}"]`).count()).toBe(1);
      expect(await page.locator('#picture .scarabya-deck[data-missions-left="8"]').count()).toBe(1);
      // The fourth mission waits on the card.
      const next = scarabyaGame.view(rig.sim.host.gameState(id)!.state as ScarabyaState) as { mission: Letter };
      await page.waitForSelector(`#picture .scarabya-mission[data-mission="${next.mission}"][data-mission-number="4"]`, { timeout: STEP_MS });
      expect(await drawnSquares(page)).toEqual(squaresOf(next.mission));
      expect(await page.locator('#board .tile-cell[data-by=P1]').count()).toBe(15);
      await noSidewaysOverflow(page);
      await nc.shot('scarabya-solo-round');
    }, 40_000);

    it('one-to-one: P1 then P2 lay a tile on the shared site; the picture follows whose turn it is', async () => {
      const { page } = nc;
      const id = await startScarabya(page, 'one-to-one');
      await page.waitForSelector('#picture .scarabya-picture[data-mode=one-to-one]', { timeout: STEP_MS });
      // The supply as the game counts it: 18 tokens of each value.
      for (const value of ['1', '2', '3', '4']) {
        expect(await page.locator(`#picture .scarabya-supply li[data-token-value="${value}"]`).getAttribute('data-count')).toBe('18');
      }
      await legendHas(page, ['rock', 'scarab', 'scarab-gold', 'tile-P1', 'tile-P2', 'area', 'area-scored'], ['site', 'hint', 'centre', 'score', 'gold']);
      await nc.shot('scarabya-duel-start');

      await placeMission(nc, id, 'P1');
      await page.waitForSelector('#picture .scarabya-player[data-player=P2].to-place', { timeout: STEP_MS });
      await nc.shot('scarabya-duel-p1-placed');
      await placeMission(nc, id, 'P2');
      await page.waitForSelector('#picture .scarabya-player[data-player=P1].to-place', { timeout: STEP_MS });

      const state = rig.sim.host.gameState(id)!.state as ScarabyaState;
      const view = scarabyaGame.view(state) as { scores: Record<string, number>; supply: Record<string, number> };
      for (const p of ['P1', 'P2']) {
        const row = page.locator(`#picture .scarabya-player[data-player=${p}]`);
        expect(await row.getAttribute('data-placed')).toBe('1');
        expect(await row.getAttribute('data-score')).toBe(String(view.scores[p]));
        expect(await page.locator(`#board .tile-cell[data-by=${p}]`).count()).toBe(5);
      }
      for (const [value, n] of Object.entries(view.supply)) {
        expect(await page.locator(`#picture .scarabya-supply li[data-token-value="${value}"]`).getAttribute('data-count')).toBe(String(n));
      }
      await noSidewaysOverflow(page);
      await nc.shot('scarabya-duel-round');
    }, 40_000);

    // On the phone only (the sites must fit 390 px; the desktop has room): the file stays near a minute.
    if (screen === 'phone') it('standard, 2 players on one board: each site is named with its player; P1 lays on the board, P2 from the buttons', async () => {
      const { page } = nc;
      const id = await startScarabya(page, 'standard', '2');
      await page.waitForSelector('#picture .scarabya-picture[data-mode=standard]', { timeout: STEP_MS });
      // P1's site is the board's, shown above; P2's is on no board: the picture draws it small.
      expect(await page.locator(`#picture .scarabya-site-card.shown[data-site=P1][data-board="${SIM_BOARD_ID}"]`).count()).toBe(1);
      expect(await page.locator('#picture .scarabya-site-card[data-site=P2][data-board=""]').count()).toBe(1);
      expect(await page.locator('#picture .scarabya-player[data-player=P2] .where').textContent()).toBe('site on no board');
      await placeMission(nc, id, 'P1');
      await page.waitForSelector('#picture .scarabya-player[data-player=P1]:not(.to-place)', { timeout: STEP_MS });
      expect(await page.locator('#picture .scarabya-player[data-player=P2].to-place').count()).toBe(1);
      await nc.shot('scarabya-standard-p1-placed');

      const before = rig.sim.host.game(id)!.log.length;
      await clickAction(page, /^P2: /, STEP_MS);
      await logLength(page, before + 1, STEP_MS);
      await page.waitForFunction(() => document.querySelectorAll('#picture .scarabya-site-card[data-site=P2] .tile-cell').length === 5, undefined, { timeout: STEP_MS });
      expect(await page.locator('#picture .scarabya-site-card[data-site=P1] .tile-cell').count()).toBe(5);
      await page.waitForSelector('#picture .scarabya-mission[data-mission-number="2"]', { timeout: STEP_MS });
      await noSidewaysOverflow(page);
      await nc.shot('scarabya-standard-round');
    }, 40_000);

    it('played it all without the notation box, and the page logged no error', async () => {
      expect(await notationUntouched(nc.page)).toBe(true);
      expect(nc.errors).toEqual([]);
    });
  });
}
