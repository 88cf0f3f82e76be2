import { describe, expect, it } from 'vitest';
import { at, game, steps } from './testing/positions.ts';

describe('行山: result', () => {
  it('is null while the race goes on, and once a piece reaches the 皇山 says what the end event said', () => {
    const state = at([{ square: 'ZU', rice: 10 }, {}]);
    expect(game.result?.(state)).toBeNull();
    const won = steps(state, ['move rice ZO']);
    const end = won.events.at(-1);
    if (end?.type !== 'end') throw new Error('expected the end');
    expect(game.result?.(won.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    expect(game.view(won.state)).toMatchObject({ over: true, winner: 'P1' });
  });
});
