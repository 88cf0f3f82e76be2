// Cetkaik 机戦 in a newcomer's hands, in Chromium, on a desktop screen and a phone: a game against
// the computer (IA-side, easy) started from the new-game form's option fields, on the simulated
// 9×9 board, seed fixed; the person plays the A-side. Two whole rounds: the person lifts a piece
// by clicking its cell and puts it on a lit target (the first move into the water: the sticks fall
// short, 2 heads of 5, and the person puts the piece back where the lights say); the computer's
// move is lit and the person makes it on the board the same way (or
// confirms it when it ends where it started); a 再行/終季 choice is answered by its button if it
// comes. The key says which side is which and what the marks mean; the picture shows the hands,
// the season, the stake, the scores, the last cast, the computer's move in words and the names.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAction, newcomer, notationUntouched, startFromFields, type Screen } from '../../dashboard/testing/newcomer.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-cetkaik-token-9';
const STEP_MS = 15_000;
/** A moves first in this game (the season's first mover is cast from the seed), and its water cast falls short. */
const SEED = 1;

const rig = useNewcomerRig({ seed: SEED, token: TOKEN, timeoutMs: 60_000 });

const game = () => rig.sim.host.game(rig.sim.host.board(SIM_BOARD_ID)!.game!)!;
const cell = (page: Page, name: string) => page.locator(`#board rect.hit[data-cell="${name}"]`);
/** The cells lit in a role, as a person reads the LEDs. */
const lit = (page: Page, role: string) => page.locator(`#board rect.hit[data-role="${role}"]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')!));
const logCount = (page: Page) => page.locator('#log li').count();

async function waitLog(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, count, { timeout: STEP_MS });
}

/** A failed cast leaves the piece where it was put: the board asks for it back (clear, fill), as its lights say. */
async function putBack(page: Page): Promise<void> {
  const wrong = '#board rect.hit[data-role=clear], #board rect.hit[data-role=fill]';
  await page.waitForSelector(wrong, { timeout: STEP_MS });
  for (const c of await lit(page, 'clear')) await cell(page, c).click();
  for (const c of await lit(page, 'fill')) await cell(page, c).click();
  await page.waitForFunction((w) => !document.querySelector(w), wrong, { timeout: STEP_MS });
}

/** After a move: the board put right if its cast failed, a 再行/終季 choice answered if one came. */
async function afterMove(page: Page, count: number): Promise<void> {
  await waitLog(page, count);
  if (await page.locator('#log li').last().evaluate((li) => li.classList.contains('failed'))) await putBack(page);
  if (await page.locator('#awaiting button.choice').count() > 0) await page.locator('#awaiting button.choice').first().click();
}

/**
 * The person's move: lift one of the A-side's pieces (the first of `pieces` still there that has
 * somewhere to go), put it on a lit square (a water square the sticks decide if `wantCast`).
 */
async function personMoves(page: Page, pieces: string[], wantCast: boolean, shot: (name: string) => Promise<void>, step: string): Promise<{ from: string; to: string }> {
  await page.waitForSelector('.ck-turn[data-computer=person]', { timeout: STEP_MS });
  const before = await logCount(page);
  for (const from of pieces) {
    if (await page.locator(`#board [data-piece-cell="${from}"][data-side=A]`).count() === 0) continue;
    await cell(page, from).click();
    const lights = await page.waitForSelector('#board rect.hit[data-role=target], #board rect.hit[data-role=cast]', { timeout: 3000 }).catch(() => null);
    if (lights === null) {
      // Nowhere to go from here: put it back, try the next.
      await cell(page, from).click();
      await page.waitForFunction((c) => !document.querySelector(`#board rect.hit[data-cell="${c}"][data-role=selected]`), from, { timeout: STEP_MS });
      continue;
    }
    await page.waitForSelector(`.ck-turn[data-computer=holding]`, { timeout: STEP_MS });
    expect(await page.textContent('.ck-turn')).toContain(`You hold the piece from ${from}`);
    const casts = await lit(page, 'cast');
    const targets = await lit(page, 'target');
    const to = wantCast && casts.length > 0 ? casts[0] : targets[0] ?? casts[0];
    await shot(`cetkaik-${step}-lifted`);
    await cell(page, to).click();
    await afterMove(page, before + 1);
    return { from, to };
  }
  throw new Error(`none of ${pieces.join(' ')} could move`);
}

