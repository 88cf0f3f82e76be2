import { describe as group, expect, it } from 'vitest';
import { MISSIONS, missionById } from './data/missions.ts';
import type { Colour, God, Good } from './data/vocabulary.ts';
import { missionStatus, missionsReport, playerMissions } from './mission-check.ts';
import { holdings, q, t, table } from './testing/builders.ts';

// Hand-made, from our reading of each mission's text (not from the data): holdings that meet the
// mission, holdings one unit short, and the requirement then missing.
type Case = [id: string, meets: object, short: object, missing: string];

const quipuOf = (spec: [Colour, number, 'inner' | 'outer'][]) => spec.map(([feather, vp, circle], i) => q(i + 1, feather, vp, circle));
const villages = (n: number) => Array.from({ length: n }, (_, i) => q(i + 1));
const featherCase = (id: string, colour: Colour): Case => [id, { feathers: { [colour]: 3 } }, { feathers: { [colour]: 2 } }, `3 ${colour} feathers`];
const quipuColourCase = (id: string, colour: Colour, other: Colour): Case =>
  [id, { quipu: quipuOf([[colour, 1, 'inner'], [colour, 2, 'outer'], [colour, 3, 'inner']]) }, { quipu: quipuOf([[colour, 1, 'inner'], [colour, 2, 'outer'], [other, 3, 'inner']]) },
    `quipu delivered to 3 villages showing a ${colour} feather`];
const goodCase = (id: string, good: Good, other: Good, words: string): Case =>
  [id, { goods: { [good]: 2 } }, { goods: { [good]: 1, [other]: 3 } }, `2 ${words} goods`];
const godCase = (id: string, god: God, name: string): Case =>
  // One short even with an Inti medal: the medal never stands in for missions 32–36.
  [id, { gods: { [god]: 2 } }, { gods: { [god]: 1 }, inti: 1 }, `2 ${name} god cards in hand (no Inti medal may stand in)`];
const abilityCase = (id: string, ability: number, name: string): Case =>
  [id, { research: [t(ability)], farm: [t(ability, true)] }, { research: [t(ability), t(ability === 1 ? 2 : 1)] },
    `2 research or farm tiles with ability ${String(ability).padStart(2, '0')} (${name})`];

