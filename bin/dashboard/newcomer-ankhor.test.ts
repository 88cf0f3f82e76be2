// Ankh'or in a newcomer's hands, on a desktop screen and a phone: the game started from the
// new-game form on the simulated 9×9 board, then two whole rounds played by buttons, the take
// form and the board — never the notation box — and the picture checked to show the offer's tiles
// by colour and kind, both tableaux with the tiles bought, and every player's tokens.
//
// Where the areas go: the host packs them in order (host/games/placement.ts). With each tableau
// 8×8 (set in the form's "Each tableau" fields), the offer row (1×6) takes the board's top row
// and P1's tableau the eight rows below it; P2's tableau fits no more, so it lies on no board.
// So P1 buys the way a person at the board does (lifts the offer's tile, puts it on the tableau,
// and the board sees it), and P2 buys from the buttons — the picture draws P2's tableau large,
// saying so. A smaller grid (4×4) would put both on the board; 8×8 shows both ways of playing.
//
// Round 1: P1 takes three tokens by a button, P2 by the take form; each ends the turn.
// Round 2: P1 buys by the board, P2 by a buy button (then lifts the bought tile off the board's
// offer row, as the board asks); each ends the turn.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickAction, logLength, newcomer, notationUntouched, openActionForm, startFromFields, type Screen } from '../../dashboard/testing/newcomer.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';
import { useNewcomerRig } from '../testing/newcomer-rig.ts';

const TOKEN = 'newcomer-ankhor-token-31';
const STEP_MS = 10_000;
/** Fixed: the same deal (offer, prices) every run. */
const SEED = 11;

interface TileView { color: string; animal: string; kind: string; vp: number; text: string }
interface SlotView { slot: number; price: string[]; tile: TileView | null }
interface GameView { offer: SlotView[]; players: { name: string; tokens: Record<string, number> }[] }
interface Action { kind: string; move?: string; label: { en: string }; group?: { en: string } }

const rig = useNewcomerRig({ seed: SEED, token: TOKEN, timeoutMs: 60_000 });

const running = () => rig.sim.host.game(rig.sim.host.board(SIM_BOARD_ID)!.game!)!;
const viewNow = () => running().view as unknown as GameView;
const actionsNow = () => running().actions as unknown as Action[];
const cell = (page: Page, name: string) => page.locator(`#board rect.hit[data-cell="${name}"]`);
const letter = (slot: number) => String.fromCharCode(64 + slot);

/** The new-game form as a newcomer fills it: board, game, then the option fields it draws. */
async function startAnkhor(page: Page): Promise<void> {
  // A game still runs on the board (the other screen's): the page asks first, and is told yes.
  const fields = { players: '2', 'grid.rows': '8', 'grid.cols': '8', firstPlayer: '1' };
  await startFromFields(page, { board: SIM_BOARD_ID, game: 'ankhor', fields, started: /^Started Ankh/ }, STEP_MS);
  await page.waitForSelector('.ankhor-picture[data-to-move="P1"]', { timeout: STEP_MS });
}

/** The words of the action that makes `move` (what the newcomer reads on the button). */
function wordsOf(move: string): string {
  const action = actionsNow().find((a) => a.move === move);
  if (!action) throw new Error(`no action makes "${move}": ${actionsNow().map((a) => a.move).join(', ')}`);
  return action.label.en;
}

const exactly = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Two slots a player can reach with one take (two markers), neither a scribe (its bonus turn
 *  would make the round longer than the script). */
function chooseSlots(view: GameView): [SlotView, SlotView] {
  const easy = view.offer.filter((s) => s.tile !== null && s.price.length === 2 && s.tile.kind !== 'scribe');
  if (easy.length < 2) throw new Error('this seed deals fewer than two plain two-marker slots');
  return [easy[0], easy[1]];
}

