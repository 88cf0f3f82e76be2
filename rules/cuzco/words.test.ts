// The assistant's moves in words (English and Japanese): exact words for representative moves,
// and words for every move offered in seeded positions, never the notation itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillMove } from '../../dashboard/client/move-form.ts';
import { cuzcoGame as game } from './game.ts';
import { missingWords } from './requirement-words.ts';
import { positionJson } from './testing/arbitraries.ts';
import { q, run, t, table, value } from './testing/builders.ts';
import type { CuzcoState } from './types.ts';

const words = (state: CuzcoState, text: string) => game.describeMove!(state, value(game.parseMove(text, state)));

describe('the words of a set: what it changes in the holdings', () => {
  const s = table({ P1: { feathers: { orange: 1 }, food: 1 }, P2: { turnOrder: 2 } });

  it('lists the new values of what changes, field by field', () => {
    expect(words(s, 'set P1 {"feathers":{"orange":3},"food":2}')).toEqual({
      en: "P1's holdings: 3 orange feathers, 2 food tiles",
      ja: 'P1 の持ち物: オレンジの羽根 3 枚、食糧タイル 2 枚',
    });
    expect(words(s, 'set P2 {"gods":{"mama-killa":1},"offerings":1,"quipu":[{"village":3,"feather":"pink","vp":2,"circle":"inner"}]}')).toEqual({
      en: "P2's holdings: quipu delivered to 1 village (3), 1 Mama Killa card, 1 offering",
      ja: 'P2 の持ち物: キープタイル 1 枚（村 3）、ママキリャの神カード 1 枚、奉納品 1 個',
    });
    expect(words(s, 'set P1 {"research":[{"ability":3,"slid":false},{"ability":12,"slid":true}],"missions":["S-03"]}')).toEqual({
      en: "P1's holdings: 2 research tiles (abilities 03, 12 slid), missions completed: S-03",
      ja: 'P1 の持ち物: 研究タイル 2 枚（能力 03, 12 スライド済み）、完了した任務: S-03',
    });
  });

  it('leaves out what the patch repeats unchanged, and says when nothing changes', () => {
    // The correction form sends the whole holdings: only the changed field is named.
    const whole = { ...(game.formatPosition(s) as { players: { P1: Record<string, unknown> } }).players.P1, food: 4 };
    expect(words(s, `set P1 ${JSON.stringify(whole)}`)).toEqual({ en: "P1's holdings: 4 food tiles", ja: 'P1 の持ち物: 食糧タイル 4 枚' });
    expect(words(s, 'set P1 {"food":1}')).toEqual({ en: "P1's holdings: no change", ja: 'P1 の持ち物: 変更なし' });
  });

  it('summarises a long change by its fields, and names the fields of a patch that would be refused', () => {
    expect(words(s, 'set P1 {"feathers":{"orange":3,"purple":2,"pink":1},"goods":{"soup":2},"food":0,"inti":1}')).toEqual({
      en: "P1's holdings corrected: feathers, goods, food tiles, Inti medals",
      ja: 'P1 の持ち物を修正: 羽根、商品タイル、食糧タイル、インティメダル',
    });
    expect(words(s, 'set P1 {"feathers":{"orange":5},"food":2}')).toEqual({
      en: "P1's holdings corrected: feathers, food tiles",
      ja: 'P1 の持ち物を修正: 羽根、食糧タイル',
    });
  });
});

