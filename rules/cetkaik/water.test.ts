import { describe, expect, it } from 'vitest';
import { at, cast, game, playText, position, start } from './testing/support.ts';

describe('water entry (皇水)', () => {
  it('entering water from outside casts 5 sticks: 3 or more heads enter', () => {
    const played = playText(start(), 'NI片NO水');
    expect(game.pending(played.state)).toMatchObject({ kind: 'cast', sticks: 5, purpose: 'water', decidesMove: true });
    const entered = cast(played.state, 3);
    expect(entered.failed).toBe(false);
    expect(at(entered.state, 'NO')).toEqual({ side: 'A', color: 'black', kind: 'kauk2' });
  });

  it('fewer than 3 heads: the piece stays on its origin and the turn passes', () => {
    const failed = cast(playText(start(), 'NI片NO水').state, 2);
    expect(failed.failed).toBe(true);
    expect(at(failed.state, 'NI')).toEqual({ side: 'A', color: 'black', kind: 'kauk2' });
    expect(at(failed.state, 'NO')).toBeNull();
    expect(failed.state.toMove).toBe('IA');
  });

  it('moves from water into water, boats, passing water on the way and drops need no cast', () => {
    const fromWater = position({ board: { ZU: 'A赤兵' } });
    expect(playText(fromWater, 'ZU片ZO').state.waiting).toBeNull();
    const boat = position({ board: { ZE: 'A赤船' } });
    expect(game.pending(playText(boat, 'ZE片ZI').state)).toBeNull();
    const passing = position({ board: { ZE: 'A赤弓' } });
    expect(game.pending(playText(passing, 'ZE片ZAU').state)).toBeNull();
    const drop = position({ board: { KA: 'A赤王' }, hands: { A: ['赤兵'] } });
    const dropped = playText(drop, '赤兵ZO');
    expect(game.pending(dropped.state)).toBeNull();
    expect(at(dropped.state, 'ZO')).toEqual({ side: 'A', color: 'red', kind: 'kauk2' });
    expect(dropped.state.hands.A).toEqual([]);
  });

  it('stepping then water: the stepping cast first, then the water cast; either can fail the move', () => {
    // NI is tam2 hue: the 弓 stepping there goes on diagonally, to ZO in water (2 squares).
    const state = position({ board: { NE: 'A赤弓', NI: 'A赤兵' } });
    const declared = playText(state, 'NE片NI心ZO');
    expect(game.pending(declared.state)).toMatchObject({ purpose: 'stepping' });
    const stepped = cast(declared.state, 2);
    expect(game.pending(stepped.state)).toMatchObject({ purpose: 'water' });
    expect(at(stepped.state, 'ZO')).toBeNull();
    const entered = cast(stepped.state, 4);
    expect(entered.failed).toBe(false);
    expect(at(entered.state, 'ZO')).toEqual({ side: 'A', color: 'red', kind: 'gua2' });
    expect(cast(stepped.state, 1).failed).toBe(true);
    expect(cast(declared.state, 1).failed).toBe(true);
  });

  it('a finite stepping move into water is written with 水 and casts once', () => {
    const state = position({ board: { NE: 'A赤兵', NI: 'A黒兵' } });
    const played = playText(state, 'NE片NINO水');
    expect(game.pending(played.state)).toMatchObject({ purpose: 'water' });
    expect(cast(played.state, 5).state.toMove).toBe('IA');
  });
});
