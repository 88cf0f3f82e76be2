import { describe, expect, it } from 'vitest';
import { ABILITIES } from './data/abilities.ts';
import { BONUSES, BONUS_KEYS } from './data/bonuses.ts';
import { ICONS, PARTS } from './data/glossary.ts';
import { GOD_CARDS, GODS_INFO } from './data/gods.ts';
import { MISSIONS } from './data/missions.ts';
import { GODS } from './data/vocabulary.ts';

const two = (n: number) => String(n).padStart(2, '0');

describe('the data transcribed from the Cuzco player aid', () => {
  it('holds all 61 missions with the aid numbering: S-01…S-06, then 01…55', () => {
    expect(MISSIONS).toHaveLength(61);
    expect(MISSIONS.map((m) => m.id)).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => `S-0${n}`),
      ...Array.from({ length: 55 }, (_, i) => two(i + 1)),
    ]);
    expect(MISSIONS.filter((m) => m.start).map((m) => m.id)).toEqual(['S-01', 'S-02', 'S-03', 'S-04', 'S-05', 'S-06']);
    for (const m of MISSIONS) {
      expect(m.ja.length, m.id).toBeGreaterThan(10);
      expect(m.en.length, m.id).toBeGreaterThan(10);
      expect(m.requires.length, m.id).toBeGreaterThan(0);
      for (const r of m.requires) expect(r.min, m.id).toBeGreaterThan(0);
    }
  });

  it('holds all 15 god cards, three for each of the five gods, and the five gods', () => {
    expect(GOD_CARDS.map((c) => c.card)).toEqual(Array.from({ length: 15 }, (_, i) => two(i + 1)));
    expect(GODS_INFO.map((g) => g.id).sort()).toEqual([...GODS].sort());
    for (const god of GODS) expect(GOD_CARDS.filter((c) => c.god === god), god).toHaveLength(3);
    expect(GOD_CARDS.slice(0, 3).every((c) => c.god === 'illapa')).toBe(true);
    expect(GOD_CARDS.slice(3, 6).every((c) => c.god === 'mama-killa')).toBe(true);
    for (const c of GOD_CARDS) {
      expect(c.ja, c.card).toMatch(/[。）]$/);
      expect(c.phases.length, c.card).toBeGreaterThan(0);
      expect(c.ja, c.card).not.toMatch(/TEXTTEXT|\uFFFD/);
    }
    expect(GOD_CARDS[3].phases).toEqual(['III', 'end']);
  });

  it('holds all 12 tile abilities, numbered 1–12, with what one to three identical tiles give', () => {
    expect(ABILITIES.map((a) => a.ability)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(ABILITIES.map((a) => a.id)).toEqual(Array.from({ length: 12 }, (_, i) => two(i + 1)));
    for (const a of ABILITIES) {
      expect(a.ja, a.id).not.toMatch(/\uFFFD/);
      // A third identical tile is unused by circlet (09), farming (11) and research (12): the aid says so.
      expect(a.levels, a.id).toHaveLength([9, 11, 12].includes(a.ability) ? 2 : 3);
    }
  });

  it('names each ability once among missions 44–55, by the words of its icon', () => {
    const byAbility = MISSIONS.filter((m) => Number(m.id) >= 44).map((m) => {
      expect(m.requires).toHaveLength(1);
      const r = m.requires[0];
      if (r.what !== 'tiles' || r.ability === undefined) throw new Error(`${m.id} is not an ability mission`);
      expect(m.ja, m.id).toContain(`”${ABILITIES[r.ability - 1].missionJa}”`);
      expect(m.fromIcon, m.id).toBe(true);
      return r.ability;
    });
    expect([...byAbility].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('marks every item read from an icon, with a note saying how it was read', () => {
    const marked = [...MISSIONS, ...GODS_INFO].filter((item) => item.fromIcon);
    expect(marked.map((m) => ('id' in m ? m.id : ''))).toEqual([
      '22', '23', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55',
      'illapa', 'mama-killa', 'viracocha', 'pachamama', 'mama-sara',
    ]);
    for (const item of marked) expect(item.note, item.id).toMatch(/icon/);
  });

  it('keeps the aid’s slips as written, with notes: 石橋 in mission 48, S-01 in card 04’s example', () => {
    const m48 = MISSIONS.find((m) => m.id === '48')!;
    expect(m48.ja).toContain('石橋');
    expect(m48.note).toMatch(/石道/);
    expect(m48.requires).toEqual([{ what: 'tiles', ability: 4, min: 2 }]);
    const card04 = GOD_CARDS[3];
    expect(card04.notes[0]).toContain('任務タイルS-01');
    expect(card04.note).toMatch(/mission 01/);
    expect(MISSIONS.find((m) => m.id === '12')!.requires).toEqual([{ what: 'quipu', vp: 3, min: 3 }]);
    expect(MISSIONS.find((m) => m.id === '13')!.requires).toEqual([{ what: 'quipu', vp: 2, min: 3 }]);
  });

  it('lists the six end bonuses in the breakdown order, and the icon glossary', () => {
    expect(BONUSES.map((b) => b.key)).toEqual([...BONUS_KEYS]);
    expect(BONUSES.map((b) => [b.vp, b.threshold])).toEqual([[6, 12], [10, 10], [12, 12], [6, 6], [9, 9], [2, null]]);
    expect(ICONS).toHaveLength(56);
    expect(PARTS).toHaveLength(19);
    expect(ICONS.map((i) => i.ja)).toContain('条件を１つ減らして任務タイルを完了する');
  });
});
