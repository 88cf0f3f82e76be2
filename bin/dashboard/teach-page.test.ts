// Teaching on the dashboard, in Chromium. A guided first game in Japanese: the operator picks
// "Guided first game: Cetkaik" among the lessons; the page shows the step in big words with its
// number, the lesson's own explanation, and the move to make; the move made with the simulated
// board's pieces moves the page on to step 2; Undo takes it back to step 1. A plain Cetkaik game
// in English: a piece lifted is named with how it moves; the Hint button (no token) lights the
// computer's move on the board and counts it. Screenshots go to artifacts/screenshots/lesson/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../rules/index.ts';
import { signInAsOperator } from '../../dashboard/testing/browser.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'lesson-page-token-9c1d';
const STEP_MS = 15_000;
const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/lesson/', import.meta.url));

const rig = useNewcomerRig({ seed: 1, token: TOKEN, timeoutMs: 60_000 });

describe('a guided first game on the dashboard', () => {
  it('is started by a button, says each step in Japanese, moves on with the pieces and steps back with Undo', async () => {
    const lesson = findLesson('cetkaik-first')!;
    const [first, second] = lesson.steps;
    if (!('move' in first) || !('move' in second)) throw new Error('the lesson opens with two moves');
    const context = await rig.browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInAsOperator(page, rig.url, TOKEN, STEP_MS);
      await page.click(`#teach .lesson-start[data-lesson=${lesson.id}]`);
      await page.waitForFunction(() => document.querySelector('#teach .lesson-step')?.textContent === 'ステップ 1/8', undefined, { timeout: STEP_MS });
      expect(await page.textContent('#teach .lesson-say')).toBe(first.say.ja);
      expect(await page.textContent('#teach .lesson-title')).toBe(lesson.title.ja);
      expect(await page.textContent('#teach .lesson-ask')).toBe(`光っている手を指してください：${first.move}`);
      // Said once: the lesson panel, not a second panel beside it.
      expect(await page.locator('#teach .teach-panel[data-kind=lesson]').count()).toBe(0);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}lesson-step-1-ja.png` });

      // The step's move made with the pieces, as its lights say: lifted where it is lit, put where it goes.
      const host = rig.sim.host;
      const lights = host.board(SIM_BOARD_ID)!.lights;
      const from = Object.keys(lights).filter((c) => lights[c] === 'selected');
      const to = Object.keys(lights).filter((c) => lights[c] === 'target' || lights[c] === 'capture');
      expect(from.length).toBe(1);
      expect(to.length).toBeGreaterThan(0);
      expect(host.simulate(SIM_BOARD_ID, 'lift', from).ok).toBe(true);
      expect(host.simulate(SIM_BOARD_ID, 'place', to).ok).toBe(true);
      await page.waitForFunction(() => document.querySelector('#teach .lesson-step')?.textContent === 'ステップ 2/8', undefined, { timeout: STEP_MS });
      expect(await page.textContent('#teach .lesson-say')).toBe(second.say.ja);

      // Undo: back to step 1, its words again.
      await page.click('#teach .lesson-undo');
      await page.waitForFunction(() => document.querySelector('#teach .lesson-step')?.textContent === 'ステップ 1/8', undefined, { timeout: STEP_MS });
      expect(await page.textContent('#teach .lesson-say')).toBe(first.say.ja);
      await page.screenshot({ path: `${SHOTS}lesson-undone-ja.png` });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('names a lifted piece and how it moves, and lights a hint asked for by a player without a token', async () => {
    const host = rig.sim.host;
    const started = host.startGame(SIM_BOARD_ID, { game: 'cetkaik' });
    if (!started.ok) throw new Error(started.error);
    const context = await rig.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(rig.url);
      await page.waitForSelector('body[data-ready=true]', { timeout: STEP_MS });
      await page.waitForSelector('#role[data-role=spectator]', { timeout: STEP_MS });
      // A piece of the side to move lifted and put back: named, with how it moves.
      const lights = () => host.board(SIM_BOARD_ID)!.lights;
      expect(host.simulate(SIM_BOARD_ID, 'lift', ['KAI']).ok).toBe(true);
      await page.waitForSelector('#teach .teach-panel[data-kind=lifted]', { timeout: STEP_MS });
      const lifted = (await page.textContent('#teach .teach-panel[data-kind=lifted]')) ?? '';
      expect(lifted).toContain('KAI');
      expect(lifted).toMatch(/兵/);
      expect(host.simulate(SIM_BOARD_ID, 'place', ['KAI']).ok).toBe(true);
      await expect.poll(() => Object.values(lights()).includes('target'), { timeout: STEP_MS }).toBe(false);

      // The Hint button: the computer's move lit as a suggestion, said, counted.
      await page.click('#teach button.hint');
      await page.waitForSelector('#teach .teach-panel[data-kind=hint]', { timeout: 30_000 });
      await expect.poll(() => Object.values(lights()).includes('suggest'), { timeout: STEP_MS }).toBe(true);
      await page.waitForSelector('#teach .teach-hints[data-hints="1"]', { timeout: STEP_MS });
      expect(await page.textContent('#teach .teach-hints')).toBe('1 hint given');
      expect(host.game(started.value.id)!.hints).toBe(1);
      await page.screenshot({ path: `${SHOTS}hint-en.png` });
    } finally {
      await context.close();
    }
  }, 90_000);
});
