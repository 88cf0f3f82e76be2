import { describe, expect, it } from 'vitest';
import { findGame, scarabyaGame as fromIndex } from '../index.ts';
import { scarabyaGame } from './game.ts';

describe('the scarabya game', () => {
  it('is registered and exported by the rules core', () => {
    expect(findGame('scarabya')).toBe(scarabyaGame);
    expect(fromIndex).toBe(scarabyaGame);
    expect(scarabyaGame.title).toBe('Scarabya');
  });

  it('has the seat members the host will use', () => {
    for (const member of ['seats', 'occupancyOf', 'seatOf', 'ambientLights', 'explainMismatch'] as const) {
      expect(typeof scarabyaGame[member]).toBe('function');
    }
  });
});
