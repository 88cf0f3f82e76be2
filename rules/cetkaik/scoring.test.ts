import { describe, expect, it } from 'vitest';
import { freezeState } from './state.ts';
import { at, cast, choose, game, options, playText, position, positionOf, rng, reachFrom, start } from './testing/support.ts';
import type { CetkaikState } from './types.ts';

const withRate = (state: CetkaikState, rate: number) => freezeState({ ...state, rate });

// A's 車 on LU jumps to LY, taking IA's red 兵. A already holds a red 馬 and a red 弓.
const cavalry = (extra: Record<string, unknown> = {}) =>
  position({ board: { LU: 'A赤車', LY: 'IA赤兵', KA: 'A赤王', KIA: 'IA黒王' }, hands: { A: ['赤馬', '赤弓'] }, ...extra });

describe('hands and the declaration', () => {
  it('a capture forming a new hand asks 再行 or 終季', () => {
    const played = playText(cavalry(), 'LU片LY');
    const asked = game.pending(played.state);
    expect(asked).toMatchObject({ kind: 'choice', options: ['tymok', 'taxot'] });
    expect(asked?.kind === 'choice' && asked.prompt).toContain('同色馬弓兵');
    expect(played.state.toMove).toBe('A');
    expect(game.legalMoves(played.state)).toEqual([]);
  });

  it('終季: all hands × rate to the mover, minus to the opponent, then the next season starts afresh', () => {
    const played = playText(cavalry({ options: { firstMovers: ['A', 'IA'] } }), 'LU片LY');
    const scored = choose(played.state, 'taxot');
    expect(scored.events[0]).toEqual({
      type: 'score',
      scores: { A: 27, IA: 13 },
      detail: { side: 'A', season: '春', hands: ['同色馬弓兵'], penalties: [], rate: 1, points: 7 },
    });
    const next = scored.state;
    expect(next.season).toBe(1);
    expect(next.toMove).toBe('IA');
    expect(next.rate).toBe(1);
    expect(next.hands).toEqual({ A: [], IA: [] });
    expect(game.formatPosition(next)).toEqual({ ...positionOf(start()), toMove: 'IA' });
  });

  it('再行: the rate doubles, the turn passes, and the rate stops at ×64', () => {
    const tymok = choose(playText(cavalry(), 'LU片LY').state, 'tymok');
    expect(tymok.state.rate).toBe(2);
    expect(tymok.state.toMove).toBe('IA');
    expect(tymok.state.scores).toEqual({ A: 20, IA: 20 });
    const capped = choose(playText(withRate(cavalry(), 64), 'LU片LY').state, 'tymok');
    expect(capped.state.rate).toBe(64);
    expect(choose(playText(withRate(cavalry(), 32), 'LU片LY').state, 'tymok').state.rate).toBe(64);
  });

  it('no declaration when the capture forms nothing new', () => {
    const state = position({ board: { LU: 'A赤車', LY: 'IA黒筆', KA: 'A赤王', KIA: 'IA黒王' }, hands: { A: ['赤馬'] } });
    const played = playText(state, 'LU片LY');
    expect(game.pending(played.state)).toBeNull();
    expect(played.state.toMove).toBe('IA');
  });

  it('an upgrade to the same-colour version is a new hand', () => {
    const state = position({ board: { LU: 'A赤車', LY: 'IA赤馬', KA: 'A赤王', KIA: 'IA黒王' }, hands: { A: ['赤弓', '赤兵', '黒馬'] } });
    expect(game.pending(playText(state, 'LU片LY').state)).toMatchObject({ kind: 'choice' });
  });

  it('counts every hand held, the 王 as a wildcard included', () => {
    const state = position({ board: { LU: 'A赤車', LY: 'IA赤馬', KA: 'A赤王', KIA: 'IA黒筆' }, hands: { A: ['黒王', '赤虎'] } });
    const scored = choose(playText(state, 'LU片LY').state, 'taxot');
    expect(scored.events[0]).toMatchObject({ scores: { A: 30, IA: 10 }, detail: { hands: ['王', '同色獣'], points: 10 } });
  });

  it('kyouiku scores with the seed\'s short list', () => {
    const state = position({
      board: { LU: 'A赤車', LY: 'IA黒兵', KA: 'A赤王', KIA: 'IA黒王' },
      hands: { A: ['赤将', '赤巫'] },
      ruleset: 'kyouiku',
    });
    const scored = choose(playText(state, 'LU片LY').state, 'taxot');
    expect(scored.events[0]).toMatchObject({ scores: { A: 25, IA: 15 }, detail: { hands: ['将巫兵'], points: 5 } });
  });
});

