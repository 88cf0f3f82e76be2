// 行山 in words: each action, each option of an effect's choice and each prompt as a newcomer reads
// them, in English and Japanese.
import { describe, expect, it } from 'vitest';
import { castSticks, seededRng } from '../rng.ts';
import { at, game, steps, value } from './testing/positions.ts';
import type { GyozanState } from './types.ts';

const describeMove = game.describeMove as NonNullable<typeof game.describeMove>;
const describeChoice = game.describeChoice as NonNullable<typeof game.describeChoice>;
const words = (state: GyozanState, text: string) => describeMove(state, value(game.parseMove(text, state)));
const plain = (state: GyozanState, text: string) => {
  const { en, ja } = words(state, text);
  return { en, ja };
};

/** P2 ends its turn; P1's turn begins with its cards' effects. */
const p1Begins = (p1: object, p2: object = {}) => steps(at([p1, p2], { turn: 1 }), ['end']).state;

describe('the actions in words', () => {
  it('an exchange: coins bought for rice, under one heading', () => {
    expect(words(at([{ rice: 17 }, {}]), 'exchange 2')).toEqual({
      en: 'P1 buys 2 coins for 10 rice',
      ja: 'P1 が米 10 を銭 2 に両替',
      group: { en: 'Exchange rice for coins (5 rice a coin)', ja: '米を銭に両替（米 5 で銭 1）' },
    });
  });

  it('an install: the card by its name, its cost in rice or coins (less with 車), and what it does', () => {
    const state = at([{ hand: ['黒弓', '赤王', '皇'], rice: 12, coins: 12, installed: [{ card: '黒車' }] }, {}]);
    expect(plain(state, 'install 黒弓')).toEqual({
      en: 'P1 installs black 弓 (archer) for 1 rice: each move goes 1 square further (from the next turn, for 3 turns)',
      ja: 'P1 が黒弓を設置（米 1）：移動が 1 マス延びる（次の番から 3 番）',
    });
    expect(plain(state, 'install 赤王')).toEqual({
      en: 'P1 installs red 王 (king) for 9 coins: 2 coins each turn (from the next turn)',
      ja: 'P1 が赤王を設置（銭 9）：毎番 銭 2（次の番から）',
    });
    expect(plain(state, 'install 皇').en).toBe('P1 installs 皇 (tam) for 9 coins: the piece advances each turn (from the next turn)');
  });

  it('a dismantle at the install cost, free for a 船', () => {
    const state = at([{ installed: [{ card: '黒車' }, { card: '赤船' }] }, {}], { pile: ['黒兵', '黒兵', '黒兵'] });
    expect(plain(state, 'dismantle 1')).toEqual({ en: 'P1 dismantles its black 車 (chariot) for 2 rice', ja: 'P1 が黒車を解体（米 2）' });
    expect(plain(state, 'dismantle 2')).toEqual({ en: 'P1 dismantles its red 船 (boat) for nothing', ja: 'P1 が赤船を解体（無料）' });
  });

  it('two cards of one name are told apart by their place in the row', () => {
    const state = at([{ installed: [{ card: '黒兵', sticks: 2 }, { card: '黒兵' }] }, {}]);
    expect(plain(state, 'dismantle 2').en).toBe('P1 dismantles its black 兵 (soldier) (card 2 of the row) for 1 rice');
    expect(plain(state, 'dismantle 2').ja).toBe('P1 が黒兵（2 枚目）を解体（米 1）');
  });

  it('a discard: the cards counted, 2 rice each; a 無 cashed for 2 coins', () => {
    const state = at([{ hand: ['黒兵', '赤車', '黒兵', '無'] }, {}]);
    expect(words(state, 'discard 黒兵 赤車 黒兵')).toEqual({
      en: 'P1 discards 2 × black 兵 (soldier) and red 車 (chariot) for 6 rice',
      ja: 'P1 が黒兵 2 枚・赤車を捨てて米 6',
      group: { en: 'Discard cards for rice (2 a card)', ja: 'カードを捨てて米を得る（1 枚 米 2）' },
    });
    expect(plain(state, 'cash')).toEqual({ en: 'P1 throws a 無 (blank) away for 2 coins', ja: 'P1 が無を捨てて銭 2' });
  });

  it('a paid move: its price, how far the piece goes and where; the 皇山 wins', () => {
    const state = at([{ coins: 2 }, {}]);
    expect(plain(state, 'move rice LA')).toEqual({ en: 'P1 pays 10 rice and moves the piece 1 square to LA', ja: 'P1 が米 10 を払い、駒を 1 マス進めて LA へ' });
    expect(plain(state, 'move coins LA')).toEqual({ en: 'P1 pays 2 coins and moves the piece 1 square to LA', ja: 'P1 が銭 2 を払い、駒を 1 マス進めて LA へ' });
    const near = at([{ square: 'TU', installed: [{ card: '赤弓' }] }, {}]);
    expect(plain(near, 'move rice ZO')).toEqual({
      en: 'P1 pays 10 rice and moves the piece 2 squares to the 皇山 (ZO), and P1 wins',
      ja: 'P1 が米 10 を払い、駒を 2 マス進めて皇山（ZO）へ、P1 の勝ち',
    });
  });

  it('an effect\'s advance names the card that brings it, free; ending the turn', () => {
    const advance = steps(p1Begins({ installed: [{ card: '赤巫' }] }), ['cast 5']).state;
    expect(plain(advance, 'advance LA')).toEqual({
      en: "Free advance by P1's red 巫 (shaman): the piece moves 1 square to LA",
      ja: 'P1 の赤巫の効果（無料）：駒を 1 マス進めて LA へ',
    });
    expect(plain(at([{}, {}]), 'end')).toEqual({ en: 'P1 ends the turn without moving the piece', ja: 'P1 は駒を進めずに番を終える' });
  });
});

