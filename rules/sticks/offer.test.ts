import { describe, expect, it } from 'vitest';
import type { MoveForm } from '../contract.ts';
import { maxBet } from './bank.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
import { playSteps, rng, startGame, value } from './testing/play.ts';
import type { StickGame } from './testing/play.ts';
import { STICK_GAMES, seededPositions } from './testing/positions.ts';
import type { BankState, SticksMove, SticksState } from './types.ts';

const texts = <S extends SticksState>(game: StickGame<S>, state: S) => (game.offer?.(state).moves ?? []).map((m) => game.formatMove(m, state));
const forms = <S extends SticksState>(game: StickGame<S>, state: S): MoveForm[] => game.offer?.(state).forms ?? [];

/** Whether the move a form makes with `filled` is played (each `{name}` replaced by the value's `name`, as the dashboard does). */
function formPlays<S extends SticksState>(game: StickGame<S>, state: S, form: MoveForm, filled: Record<string, number>): boolean {
  const parsed = game.parseMove(form.move.replace(/\{(\w+)\}/g, (_, name: string) => String(filled[name])), state);
  return parsed.ok && game.play(state, parsed.value, rng()).ok;
}

/** The range a stake or a bet belongs to: its kind and player (and number). */
const rangeKey = (m: SticksMove): string => (m.type === 'bet' ? `bet ${m.player} ${m.heads}` : m.type === 'stake' ? `stake ${m.player}` : m.type);

type Props = Record<string, { minimum?: number; maximum?: number; oneOf?: { const: number }[] }>;
const props = (form: MoveForm) => form.schema.properties as unknown as Props;

describe('stakes offered (獣裁, 連撃獣裁)', () => {
  it('the usual amounts up to the cap and all in, per contender, and a form for any other amount', () => {
    const start = startGame(jusaiGame, { balance: 30 });
    expect(texts(jusaiGame, start)).toEqual([
      'stake P1 1', 'stake P1 5', 'stake P1 10', 'stake P1 20', 'stake P1 30',
      'stake P2 1', 'stake P2 5', 'stake P2 10', 'stake P2 20', 'stake P2 30',
    ]);
    const [p1] = forms(jusaiGame, start);
    expect(p1).toMatchObject({ label: { en: 'P1 stakes another amount', ja: 'P1 が別の額を賭け金に出す' }, move: 'stake P1 {amount}' });
    expect(props(p1).amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 30 });
    expect(forms(jusaiGame, start).map((f) => f.move)).toEqual(['stake P1 {amount}', 'stake P2 {amount}']);
  });

  it('once the first stake is in, only that stake, and no form', () => {
    const set = playSteps(rengekiJusaiGame, startGame(rengekiJusaiGame, { players: ['A', 'B', 'C'] }), ['stake B 7']).state;
    expect(texts(rengekiJusaiGame, set)).toEqual(['stake A 7', 'stake C 7']);
    expect(forms(rengekiJusaiGame, set)).toEqual([]);
  });

  it('a small cap: the amounts below it and the cap; no form when the buttons cover every amount', () => {
    const start = startGame(jusaiGame, { balance: 3 });
    expect(texts(jusaiGame, start)).toEqual(['stake P1 1', 'stake P1 3', 'stake P2 1', 'stake P2 3']);
    expect(forms(jusaiGame, start).map((f) => f.move)).toEqual(['stake P1 {amount}', 'stake P2 {amount}']);
    const two = startGame(jusaiGame, { balance: 2 });
    expect(texts(jusaiGame, two)).toEqual(['stake P1 1', 'stake P1 2', 'stake P2 1', 'stake P2 2']);
    expect(forms(jusaiGame, two)).toEqual([]);
  });

  it('throw and stop as they are', () => {
    const running = playSteps(rengekiJusaiGame, startGame(rengekiJusaiGame), ['stake P1 5', 'stake P2 5', 'throw', 'cast 3']).state;
    expect(texts(rengekiJusaiGame, running)).toEqual(['throw', 'stop']);
    expect(forms(rengekiJusaiGame, running)).toEqual([]);
  });
});

