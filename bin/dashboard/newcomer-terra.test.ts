// A newcomer plays Terra Pyramides from the dashboard on a simulated 10×10 board, on a desktop
// screen and on a phone: the game started from the new-game form (which says Terra fits the
// board), version 1 for 2 players set in its option fields; then a whole round — for each player
// the stair tile put on a lit square by clicking the board's cell (its stairs' way picked by a
// button), the line chosen by its button, every worker sent by its confirmation button, a tile
// drawn by a button. The picture beside the board shows the hand tile, the foundations, the
// workers and the supplies; the legend keys every mark; the notation box is never touched.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitNewGame } from '../../dashboard/testing/browser.ts';
import { actionButton, clickAction, logLength, waitForAction, newcomer, notationUntouched, type Screen } from '../../dashboard/testing/newcomer.ts';
import { seededRng } from '../../rules/index.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-terra-token-2024';
const STEP_MS = 10_000;
const SEED = 11;

const rig = useNewcomerRig({ profile: '10x10', seed: SEED, token: TOKEN });

interface TerraJson {
  toMove: string;
  phase: string;
  hand: { symbols: string[] } | null;
  tiles: Record<string, { stairs: string; symbols: string[] }>;
  foundations: Record<string, { value: number; level: number; color: string | null; workers: Record<string, number> }>;
  supply: Record<string, { workers: number; gold: number }>;
  lines: Record<string, string[]> | null;
}

const gameId = (): string => {
  const id = rig.sim.host.boards().find((b) => b.id === SIM_BOARD_ID)?.game;
  if (!id) throw new Error('no game on the board');
  return id;
};

/** The game's view as the host holds it now (what the picture must show). */
function terraView(): TerraJson {
  return rig.sim.host.game(gameId())!.view as unknown as TerraJson;
}

/**
 * Where a player who has read the rules puts the tile: the first lit square from which some line
 * sends workers to a foundation (the line's words, as its button will say them, tell).
 */
function sensibleSquare(lit: string[]): string {
  const { game, state } = rig.sim.host.gameState(gameId())!;
  for (const move of game.legalMoves(state)) {
    const text = game.formatMove(move, state);
    const square = /^place (\w+) /.exec(text)?.[1];
    if (!square || !lit.includes(square)) continue;
    const played = game.play(state, move, seededRng(1));
    if (!played.ok) continue;
    const asked = game.pending(played.value.state);
    const words = asked?.kind === 'choice' ? asked.options.map((o) => game.describeChoice?.(played.value.state, o).en ?? '') : [];
    if (words.some(bringsWorkers)) return square;
  }
  return lit[0];
}

/** A line's words that bring a worker to a foundation. */
const bringsWorkers = (words: string): boolean => /\bworkers?\b/.test(words) && !/they reach no foundation|it reaches no foundation/.test(words);

async function waitForPhase(page: Page, phase: string, seat?: string): Promise<void> {
  const selector = `#picture .terra-picture[data-phase="${phase}"]${seat ? ` .terra-turn[data-to-move="${seat}"]` : ''}`;
  await page.waitForSelector(selector, { timeout: STEP_MS });
}

/** Starts the game as a newcomer does: the board, the game, its options in their fields, Start. */
async function startFromTheForm(page: Page): Promise<void> {
  await page.selectOption('#setup-board', SIM_BOARD_ID);
  await page.selectOption('#setup-game', 'terra');
  // The form says Terra fits the 10×10 board: listed among the games on it, and no word against it.
  expect(await page.locator('#setup-board option:checked').textContent()).toBe(`${SIM_BOARD_ID} (10×10, simulated)`);
  expect(await page.locator(`#setup-game optgroup[label="On ${SIM_BOARD_ID}"] option[value=terra]`).count()).toBe(1);
  await page.waitForSelector('#setup-fit[data-fits=true]', { timeout: STEP_MS });
  expect(await page.textContent('#setup-fit')).toMatch(/^Terra Pyramides: .*players\.$/);
  expect(await page.locator('#setup-fit .misfit').count()).toBe(0);
  await page.selectOption('#setup-options select[data-field="option.version"]', '1');
  await page.fill('#setup-options input[data-field="option.players"]', '2');
  // A game runs on the board from the other screen: the page asks first, and is told yes.
  await submitNewGame(page, STEP_MS, /^Started Terra Pyramides/);
  await waitForPhase(page, 'place', 'P1');
}

