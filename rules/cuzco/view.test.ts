import { describe, expect, it } from 'vitest';
import { cuzcoGame as game } from './game.ts';
import { q, run, table } from './testing/builders.ts';
import { tableWarnings } from './warnings.ts';

interface PlayerView {
  seat: string;
  holdings: { feathers: Record<string, number> };
  missions: {
    met: { id: string; en: string }[];
    oneShort: { id: string; missing: { requirement: string; need: number; have: number }[]; mamaKilla: boolean; inti: boolean }[];
    completed: { id: string; round: number | 'end' | null; vp: number | null; via: string | null }[];
  };
  endBonuses: Record<string, number>;
  villages: number;
}
interface View {
  assistant: boolean; note: string; prompt: string; stage: string;
  players: PlayerView[];
  sheet: { rounds: { round: number; markers: Record<string, number | null> }[] };
  warnings: string[];
  reference: { section: string; id: string }[];
}

describe("the dashboard's view of the assistant", () => {
  it('says it is an assistant beside the real game, and what to do now', () => {
    const view = game.view(table({ P1: {} })) as unknown as View;
    expect(view.assistant).toBe(true);
    expect(view.note).toMatch(/assistant beside a real game of Stefan Feld's Cuzco/);
    expect(view.prompt).toMatch(/^Round 1 of 6/);
  });

  it('shows missions met, one short with the requirement missing and whether card 04 completes them now', () => {
    const s = run(table({ P1: { feathers: { orange: 2, purple: 3 }, gods: { 'mama-killa': 1 }, offerings: 1, missions: ['S-06'] } }), ['complete P1 02']).state;
    const p1 = (game.view(s) as unknown as View).players[0];
    expect(p1.missions.met.map((m) => m.id)).toEqual([]);
    expect(p1.missions.oneShort.find((m) => m.id === '01')).toEqual({
      id: '01', en: '3 orange feathers on your mask board.', ja: 'マスクボードにオレンジの羽根を３枚取り付けている。',
      missing: [{ requirement: '3 orange feathers', need: 3, have: 2, words: { en: 'needs 1 more orange feather', ja: 'オレンジの羽根があと 1 枚必要' } }],
      mamaKilla: true, inti: false,
    });
    expect(p1.missions.completed).toEqual([
      { id: 'S-06', en: 'Quipu delivered to 2 villages.', ja: '２枚以上のキープタイルを村へ運んでいる。', round: null, vp: null, via: null },
      { id: '02', en: '3 purple feathers on your mask board.', ja: 'マスクボードに紫の羽根を３枚取り付けている。', round: 1, vp: 6, via: 'met' },
    ]);
  });

  it('carries the round-by-round sheet, the end bonuses, the villages and the reference', () => {
    const s = run(table({ P1: { inti: 1, quipu: [q(4, 'pink', 5)] }, P2: { turnOrder: 2 } }), ['round', { entry: { P1: 8, P2: 5 } }]).state;
    const view = game.view(s) as unknown as View;
    expect(view.sheet.rounds).toHaveLength(6);
    expect(view.sheet.rounds[0].markers).toEqual({ P1: 8, P2: 5 });
    expect(view.sheet.rounds[1].markers).toEqual({ P1: null, P2: null });
    expect(view.players[0].endBonuses).toEqual({ feathers: 0, quipu: 0, tiles: 0, goods: 0, missions: 0, inti: 2 });
    expect(view.players[0].villages).toBe(5);
    expect(view.reference.filter((r) => r.section === 'card')).toHaveLength(15);
    expect(view.reference.filter((r) => r.section === 'ability')).toHaveLength(12);
  });

  it('gives the dashboard’s form the fields’ names, the abilities by name and swatch colours', () => {
    const view = game.view(table({ P1: {} })) as unknown as { form: {
      words: { fields: Record<string, { en: string; ja: string }>; feathers: Record<string, { en: string; ja: string }> };
      colours: { feathers: Record<string, string>; gods: Record<string, string> };
      abilities: { ability: number; id: string; name: { en: string; ja: string } }[];
    } };
    expect(view.form.words.fields.quipu).toEqual({ en: 'quipu delivered', ja: '村へ運んだキープタイル' });
    expect(view.form.words.feathers.pink).toEqual({ en: 'pink', ja: 'ピンク' });
    expect(Object.keys(view.form.colours.feathers)).toEqual(['orange', 'purple', 'pink', 'turquoise']);
    expect(Object.values(view.form.colours.gods).every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    expect(view.form.abilities).toHaveLength(12);
    expect(view.form.abilities[2]).toMatchObject({ ability: 3, id: '03', name: { en: 'Feather', ja: '羽根' } });
  });
});

describe('table warnings: what cannot be true at one table, shown until set right', () => {
  it('names turn-order tiles held twice, villages entered differently or with several quipu on top', () => {
    const s = table({
      P1: { turnOrder: 1, quipu: [q(3, 'pink', 2), q(5, 'orange', 4, 'outer', true)] },
      P2: { turnOrder: 1, quipu: [q(3, 'pink', 3), q(5, 'orange', 4, 'outer', true)] },
    });
    expect(tableWarnings(s)).toEqual([
      'turn-order tile 1 is held by P1 and P2',
      'village 3 is entered differently: P1 pink feather, 2 VP, inner circle; P2 pink feather, 3 VP, inner circle',
      'village 3: the quipu of P1 and P2 are all marked on top; mark the lower ones covered',
      'village 5: every quipu there is marked covered; one lies on top',
    ]);
    expect(tableWarnings(table({ P1: { turnOrder: 1 }, P2: { turnOrder: 2 } }))).toEqual([]);
  });

  it('lets a newly delivered quipu cover the others at that village, and only a new one', () => {
    const s = table({ P1: { quipu: [q(3)] }, P2: { turnOrder: 2 } });
    const after = run(s, ['set P2 {"quipu":[{"village":3,"feather":"pink","vp":2,"circle":"inner"}]}']).state;
    expect(after.players.P1.quipu[0].covered).toBe(true);
    expect(after.players.P2.quipu[0].covered).toBe(false);
    // P1 entering something else leaves the pile as it is.
    const again = run(after, ['set P1 {"food":1}']).state;
    expect(again.players.P1.quipu[0].covered).toBe(true);
    expect(tableWarnings(again)).toEqual([]);
  });
});
