import { describe, expect, it } from 'vitest';
import { ankhorGame as game } from './game.ts';
import { playAll, stateOf } from './testing/build.ts';

describe('the result', () => {
  it('is null while the game goes on, and after the last round says what the end event said', () => {
    const twelve: Record<string, string> = {};
    'ABCDEF'.split('').forEach((c) => {
      twelve[`${c}1`] = 'red desert';
      twelve[`${c}2`] = 'blue desert';
    });
    const state = stateOf({ players: [{ base: twelve, tokens: { red: 1 } }, {}], offer: ['green desert'] });
    expect(game.result?.(state)).toBeNull();
    const { state: last } = playAll(state, 'buy 1 A3');
    expect(game.result?.(last)).toBeNull();
    const { state: over, events } = playAll(last, 'take black,blue,green');
    const end = events.find((e) => e.type === 'end');
    if (end?.type !== 'end') throw new Error('expected the end');
    expect(game.result?.(over)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    expect(game.result?.(over)?.winner).toBe('P1');
  });
});