/** One player's whole turn, by clicks on the board and buttons only. */
async function playTurn(page: Page, shot: (name: string) => Promise<void>, seat: string, first: boolean): Promise<void> {
  await waitForPhase(page, 'place', seat);
  const before = terraView();
  expect(before.toMove).toBe(seat);
  // The picture shows the tile in hand.
  const hand = before.hand!.symbols.join(' ');
  await page.waitForSelector(`#picture figure.terra-hand[data-hand="${hand}"] svg`, { timeout: STEP_MS });
  const logBefore = await page.locator('#log li').count();

  // The squares it may go on are lit: put it on the first one (a click on a simulated board's cell).
  const lit = page.locator('#board rect.hit[data-role=hint]');
  expect(await lit.count()).toBeGreaterThan(10);
  const square = sensibleSquare(await lit.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell') ?? '')));
  await page.click(`#board rect.hit[data-cell="${square}"]`);
  if (first) await shot('terra-placed');
  // The board cannot see the stairs: the page asks which way they point (unless one way fits).
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length > n || /stairs point/.test(document.querySelector('#awaiting .prompt')?.textContent ?? ''), logBefore, { timeout: STEP_MS });
  if (await actionButton(page, /stairs going/).count() > 0) await clickAction(page, /stairs going/, STEP_MS);
  await logLength(page, logBefore + 1, STEP_MS);
  const placed = terraView().tiles[square];
  expect(placed).toBeDefined();
  await page.waitForSelector(`#board g.terra-tile-piece[data-piece-cell="${square}"][data-stairs="${placed.stairs}"][data-symbols="${placed.symbols.join(' ')}"]`, { timeout: STEP_MS });

  // The line: a choice, drawn on the board and listed beside it; a line that brings workers is picked.
  await waitForPhase(page, 'line', seat);
  await page.waitForSelector(`#picture figure.terra-placed[data-placed="${square}"][data-stairs="${placed.stairs}"]`, { timeout: STEP_MS });
  const lines = Object.keys(terraView().lines ?? {});
  expect(lines.length).toBeGreaterThan(0);
  expect(await page.locator('#picture .terra-lines li').count()).toBe(lines.length);
  expect(await page.locator('#board g.terra-line').count()).toBe(lines.length);
  expect(await page.locator('#legend li[data-mark=line]').count()).toBe(1);
  if (first) await shot('terra-line');
  const choices = page.locator('#awaiting button.choice');
  expect(await choices.count()).toBe(lines.length);
  const words = await choices.allTextContents();
  const pick = words.find(bringsWorkers) ?? words[0];
  await clickAction(page, pick, STEP_MS);

  // The workers: each move is confirmed by its button (the board shows it only in part).
  await page.waitForFunction(() => ['workers', 'draw'].includes(document.querySelector<HTMLElement>('#picture .terra-picture')?.dataset.phase ?? ''), undefined, { timeout: STEP_MS });
  if (terraView().phase === 'workers') {
    await page.waitForSelector('#board g.terra-workers.waiting', { timeout: STEP_MS });
    if (first) await shot('terra-workers');
  }
  for (let n = 0; n < 12 && terraView().phase === 'workers'; n++) {
    const count = await page.locator('#log li').count();
    await waitForAction(page, /Send (the|a) worker on/, STEP_MS);
    const toFoundation = actionButton(page, /Send (the|a) worker on \w+ to the /);
    await clickAction(page, await toFoundation.count() > 0 ? /Send (the|a) worker on \w+ to the / : /back to your supply$/, STEP_MS);
    await logLength(page, count + 1, STEP_MS);
  }
  const after = terraView();
  expect(after.phase).toBe('draw');
  // Workers that reached a foundation stand on it in the player's colour, counted.
  for (const [site, f] of Object.entries(after.foundations)) {
    const mine = f.workers[seat] ?? 0;
    if (mine > 0) await page.waitForSelector(`#board g.terra-workers[data-owner="${seat}"][data-count="${mine}"]`, { timeout: STEP_MS });
    await page.waitForSelector(`#board g.terra-structure[data-structure="${site}"][data-value="${f.value}"][data-level="${f.level}"]`, { timeout: STEP_MS });
  }
  await page.waitForSelector(`#picture article.terra-player[data-owner="${seat}"][data-workers="${after.supply[seat].workers}"][data-gold="${after.supply[seat].gold}"]`, { timeout: STEP_MS });

  // A new tile, drawn by a button.
  const count = await page.locator('#log li').count();
  await clickAction(page, /^Draw the top tile of stack/, STEP_MS);
  await logLength(page, count + 1, STEP_MS);
}

