// Ankh'or in words: moves, choices and prompts in English and Japanese, tiles named by what a
// player sees on them; and every legal move of seeded positions in words, none as its notation.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { moveOf, playAll, stateOf, value } from './testing/build.ts';
import { randomStep } from './testing/driver.ts';
import type { AnkhorState } from './types.ts';
import { priceWords, tileWords, tokensWords } from './words.ts';

const say = (state: AnkhorState, text: string) => game.describeMove(state, moveOf(state, text));

describe('tiles, tokens and prices in words', () => {
  it('names a tile by its colour, its animal or kind, and its printed VP', () => {
    expect(tileWords({ color: 'green', animal: 'jackal', vp: 0, kind: 'animal' })).toEqual({ en: 'green jackal', ja: '緑のジャッカル' });
    expect(tileWords({ color: 'red', animal: 'none', vp: 2, kind: 'vp' })).toEqual({ en: 'red 2-VP tile', ja: '赤の2VPタイル' });
    expect(tileWords({ color: 'blue', animal: 'none', vp: 0, kind: 'warehouse' })).toEqual({ en: 'blue warehouse', ja: '青の倉庫' });
    expect(tileWords({ color: 'white', animal: 'falcon', vp: 1, kind: 'scribe' })).toEqual({ en: 'white 1-VP scribe (falcon)', ja: '白の1VP書記（ハヤブサ）' });
  });

  it('says a take with resources first and ankhs last, repeats counted', () => {
    expect(tokensWords(['ankh', 'blue', 'red'])).toEqual({ en: 'blue, red and an ankh', ja: '青・赤・アンク' });
    expect(tokensWords(['ankh', 'red', 'red'])).toEqual({ en: 'two reds and an ankh', ja: '赤2つ・アンク' });
    expect(tokensWords(['ankh', 'ankh', 'ankh'])).toEqual({ en: 'three ankhs', ja: 'アンク3つ' });
  });

  it('says a price as its markers in colour order', () => {
    expect(priceWords(['red', 'blue', 'red'])).toEqual({ en: 'blue + red + red', ja: '青＋赤＋赤' });
  });
});

describe('moves in words', () => {
  const block = { A1: 'green desert', B1: 'red desert', A2: 'red desert', B2: 'red desert', C1: 'blue desert', C2: 'blue desert' };

  it('takes, gathered under one heading', () => {
    const state = stateOf({ players: [{}, {}] });
    expect(say(state, 'take ankh,blue,red')).toEqual({
      en: 'Take blue, red and an ankh',
      ja: '青・赤・アンクを取る',
      group: { en: 'Take three tokens', ja: 'トークンを3つ取る' },
    });
  });

  it('purchases: the tile, its slot and price in the heading, the place on the button', () => {
    // Slot 3 costs white + green (DEFAULT_PRICES).
    const state = stateOf({ players: [{ base: block, tokens: { white: 1, green: 1 } }, {}], offer: [null, null, 'green jackal'] });
    const heading = { en: 'Buy from slot 3: the green jackal, for green + white', ja: 'スロット3から買う：緑のジャッカル（緑＋白）' };
    expect(say(state, 'buy 3 D1')).toEqual({ en: 'Put the green jackal on D1', ja: '緑のジャッカルを D1 に置く', group: heading });
    expect(say(state, 'buy 3 ^A1')).toEqual({
      en: 'Stack the green jackal on A1–B2 (one resource less, of your choice)',
      ja: '緑のジャッカルを A1–B2 の上に重ねる（資源1つ分安く、どれかを選ぶ）',
      group: heading,
    });
    // Only the white token held: the green marker is the one spared.
    const short = stateOf({ players: [{ base: block, tokens: { white: 1 } }, {}], offer: [null, null, 'green jackal'] });
    expect(say(short, 'buy 3 ^A1')).toMatchObject({ en: 'Stack the green jackal on A1–B2 (pay white)', ja: '緑のジャッカルを A1–B2 の上に重ねる（白を払う）' });
  });

  it('refreshes: the pile, the ankh, and with two players the tile discarded', () => {
    const offer = ['red vp 2', 'blue desert'];
    const two = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}], offer, piles: [['green jackal'], ['blue scribe']] });
    expect(say(two, 'refresh 1')).toEqual({
      en: 'Refresh the offer from pile 1 (an ankh; the red 2-VP tile is discarded)',
      ja: '山1から市場を補充する（アンク1つ、赤の2VPタイルを捨てる）',
    });
    const four = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}, {}, {}], offer, piles: [['green jackal'], ['blue scribe']] });
    expect(say(four, 'refresh 2')).toEqual({ en: 'Refresh the offer from pile 2 (an ankh)', ja: '山2から市場を補充する（アンク1つ）' });
    const none = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}], offer: [null, 'blue desert'] });
    expect(say(none, 'refresh')).toEqual({ en: 'Refresh the offer, drawing nothing (an ankh; the blue desert is discarded)', ja: '市場を詰め直す（アンク1つ、青の砂漠を捨てる、補充なし）' });
  });

  it('tile moves, gathered per tile', () => {
    const state = stateOf({ players: [{ base: { ...block, C3: 'blue warehouse' }, upper: { A1: 'white scribe' }, tokens: { ankh: 2 } }, {}] });
    expect(say(state, 'move C3 D2')).toEqual({
      en: 'Move the blue warehouse from C3 to D2 (an ankh)',
      ja: '青の倉庫を C3 から D2 へ動かす（アンク1つ）',
      group: { en: 'Move the blue warehouse on C3 (an ankh)', ja: 'C3 の青の倉庫を動かす（アンク1つ）' },
    });
    expect(say(state, 'move ^A1 ^B1')).toMatchObject({ en: 'Move the white scribe from A1–B2 to B1–C2 (an ankh)', ja: '白の書記を A1–B2 から B1–C2 へ動かす（アンク1つ）' });
  });

  it('the end of a turn, and a pass', () => {
    const state = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}], offer: ['blue desert'] });
    const { state: taken } = playAll(state, 'take ankh,ankh,ankh');
    expect(say(taken, 'end')).toEqual({ en: 'End your turn', ja: '手番を終える' });
    // Nothing to take (every token owned) and nothing affordable: a pass.
    const full = { ankh: 4, black: 4, blue: 4, green: 4, red: 4, white: 0 };
    const stuck = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: full }, { tokens: { white: 4 } }], offer: [null, null, 'blue desert'], prices: [['red'], ['red'], ['white', 'white'], ['red'], ['red'], ['red']] });
    expect(game.legalMoves(stuck).map((m) => m.type)).toContain('end');
    expect(say(stuck, 'end')).toEqual({ en: 'Pass: end your turn without taking or buying', ja: 'パス：取らず買わずに手番を終える' });
  });
});

