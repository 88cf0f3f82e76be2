// The worked examples the Cuzco player aid prints, reproduced.
import { describe, expect, it } from 'vitest';
import { ABILITIES } from './data/abilities.ts';
import { missionById } from './data/missions.ts';
import { missionStatus, playerMissions } from './mission-check.ts';
import { abilityLevel, purchaseVp, referenceItems, searchReference } from './reference.ts';
import { holdings, q, run, table, tryMove } from './testing/builders.ts';

describe("Mama Killa's card 04 (the aid's example, which it labels S-01 where it means 01)", () => {
  const twoOfThree = { feathers: { orange: 2 }, gods: { 'mama-killa': 1 }, offerings: 1 };

  it('two of the three orange feathers: mission 01 is one short, the orange feather missing', () => {
    const state = table({ P1: twoOfThree });
    const one = playerMissions(state, 'P1').oneShort.find((s) => s.id === '01');
    expect(one?.missing).toEqual([{ requirement: '3 orange feathers', need: 3, have: 2, words: { en: 'needs 1 more orange feather', ja: 'オレンジの羽根があと 1 枚必要' } }]);
    expect(tryMove(state, 'complete P1 01')).toMatchObject({ ok: false, error: { code: 'not-met', message: expect.stringMatching(/one short, card 04 completes it for 4 VP/) } });
  });

  it('completes mission 01 for 4 VP instead of 6, spending the card and an offering', () => {
    const { state, events } = run(table({ P1: twoOfThree }), ['complete P1 01 mamakilla']);
    expect(events).toContainEqual({ type: 'score', scores: { P1: 4 }, detail: { mission: '01', via: 'mamakilla', round: 1 } });
    expect(state.players.P1.missions).toEqual(['01']);
    expect(state.players.P1.gods['mama-killa']).toBe(0);
    expect(state.players.P1.offerings).toBe(0);
    expect(state.players.P1.feathers.orange).toBe(2);
    expect(state.completions).toEqual([{ player: 'P1', mission: '01', round: 1, vp: 4, via: 'mamakilla' }]);
  });

  it('is refused without the card or an offering, on a mission met, and on one two short', () => {
    expect(tryMove(table({ P1: { feathers: { orange: 2 }, offerings: 1 } }), 'complete P1 01 mamakilla')).toMatchObject({ ok: false, error: { code: 'no-card' } });
    expect(tryMove(table({ P1: { feathers: { orange: 2 }, gods: { 'mama-killa': 1 } } }), 'complete P1 01 mamakilla')).toMatchObject({ ok: false, error: { code: 'no-offering' } });
    expect(tryMove(table({ P1: { ...twoOfThree, feathers: { orange: 3 } } }), 'complete P1 01 mamakilla')).toMatchObject({ ok: false, error: { code: 'mission-met' } });
    expect(tryMove(table({ P1: { ...twoOfThree, feathers: { orange: 1 } } }), 'complete P1 01 mamakilla')).toMatchObject({ ok: false, error: { code: 'too-short' } });
  });

  it('counts the holdings once the card is paid for: the card itself cannot make up mission 33', () => {
    // Two Mama Killa cards meet 33 outright; one card played on 33 leaves none: two short.
    expect(tryMove(table({ P1: { gods: { 'mama-killa': 1 }, offerings: 1 } }), 'complete P1 33 mamakilla')).toMatchObject({ ok: false, error: { code: 'too-short' } });
    // Through an Inti medal the card stays in hand: one short, completed for 4 VP.
    const { state } = run(table({ P1: { gods: { 'mama-killa': 1 }, inti: 1 } }), ['complete P1 33 inti']);
    expect(state.players.P1).toMatchObject({ inti: 0, missions: ['33'], gods: { 'mama-killa': 1 } });
  });
});

describe("Illapa's card 01 (the aid's two examples): one tile's ability doubled", () => {
  it('research tile 01 doubled gives 2×1 offerings; with a second research 01, 3 offerings', () => {
    expect(abilityLevel(1, 1)).toBe('1 offering');
    expect(abilityLevel(1, 1, true)).toBe('2 offerings');
    expect(abilityLevel(1, 2)).toBe('2 offerings');
    expect(abilityLevel(1, 2, true)).toBe('3 offerings');
  });

  it('farm tile 04 doubled: stone roads 1–4 instead of 1–2; with two such tiles, any stone road', () => {
    expect(abilityLevel(4, 1)).toBe('stone roads 1–2');
    expect(abilityLevel(4, 1, true)).toBe('stone roads 1–4');
    expect(abilityLevel(4, 2, true)).toBe('any stone road');
  });

  it('gives what the aid states for two and three identical tiles, a third unused where it says so', () => {
    expect([1, 2, 3].map((n) => abilityLevel(2, n))).toEqual(['2 VP', '4 VP', '6 VP']);
    expect([1, 2, 3].map((n) => abilityLevel(9, n))).toEqual(['a circlet as with a 3', 'a circlet as with a 6', 'a circlet as with a 6']);
    expect(abilityLevel(13, 1)).toBeNull();
    expect(abilityLevel(1, 4)).toBeNull();
  });
});

describe("the aid's other examples", () => {
  it("Illapa's card 03: jewelry bought for 9 VP scores 9 + 9 = 18", () => {
    expect(purchaseVp(9, true)).toBe(18);
    expect(purchaseVp(9, false)).toBe(9);
  });

  it('mission 14: villages printed 1-2-4-5-7 are five different VP', () => {
    const h = holdings({ quipu: [q(1, 'pink', 1), q(2, 'pink', 2), q(3, 'orange', 4), q(4, 'purple', 5), q(5, 'turquoise', 7)] });
    expect(missionStatus(h, missionById('14')!).short).toBe(0);
  });

  it('ability 03 reminds that a colour holds three feathers at most, and the holdings refuse a fourth', () => {
    expect(ABILITIES[2].notes[0]).toContain('同じ色の羽根は３枚まで');
    expect(tryMove(table({ P1: {} }), 'set P1 {"feathers":{"pink":4}}')).toMatchObject({ ok: false, error: { code: 'bad-holdings', message: 'P1 feathers.pink: expected integer to be less or equal to 3' } });
  });
});

describe('the searchable reference', () => {
  const items = referenceItems();

  it('finds god cards and abilities by the aid’s Japanese and by our English', () => {
    expect(searchReference(items, 'ママキリャ').filter((i) => i.section === 'card').map((i) => i.id)).toEqual(['04', '05', '06']);
    expect(searchReference(items, '奉納品').some((i) => i.section === 'ability' && i.id === '01')).toBe(true);
    expect(searchReference(items, 'rope bridge').filter((i) => i.section === 'ability').map((i) => i.id)).toEqual(['06']);
    expect(searchReference(items, 'MARKET card').filter((i) => i.section === 'card').map((i) => i.id)).toEqual(['03']);
    expect(searchReference(items, '')).toHaveLength(items.length);
  });

  it('holds every card, ability, mission and bonus with both texts', () => {
    const count = (section: string) => items.filter((i) => i.section === section).length;
    expect([count('god'), count('card'), count('ability'), count('mission'), count('bonus')]).toEqual([5, 15, 12, 61, 6]);
    for (const item of items) {
      expect(item.ja.length, item.id).toBeGreaterThan(0);
      expect(item.en.length, item.id).toBeGreaterThan(0);
    }
  });
});
