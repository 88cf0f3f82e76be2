import { describe, expect, it } from 'vitest';
import { CellSet, castSticks, findGame, freeGame, games, seededRng } from './index.ts';

describe('rules public surface', () => {
  it('registers the free game', () => {
    expect(findGame('free')).toBe(freeGame);
    expect(games.free).toBe(freeGame);
    expect(Object.keys(games)).toContain('free');
  });

  it('finds nothing for unknown ids, even names of Object.prototype', () => {
    expect(findGame('chess')).toBeUndefined();
    expect(findGame('toString')).toBeUndefined();
    expect(findGame('__proto__')).toBeUndefined();
  });

  it('exposes cell sets and randomness', () => {
    expect(CellSet.of(2, 1).toArray()).toEqual([1, 2]);
    const heads = castSticks(seededRng(7), 4);
    expect(heads).toBe(castSticks(seededRng(7), 4));
    expect(heads >= 0 && heads <= 4).toBe(true);
  });
});
