import { describe, expect, it } from 'vitest';
import { at, choose, errorOf, game, move, movesText, playText, position, reachFrom } from './testing/support.ts';

describe('the Tam2 皇', () => {
  const around = { ZO: '皇', ZU: 'A赤兵', KA: 'A赤王', KIA: 'IA黒王' };

  it('makes two king-steps onto empty squares, its start counting as empty', () => {
    const list = reachFrom(position({ board: around }), 'ZO');
    expect(list).toContain('[TU]NI');
    expect(list).toContain('[TU]ZO'); // back to its start
    expect(list).not.toContain('[ZU]ZI'); // never onto or through an occupied square without stepping
    expect(list.some((m) => m.startsWith('[ZU]'))).toBe(false); // and never captures
  });

  it('may step over one occupied neighbour in its first half (SRC皇VIA[MID]DEST, MID may be SRC)', () => {
    const list = reachFrom(position({ board: around }), 'ZO');
    expect(list).toContain('ZU[XI]XE');
    expect(list).toContain('ZU[ZO]ZY');
    expect(list).not.toContain('ZU[XI]ZU');
  });

  it('or in its second half (SRC皇[MID]VIADEST, DEST may be MID), but only once a turn', () => {
    const list = reachFrom(position({ board: { ...around, ZE: 'IA黒兵' } }), 'ZO');
    expect(list).toContain('[TU]ZUXI');
    expect(list).toContain('[TU]ZUTU');
    expect(list).not.toContain('ZU[ZI]ZEZA'); // a second stepping in one turn
  });

  it('is moved by either side', () => {
    expect(movesText(position({ board: around, toMove: 'IA' }), 'ZO').length).toBeGreaterThan(0);
  });

  it('plays and leaves its start', () => {
    const moved = playText(position({ board: around }), 'ZO皇ZU[XI]XE');
    expect(at(moved.state, 'XE')).toEqual({ kind: 'tam2' });
    expect(at(moved.state, 'ZO')).toBeNull();
    expect(moved.state.tamMovedBy).toBe('A');
    expect(moved.state.toMove).toBe('IA');
  });
});

describe('皇再来 (the futile move) by ruleset', () => {
  const board = { ZO: '皇', KA: 'A赤王', KIA: 'IA黒王' };

  it('y1huap1: a Tam2 move ending on its start is −3 and brings the declaration', () => {
    const played = playText(position({ board }), 'ZO皇[ZU]ZO');
    expect(game.pending(played.state)).toMatchObject({ kind: 'choice', options: ['tymok', 'taxot'] });
    expect(played.state.penalties.A).toEqual(['皇再来']);
    const scored = choose(played.state, 'taxot');
    expect(scored.events[0]).toMatchObject({ type: 'score', scores: { A: 17, IA: 23 } });
  });

  it('y1huap1: moving the Tam2 right after the opponent did is 皇再来 too, counted once a season', () => {
    const state = position({ board, tamMovedBy: 'IA' });
    const played = playText(state, 'ZO皇[ZU]ZI');
    expect(played.state.penalties.A).toEqual(['皇再来']);
    const tymok = choose(played.state, 'tymok');
    expect(tymok.state.rate).toBe(2);
    const ia = playText(tymok.state, 'ZI皇[ZU]ZO'); // IA right after A: IA's own 皇再来
    expect(ia.state.penalties.IA).toEqual(['皇再来']);
    const back = choose(ia.state, 'tymok');
    const again = playText(back.state, 'ZO皇[ZU]ZI');
    expect(game.pending(again.state)).toBeNull(); // A had it already: no new hand
    expect(again.state.toMove).toBe('IA');
  });

  it('cerke_online: the Tam2 may not move right after the opponent moved it', () => {
    const state = position({ board, tamMovedBy: 'IA', ruleset: 'cerke_online' });
    expect(movesText(state, 'ZO')).toEqual([]);
    const refused = errorOf(game.play(state, move(state, 'ZO皇[ZU]ZI'), { int: () => 0 }));
    expect(refused.code).toBe('tam2-twice');
  });

  it('cerke_online: back to its start is allowed without penalty', () => {
    const played = playText(position({ board, ruleset: 'cerke_online' }), 'ZO皇[ZU]ZO');
    expect(game.pending(played.state)).toBeNull();
    expect(played.state.scores).toEqual({ A: 20, IA: 20 });
    expect(played.state.toMove).toBe('IA');
  });
});
