import { describe, expect, it } from 'vitest';
import {
  at, cast, choose, errorOf, game, move, playText, position, positionOf, reachFrom, start, words,
} from './testing/support.ts';

describe('stepping (踏越え)', () => {
  it('second leg a step: judged at the via point (tam2 hue there), origin empty, back to the origin allowed', () => {
    // NE is not tam2 hue, NI is: from NI the 兵 steps 4 ways or goes forward 2.
    const state = position({ board: { NE: 'A赤兵', NI: 'A黒兵' } });
    expect(reachFrom(state, 'NE')).toEqual(words('NINE NILI NITI NINU NINO水'));
  });

  it('second leg a ray: 心 to every square the ray reaches from the via point, distance 1 and the origin included', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵', LAI: 'IA黒兵' } });
    const hearts = reachFrom(state, 'LE').filter((m) => m.startsWith('LI心'));
    expect(hearts).toEqual(
      words('LI心LE LI心LA LI心LU LI心LO LI心LY LI心LAI LI心KI LI心NI LI心TI LI心ZI LI心XI LI心CI LI心MI LI心PI'),
    );
  });

  it('stepping on an opponent is listed beside its capture; the final square is never an own piece', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'IA黒兵', LU: 'A赤兵' } });
    const list = reachFrom(state, 'LE');
    expect(list).toContain('LI'); // capture
    expect(list).toContain('LI心LE');
    expect(list).not.toContain('LI心LU');
  });

  it('a ray second leg casts 5 sticks: enough heads and the piece lands, capturing', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵', LY: 'IA黒兵' } });
    const played = playText(state, 'LE片LI心LY');
    expect(played.events).toEqual([]);
    expect(game.pending(played.state)).toMatchObject({ kind: 'cast', sticks: 5, purpose: 'stepping', decidesMove: true });
    expect(at(played.state, 'LE')).toEqual({ side: 'A', color: 'red', kind: 'gua2' }); // nothing moves yet
    const done = cast(played.state, 3);
    expect(done.events[0]).toEqual({ type: 'cast', heads: 3, purpose: 'stepping' });
    expect(done.failed).toBe(false);
    expect(at(done.state, 'LY')).toEqual({ side: 'A', color: 'red', kind: 'gua2' });
    expect(at(done.state, 'LE')).toBeNull();
    expect(done.state.hands.A).toEqual([{ color: 'black', kind: 'kauk2' }]);
    expect(done.state.toMove).toBe('IA');
  });

  it('too few heads: the move fails, the piece stays, nothing is captured, the turn passes', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵', LY: 'IA黒兵' } });
    const failed = cast(playText(state, 'LE片LI心LY').state, 2);
    expect(failed.failed).toBe(true);
    expect(game.formatPosition(failed.state)).toEqual({ ...positionOf(state), toMove: 'IA' });
    expect(failed.state.lastMove).toMatchObject({ side: 'A', text: 'LE片LI心LY', failed: true });
  });

  it('a cast of 0 heads fails even the shortest ray', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵' } });
    expect(cast(playText(state, 'LE片LI心LU').state, 0).failed).toBe(true);
    expect(cast(playText(state, 'LE片LI心LU').state, 1).failed).toBe(false);
  });

  it('0-square moves: a second leg ending on its own origin is a move, leaves the board as it was and passes the turn', () => {
    const initial = start();
    const finite = playText(initial, 'ZA片TEZA');
    expect(game.formatPosition(finite.state)).toEqual({ ...positionOf(initial), toMove: 'IA' });
    const ray = cast(playText(initial, 'KA片KE心KA').state, 1);
    expect(ray.failed).toBe(false);
    expect(game.formatPosition(ray.state)).toEqual({ ...positionOf(initial), toMove: 'IA' });
  });

  it('cerke_online: a short stepping cast lets the player take a nearer square that way, or give up', () => {
    const setup = { board: { LE: 'A赤弓', LI: 'A赤兵' }, ruleset: 'cerke_online' as const };
    const short = cast(playText(position(setup), 'LE片LI心LY').state, 2);
    expect(game.pending(short.state)).toMatchObject({ kind: 'choice', options: ['LU', 'LO', 'give-up'] });
    const nearer = choose(short.state, 'LO');
    expect(nearer.failed).toBe(false);
    expect(at(nearer.state, 'LO')).toEqual({ side: 'A', color: 'red', kind: 'gua2' });
    const givenUp = choose(short.state, 'give-up');
    expect(givenUp.failed).toBe(true);
    expect(at(givenUp.state, 'LE')).not.toBeNull();
    expect(errorOf(game.resolve(short.state, { choice: 'LY' }, { int: () => 0 })).code).toBe('bad-choice');
    // The strict rule fails at once.
    expect(cast(playText(position({ ...setup, ruleset: 'y1huap1' }), 'LE片LI心LY').state, 2).failed).toBe(true);
  });

  it('a failed move keeps its notation in the record and the Tam2 may move next in any ruleset', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵', ZO: '皇', ZIA: 'IA黒王' } });
    const failed = cast(playText(state, 'LE片LI心LY').state, 0);
    expect(failed.state.tamMovedBy).toBeNull();
    expect(game.view(failed.state)).toMatchObject({ lastMove: { move: 'LE片LI心LY', failed: true }, toMove: 'IA' });
  });

  it('refuses a route written with the wrong kind of second leg, saying how to write it', () => {
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵' } });
    const wrong = errorOf(game.play(state, move(state, 'LE片LILU'), { int: () => 0 }));
    expect(wrong.code).toBe('write-as');
    expect(wrong.message).toContain('LE片LI心LU');
  });
});
