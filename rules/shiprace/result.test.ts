import { describe, expect, it } from 'vitest';
import { game, position, raceAt, turns } from './testing/play.ts';

describe('the result', () => {
  it('is null while the race goes on, and at the end says what the end event said, a shared win too', () => {
    const won = raceAt(position(2, { P2a: { cell: 'D8', cargo: 11 } }, { turn: 3, goal: { P1: 4, P2: 12 } }));
    const tied = raceAt(position(2, { P1a: { cell: 'D8', cargo: 9 }, P2a: { cell: 'E8', cargo: 9 } }, { goal: { P1: 14, P2: 14 } }));
    for (const [state, moves] of [[won, ['3 move P2a A9']], [tied, ['3 move P1a G8', '3 move P2a A9']]] as const) {
      expect(game.result?.(state)).toBeNull();
      const after = turns(state, [...moves]);
      const end = after.events.at(-1);
      if (end?.type !== 'end') throw new Error('expected the end');
      expect(game.result?.(after.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    }
  });
});