async function pictureShowsOffer(page: Page, view: GameView): Promise<void> {
  for (const s of view.offer) {
    const slot = page.locator(`#picture .ankhor-slot[data-slot="${s.slot}"]`);
    expect(await slot.getAttribute('data-price')).toBe(s.price.join(' '));
    expect(await slot.locator('[data-marker]').count()).toBe(s.price.length);
    if (s.tile === null) { expect(await slot.getAttribute('data-empty')).toBe('true'); continue; }
    const tile = slot.locator(`.ankhor-tile[data-color="${s.tile.color}"][data-kind="${s.tile.kind}"][data-animal="${s.tile.animal}"]`);
    // Polled: right after a new game the picture may still show the last game's offer for a moment.
    await expect.poll(() => tile.count(), { timeout: STEP_MS }).toBe(1);
    // The symbol drawn is the animal, else the kind.
    expect(await tile.locator('.ankhor-symbol').getAttribute('data-symbol')).toBe(s.tile.kind === 'animal' ? s.tile.animal : s.tile.kind);
    // The same tile on the board's offer row.
    expect(await page.locator(`#board [data-piece-cell="offer:${letter(s.slot)}1"] .ankhor-tile[data-color="${s.tile.color}"][data-kind="${s.tile.kind}"]`).count()).toBe(1);
  }
}

async function tokensShown(page: Page, player: string): Promise<void> {
  const tokens = viewNow().players.find((p) => p.name === player)!.tokens;
  for (const [type, n] of Object.entries(tokens)) {
    const counter = page.locator(`#picture .ankhor-token[data-player="${player}"][data-token="${type}"]`);
    if (n === 0) expect(await counter.count()).toBe(0);
    else expect(await counter.getAttribute('data-count')).toBe(String(n));
    if (n > 0) expect(await counter.locator('.ankhor-disc').count()).toBe(n);
  }
}