const CASES: Case[] = [
  ['S-01', { priests: 1, farm: [t(1)] }, { farm: [t(1)], research: [t(2)] }, '1 priest on the temple stairs'],
  ['S-02', { priests: 1, research: [t(1)] }, { priests: 1, farm: [t(1)] }, '1 research tile'],
  ['S-03', { research: [t(1)], farm: [t(2, true)] }, { research: [t(1), t(2)] }, '1 farm tile'],
  ['S-04', { research: [t(5)], turnOrder: 1 }, { research: [t(5)], turnOrder: 2 }, 'the turn-order tile 1'],
  ['S-05', { farm: [t(3)], goods: { tools: 1 } }, { research: [t(3)], goods: { tools: 1 } }, '1 farm tile'],
  ['S-06', { quipu: villages(2) }, { quipu: villages(1) }, 'quipu delivered to 2 villages'],
  featherCase('01', 'orange'),
  featherCase('02', 'purple'),
  featherCase('03', 'pink'),
  featherCase('04', 'turquoise'),
  ['05', { feathers: { orange: 1, purple: 1, pink: 1, turquoise: 1 } }, { feathers: { orange: 3, purple: 1, pink: 1 } }, '1 turquoise feather'],
  ['06', { feathers: { orange: 3, purple: 3, pink: 1 } }, { feathers: { orange: 3, purple: 3 } }, '7 feathers'],
  ['07', { quipu: villages(9) }, { quipu: villages(8) }, 'quipu delivered to 9 villages'],
  quipuColourCase('08', 'turquoise', 'pink'),
  quipuColourCase('09', 'pink', 'orange'),
  quipuColourCase('10', 'purple', 'turquoise'),
  quipuColourCase('11', 'orange', 'purple'),
  // Exactly 3 (2) VP: a village printed with more does not count.
  ['12', { quipu: quipuOf([['pink', 3, 'inner'], ['orange', 3, 'outer'], ['purple', 3, 'inner']]) }, { quipu: quipuOf([['pink', 3, 'inner'], ['orange', 3, 'outer'], ['purple', 4, 'inner']]) }, 'quipu delivered to 3 villages printed with 3 VP'],
  ['13', { quipu: quipuOf([['pink', 2, 'inner'], ['orange', 2, 'outer'], ['purple', 2, 'inner']]) }, { quipu: quipuOf([['pink', 2, 'inner'], ['orange', 2, 'outer'], ['purple', 3, 'inner']]) }, 'quipu delivered to 3 villages printed with 2 VP'],
  ['14', { quipu: quipuOf([['pink', 1, 'inner'], ['pink', 2, 'inner'], ['pink', 4, 'inner'], ['pink', 5, 'outer'], ['pink', 7, 'outer']]) },
    { quipu: quipuOf([['pink', 1, 'inner'], ['pink', 2, 'inner'], ['pink', 4, 'inner'], ['pink', 5, 'outer'], ['orange', 5, 'outer']]) }, 'quipu delivered to 5 villages, each printed with a different VP'],
  ['15', { research: [t(1), t(2), t(3, true)] }, { research: [t(1), t(2), t(2)], farm: [t(3)] }, '3 research tiles of different abilities'],
  ['16', { farm: [t(4), t(5), t(6)] }, { farm: [t(4), t(5), t(5)], research: [t(6)] }, '3 farm tiles of different abilities'],
  ['17', { research: [t(1, true), t(1, true), t(2, true)] }, { research: [t(1, true), t(1, true), t(2)], farm: [t(2, true)] }, '3 slid-down research tiles'],
  ['18', { farm: [t(1, true), t(2, true), t(3, true)] }, { farm: [t(1, true), t(2, true), t(3)], research: [t(3, true)] }, '3 slid-down farm tiles'],
  ['19', { research: [t(1, true), t(2, true), t(3, true)], farm: [t(1, true), t(2, true)] }, { research: [t(1, true), t(2, true), t(3, true)], farm: [t(1, true), t(2)] }, '5 slid-down research or farm tiles'],
  ['20', { research: [t(1), t(1), t(2, true), t(3)] }, { research: [t(1), t(1), t(2, true)], farm: [t(3)] }, '4 research tiles'],
  ['21', { farm: [t(1), t(1), t(2, true), t(3)] }, { farm: [t(1), t(1), t(2, true)], research: [t(3)] }, '4 farm tiles'],
  ['22', { gods: { viracocha: 1, pachamama: 1, 'mama-sara': 1, illapa: 1 } }, { gods: { viracocha: 2, pachamama: 1, 'mama-sara': 1 } }, '4 god cards of different gods in hand (an Inti medal may stand in for a card)'],
  ['23', { gods: { illapa: 3 } }, { gods: { illapa: 2, viracocha: 2 } }, '3 god cards of one god in hand (an Inti medal may stand in for a card)'],
  goodCase('24', 'soup', 'clothes', 'soup'),
  goodCase('25', 'clothes', 'soup', 'clothes'),
  goodCase('26', 'bowl', 'decanter', 'pottery bowl'),
  goodCase('27', 'decanter', 'bowl', 'pottery decanter'),
  goodCase('28', 'tools', 'jewelry', 'tools'),
  goodCase('29', 'jewelry', 'tools', 'jewelry'),
  ['30', { goods: { soup: 1, clothes: 1, bowl: 1 } }, { goods: { soup: 2, clothes: 2 } }, '3 different goods'],
  ['31', { goods: { soup: 2, tools: 1, jewelry: 1 } }, { goods: { soup: 2, tools: 1 } }, '4 goods'],
  godCase('32', 'illapa', 'Illapa'),
  godCase('33', 'mama-killa', 'Mama Killa'),
  godCase('34', 'viracocha', 'Viracocha'),
  godCase('35', 'pachamama', 'Pachamama'),
  godCase('36', 'mama-sara', 'Mama Sara'),
  ['37', { priests: 3 }, { priests: 2 }, '3 priests on the temple stairs'],
  ['38', { food: 5 }, { food: 4 }, '5 food tiles'],
  ['39', { circlets: 4 }, { circlets: 3 }, '4 activated circlet tiles'],
  ['40', { inti: 2 }, { inti: 1 }, '2 Inti medals'],
  ['41', { offerings: 4 }, { offerings: 3 }, '4 offerings'],
  ['42', { quipu: quipuOf([['pink', 1, 'inner'], ['pink', 2, 'inner'], ['pink', 3, 'inner'], ['pink', 4, 'inner']]) }, { quipu: quipuOf([['pink', 1, 'inner'], ['pink', 2, 'inner'], ['pink', 3, 'inner'], ['pink', 4, 'outer']]) }, 'quipu delivered to 4 villages of the inner circle'],
  ['43', { quipu: quipuOf([['pink', 1, 'outer'], ['pink', 2, 'outer'], ['pink', 3, 'outer'], ['pink', 4, 'outer']]) }, { quipu: quipuOf([['pink', 1, 'outer'], ['pink', 2, 'outer'], ['pink', 3, 'outer'], ['pink', 4, 'inner']]) }, 'quipu delivered to 4 villages of the outer circle'],
  abilityCase('44', 1, 'offering'),
  abilityCase('45', 2, 'victory points'),
  abilityCase('46', 5, 'knowledge'),
  abilityCase('47', 6, 'rope bridge'),
  abilityCase('48', 4, 'stone road'),
  abilityCase('49', 3, 'feather'),
  abilityCase('50', 7, 'god card'),
  abilityCase('51', 8, 'quipu'),
  abilityCase('52', 9, 'circlet'),
  abilityCase('53', 10, 'food'),
  abilityCase('54', 12, 'research'),
  abilityCase('55', 11, 'farming'),
];