async function playARound(screen: Screen): Promise<void> {
  const me = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
  const { page } = me;
  await startFromTheForm(page);

  // The layout and the first pieces: sites, start squares with their tiles, oases, foundations.
  const start = terraView();
  await page.waitForSelector('#picture .terra-invented[data-invented=true]', { timeout: STEP_MS });
  expect(await page.textContent('#picture .terra-invented')).toMatch(/INVENTED demo layout and tiles/);
  expect(await page.locator('#board g.terra-site').count()).toBe(10);
  expect(await page.locator('#board .terra-start').count()).toBe(4);
  expect(await page.locator('#board g.terra-oasis').count()).toBe(5);
  // The 8-row layout on the 10-row board: the two rows below are marked unused.
  expect(await page.locator('#board rect.terra-off').count()).toBe(20);
  // Waited for: the page may still show the game this one replaced (the desktop's) for a moment.
  await expect.poll(() => page.locator('#board g.terra-tile-piece').count(), { timeout: STEP_MS }).toBe(Object.keys(start.tiles).length);
  for (const [site, f] of Object.entries(start.foundations)) {
    await expect.poll(() => page.locator(`#board g.terra-foundation[data-structure="${site}"][data-value="${f.value}"]`).count(), { timeout: STEP_MS }).toBe(1);
  }
  // No anonymous discs: every tile the board senses is drawn as the game knows it.
  expect(await page.locator('#board .stray').count()).toBe(0);
  expect(await page.locator('#picture article.terra-player').count()).toBe(2);
  expect(await page.locator('#picture .terra-stacks li[data-stack]').count()).toBe(9);
  for (const mark of ['site', 'foundation', 'pyramid', 'ready', 'start', 'oasis', 'tile', 'workers-P1', 'workers-P2', 'symbol-worker', 'symbol-eye', 'off']) {
    expect(await page.locator(`#legend li[data-mark="${mark}"]`).count(), mark).toBe(1);
  }
  for (const role of ['hint', 'last']) expect(await page.locator(`#legend li[data-role="${role}"]`).count(), role).toBe(1);
  await me.shot('terra-start');

  await playTurn(page, me.shot, 'P1', true);
  await playTurn(page, me.shot, 'P2', false);
  await waitForPhase(page, 'place', 'P1');
  const end = terraView();
  expect(Object.values(end.foundations).some((f) => (f.workers.P1 ?? 0) + (f.workers.P2 ?? 0) > 0)).toBe(true);
  expect(await page.locator('#board g.terra-workers:not(.waiting)').count()).toBeGreaterThan(0);
  expect(await page.locator('#picture .terra-score-sheet tbody tr').count()).toBe(2);
  await me.shot('terra-round');

  // Nothing spills sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await notationUntouched(page)).toBe(true);
  expect(me.errors).toEqual([]);
  await me.close();
}

describe('a newcomer plays a round of Terra Pyramides on a simulated 10×10 board', () => {
  it('on a desktop screen', () => playARound('desktop'), 60_000);
  it('on a phone', () => playARound('phone'), 60_000);
});
