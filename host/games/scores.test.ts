import { describe, expect, it } from 'vitest';
import { freeGame, gardenGame } from '../../rules/index.ts';
import { Scores } from './scores.ts';

describe('Scores', () => {
  it('keeps what a game without a score sheet reports, and forgets the end when the last move is taken back', () => {
    const scores = new Scores(freeGame);
    expect(scores.scoresOf({})).toBeNull();
    scores.take([{ type: 'score', scores: { A: 2 } } as never]);
    expect(scores.scoresOf({})).toEqual({ A: 2 });
    scores.take([{ type: 'end', scores: { A: 3 }, winner: 'A', reason: 'limit' } as never]);
    expect([scores.scoresOf({}), scores.result]).toEqual([{ A: 3 }, { winner: 'A', reason: 'limit' }]);
    scores.take([{ type: 'undone', move: 'x' } as never]);
    expect(scores.result).toBeNull();
  });

  it('asks a game with a score sheet for the scores of the state', () => {
    const options = gardenGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const state = gardenGame.parsePosition({ gardens: { P2: { plants: { A1: 'rose' }, watered: ['A1'] } } }, options.value);
    if (!state.ok) throw new Error(state.error.message);
    const scores = new Scores(gardenGame);
    scores.take([{ type: 'score', scores: { P1: 99 } } as never]);
    expect(scores.scoresOf(state.value)).toEqual({ P1: 0, P2: 2 });
    expect(scores.sheetOf(state.value)?.ranking).toEqual(['P2', 'P1']);
  });
});