describe('the end of the game', () => {
  it('ends at once when a score reaches 0: the other has 40', () => {
    const scored = choose(playText(withRate(cavalry(), 4), 'LU片LY').state, 'taxot');
    expect(scored.events[1]).toEqual({ type: 'end', scores: { A: 40, IA: 0 }, winner: 'A', reason: 'a score reached 0' });
    expect(game.isOver(scored.state)).toBe(true);
    expect(game.legalMoves(scored.state)).toEqual([]);
    expect(game.play(scored.state, game.legalMoves(cavalry())[0], rng()).ok).toBe(false);
  });

  it('ends after the last season: the higher score wins, or nobody on a tie', () => {
    const scored = choose(playText(cavalry({ options: { seasons: 1 } }), 'LU片LY').state, 'taxot');
    expect(scored.events[1]).toEqual({ type: 'end', scores: { A: 27, IA: 13 }, winner: 'A', reason: 'all seasons played' });
    // 皇再来 (−3), 再行, then 獣 (+3) at ×2: 0 points, a tie.
    const state = position({
      board: { ZO: '皇', LU: 'A赤車', LY: 'IA黒馬', KA: 'A赤王', KIA: 'IA黒王' },
      hands: { A: ['赤虎'] },
      options: { seasons: 1 },
    });
    const futile = choose(playText(state, 'ZO皇[ZU]ZO').state, 'tymok');
    const ia = playText(futile.state, 'KIA片LIA');
    const tie = choose(playText(ia.state, 'LU片LY').state, 'taxot');
    expect(tie.events[0]).toMatchObject({ detail: { hands: ['獣'], penalties: ['皇再来'], rate: 2, points: 0 } });
    expect(tie.events[1]).toMatchObject({ type: 'end', winner: null, scores: { A: 20, IA: 20 } });
  });

  it('ends when the side to move has no legal move at all', () => {
    const state = position({ board: { LU: 'A赤兵' } });
    const played = playText(state, 'LU片LO');
    expect(played.events).toEqual([{ type: 'end', scores: { A: 20, IA: 20 }, winner: null, reason: 'IA-side has no legal move' }]);
  });

  it('plays the agreed number of seasons, first movers as given or cast', () => {
    const given = game.setup(options({ seasons: 2, firstMovers: ['IA', 'A'] }), rng());
    expect(given.toMove).toBe('IA');
    const a = game.setup(options({}), rng());
    const b = game.setup(options({}), rng());
    expect(a.toMove).toBe(b.toMove); // the same seed casts the same
  });
});

describe('撃皇 (stepping on the Tam2) by ruleset', () => {
  // The 兵 on LU stands next to the Tam2 on LO, so it moves as from tam2 hue and may step on it.
  const board = { LU: 'A赤兵', LO: '皇', KA: 'A赤王', KIA: 'IA黒王' };

  it('the second leg is judged on the Tam2\'s square: tam2 hue online, not in y1huap1', () => {
    expect(reachFrom(position({ board }), 'LU').filter((m) => m.startsWith('LO'))).toEqual(['LOLY']);
    expect(reachFrom(position({ board, ruleset: 'cerke_online' }), 'LU').filter((m) => m.startsWith('LO'))).toEqual(
      ['LOKO', 'LOLAI', 'LOLU', 'LOLY', 'LONO水'],
    );
  });

  it('y1huap1: a −5 penalty hand that brings the declaration', () => {
    const played = playText(position({ board }), 'LU片LOLY');
    expect(at(played.state, 'LY')).toEqual({ side: 'A', color: 'red', kind: 'kauk2' });
    expect(played.state.penalties.A).toEqual(['撃皇']);
    expect(choose(played.state, 'taxot').events[0]).toMatchObject({ scores: { A: 15, IA: 25 }, detail: { points: -5 } });
  });

  it('y1huap1: incurred even when the cast then fails', () => {
    // The 弓 on LE rays down onto the Tam2 on LU; from there (not hue in y1huap1) it rays on.
    const state = position({ board: { LE: 'A赤弓', LU: '皇', KA: 'A赤王', KIA: 'IA黒王' } });
    const failed = cast(playText(state, 'LE片LU心LY').state, 1);
    expect(failed.failed).toBe(true);
    expect(failed.state.penalties.A).toEqual(['撃皇']);
    expect(game.pending(failed.state)).toMatchObject({ kind: 'choice' });
  });

  it('cerke_online: −5 × rate at once, no declaration, and it may end the game', () => {
    const online = position({ board, ruleset: 'cerke_online' });
    const played = playText(withRate(online, 2), 'LU片LOLY');
    expect(played.events).toEqual([
      { type: 'score', scores: { A: 10, IA: 30 }, detail: { side: 'A', penalty: '撃皇', rate: 2, points: -10 } },
    ]);
    expect(game.pending(played.state)).toBeNull();
    expect(played.state.toMove).toBe('IA');
    const ended = playText(withRate(online, 4), 'LU片LOLY');
    expect(ended.events[1]).toEqual({ type: 'end', scores: { A: 0, IA: 40 }, winner: 'IA', reason: 'a score reached 0' });
  });
});