/** The computer's move, lit on the board: the person lifts the lit piece and puts it on the lit square. */
async function computerMoves(page: Page, shot: (name: string) => Promise<void>, step: string): Promise<string> {
  await page.waitForSelector('.ck-turn[data-computer=lit]', { timeout: STEP_MS });
  await page.waitForSelector('#board rect.hit[data-role=selected], #board rect.hit[data-role=pick]', { timeout: STEP_MS });
  const move = await page.getAttribute('.ck-turn[data-computer=lit]', 'data-move');
  expect(move).toBeTruthy();
  expect(await page.textContent('.ck-turn')).toMatch(/The computer \(IA-side, bottom\) plays: it .* from .*Make its move on the board: .*(lift|tap) the (piece|皇) on/);
  await shot(`cetkaik-${step}-computer-lit`);
  const before = await logCount(page);
  const picks = await lit(page, 'pick');
  if (picks.length > 0) {
    // A move back to its own square: the board cannot see it, so the person confirms it.
    await clickAction(page, /computer/i, STEP_MS);
  } else {
    const [from] = await lit(page, 'selected');
    const [to] = await lit(page, 'target');
    const [taken] = await lit(page, 'capture');
    await cell(page, from).click();
    if (taken !== undefined) {
      // The captured piece comes off first, then the computer's piece goes on its square.
      await cell(page, taken).click();
      await page.waitForTimeout(300);
      await cell(page, taken).click();
    } else {
      await cell(page, to).click();
    }
  }
  await afterMove(page, before + 1);
  return move ?? '';
}

async function startGame(page: Page): Promise<void> {
  const fields = { seasons: '1', 'bot.side': '"IA"', 'bot.level': '"easy"' };
  await startFromFields(page, { board: SIM_BOARD_ID, game: 'cetkaik', fields, seed: SEED }, STEP_MS);
}

