// Issue 28: Cuzco's, Terra Pyramides' and Ankh'or's views speak the page's language. Each game is
// played a little from its own rules (seeded) and every view drawn in Japanese — facts, key,
// picture, Cuzco's panel (read-only, then as the operator entering holdings), the board — says no
// English word; the same views in English say what they said before the catalogue.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Json } from '../../../rules/index.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import { installTextDom } from '../../testing/text-dom.ts';
import { ankhorRules, cuzcoViews, div, says, seededViews, terraRules, VIEWS } from './game-words-render.ts';
import type { GameView } from './types.ts';

beforeAll(installTextDom);
afterEach(() => { vi.unstubAllGlobals(); });

/** The page's language, as the switch keeps it (lang.ts reads it on every text). */
const speak = (lang: 'en' | 'ja') => vi.stubGlobal('localStorage', { getItem: () => lang, setItem: () => {} });

// P2 enters village 3 unlike P1 and holds P1's turn-order tile: the table's warnings show too.
const CUZCO_SCRIPT = [
  'set P1 {"feathers":{"orange":2,"purple":3},"research":[{"ability":3,"slid":false}],"food":2,"offerings":1,"quipu":[{"village":3,"feather":"orange","vp":4,"circle":"inner"}]}',
  'set P2 {"feathers":{"orange":3},"turnOrder":1,"quipu":[{"village":3,"feather":"pink","vp":4,"circle":"inner"},{"village":5,"feather":"orange","vp":2,"circle":"outer"}],"farm":[{"ability":2,"slid":true},{"ability":2,"slid":false}],"gods":{"mama-killa":1}}',
  'complete P2 01',
  'set P3 {"missions":["05"],"priests":1,"circlets":2,"inti":1}',
  'round', { P1: 31, P2: 28, P3: 20 },
  'round', { P1: 35, P2: 30, P3: 22 },
  'round', { P1: 40, P2: 33, P3: 25 },
  'round', { P1: 45, P2: 36, P3: 27 },
  'round', { P1: 48, P2: 38, P3: 29 },
  'round', { P1: 50, P2: 40, P3: 30 },
  'end',
];

/** A view as the game's end would leave it (random play seldom gets there): the ends' words show too. */
const ended = (views: Json[], end: Record<string, Json>): Json[] => [...views, { ...(views.at(-1) as Record<string, Json>), ...end }];

const GAMES: Record<string, { view: GameView; views: () => Json[] }> = {
  cuzco: { view: VIEWS.cuzco, views: () => cuzcoViews(CUZCO_SCRIPT) },
  terra: {
    view: VIEWS.terra,
    views: () => [{ version: 1 }, { version: 2, symbols: true, faceUp: true, players: 3 }, { version: 3, players: 4 }, { mission: 1, players: 1 }]
      .flatMap((options) => ended(seededViews(terraRules, options, 5, 400, 7), { over: true, ranking: ['P1', 'P2'] })),
  },
  ankhor: { view: VIEWS.ankhor, views: () => [2, 4].flatMap((players) => ended(ended(seededViews(ankhorRules, { players }, 3, 600, 25), { lastRound: true }), { over: true, winners: ['P1', 'P2'] })) },
};

/** An English word: three letters or more in lower case (ids, seats and INVENTED stay as they are). */
const english = (line: string): boolean => /[a-z]{3,}/.test(line);

/** The fixed English words of this game's catalogue texts (between their `{params}`), long enough to be telling. */
const englishOf = (prefix: string): string[] => Object.entries(en).filter(([k]) => k.startsWith(`${prefix}.`))
  .flatMap(([, text]) => text.split(/\{\w+\}/)).map((s) => s.trim()).filter((s) => /[a-z]{3,} [a-z]{3,}/.test(s));

describe.each(Object.keys(GAMES))('%s in Japanese', (name) => {
  const { view, views } = GAMES[name];

  it('says no English word in any view met in a seeded game', () => {
    speak('ja');
    const left = new Set<string>();
    const all = views().flatMap((json) => says(view, json));
    for (const line of all) if (english(line)) left.add(line);
    expect([...left]).toEqual([]);
    // And no sentence moved to the catalogue is left in English.
    const text = all.join('\n');
    expect(englishOf(name).filter((s) => text.includes(s))).toEqual([]);
  });
});

