import { describe, expect, it } from 'vitest';
import { freeGame, gardenGame } from '../../rules/index.ts';
import { seededRng } from '../../rules/rng.ts';
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

  it('takes the result from a game that gives one, else from the end it reported', () => {
    const options = freeGame.parseOptions({ limit: 1 });
    if (!options.ok) throw new Error(options.error.message);
    const start = freeGame.setup(options.value, seededRng(1));
    const move = freeGame.parseMove('A1-A5', start);
    if (!move.ok) throw new Error(move.error.message);
    const played = freeGame.play(start, move.value, seededRng(1));
    if (!played.ok) throw new Error(played.error.message);
    // Nothing reported (a restored game): the game's own result still says how it ended.
    const scores = new Scores(freeGame);
    expect(scores.resultOf(start)).toBeNull();
    expect(scores.resultOf(played.value.state)).toEqual({ winner: null, reason: 'move limit' });
    // Closed while not over: the game has no result, the reported end stands.
    scores.take([{ type: 'end', scores: {}, winner: null, reason: 'abandoned' } as never]);
    expect(scores.resultOf(start)).toEqual({ winner: null, reason: 'abandoned' });
    // A game without `result`: the reported end.
    const garden = new Scores({ ...gardenGame, result: undefined });
    garden.take([{ type: 'end', scores: { P1: 3 }, winner: 'P1', reason: 'both passed' } as never]);
    expect(garden.resultOf({})).toEqual({ winner: 'P1', reason: 'both passed' });
  });
});