describe.each<Screen>(['desktop', 'phone'])('Cetkaik against the computer, on a %s screen', (screen) => {
  it('plays two whole rounds on the board, with the key and the picture saying what is what', async () => {
    const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
    const { page, shot } = n;
    await startGame(page);
    // Every state the line about the turn goes through (the computer thinking, then its move lit).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { ckSeen: string[] }).ckSeen = seen;
      new MutationObserver(() => {
        const state = document.querySelector('.ck-turn')?.getAttribute('data-computer');
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document.getElementById('picture')!, { subtree: true, childList: true, attributes: true });
    });
    expect(game().game).toBe('cetkaik');
    await page.waitForSelector('.ck-picture[data-to-move=A]', { timeout: STEP_MS });

    // The key: which side is which and who plays it, the inks, water, tam2 hue, the Tam2, the cast's gold cells, the roles lit.
    for (const mark of ['side-A-you', 'side-IA-computer', 'ink-red', 'ink-black', 'water', 'hue', 'tam2', 'heads-row']) {
      await page.waitForSelector(`#legend li[data-mark="${mark}"]`, { timeout: STEP_MS });
    }
    expect(await page.textContent('#legend li[data-mark="side-A-you"]')).toMatch(/top.*point down.*you/);
    expect(await page.textContent('#legend li[data-mark="side-IA-computer"]')).toMatch(/bottom.*point up.*computer/);
    for (const role of ['selected', 'target', 'capture', 'cast', 'step', 'heads', 'pick']) expect(await page.locator(`#legend li[data-role="${role}"]`).count()).toBe(1);
    // The picture: each side, who plays it, the season, the stake, the scores, the names of the pieces.
    expect(await page.locator('.ck-side[data-side=A][data-player=you][data-turn=true]').count()).toBe(1);
    expect(await page.locator('.ck-side[data-side=IA][data-player=computer]').count()).toBe(1);
    expect(await page.locator('.ck-season[data-season="0"]').textContent()).toContain('春');
    expect(await page.locator('.ck-rate[data-rate="1"]').count()).toBe(1);
    expect(await page.locator('.ck-score[data-side=A][data-score="20"]').count()).toBe(1);
    expect(await page.locator('.ck-names li[data-kind]').count()).toBe(11);
    expect(await page.textContent('.ck-names li[data-kind=kauk2]')).toContain('soldier');
    await shot('cetkaik-start');

    // Round 1: the black 兵 on NI (tam2 hue: two squares forward) into the water on NO — the sticks decide
    // (they fall short: the board asks for the piece back on NI, and the person puts it there).
    const first = await personMoves(page, ['NI'], true, shot, 'r1');
    expect(first).toEqual({ from: 'NI', to: 'NO' });
    const cast = (game().view as { lastMove: { casts: { purpose: string; heads: number }[]; failed: boolean } }).lastMove;
    expect(cast.casts).toHaveLength(1);
    await page.waitForSelector(`.ck-cast[data-decided=${cast.failed ? 'failed' : 'made'}] .sticks-cast[data-heads="${cast.casts[0].heads}"][data-sticks="5"]`, { timeout: STEP_MS });
    expect(await page.locator('.ck-cast .stick.heads').count()).toBe(cast.casts[0].heads);
    expect(await page.textContent('.ck-decided')).toContain(cast.failed ? 'Too few: the move from NI toward NO failed; the black 兵 (soldier) stays on NI' : 'Enough: the black 兵 (soldier) went from NI to NO');
    await shot('cetkaik-r1-cast');
    const bot1 = await computerMoves(page, shot, 'r1');
    expect(game().log.at(-1)!.move).toBe(bot1);

    // Round 2: a 兵 one square forward (the first that can); then the computer's reply.
    await personMoves(page, ['TI', 'XI', 'LI', 'MI', 'KI', 'PI', 'CI'], false, shot, 'r2');
    const bot2 = await computerMoves(page, shot, 'r2');
    expect(game().log.at(-1)!.move).toBe(bot2);
    expect(game().log.length).toBeGreaterThanOrEqual(4);

    // Back to the person, the hands as the game has them.
    await page.waitForSelector('.ck-turn[data-computer=person]', { timeout: STEP_MS });
    const { hands, lastCast } = game().view as { hands: Record<string, { pieces: unknown[] }>; lastCast: { casts: { heads: number }[] } | null };
    for (const side of ['A', 'IA']) expect(await page.locator(`.ck-hand[data-side=${side}] .ck-tile`).count()).toBe(hands[side].pieces.length);
    // The season's latest cast stays shown after moves that cast nothing.
    expect(lastCast).not.toBeNull();
    expect(await page.locator(`.ck-cast[data-heads="${lastCast!.casts.at(-1)!.heads}"] .sticks-cast`).count()).toBeGreaterThan(0);
    await shot('cetkaik-r2-done');
    const seen = await page.evaluate(() => (window as unknown as { ckSeen: string[] }).ckSeen);
    expect(seen).toEqual(expect.arrayContaining(['holding', 'lit', 'person']));

    // Phone first: nothing overflows sideways, the board's cells are big enough to tap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const cellHeight = await page.evaluate(() => document.querySelector('#board rect.hit[data-cell="ZO"]')!.getBoundingClientRect().height);
    expect(cellHeight).toBeGreaterThanOrEqual(40);
    expect(await notationUntouched(page)).toBe(true);
    expect(n.errors).toEqual([]);
    await n.close();
  }, 90_000);
});