describe('the effects\' prompts and choices in words', () => {
  it('虎: whose rice or coin, and how much they have', () => {
    const state = p1Begins({ installed: [{ card: '赤虎' }] }, { rice: 3, coins: 1 });
    expect(describeChoice(state, 'P2 rice')).toEqual({ en: 'Take 1 rice from P2 (who has 3 rice)', ja: 'P2 から米 1 を奪う（P2 は米 3）' });
    expect(describeChoice(state, 'P2 coin')).toEqual({ en: 'Take 1 coin from P2 (who has 1 coin)', ja: 'P2 から銭 1 を奪う（P2 は銭 1）' });
  });

  it('将: the cast, then the card that gets a stick (and whether it then goes) or is destroyed', () => {
    const begun = p1Begins({ installed: [{ card: '赤将' }] }, { installed: [{ card: '赤王' }, { card: '黒弓', sticks: 2 }] });
    expect(game.pending(begun)?.words).toEqual({
      en: "P1's red 将 (general): cast the sticks (3 or less: a 20-point stick on a card; 4 or more: a card destroyed)",
      ja: 'P1 の赤将：棒を投げる（3 以下：カードに 20 点棒、4 以上：カードを壊す）',
    });
    const low = steps(begun, ['cast 1']).state;
    expect(game.pending(low)?.words).toEqual({ en: "P1's red 将 (general) puts a 20-point stick on a card: which?", ja: 'P1 の赤将：20 点棒を置くカードは？' });
    expect(describeChoice(low, 'P2 1 赤王')).toEqual({ en: "A 20-point stick on P2's red 王 (king): 1 on it then", ja: 'P2 の赤王に 20 点棒（計 1 本）' });
    expect(describeChoice(low, 'P2 2 黒弓')).toEqual({
      en: "A 20-point stick on P2's black 弓 (archer): 3 on it then, and it goes at its owner's next turn",
      ja: 'P2 の黒弓に 20 点棒（計 3 本、持ち主の次の番に外れる）',
    });
    const high = steps(begun, ['cast 4']).state;
    expect(game.pending(high)?.words).toEqual({ en: "P1's red 将 (general) destroys a card: which?", ja: 'P1 の赤将：壊すカードは？' });
    expect(describeChoice(high, 'P1 1 赤将')).toEqual({ en: "Destroy P1's red 将 (general)", ja: 'P1 の赤将を壊す' });
  });

  it('巫: the cast says what each outcome brings', () => {
    expect(game.pending(p1Begins({ installed: [{ card: '黒巫' }] }))?.words).toEqual({
      en: "P1's black 巫 (shaman): cast the sticks (3 or less: this turn's move costs half; 4 or more: the piece advances)",
      ja: 'P1 の黒巫：棒を投げる（3 以下：今回の移動が半額、4 以上：駒が進む）',
    });
  });
});

describe('every action and choice of random games has words of its own', () => {
  it.each([[2, 1], [3, 2], [4, 3], [2, 4]])('%i players, seed %i', (players, seed) => {
    const rng = seededRng(seed);
    let state = game.setup(value(game.parseOptions({ players })), rng);
    let checked = 0;
    for (let step = 0; step < 1500 && !game.isOver(state); step++) {
      const asked = game.pending(state);
      if (asked !== null) {
        expect(asked.words?.en.length).toBeGreaterThan(0);
        expect(asked.words?.ja.length).toBeGreaterThan(0);
        if (asked.kind === 'cast') {
          state = value(game.resolve(state, { cast: castSticks(rng, 5) }, rng)).state;
          continue;
        }
        if (asked.kind !== 'choice') throw new Error('行山 asks for casts and choices only');
        const seen = new Set<string>();
        for (const option of asked.options) {
          const { en, ja } = describeChoice(state, option);
          expect(en).not.toBe(option);
          expect(ja).not.toBe(option);
          expect(seen.has(en)).toBe(false);
          seen.add(en);
        }
        state = value(game.resolve(state, { choice: asked.options[rng.int(0, asked.options.length - 1)] }, rng)).state;
        continue;
      }
      const legal = game.legalMoves(state);
      const seen = new Set<string>();
      for (const move of legal) {
        const notation = game.formatMove(move, state);
        const { en, ja } = describeMove(state, move);
        expect(en.length).toBeGreaterThan(0);
        expect(ja.length).toBeGreaterThan(0);
        expect(en).not.toBe(notation);
        expect(ja).not.toBe(notation);
        expect(`${en} ${ja}`).not.toMatch(/undefined|NaN|\bslot\b/);
        expect(seen.has(en)).toBe(false);
        seen.add(en);
        checked++;
      }
      // Moving on is likelier than the rest, so games reach the 皇山.
      const onward = legal.filter((m) => m.type === 'move' || m.type === 'advance' || m.type === 'install');
      const from = onward.length > 0 && rng.int(0, 2) > 0 ? onward : legal;
      state = value(game.play(state, from[rng.int(0, from.length - 1)], rng)).state;
    }
    expect(game.isOver(state)).toBe(true);
    expect(checked).toBeGreaterThan(100);
  });
});