describe('the words of the other moves', () => {
  const s = table({ P1: { quipu: [q(1, 'pink', 3), q(2, 'pink', 3), q(3, 'pink', 3)], feathers: { orange: 2 }, gods: { 'mama-killa': 1 }, offerings: 1, inti: 1 }, P2: { turnOrder: 2 } });

  it('names missions by their number and text, with how they are completed and what they bring', () => {
    expect(words(s, 'complete P1 12')).toEqual({
      en: 'P1 completes mission 12, quipu delivered to 3 villages printed with exactly 3 VP: 6 VP',
      ja: 'P1 が任務 12（キープタイルを３勝利点が描かれた３箇所の村へ運んでいる）を完了: 6 勝利点',
    });
    const byCard = { en: 'P1: missions one short, with card 04', ja: 'P1: カード 04 で条件 1 つ不足の任務を完了' };
    expect(words(s, 'complete P1 01 mamakilla')).toEqual({
      en: "P1 completes mission 01, 3 orange feathers on your mask board, one short, with Mama Killa's card 04 (pays the card and an offering): 4 VP",
      ja: 'P1 がママキリャのカード 04 で、条件 1 つ不足の任務 01（マスクボードにオレンジの羽根を３枚取り付けている）を完了（カードと奉納品 1 個を支払う）: 4 勝利点',
      group: byCard,
    });
    expect(words(s, 'complete P1 01 inti')).toMatchObject({
      en: 'P1 completes mission 01, 3 orange feathers on your mask board, one short, with card 04 through an Inti medal (pays the medal): 4 VP',
      group: byCard,
    });
    expect(words(s, 'complete P1 S-06').en).toBe('P1 completes mission S-06, quipu delivered to 2 villages: 6 VP');
  });

  it('says a completion at the end goes to the final score', () => {
    const atEnd = table({ P1: { feathers: { orange: 2 }, inti: 1 } }, { round: 6, stage: 'end', sheet: [1, 2, 3, 4, 5, 6].map((n) => ({ P1: n })) });
    expect(words(atEnd, 'complete P1 01 inti')).toMatchObject({ en: expect.stringMatching(/: 4 VP, added to the final score$/), ja: expect.stringMatching(/4 勝利点（最終得点に加算）$/) });
  });

  it('closes the round, ends the game, corrects a marker', () => {
    const round3 = run(table({ P1: {}, P2: {} }), ['round', { entry: { P1: 5, P2: 6 } }, 'round', { entry: { P1: 9, P2: 8 } }]).state;
    expect(words(round3, 'round')).toEqual({ en: 'Close round 3 (then enter the score markers)', ja: 'ラウンド 3 を終了（続いて得点マーカーを入力）' });
    expect(words(round3, 'end')).toEqual({ en: 'End the game: final ranking', ja: 'ゲームを終了: 最終順位' });
    expect(words(round3, 'track r2 P1 37')).toEqual({ en: "Correct P1's marker after round 2: 37", ja: 'ラウンド 2 終了時の P1 の得点マーカーを 37 に修正' });
  });

  it('asks for the score markers in words when a round closes', () => {
    const closed = run(table({ P1: {}, P2: {} }), ['round', { entry: { P1: 5, P2: 6 } }, 'round']).state;
    expect(game.pending(closed)).toMatchObject({ words: { en: "Round 2 is closed: enter every player's score marker", ja: 'ラウンド 2 が終了: 全員の得点マーカーを入力' } });
  });
});

describe('what a mission one short still needs, in words', () => {
  it('says it with the right unit in both languages', () => {
    expect(missingWords({ what: 'quipu', feather: 'pink', min: 3 }, 1)).toEqual({ en: 'needs quipu in 1 more village showing a pink feather', ja: 'ピンクの羽根が描かれた村へのキープタイルがあと 1 箇所必要' });
    expect(missingWords({ what: 'quipu', circle: 'inner', min: 4 }, 2)).toEqual({ en: 'needs quipu in 2 more villages of the inner circle', ja: '内円の村へのキープタイルがあと 2 箇所必要' });
    expect(missingWords({ what: 'tiles', ability: 3, min: 2 }, 1)).toEqual({ en: 'needs 1 more research or farm tile with ability 03 (feather)', ja: '能力 03（羽根）の研究タイルか農場タイルがあと 1 枚必要' });
    expect(missingWords({ what: 'gods', distinct: true, min: 4, intiStandsIn: true }, 1)).toEqual({ en: 'needs god cards of 1 more god in hand (an Inti medal may stand in)', ja: '異なる神の神カードがあと 1 種類必要（インティメダルで代用可）' });
    expect(missingWords({ what: 'offerings', min: 4 }, 1)).toEqual({ en: 'needs 1 more offering', ja: '奉納品があと 1 個必要' });
    expect(missingWords({ what: 'turnOrder', tile: 1, min: 1 }, 1)).toEqual({ en: 'needs the turn-order tile 1', ja: '手番順タイル 1 が必要' });
  });
});

describe('every move offered has words, never its notation', () => {
  it('in seeded positions: each legal move and each form filled with its defaults', () => {
    const positions = fc.sample(positionJson, { seed: 7, numRuns: 60 });
    let checked = 0;
    for (const json of positions) {
      const parsed = game.parsePosition(json, { players: 2 });
      if (!parsed.ok) continue;
      const state = parsed.value;
      const offer = game.offer!(state);
      const texts = [
        ...game.legalMoves(state).map((m) => game.formatMove(m, state)),
        ...(offer.forms ?? []).map((f) => fillMove(f.move, Object.fromEntries(Object.entries((f.schema.properties ?? {}) as Record<string, { default: unknown }>).map(([k, p]) => [k, p.default])))),
      ];
      for (const text of texts) {
        const move = value(game.parseMove(text, state));
        const said = game.describeMove!(state, move);
        expect(said.en.length, text).toBeGreaterThan(0);
        expect(said.ja.length, text).toBeGreaterThan(0);
        expect(said.en, text).not.toBe(text);
        expect(said.ja, text).not.toBe(text);
        expect(said.en, text).not.toMatch(/[{}]/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('for a position with many missions met and one short', () => {
    const s = table({ P1: { feathers: { orange: 3, purple: 2, pink: 3, turquoise: 3 }, research: [t(1), t(2), t(3)], farm: [t(1)], priests: 3, gods: { 'mama-killa': 2 }, offerings: 4, inti: 2 } });
    const moves = game.legalMoves(s);
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves) expect(game.describeMove!(s, m).en).toMatch(/^(Close round 1|P1 completes mission)/);
  });
});
