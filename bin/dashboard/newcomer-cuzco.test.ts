// A newcomer runs the Cuzco assistant beside a real game, on a desktop screen and on a phone:
// starts it with no board from the new-game form, enters each player's holdings for round 1 with
// Cuzco's own form (steppers, a feather colour, a village delivered to, a tile by its ability's
// name), completes missions by their buttons, closes the round and enters the score markers —
// never the notation box. After each entry the player's summary stays in view.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logHas, submitNewGame } from '../../dashboard/testing/browser.ts';
import { clickAction, newcomer, NEWCOMER_SHOTS, notationUntouched, type Newcomer, type Screen } from '../../dashboard/testing/newcomer.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-cuzco-token-2024';
const STEP_MS = 10_000;

const rig = useNewcomerRig({ seed: 4, token: TOKEN, timeoutMs: 60_000 });

interface Holdings { feathers: Record<string, number>; quipu: { village: number; covered: boolean }[]; missions: string[] }
const players = (id: string) => (rig.sim.host.gameState(id)!.state as { players: Record<string, Holdings> }).players;

/** The new-game form as a newcomer fills it: no board, the assistant, the players counted with the steppers. */
async function startCuzco(page: Page): Promise<string> {
  await page.selectOption('#setup-board', '');
  await page.selectOption('#setup-game', 'cuzco');
  const players = page.locator('#setup-options input[data-field="option.players"]');
  await players.waitFor({ timeout: STEP_MS });
  const stepper = page.locator('#setup-options .stepper').filter({ has: page.locator('input[data-field="option.players"]') });
  await stepper.locator('button[data-step="1"]').click();
  expect(await players.inputValue()).toBe('3');
  await stepper.locator('button[data-step="-1"]').click();
  expect(await players.inputValue()).toBe('2');
  const message = await submitNewGame(page, STEP_MS);
  const id = /\(game ([^)]+)\)/.exec(message)?.[1];
  if (id === undefined) throw new Error(`no game id in "${message}"`);
  await page.waitForSelector('#game-panel form.cuzco-holdings[data-seat=P1]', { timeout: STEP_MS });
  return id;
}

const form = (page: Page, seat: string): Locator => page.locator(`#game-panel form.cuzco-holdings[data-seat=${seat}]`);

/** Opens a folded part of a player's form by a tap on its line. */
async function openPart(f: Locator, part: string): Promise<Locator> {
  const box = f.locator(`details.cuzco-section[data-section=${part}]`);
  if (!(await box.evaluate((d) => (d as HTMLDetailsElement).open))) await box.locator('summary').click();
  return box;
}

/** Taps + (or −) beside a count `times` times. */
async function step(f: Locator, field: string, times: number, by: 1 | -1 = 1): Promise<void> {
  const stepper = f.locator('.stepper').filter({ has: f.page().locator(`input[data-field="${field}"]`) });
  for (let i = 0; i < times; i++) await stepper.locator(`button[data-step="${by}"]`).click();
}

/** A village delivered to: tapped among the twelve, then its printed feather, VP and circle picked. */
async function deliver(f: Locator, village: number, printed: { feather: string; vp: number; circle: string } | null): Promise<void> {
  const part = await openPart(f, 'quipu');
  await part.locator(`button.cuzco-village[data-village="${village}"]`).click();
  const row = part.locator(`.cuzco-quipu li[data-village="${village}"]`);
  await row.waitFor({ timeout: STEP_MS });
  if (printed === null) return;
  await row.locator(`.cuzco-colour[data-value=${printed.feather}]`).click();
  await step(row, `quipu.${village}.vp`, printed.vp);
  await row.locator(`.cuzco-pick[data-value=${printed.circle}]`).click();
}

/** The player's summary is on screen and has the focus once the entry is taken (the page may re-render after the log line shows: polled). */
async function resultInView(page: Page, seat: string): Promise<void> {
  const seen = () => page.locator(`.cuzco-result[data-seat=${seat}]`).evaluate((r) => {
    const box = r.getBoundingClientRect();
    return { onScreen: box.top >= 0 && box.bottom <= window.innerHeight, focused: document.activeElement === r };
  });
  await expect.poll(seen, { timeout: STEP_MS }).toEqual({ onScreen: true, focused: true });
}

