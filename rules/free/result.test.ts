import { describe, expect, it } from 'vitest';
import type { GameEvent, Result } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { freeGame as game } from './game.ts';

const rng = seededRng(1);

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('free result', () => {
  it('is null while the game goes on, and at the move limit says what the end event said', () => {
    let state = game.setup(value(game.parseOptions({ limit: 2 })), rng);
    expect(game.result?.(state)).toBeNull();
    state = value(game.play(state, value(game.parseMove('A1-A5', state)), rng)).state;
    expect(game.result?.(state)).toBeNull();
    const last = value(game.play(state, value(game.parseMove('B1-B5', state)), rng));
    const end = last.events.find((e): e is Extract<GameEvent, { type: 'end' }> => e.type === 'end');
    expect(end).toBeDefined();
    expect(game.result?.(last.state)).toMatchObject({ winner: end?.winner, scores: end?.scores, reason: end?.reason });
    expect(game.isOver(last.state)).toBe(true);
  });
});
