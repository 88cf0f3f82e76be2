import { describe, expect, it } from 'vitest';
import { fillMove } from './move-form.ts';

describe('fillMove', () => {
  it('puts strings and numbers as written, anything else as compact JSON', () => {
    expect(fillMove('bet {player} {heads} {amount}', { player: 'P2', heads: 3, amount: 10 })).toBe('bet P2 3 10');
    expect(fillMove('set P1 {patch}', { patch: { feathers: { orange: 2 }, food: 1 } })).toBe('set P1 {"feathers":{"orange":2},"food":1}');
  });

  it('leaves a placeholder the value lacks, and reads only own properties', () => {
    expect(fillMove('bet P2 {heads} {amount}', { heads: 3 })).toBe('bet P2 3 {amount}');
    expect(fillMove('x {toString}', {})).toBe('x {toString}');
  });
});
