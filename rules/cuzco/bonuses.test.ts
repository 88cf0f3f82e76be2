import { describe, expect, it } from 'vitest';
import { endBonuses, villagesVp } from './end-bonuses.ts';
import { cuzcoGame as game } from './game.ts';
import { holdings, q, run, t, table } from './testing/builders.ts';

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

describe('tabletop score cuzco: the total as if the game ended now, as JSON', () => {
  it('prints {"scores", "breakdown", "ranking"}: the pinned bonus keys in order, then the villages, the track and the missions at the end', () => {
    const state = table({
      P1: { feathers: { orange: 3, purple: 3, pink: 3, turquoise: 3 }, inti: 1, goods: { soup: 6 } },
      P2: { quipu: villages(10), research: tiles(6), farm: tiles(6), missions: ['S-01', 'S-02', '01', '02', '03', '04', '05', '06', '07'] },
    });
    expect(JSON.stringify(game.score!(state))).toBe(
      '{"scores":{"P1":14,"P2":51},"breakdown":{'
      + '"P1":{"feathers":6,"quipu":0,"tiles":0,"goods":6,"missions":0,"inti":2,"villages":0,"track":0,"missionsAtEnd":0},'
      + '"P2":{"feathers":0,"quipu":10,"tiles":12,"goods":0,"missions":9,"inti":0,"villages":20,"track":0,"missionsAtEnd":0}},'
      + '"ranking":["P2","P1"]}',
    );
  });

  // The defect: the dashboard's score header showed "P1: 0 P2: 0" after a round's markers were
  // entered, since the running score was the end bonuses alone (the host shows `score` first).
  it('counts the score markers entered: after round 1 the running score is the markers (plus the bonuses)', () => {
    const start = table({ P1: {}, P2: { inti: 1 } });
    expect(game.score!(start).scores).toEqual({ P1: 0, P2: 2 });
    const closed = run(start, ['round', { entry: { P1: 37, P2: 41 } }]).state;
    expect(game.score!(closed).scores).toEqual({ P1: 37, P2: 43 });
    expect(game.score!(closed).ranking).toEqual(['P2', 'P1']);
    // A corrected marker counts too.
    expect(game.score!(run(closed, ['track r1 P1 45']).state).scores).toEqual({ P1: 45, P2: 43 });
  });
});