async function enter(page: Page, seat: string, move: string): Promise<void> {
  await form(page, seat).locator('button.cuzco-enter').click();
  await logHas(page, move, STEP_MS);
  await page.waitForFunction((s) => document.querySelector(`.cuzco-result[data-seat=${s}] .cuzco-pending`)?.textContent?.startsWith('Entered'), seat, { timeout: STEP_MS });
  await resultInView(page, seat);
}

/** On a phone, everything to tap in the form is at least 40 px high (a checkbox through its label). */
async function tapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('#game-panel button, #game-panel input, #game-panel select, #game-panel summary')]
    .filter((e) => e.offsetParent !== null)
    .map((e) => (e instanceof HTMLInputElement && e.type === 'checkbox' ? e.closest('label') ?? e : e))
    .filter((e) => e.getBoundingClientRect().height < 40)
    .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.getBoundingClientRect().height.toFixed(0)}px`));
  expect(small).toEqual([]);
}

/** Nothing wider than the screen. */
async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function playRoundOne(nc: Newcomer): Promise<void> {
  const { page } = nc;
  page.setDefaultTimeout(STEP_MS);
  const id = await startCuzco(page);
  await page.waitForSelector('#picture .cuzco-picture[data-round="1"][data-stage=play]', { timeout: STEP_MS });
  await nc.shot('cuzco-start');

  // P1: 3 orange feathers (mission 01), a priest and a research tile by name (start mission S-02), village 3.
  const p1 = form(page, 'P1');
  await openPart(p1, 'feathers');
  await expect.poll(() => p1.locator('label:has(input[data-field="feathers.orange"]) .swatch').evaluate((s) => getComputedStyle(s).backgroundColor)).toBe('rgb(240, 138, 36)');
  await step(p1, 'feathers.orange', 3);
  await deliver(p1, 3, { feather: 'pink', vp: 2, circle: 'inner' });
  const research = await openPart(p1, 'research');
  await research.locator('select[name=research-add]').selectOption({ label: '03 Feather' });
  await research.locator('li[data-ability="3"]').waitFor({ timeout: STEP_MS });
  // Mama Killa's card 04 in hand and an offering to pay with it.
  await openPart(p1, 'gods');
  await step(p1, 'gods.mama-killa', 1);
  await openPart(p1, 'counts');
  await step(p1, 'priests', 1);
  await step(p1, 'offerings', 1);
  expect(await p1.locator('.cuzco-pending').textContent()).toMatch(/^Not entered yet: feathers, quipu delivered, research tiles, god cards in hand, offerings, priests/);
  await nc.shot('cuzco-p1-form');
  await enter(page, 'P1', 'set P1 {"feathers":{"orange":3},"quipu":[{"village":3,"feather":"pink","vp":2,"circle":"inner"}],"research":[{"ability":3,"slid":false}],"gods":{"mama-killa":1},"offerings":1,"priests":1}');
  expect(await p1.locator('.cuzco-missions-line').getAttribute('data-met')).toBe('01 S-02 S-04');
  // A mission one short that card 04 completes now, said so, with its button.
  const s01 = p1.locator('li.cuzco-mission[data-mission=S-01][data-status=short]');
  expect(await s01.textContent()).toContain('needs 1 more farm tile');
  expect(await s01.locator('.cuzco-card04').textContent()).toContain('card 04 completes it now for 4 VP');
  expect(await s01.locator('button.cuzco-complete[data-via=mamakilla]').count()).toBe(1);
  await nc.shot('cuzco-p1-entered');
  // What the screen shows right after Enter (not the whole page): the summary beside Enter.
  await page.screenshot({ path: `${NEWCOMER_SHOTS}cuzco-p1-entered-screen-${nc.screen}.png` });

  // P2: 3 purple feathers (mission 02), village 3 (filled in as P1 entered it: the quipu lies on top), a farm tile by name.
  await page.click('#game-panel button.cuzco-seat[data-seat=P2]');
  const p2 = form(page, 'P2');
  await p2.waitFor({ timeout: STEP_MS });
  await step(p2, 'feathers.purple', 3);
  await deliver(p2, 3, null);
  const row = p2.locator('.cuzco-quipu li[data-village="3"]');
  expect(await row.locator('.cuzco-colour[aria-pressed=true]').getAttribute('data-value')).toBe('pink');
  expect(await row.locator('input[data-field="quipu.3.vp"]').inputValue()).toBe('2');
  const farm = await openPart(p2, 'farm');
  await farm.locator('select[name=farm-add]').selectOption({ label: '10 Food' });
  await enter(page, 'P2', 'set P2 {"feathers":{"purple":3},"quipu":[{"village":3,"feather":"pink","vp":2,"circle":"inner"}],"farm":[{"ability":10,"slid":false}]}');
  expect(players(id).P1.quipu[0].covered).toBe(true);
  // What P2 still lacks, in words, and whether card 04 would do.
  const p2s01 = p2.locator('li.cuzco-mission[data-mission=S-01][data-status=short]');
  expect(await p2s01.textContent()).toContain('needs 1 more priest on the temple stairs');
  expect(await p2s01.locator('.cuzco-card04').textContent()).toContain('Card 04 would not complete it now');
  await noSidewaysScroll(page);
  if (nc.screen === 'phone') await tapTargets(page);
  await nc.shot('cuzco-p2-entered');

  // Missions completed by their buttons: P2's from the mission list, P1's from the moves offered.
  await p2.locator('li.cuzco-mission[data-mission="02"] button.cuzco-complete[data-via=met]').click();
  await logHas(page, 'complete P2 02', STEP_MS);
  await resultInView(page, 'P2');
  await clickAction(page, /^P1 completes mission 01\b/, STEP_MS);
  await logHas(page, 'complete P1 01', STEP_MS);
  expect(players(id).P1.missions).toEqual(['01']);
  expect(players(id).P2.missions).toEqual(['02']);

  // The round closed by its button; the score markers entered in the entry form.
  await clickAction(page, /^Close round 1/, STEP_MS);
  await page.waitForSelector('#awaiting form.entry-form input[data-field=P1]', { timeout: STEP_MS });
  await page.waitForSelector('#picture .cuzco-picture[data-stage=markers]', { timeout: STEP_MS });
  expect(await form(page, 'P2').locator('button.cuzco-enter').isDisabled()).toBe(true);
  await page.fill('#awaiting form.entry-form input[data-field=P1]', '14');
  await page.fill('#awaiting form.entry-form input[data-field=P2]', '9');
  await nc.shot('cuzco-markers');
  await page.click('#awaiting form.entry-form button[type=submit]');

  // The header's scores count the markers (P2's quipu tops village 3: its 2 VP), the picture the sheet.
  await page.waitForFunction(() => document.querySelector('#scores .score[data-who=P1]')?.textContent === 'P1: 14', undefined, { timeout: STEP_MS });
  expect(await page.textContent('#scores .score[data-who=P2]')).toBe('P2: 11');
  const picture = page.locator('#picture .cuzco-picture[data-round="2"][data-stage=play]');
  await picture.waitFor({ timeout: STEP_MS });
  expect(await picture.locator('.cuzco-standing[data-seat=P1]').getAttribute('data-score')).toBe('14');
  expect(await picture.locator('.cuzco-standing[data-seat=P2]').getAttribute('data-score')).toBe('11');
  expect(await picture.locator('.cuzco-mark[data-round="1"][data-seat=P1]').textContent()).toBe('P1 at 14 (+14 this round; mission 01, 6 VP)');
  expect(await picture.locator('.cuzco-mark[data-round="1"][data-seat=P2]').getAttribute('data-marker')).toBe('9');
  expect(await picture.locator('.cuzco-round').textContent()).toBe('Round 2 of 6 — being played');
  expect(await page.locator('#legend li[data-mark=feather-orange]').textContent()).toBe('orange feather');
  expect(await page.locator('#legend li[data-mark=mission-short]').count()).toBe(1);
  await noSidewaysScroll(page);
  await nc.shot('cuzco-round-2');

  expect(await notationUntouched(page)).toBe(true);
  expect(nc.errors).toEqual([]);
}

describe.each(['desktop', 'phone'] as Screen[])('a newcomer runs the Cuzco assistant on a %s', (screen) => {
  it('enters round 1 by the form, completes missions, closes the round and enters the markers', async () => {
    const nc = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
    try {
      await playRoundOne(nc);
    } finally {
      await nc.close();
    }
  }, 60_000);
});