group('every mission, met and one short', () => {
  it('has a hand-made case for each of the 61 missions', () => {
    expect(CASES.map((c) => c[0])).toEqual(MISSIONS.map((m) => m.id));
  });

  for (const [id, meets, short, missing] of CASES) {
    it(`mission ${id}: met, then one short of ${missing}`, () => {
      const mission = missionById(id)!;
      expect(missionStatus(holdings(meets), mission)).toEqual({ id, short: 0, missing: [] });
      const status = missionStatus(holdings(short), mission);
      expect(status.short).toBe(1);
      expect(status.missing).toHaveLength(1);
      expect(status.missing[0].requirement).toBe(missing);
      expect(status.missing[0].have).toBe(status.missing[0].need - 1);
      // What is needed, in both languages: one unit more (or the turn-order tile itself).
      expect(status.missing[0].words.en).toMatch(/^needs (1 more|quipu in 1 more|goods of 1 more|god cards of 1 more|the turn-order tile)/);
      expect(status.missing[0].words.ja).toMatch(/(あと 1 (枚|個|箇所|種類)|が)必要/);
    });
  }
});

group('the Inti medal', () => {
  it('stands in for a god card of a god not held (22) and for one more card of a god (23)', () => {
    expect(missionStatus(holdings({ gods: { viracocha: 2, pachamama: 1, 'mama-sara': 1 }, inti: 1 }), missionById('22')!).short).toBe(0);
    expect(missionStatus(holdings({ gods: { illapa: 2 }, inti: 1 }), missionById('23')!).short).toBe(0);
    // A medal is one card: two medals fill two gods, but no more gods than there are.
    expect(missionStatus(holdings({ gods: { illapa: 1, viracocha: 1 }, inti: 2 }), missionById('22')!).short).toBe(0);
    expect(missionStatus(holdings({ gods: { illapa: 1 }, inti: 2 }), missionById('22')!).short).toBe(1);
  });

  it('never stands in for the god-card missions 32–36, however many medals', () => {
    for (const [id, god] of [['32', 'illapa'], ['33', 'mama-killa'], ['34', 'viracocha'], ['35', 'pachamama'], ['36', 'mama-sara']] as const) {
      expect(missionStatus(holdings({ gods: { [god]: 1 }, inti: 3 }), missionById(id)!).short, id).toBe(1);
      expect(missionStatus(holdings({ inti: 3 }), missionById(id)!).short, id).toBe(2);
    }
  });
});

group('missions met and one short, per player', () => {
  it('lists ids as the aid writes them, sorted, missions completed by anyone left out', () => {
    const state = table({
      P1: { feathers: { orange: 3, purple: 1, pink: 1 }, priests: 1, farm: [t(1)], missions: ['S-03'] },
      P2: { research: [t(1)], farm: [t(2)], missions: ['01'] },
    });
    const report = missionsReport(state);
    // P1 meets 01 (taken by P2) and S-01; S-03 (P1's own) is done for everyone; both hold
    // turn-order tile 1 by default.
    expect(report).toEqual({
      P1: { met: ['S-01'], oneShort: ['05', '44', 'S-02', 'S-04', 'S-05'] },
      P2: { met: ['S-04'], oneShort: ['44', '45', 'S-01', 'S-02', 'S-05'] },
    });
  });

  it('names the requirement missing for each mission one short', () => {
    const state = table({ P1: { feathers: { orange: 2 } } });
    const one = playerMissions(state, 'P1').oneShort.find((s) => s.id === '01');
    expect(one).toEqual({ id: '01', short: 1, missing: [{ requirement: '3 orange feathers', need: 3, have: 2, words: { en: 'needs 1 more orange feather', ja: 'オレンジの羽根があと 1 枚必要' } }] });
  });
});
