import { describe, expect, it } from 'vitest';
import { endBonuses, villagesVp } from './end-bonuses.ts';
import { cuzcoGame as game } from './game.ts';
import { holdings, q, t, table } from './testing/builders.ts';

const tiles = (n: number) => Array.from({ length: n }, (_, i) => t((i % 12) + 1, i % 2 === 0));
const villages = (n: number) => Array.from({ length: n }, (_, i) => q(i + 1));

describe('the end bonuses, each at its threshold', () => {
  it('all 12 feathers: 6 VP; 11 give nothing', () => {
    expect(endBonuses(holdings({ feathers: { orange: 3, purple: 3, pink: 3, turquoise: 3 } })).feathers).toBe(6);
    expect(endBonuses(holdings({ feathers: { orange: 3, purple: 3, pink: 3, turquoise: 2 } })).feathers).toBe(0);
  });

  it('all 10 quipu delivered: 10 VP; 9 give nothing', () => {
    expect(endBonuses(holdings({ quipu: villages(10) })).quipu).toBe(10);
    expect(endBonuses(holdings({ quipu: villages(9) })).quipu).toBe(0);
  });

  it('12 research and farm tiles together, slid ones counted: 12 VP; 11 give nothing', () => {
    expect(endBonuses(holdings({ research: tiles(7), farm: tiles(5) })).tiles).toBe(12);
    expect(endBonuses(holdings({ research: tiles(6), farm: tiles(5) })).tiles).toBe(0);
    expect(endBonuses(holdings({ research: tiles(12) })).tiles).toBe(12);
  });

  it('6 goods of any kinds: 6 VP; 5 give nothing', () => {
    expect(endBonuses(holdings({ goods: { soup: 2, clothes: 1, bowl: 1, decanter: 1, jewelry: 1 } })).goods).toBe(6);
    expect(endBonuses(holdings({ goods: { soup: 6 } })).goods).toBe(6);
    expect(endBonuses(holdings({ goods: { soup: 2, tools: 3 } })).goods).toBe(0);
  });

  it('9 missions completed, start missions counted: 9 VP; 8 give nothing', () => {
    const nine = ['S-01', 'S-02', '01', '02', '03', '04', '05', '06', '07'];
    expect(endBonuses(holdings({ missions: nine })).missions).toBe(9);
    expect(endBonuses(holdings({ missions: nine.slice(1) })).missions).toBe(0);
  });

  it('2 VP for each unused Inti medal', () => {
    expect([0, 1, 3].map((inti) => endBonuses(holdings({ inti })).inti)).toEqual([0, 2, 6]);
  });

  it("the villages' own VP go to the quipu on top of each pile, apart from the bonuses", () => {
    expect(villagesVp(holdings({ quipu: [q(1, 'pink', 4), q(2, 'orange', 7, 'outer', true), q(3, 'purple', 1)] }))).toBe(5);
  });
});

describe('tabletop score cuzco: the end bonuses as JSON', () => {
  it('prints exactly {"scores", "breakdown"} with the pinned keys, in order', () => {
    const state = table({
      P1: { feathers: { orange: 3, purple: 3, pink: 3, turquoise: 3 }, inti: 1, goods: { soup: 6 } },
      P2: { quipu: villages(10), research: tiles(6), farm: tiles(6), missions: ['S-01', 'S-02', '01', '02', '03', '04', '05', '06', '07'] },
    });
    expect(JSON.stringify(game.score!(state))).toBe(
      '{"scores":{"P1":14,"P2":31},"breakdown":{'
      + '"P1":{"feathers":6,"quipu":0,"tiles":0,"goods":6,"missions":0,"inti":2},'
      + '"P2":{"feathers":0,"quipu":10,"tiles":12,"goods":0,"missions":9,"inti":0}}}',
    );
  });
});