describe('the Japanese the players read', () => {
  it('Cuzco: the round, the score sheet, the holdings form and the missions', () => {
    speak('ja');
    const [, , , , , markers, play] = cuzcoViews(CUZCO_SCRIPT);
    const lines = says(VIEWS.cuzco, play);
    expect(lines).toEqual(expect.arrayContaining(['ラウンド 2/6', '得点表', 'ラウンド 1：', 'P1 31（このラウンド +31）', '持ち物：実際のテーブルで各プレイヤーが持っているもの', '入力']));
    expect(lines.some((l) => l.startsWith('いま：持ち物を最新に保ち'))).toBe(true);
    expect(says(VIEWS.cuzco, markers)).toContain('ラウンド 1 は終了しました：先に上で得点マーカーを入力してください（持ち物はその後で入力できます）。');
    expect(VIEWS.cuzco.facts!(play)[0]).toEqual({ label: 'ラウンド', value: '2/6（プレイ中）' });
  });

  it('Cuzco: what the form says while holdings are entered, before Enter', () => {
    speak('ja');
    const play = cuzcoViews(CUZCO_SCRIPT.slice(0, 4)).at(-1)!;
    const target = div();
    VIEWS.cuzco.panel!(play, target, { operator: true, move: () => {}, fail: () => {} });
    const form = target.querySelector('form.cuzco-holdings[data-seat=P1]')!;
    const pending = () => form.querySelector('.cuzco-pending')!.textContent;
    form.querySelector<HTMLElement>('.stepper button[data-step="1"]')!.click();
    expect(pending()).toMatch(/^未入力：羽根。「入力」を押してください。$/);
    form.querySelector<HTMLElement>('button.cuzco-village[data-village="7"]')!.click();
    expect(pending()).toBe('まだ入力できません：村 7：羽根、勝利点、円を選んでください（盤に印刷されたとおりに）。');
  });

  it('Terra Pyramides and Ankh’or: whose turn, the supplies, the stacks, the offer row', () => {
    speak('ja');
    const terra = seededViews(terraRules, { version: 1 }, 5, 0, 1)[0];
    const lines = says(VIEWS.terra, terra);
    expect(lines).toEqual(expect.arrayContaining(['各プレイヤーの手元', '階段タイルの山（裏向き）', '現在の得点', '手番', 'の手番です。階段タイルを盤の光っているマスに置き、階段の向きを選んでください。']));
    const ankhor = seededViews(ankhorRules, { players: 2 }, 3, 0, 1)[0];
    expect(says(VIEWS.ankhor, ankhor)).toEqual(expect.arrayContaining(['市場', 'スロット 1', 'サプライ', 'P1 の手番：トークンを 3 つ取るか、タイルを 1 枚買います']));
    expect(says(VIEWS.ankhor, ended([ankhor], { over: true, winners: ['P1', 'P2'] })[1])).toContain('ゲーム終了：P1・P2 が同点で勝利');
    expect(says(VIEWS.terra, ended([terra], { over: true })[1])).toEqual(expect.arrayContaining(['ゲーム終了です。', '最終得点']));
  });
});

describe('in English', () => {
  it('the views say what they said before the catalogue', () => {
    speak('en');
    const [, , , , , markers, play] = cuzcoViews(CUZCO_SCRIPT);
    expect(says(VIEWS.cuzco, play)).toEqual(expect.arrayContaining(['Round 2 of 6', '— being played', 'Score sheet', 'P1 at 31 (+31 this round)', 'Enter']));
    expect(says(VIEWS.cuzco, markers)).toContain('Round 1 is closed: enter the score markers above first (holdings wait until then).');
    const terra = seededViews(terraRules, { version: 1 }, 5, 0, 1)[0];
    expect(says(VIEWS.terra, terra)).toEqual(expect.arrayContaining(['Supplies', 'Stair tile stacks (face down)', 'Score so far', 'to play: put the stair tile on a lit square of the board, then say which way its stairs point.']));
    const ankhor = seededViews(ankhorRules, { players: 2 }, 3, 0, 1)[0];
    expect(says(VIEWS.ankhor, ankhor)).toEqual(expect.arrayContaining(['Offer row', 'slot 1', 'supply', 'P1 to play: takes three tokens or buys a tile']));
  });
});