describe('choices and prompts in words', () => {
  const block = { A1: 'green desert', B1: 'red desert', A2: 'red desert', B2: 'red desert' };

  it('the resource a stacked tile spares', () => {
    const state = stateOf({ players: [{ base: block, tokens: { white: 1, green: 1 } }, {}], offer: [null, null, 'green jackal'] });
    const { state: waiting } = playAll(state, 'buy 3 ^A1');
    expect(game.describeChoice(waiting, 'green')).toEqual({ en: 'Leave green unpaid: pay white', ja: '緑を払わない（白を払う）' });
    expect(game.pending(waiting)?.words).toEqual({
      en: 'P1 stacks the green jackal on A1–B2 for one resource less: which one is not paid?',
      ja: 'P1 が緑のジャッカルを A1–B2 の上に重ねる（資源1つ分安い）：払わない資源は？',
    });
  });

  it('the resource returned over the limit', () => {
    const state = stateOf({ players: [{ base: { A1: 'red desert' }, tokens: { red: 4, blue: 1 } }, {}, {}, {}] });
    const { state: after } = playAll(state, 'take blue,red,white');
    expect(game.describeChoice(after, 'red')).toEqual({ en: 'Return a red token (5 loose)', ja: '赤を1つ戻す（手元に5つ）' });
    expect(game.pending(after)?.words).toEqual({ en: 'P1 holds 8 resources, 5 allowed: return one', ja: 'P1 の資源は8個（上限5個）：1つ戻す' });
  });

  it('the entries of tiles entered from real piles: the price board, then each tile turned up', () => {
    let state = game.setup(value(game.parseOptions({ deal: 'entered', firstPlayer: 1 })), seededRng(4));
    expect(game.pending(state)?.words).toEqual({ en: 'Enter the price markers as laid out above the six slots', ja: '6つのスロットの上に並べた価格マーカーを入力する' });
    const prices = game.pending(state);
    if (prices?.kind !== 'entry' || prices.example === undefined) throw new Error('expected the price board entry');
    state = playAll(state, { entry: prices.example }).state;
    expect(game.pending(state)?.words).toEqual({ en: 'Turn up the top tile of pile 1 for slot 1 and enter it', ja: '山1の一番上のタイルをめくってスロット1に置き、入力する' });
  });
});

describe('every legal move of seeded positions in words', () => {
  it('has non-empty words in both languages, never its notation', () => {
    for (const [seed, players] of [[1, 2], [2, 3], [3, 4], [4, 2]] as const) {
      const rng = seededRng(seed);
      let state = game.setup(value(game.parseOptions({ players })), rng);
      let checked = 0;
      for (let step = 0; step < 400 && !state.over; step++) {
        if (step % 7 === 0) {
          for (const move of game.legalMoves(state)) {
            const words = game.describeMove(state, move);
            expect(words.en.length).toBeGreaterThan(0);
            expect(words.ja.length).toBeGreaterThan(0);
            expect(words.en).not.toBe(game.formatMove(move, state));
            expect(words.ja).not.toBe(game.formatMove(move, state));
            checked++;
          }
          const pending = game.pending(state);
          if (pending?.kind === 'choice') for (const o of pending.options) expect(game.describeChoice(state, o).en).not.toBe(o);
          if (pending !== null) expect(pending.words?.ja.length).toBeGreaterThan(0);
        }
        state = randomStep(state, rng).state;
      }
      expect(checked).toBeGreaterThan(50);
    }
  });
});
