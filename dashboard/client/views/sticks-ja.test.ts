// The stick games' views in Japanese (the page's language kept as 'ja'): 獣裁's, 連撃獣裁's and 新遊's
// pictures (the round, the pot, whose turn, the cast, the purses, the sheet, the board's key) and
// facts come from the message catalogue; in English they read as before.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../rules/contract.ts';
import { jusaiGame, rengekiJusaiGame, seededRng, shinyuGame } from '../../../rules/index.ts';
import { view as jusai } from './games/jusai.ts';
import { view as shinyu } from './games/shinyu.ts';
import { sticksFacts } from './sticks-facts.ts';
import { fakePage } from '../../testing/text-dom.ts';
import type { GameView, PictureContext } from './types.ts';

const page = fakePage('ja');
beforeEach(() => localStorage.setItem('tabletop-lang', 'ja'));
const onBoard: PictureContext = { areas: [], board: 'sim-1', lights: {}, computer: null };

function drawn(view: GameView, json: unknown): string {
  const target = page.target();
  view.picture!(json, target, onBoard);
  return page.said(target);
}

/** Plays the moves, each `[text, cast?]`; a cast resolves the throw it follows. */
function played<S, M, O>(game: Game<S, M, O>, options: Record<string, unknown>, moves: [string, number?][]): unknown {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = game.setup(parsed.value, seededRng(1));
  for (const [text, cast] of moves) {
    const move = game.parseMove(text, state);
    if (!move.ok) throw new Error(move.error.message);
    const next = game.play(state, move.value, seededRng(1));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
    if (cast === undefined) continue;
    const resolved = game.resolve(state, { cast }, seededRng(1));
    if (!resolved.ok) throw new Error(resolved.error.message);
    state = resolved.value.state;
  }
  return game.view(state);
}

describe('獣裁 and 連撃獣裁 in Japanese', () => {
  it('獣裁: the round, the pot, whose turn, the purses and the board’s key', () => {
    const json = played(jusaiGame, { players: ['P1', 'P2'], balance: 50 }, [['stake P1 5']]);
    const said = drawn(jusai, json);
    expect(said).toContain('第1回戦');
    expect(said).toContain('場 5');
    expect(said).toContain('各自 5 賭け');
    expect(said).toContain('P2が 5 を賭ける番です');
    expect(said).toContain('まだ棒を投げていません。');
    expect(said).toContain('持ち金');
    expect(said).toContain('5 賭けた');
    expect(said).toContain('盤 sim-1');
    expect(said).toContain('1 段目の A〜E 列：直前の投棒。');
    expect(said).toContain('2 段目 P1、3 段目 P2');
    for (const english of ['Round 1', 'Pot', 'stake', 'No sticks thrown yet', 'Purses', 'On board', 'Row 1']) expect(said).not.toContain(english);
    expect(sticksFacts(json)).toEqual([
      { label: '回', value: '1' },
      { label: '手番', value: 'P2が 5 を賭ける番です' },
      { label: '場', value: '5（各自 5 賭け）' },
    ]);
  });

  it('連撃獣裁: a tie and a lost running total, in words', () => {
    const json = played(rengekiJusaiGame, { players: ['P1', 'P2', 'P3'] }, [
      ['stake P1 5'], ['stake P2 5'], ['stake P3 5'], ['throw', 3], ['stop'], ['throw', 3], ['throw', 1], ['throw', 3], ['stop'],
    ]);
    const facts = sticksFacts(json);
    expect(facts.find((f) => f.label === '手番')?.value).toBe('P1とP3が賭け金を出す番です（最初の賭け金が全員の額になります）');
    expect(facts.find((f) => f.label === '直前の勝負')?.value)
      .toBe('第1回戦：P1 累計 3、P2 累計 0、P3 累計 3。同点です：同点の人がもう一度賭けて投げ直します（場 15）。');
    expect(facts.find((f) => f.label === '直前の投げ')?.value).toBe('P3：表 3 本');
    const said = drawn(jusai, json);
    expect(said).toContain('P3が場 15 をかけて投げました（累計 3）：表3本／5本');
    expect(said).toContain('待機：同点に入っていません');
    expect(said).not.toContain('threw for the pot');
  });

  it('in English the facts and the picture read as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    const json = played(jusaiGame, { players: ['P1', 'P2'], balance: 50 }, [['stake P1 5']]);
    expect(sticksFacts(json)).toEqual([
      { label: 'round', value: '1' },
      { label: 'to act', value: 'P2 to stake 5' },
      { label: 'pot', value: '5 (stake 5 each)' },
    ]);
    const said = drawn(jusai, json);
    expect(said).toContain('Round 1');
    expect(said).toContain('Stake 5 each');
    expect(said).toContain('One row per player (row 2 P1, row 3 P2): column A white while the player acts, gold for the last winner.');
  });
});

describe('新遊 in Japanese', () => {
  const settled = () => played(shinyuGame, {}, [['bet P2 3 10'], ['bet P3 0 5'], ['throw', 3]]);

  it('the banker, the sheet as settled, the purses and the last round', () => {
    const said = drawn(shinyu, settled());
    expect(said).toContain('第2回');
    expect(said).toContain('親：P1');
    expect(said).toContain('P2とP3が賭ける番です');
    expect(said).toContain('親のP1が第1回に投げました：表3本／5本');
    expect(said).toContain('第1回の精算：表 3 本が出ました');
    expect(said).toContain('表 3 本、×2');
    expect(said).toContain('負け');
    expect(said).toContain('賭ける番');
    expect(said).toContain('第1回：表 3 本。P2は 20 を得た（表 3 本に 10、×2）、P3は 5 を失った（表 0 本）。親のP1 −5。');
    expect(said).toContain('B〜G 列：子の賭け');
    for (const english of ['Round', 'Banker', 'the banker', 'as it was settled', 'lost', 'to bet', 'Last round']) expect(said).not.toContain(english);
    expect(sticksFacts(settled()).map((f) => f.label)).toEqual(['回', '親', '手番', '直前の投げ', '直前の回']);
  });

  it('a bet in the facts', () => {
    const bet = played(shinyuGame, {}, [['bet P2 3 10']]);
    expect(sticksFacts(bet)).toContainEqual({ label: 'P2の賭け', value: '表 3 本に 10（×2）' });
    expect(drawn(shinyu, bet)).toContain('第1回：ここまでの賭け');
  });
});
