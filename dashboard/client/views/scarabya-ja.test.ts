// Scarabya's view in Japanese (the page's language kept as 'ja'): the mission card, the deck, the
// players, the sites and the facts come from the message catalogue; in English they read as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { scarabyaGame as game } from '../../../rules/index.ts';
import { gameOn, playAll } from '../../../rules/scarabya/testing/support.ts';
import { view } from './games/scarabya.ts';
import { fakePage } from '../../testing/text-dom.ts';
import type { PictureContext } from './types.ts';

const page = fakePage('ja');
beforeEach(() => localStorage.setItem('tabletop-lang', 'ja'));

const open = { rocks: ['A3', 'B4'], scarabs: ['A4'] };
/** P1's site on the board sim-1, P2's on none. */
const twoSites: PictureContext = {
  areas: [{ id: 'site-P1', seat: 'P1', rows: 10, cols: 10, board: 'sim-1' }, { id: 'site-P2', seat: 'P2', rows: 10, cols: 10, board: null }],
  board: 'sim-1', lights: {}, computer: null,
};

function drawn(json: unknown, ctx: PictureContext): string {
  const target = page.target();
  view.picture!(json, target, ctx);
  return page.said(target);
}

describe('Scarabya in Japanese', () => {
  it('standard mode: the mission, who still places it and where, the players, their sites, the tokens', () => {
    const state = playAll(gameOn(open, ['I', 'L'], { players: 2 }), '2 I:A5,B5,C5,D5,E5').state;
    const said = drawn(game.view(state), twoSites);
    expect(said).toContain('ミッション 1/2');
    expect(said).toContain('I 字のペントミノ');
    expect(said).toContain('回しても裏返しても構いません。');
    expect(said).toContain('まだ配置していない人（各自の発掘現場に）：P1（この盤で）。');
    expect(said).toContain('最初のタイルは中央の升');
    expect(said).toContain('裏向きのミッションがあと 1 枚あります。');
    expect(said).toContain('タイル 1 枚');
    expect(said).toContain('発掘現場は sim-1（表示中）');
    expect(said).toContain('発掘現場は盤なし');
    expect(said).toContain('P2の発掘現場：盤なし');
    expect(said).toContain('残りのスカラベトークン');
    for (const english of ['Mission 1 of 2', 'pentomino', 'Turn it', 'Still to place', 'more mission', 'tile', 'site on', 'Scarab tokens left']) {
      expect(said).not.toContain(english);
    }
    const facts = view.facts!(game.view(state));
    expect(facts.map((f) => f.label)).toEqual(['モード', 'ミッション', '残りのミッション', '配置する人', 'P1の置ける場所の数', '得点', '置いたタイル', '残りのトークン']);
    expect(facts[0].value).toBe('スタンダード・2人');
    expect(facts[1].value).toBe('I（1/2）');
  });

  it('solo: the scarabs to cover, no tokens, the site on no board', () => {
    const solo = game.view(gameOn(open, ['I', 'L'], { mode: 'solo' }));
    const said = drawn(solo, { areas: [{ id: 'site', seat: null, rows: 10, cols: 10, board: null }], board: null, lights: {}, computer: null });
    expect(said).toContain('1 匹のスカラベをすべて覆いましょう：あと 1 匹。ソロではトークンを使いません。');
    expect(said).toContain('置く場所を下のボタンで選んでください。');
    expect(said).toContain('発掘現場：盤なし');
    expect(said).not.toContain('Cover all');
    expect(view.facts!(solo).find((f) => f.label === '覆ったスカラベ')?.value).toBe('0/1');
  });

  it('in English the picture reads as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    const state = playAll(gameOn(open, ['I', 'L'], { players: 2 }), '2 I:A5,B5,C5,D5,E5').state;
    const said = drawn(game.view(state), twoSites);
    expect(said).toContain('Mission 1 of 2');
    expect(said).toContain('Still to place it, each on their own site: P1 (on this board).');
    expect(said).toContain('The first tile covers a centre square: E5, F5, E6 or F6, lit brightest.');
    expect(said).toContain('1 more mission to come, face down.');
    expect(said).toContain(' P2\'s site: on no board');
    expect(view.facts!(game.view(state))[0]).toEqual({ label: 'mode', value: 'standard, 2 players' });
  });
});