async function playTwoRounds(screen: Screen): Promise<void> {
  const n = await newcomer(rig.browser, rig.url, TOKEN, screen, STEP_MS);
  const { page } = n;
  await startAnkhor(page);
  expect(running().areas.map((a) => [a.id, a.board, a.at])).toEqual([['offer', SIM_BOARD_ID, 'A1'], ['P1', SIM_BOARD_ID, 'A2'], ['P2', null, null]]);
  const start = viewNow();
  const [mine, theirs] = chooseSlots(start);

  // The picture: the offer row by colour and kind (and on the board), both tableaux, the label.
  await pictureShowsOffer(page, start);
  expect(await page.textContent('#picture .ankhor-invented')).toContain('INVENTED');
  expect(await page.getAttribute('#picture .ankhor-tableau[data-player="P1"]', 'class')).toContain('small');
  expect(await page.getAttribute('#picture .ankhor-tableau[data-player="P2"]', 'class')).toContain('large');
  expect(await page.textContent('#picture .ankhor-tableau[data-player="P2"] figcaption')).toContain('played from the buttons below');
  expect(await page.locator('#picture .ankhor-pile[data-pile="1"]').getAttribute('data-count')).toBe(String(running().view && (running().view as { piles: number[] }).piles[0]));
  for (const key of ['colour-green', 'symbol-jackal', 'symbol-beetle', 'symbol-falcon', 'symbol-vp', 'symbol-warehouse', 'symbol-scribe', 'symbol-desert', 'upper']) {
    expect(await page.locator(`#legend li[data-mark="${key}"]`).count()).toBe(1);
  }
  await n.shot('ankhor-start');

  // Round 1. P1 takes the two colours of their slot and an ankh, by a button.
  const takeMine = `take ${['ankh', ...mine.price].sort().join(',')}`;
  await clickAction(page, exactly(wordsOf(takeMine)), STEP_MS);
  await logLength(page, 1, STEP_MS);
  await page.waitForSelector('#picture .ankhor-token[data-player="P1"][data-token="ankh"][data-count="1"]', { timeout: STEP_MS });
  await tokensShown(page, 'P1');
  await clickAction(page, 'End your turn', STEP_MS);
  await page.waitForSelector('.ankhor-picture[data-to-move="P2"]', { timeout: STEP_MS });

  // P2 takes theirs by the take form: three selects, one token each.
  const form = await openActionForm(page, 'Take three tokens of your choice', STEP_MS);
  const [first, second] = theirs.price;
  await form.locator('select[data-field="first"]').selectOption({ label: first });
  await form.locator('select[data-field="second"]').selectOption({ label: second });
  await form.locator('select[data-field="third"]').selectOption({ label: 'ankh' });
  await n.shot('ankhor-take-form');
  await form.locator('button[type=submit]').click();
  await logLength(page, 3, STEP_MS);
  await page.waitForSelector('#picture .ankhor-token[data-player="P2"][data-token="ankh"][data-count="1"]', { timeout: STEP_MS });
  await tokensShown(page, 'P2');
  await clickAction(page, 'End your turn', STEP_MS);
  await page.waitForSelector('.ankhor-picture[data-to-move="P1"]', { timeout: STEP_MS });
  await n.shot('ankhor-round-1');

  // Round 2. P1 buys by the board: lifts the offer's tile and puts it on D5 of their tableau.
  await cell(page, `offer:${letter(mine.slot)}1`).click();
  await page.waitForSelector(`#board [data-piece-cell="offer:${letter(mine.slot)}1"].lifted`, { timeout: STEP_MS });
  await cell(page, 'P1:D5').click();
  await logLength(page, 5, STEP_MS);
  expect(running().log[4].move).toBe(`buy ${mine.slot} D5`);
  const myTile = mine.tile!;
  await page.waitForSelector(`#board [data-piece-cell="P1:D5"] .ankhor-tile[data-color="${myTile.color}"][data-kind="${myTile.kind}"][data-animal="${myTile.animal}"]`, { timeout: STEP_MS });
  await n.shot('ankhor-bought-on-board');
  await clickAction(page, 'End your turn', STEP_MS);
  await page.waitForSelector('.ankhor-picture[data-to-move="P2"]', { timeout: STEP_MS });

  // P2's tableau is on no board: the buy buttons, gathered under the slot.
  const buy = `buy ${theirs.slot} D4`;
  await clickAction(page, exactly(wordsOf(buy)), STEP_MS);
  await logLength(page, 7, STEP_MS);
  // The tile left the offer in the game, not yet on the board: the board asks for it to be taken off.
  const theirCell = `offer:${letter(theirs.slot)}1`;
  await page.waitForSelector(`#board rect.hit[data-cell="${theirCell}"][data-occupied]`, { state: 'attached', timeout: STEP_MS });
  await cell(page, theirCell).click();
  await page.waitForSelector(`#board rect.hit[data-cell="${theirCell}"]:not([data-occupied])`, { state: 'attached', timeout: STEP_MS });
  await clickAction(page, 'End your turn', STEP_MS);
  await page.waitForSelector('.ankhor-picture[data-to-move="P1"]', { timeout: STEP_MS });
  expect(running().log.map((l) => l.move)).toEqual([takeMine, 'end', `take ${['ankh', ...theirs.price].sort().join(',')}`, 'end', `buy ${mine.slot} D5`, 'end', buy, 'end']);

  // The picture after the round: the two slots empty, each tableau with its tile, the tokens left.
  const theirTile = theirs.tile!;
  await pictureShowsOffer(page, viewNow());
  expect(await page.getAttribute(`#picture .ankhor-slot[data-slot="${mine.slot}"]`, 'data-empty')).toBe('true');
  expect(await page.getAttribute(`#picture .ankhor-slot[data-slot="${theirs.slot}"]`, 'data-empty')).toBe('true');
  expect(await page.locator(`#picture .ankhor-tableau[data-player="P1"] [data-tile-cell="D5"] .ankhor-tile[data-color="${myTile.color}"][data-kind="${myTile.kind}"][data-animal="${myTile.animal}"]`).count()).toBe(1);
  expect(await page.locator(`#picture .ankhor-tableau[data-player="P2"] [data-tile-cell="D4"] .ankhor-tile[data-color="${theirTile.color}"][data-kind="${theirTile.kind}"][data-animal="${theirTile.animal}"]`).count()).toBe(1);
  await tokensShown(page, 'P1');
  await tokensShown(page, 'P2');
  expect(await page.getAttribute('#picture .ankhor-player[data-player="P1"]', 'data-to-move')).toBe('true');

  // Phone first: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await n.shot('ankhor-round-2');
  expect(await notationUntouched(page)).toBe(true);
  expect(n.errors).toEqual([]);
  await n.close();
}

describe('Ankh’or in a newcomer’s hands', () => {
  it('on a desktop screen: started from the form, two rounds by buttons, the take form and the board', async () => {
    await playTwoRounds('desktop');
  }, 60_000);

  it('on a phone: the same, nothing running off the side', async () => {
    await playTwoRounds('phone');
  }, 60_000);
});