describe('bets offered (新遊)', () => {
  it('10 on every number the bank can cover (less where it covers less), and a form per child', () => {
    const start = startGame(shinyuGame, { balance: 30 });
    // The banker holds 30: a bet on 0 or 5 (×8) may be 30 / 7 = 4 at most.
    expect(texts(shinyuGame, start)).toEqual([
      'bet P2 0 4', 'bet P2 1 10', 'bet P2 2 10', 'bet P2 3 10', 'bet P2 4 10', 'bet P2 5 4',
      'bet P3 0 4', 'bet P3 1 10', 'bet P3 2 10', 'bet P3 3 10', 'bet P3 4 10', 'bet P3 5 4',
    ]);
    const [p2] = forms(shinyuGame, start);
    expect(p2).toMatchObject({ label: { en: 'P2 bets another amount', ja: 'P2 が別の額を賭ける' }, move: 'bet P2 {heads} {amount}' });
    expect(props(p2).heads.oneOf).toEqual([
      { const: 0, title: '0 heads (pays ×8; at most 4)', label: { en: '0 heads (pays ×8; at most 4)', ja: '表 0 本（×8、最大 4）' } },
      { const: 1, title: '1 head (pays ×4; at most 10)', label: { en: '1 head (pays ×4; at most 10)', ja: '表 1 本（×4、最大 10）' } },
      { const: 2, title: '2 heads (pays ×2)', label: { en: '2 heads (pays ×2)', ja: '表 2 本（×2）' } },
      { const: 3, title: '3 heads (pays ×2)', label: { en: '3 heads (pays ×2)', ja: '表 3 本（×2）' } },
      { const: 4, title: '4 heads (pays ×4; at most 10)', label: { en: '4 heads (pays ×4; at most 10)', ja: '表 4 本（×4、最大 10）' } },
      { const: 5, title: '5 heads (pays ×8; at most 4)', label: { en: '5 heads (pays ×8; at most 4)', ja: '表 5 本（×8、最大 4）' } },
    ]);
    expect(props(p2).amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 30 });
  });

  it('a child holding less than 10 is offered what it holds', () => {
    const start = startGame(shinyuGame, { players: ['B', 'C'], balance: 6 });
    // The banker's 6 covers 6 / 7 = 0 on 0 or 5 heads, 6 / 3 = 2 on 1 or 4.
    expect(texts(shinyuGame, start)).toEqual(['bet C 1 2', 'bet C 2 6', 'bet C 3 6', 'bet C 4 2']);
    expect(props(forms(shinyuGame, start)[0]).heads.oneOf?.map((o) => o.const)).toEqual([1, 2, 3, 4]);
  });

  it('the banker throws once every bet is in', () => {
    const bet = playSteps(shinyuGame, startGame(shinyuGame), ['bet P2 3 10', 'bet P3 0 5']).state;
    expect(texts(shinyuGame, bet)).toEqual(['throw']);
    expect(forms(shinyuGame, bet)).toEqual([]);
  });
});

describe('every offer, in many seeded positions', () => {
  it.each(STICK_GAMES)('%s: each offered move is legal, within the range listed, some move is offered whenever one is legal, and the buttons are few', (_, game) => {
    for (const state of seededPositions(game)) {
      const offered = game.offer?.(state).moves ?? [];
      const legal = game.legalMoves(state);
      // Stakes and bets are listed by the ends of their range (README, "Moves as ranges").
      const ends = (move: SticksMove) => legal.flatMap((m) => (rangeKey(m) === rangeKey(move) && 'amount' in m ? [m.amount] : []));
      for (const move of offered) {
        if ('amount' in move) {
          expect(move.amount).toBeGreaterThanOrEqual(Math.min(...ends(move)));
          expect(move.amount).toBeLessThanOrEqual(Math.max(...ends(move)));
        } else {
          expect(legal).toContainEqual(move);
        }
        expect(game.play(state, move, rng()).ok).toBe(true);
      }
      expect(offered.length > 0).toBe(legal.length > 0);
      expect(new Set(offered.map((m) => game.formatMove(m, state))).size).toBe(offered.length);
      // 7 players: at most 6 amounts or numbers for each of 7 players.
      expect(offered.length).toBeLessThanOrEqual(42);
    }
  });

  it.each(STICK_GAMES)('%s: each form takes its lowest and highest values, and refuses one more', (_, game) => {
    let tried = 0;
    for (const state of seededPositions(game)) {
      for (const form of game.offer?.(state).forms ?? []) {
        const { heads, amount } = props(form);
        expect(amount.minimum).toBe(1);
        if (heads === undefined) {
          expect(formPlays(game, state, form, { amount: 1 })).toBe(true);
          expect(formPlays(game, state, form, { amount: amount.maximum as number })).toBe(true);
          expect(formPlays(game, state, form, { amount: (amount.maximum as number) + 1 })).toBe(false);
        } else {
          const player = /^bet (\S+)/.exec(form.move)?.[1] as string;
          const numbers = (heads.oneOf ?? []).map((o) => o.const);
          expect(numbers.length).toBeGreaterThan(0);
          for (const h of numbers) {
            const most = maxBet(state as BankState, player, h);
            expect(most).toBeLessThanOrEqual(amount.maximum as number);
            expect(formPlays(game, state, form, { heads: h, amount: 1 })).toBe(true);
            expect(formPlays(game, state, form, { heads: h, amount: most })).toBe(true);
            expect(formPlays(game, state, form, { heads: h, amount: most + 1 })).toBe(false);
          }
          // The form's top is what some number takes.
          expect(numbers.some((h) => maxBet(state as BankState, player, h) === amount.maximum)).toBe(true);
        }
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});
