import { describe, expect, it } from 'vitest';
import { tokensFor } from './tokens.ts';

describe('token advice', () => {
  it('takes the token of the value when there is one', () => {
    expect(tokensFor(4, [18, 18, 18, 18])).toEqual({ tokens: [4], supply: [18, 18, 18, 17], short: 0 });
    expect(tokensFor(1, [1, 0, 0, 0])).toEqual({ tokens: [1], supply: [0, 0, 0, 0], short: 0 });
  });

  it.each([
    [4, [5, 5, 5, 0], [3, 1]],
    [4, [5, 5, 0, 0], [2, 2]],
    [4, [0, 2, 1, 0], [2, 2]],
    [4, [5, 1, 0, 0], [2, 1, 1]],
    [4, [5, 0, 0, 0], [1, 1, 1, 1]],
    [3, [5, 5, 0, 5], [2, 1]],
    [3, [5, 0, 0, 5], [1, 1, 1]],
    [2, [5, 0, 5, 5], [1, 1]],
  ])('makes %i from smaller tokens when it runs out (supply %j → %j)', (points, supply, tokens) => {
    const advice = tokensFor(points, supply);
    expect(advice.tokens).toEqual(tokens);
    expect(advice.short).toBe(0);
    expect(advice.supply.reduce((a, n, i) => a + n * (i + 1), 0)).toBe(supply.reduce((a, n, i) => a + n * (i + 1), 0) - points);
  });

  it('takes what there is when nothing adds up, and says how much is short', () => {
    expect(tokensFor(4, [0, 1, 0, 0])).toEqual({ tokens: [2], supply: [0, 0, 0, 0], short: 2 });
    expect(tokensFor(3, [0, 0, 0, 0])).toEqual({ tokens: [], supply: [0, 0, 0, 0], short: 3 });
  });

  it('never changes the supply it is given', () => {
    const supply = Object.freeze([1, 1, 1, 1]);
    tokensFor(4, supply);
    expect(supply).toEqual([1, 1, 1, 1]);
  });
});
