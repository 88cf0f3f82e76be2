import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { gardenGame as game } from './game.ts';
import { gardenAt } from './testing/positions.ts';

describe('Garden result', () => {
  it('is null while the game goes on, and once both pass says what the end event said', () => {
    const s = gardenAt({ gardens: { P1: { plants: { A1: 'rose', B1: 'rose', A2: 'rose', B2: 'tulip' }, watered: ['A1'], fences: ['^A1'] }, P2: { plants: { C3: 'daisy' } } } });
    expect(game.result?.(s)).toBeNull();
    const once = game.play(s, { type: 'pass' }, seededRng(1));
    if (!once.ok) throw new Error(once.error.message);
    expect(game.result?.(once.value.state)).toBeNull();
    const twice = game.play(once.value.state, { type: 'pass' }, seededRng(1));
    if (!twice.ok) throw new Error(twice.error.message);
    const [end] = twice.value.events;
    if (end?.type !== 'end') throw new Error('expected the end');
    expect(game.result?.(twice.value.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason, words: end.words });
    expect(game.result?.(twice.value.state)).toMatchObject({ winner: 'P1', scores: { P1: 10, P2: 1 }, reason: 'both passed' });
  });
});
