import { describe, expect, it } from 'vitest';
import { findGame, scarabyaGame as fromIndex } from '../index.ts';
import { scarabyaGame } from './game.ts';

describe('the scarabya game', () => {
  it('is registered and exported by the rules core', () => {
    expect(findGame('scarabya')).toBe(scarabyaGame);
    expect(fromIndex).toBe(scarabyaGame);
    expect(scarabyaGame.title).toBe('Scarabya');
  });

  it('has the members for areas the host will use, and none of the older seat members', () => {
    for (const member of ['areas', 'ambientLights', 'explainMismatch', 'pieceAt'] as const) {
      expect(typeof scarabyaGame[member]).toBe('function');
    }
    for (const gone of ['seats', 'occupancyOf', 'seatOf']) expect(scarabyaGame).not.toHaveProperty(gone);
  });
});
