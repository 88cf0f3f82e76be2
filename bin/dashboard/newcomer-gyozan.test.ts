// 行山 in a newcomer's hands, on the 9×9 simulated board (the Cetkaik board), in Chromium on a
// desktop screen and a phone: the game started from the new-game form (2 players, 10 coins each by
// the option's field), a whole round played — P1 installs a 筆 by its button and moves its piece on
// the board (lift it, put it on the lit square), then says it paid in rice; P2 discards a card for
// rice and moves, paying in coins — and round 2 opens with the 筆's cast by the host's sticks. The
// picture must show the routes, the pieces, rice and coins, the installed cards, the hands, the
// pile and the cast; the key names the 皇山, the 皇処, the pieces and the routes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAction, logLength, newcomer, notationUntouched, startFromFields, type Screen } from '../../dashboard/testing/newcomer.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-gyozan-token-2024';
const STEP_MS = 10_000;

// A fixed seed: the deck is shuffled, and the sticks fall, the same every run.
const rig = useNewcomerRig({ seed: 4, token: TOKEN });

/** The new-game form as a newcomer fills it: the board, the game, 2 players and 10 coins each by the fields. */
async function startGyozan(page: Page): Promise<void> {
  await startFromFields(page, { board: SIM_BOARD_ID, game: 'gyozan', fields: { players: '2', coins: '10' } }, STEP_MS);
  await page.waitForSelector('#picture .gz-picture', { timeout: STEP_MS });
}

/** Moves the piece as on the table: lift it (a click on its square), put it on the lit square. */
async function movePiece(page: Page, from: string, to: string): Promise<void> {
  await page.waitForSelector(`#board rect.hit[data-cell=${to}][data-role=target]`, { timeout: STEP_MS });
  await page.click(`#board rect.hit[data-cell=${from}]`);
  await page.waitForSelector(`#board g.piece.lifted[data-piece-cell=${from}]`, { timeout: STEP_MS });
  await page.click(`#board rect.hit[data-cell=${to}]`);
}

async function checkPicture(page: Page): Promise<void> {
  // The board: each route in its player's colour from its start, the 皇処, the 皇山, the pieces.
  for (const [p, start] of [['P1', 'KA'], ['P2', 'PA']]) {
    await page.waitForSelector(`#board .gz-route[data-route=${p}] .gz-step[data-step-square=${start}]`);
    expect(await page.locator(`#board .gz-route[data-route=${p}] .gz-step`).count()).toBe(8);
    await page.waitForSelector(`#board g.piece[data-player=${p}][data-piece-cell=${start}]`);
    await page.waitForSelector(`#legend li[data-mark=piece-${p}]`);
    await page.waitForSelector(`#legend li[data-mark=route-${p}]`);
  }
  await page.waitForSelector('#board .gz-summit[data-summit=ZO]');
  expect(await page.locator('#board rect.cell-hue').count()).toBe(8);
  for (const mark of ['summit', 'hue']) await page.waitForSelector(`#legend li[data-mark=${mark}]`);
  await page.waitForSelector('#legend li[data-role=target]');
  // Beside it: rice and coins, the route square by square, the hand, the pile, the invented parts.
  await page.waitForSelector('#picture .gz-player[data-player=P1][data-rice="10"][data-coins="10"]');
  await page.waitForSelector('#picture .gz-player[data-player=P1] .gz-square[data-square=KA][data-piece=P1]');
  await page.waitForSelector('#picture .gz-player[data-player=P1] .gz-square.summit[data-square=ZO]');
  expect(await page.locator('#picture .gz-player[data-player=P1] [data-hand-card]').count()).toBe(3);
  await page.waitForSelector('#picture .gz-common[data-pile="48"]');
  await page.waitForSelector('#picture .gz-invented');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function playRound(screen: Screen): Promise<void> {
  const who = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
  const { page, shot } = who;
  await startGyozan(page);
  await checkPicture(page);
  await shot('gyozan-start');

  // P1: installs its 筆 (6 coins) by its button, then moves one square on the board and says how it paid.
  await clickAction(page, /^P1 installs red 筆/, STEP_MS);
  await logLength(page, 1, STEP_MS);
  await page.waitForSelector('#picture .gz-player[data-player=P1] .gz-slot[data-card=赤筆][data-fresh]', { timeout: STEP_MS });
  await page.waitForSelector('#picture .gz-player[data-player=P1][data-coins="4"]');
  await movePiece(page, 'KA', 'LA');
  await page.waitForSelector('#awaiting button.choice', { timeout: STEP_MS });
  await shot('gyozan-p1-paid-how');
  await clickAction(page, /rice/, STEP_MS);
  await logLength(page, 2, STEP_MS);
  await page.waitForSelector('#picture .gz-player[data-player=P1][data-rice="0"][data-square=LA]', { timeout: STEP_MS });
  await page.waitForSelector('#board g.piece[data-player=P1][data-piece-cell=LA]');

  // P2: has drawn three cards; discards one for 2 rice by its button, then moves paying 2 coins.
  await page.waitForSelector('#picture .gz-status >> text=P2 to move', { timeout: STEP_MS });
  expect(await page.locator('#picture .gz-player[data-player=P2] [data-hand-card]').count()).toBe(3);
  const card = (await page.locator('#picture .gz-player[data-player=P2] [data-hand-card]').first().getAttribute('data-hand-card')) ?? '';
  await clickAction(page, new RegExp(`^P2 discards [^,]*${card.slice(1)}[^,]* for 2 rice$`), STEP_MS);
  await logLength(page, 3, STEP_MS);
  await page.waitForSelector('#picture .gz-player[data-player=P2][data-rice="12"]', { timeout: STEP_MS });
  expect(await page.locator('#picture .gz-player[data-player=P2] [data-hand-card]').count()).toBe(2);
  await movePiece(page, 'PA', 'PE');
  await clickAction(page, /coin/, STEP_MS);
  await logLength(page, 4, STEP_MS);
  await page.waitForSelector('#picture .gz-player[data-player=P2][data-coins="8"][data-square=PE]', { timeout: STEP_MS });

  // Round 2: P1's 筆 works now: the host casts its sticks and the picture shows them.
  await page.waitForSelector('#picture .gz-status >> text=Round 2 · P1 to move', { timeout: STEP_MS });
  const cast = page.locator('#picture .gz-cast[data-cast-card=筆][data-cast-player=P1] figure.sticks-cast');
  await cast.waitFor({ timeout: STEP_MS });
  const heads = Number(await cast.getAttribute('data-heads'));
  expect(heads).toBeGreaterThanOrEqual(0);
  // 4 or more: 2 coins; 3 or less: P1 is shielded from 虎 and 将.
  if (heads >= 4) await page.waitForSelector('#picture .gz-player[data-player=P1][data-coins="6"]');
  else await page.waitForSelector('#picture .gz-player[data-player=P1] h4 >> text=shielded by 筆');
  await page.waitForSelector('#picture .gz-player[data-player=P1] .gz-slot[data-card=赤筆]:not([data-fresh])');
  await shot('gyozan-round-2');

  expect(await notationUntouched(page)).toBe(true);
  expect(who.errors).toEqual([]);
  await who.close();
}

describe('行山 in a newcomer’s hands, on the 9×9 simulated board', () => {
  for (const screen of ['desktop', 'phone'] as Screen[]) {
    it(`plays a round on the ${screen}: cards by buttons, the piece on the board, the 筆's cast in the picture`, () => playRound(screen), 60_000);
  }
});
