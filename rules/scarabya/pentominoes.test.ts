import { describe, expect, it } from 'vitest';
import { LETTERS, orientations } from './pentominoes.ts';
import { placementAt, placementsOf } from './placements.ts';

const WITH_FLIP = { F: 8, I: 2, L: 8, N: 8, P: 8, T: 4, U: 4, V: 4, W: 4, X: 1, Y: 8, Z: 4 };
const WITHOUT_FLIP = { F: 4, I: 2, L: 4, N: 4, P: 4, T: 4, U: 4, V: 4, W: 4, X: 1, Y: 4, Z: 2 };

function connected(squares: readonly (readonly [number, number])[]): boolean {
  const key = (r: number, c: number) => `${r},${c}`;
  const all = new Set(squares.map(([r, c]) => key(r, c)));
  const seen = new Set([key(...squares[0])]);
  const stack = [squares[0]];
  while (stack.length > 0) {
    const [r, c] = stack.pop()!;
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const k = key(r + dr, c + dc);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([r + dr, c + dc]);
      }
    }
  }
  return seen.size === all.size;
}

describe('pentominoes', () => {
  it.each(LETTERS)('%s has its number of distinct orientations, with and without reflection', (letter) => {
    expect(orientations(letter, true)).toHaveLength(WITH_FLIP[letter]);
    expect(orientations(letter, false)).toHaveLength(WITHOUT_FLIP[letter]);
    expect(orientations(letter, false).every((o) => !o.reflected)).toBe(true);
  });

  it('totals 63 orientations with reflection and 41 without', () => {
    expect(LETTERS.reduce((n, l) => n + orientations(l, true).length, 0)).toBe(63);
    expect(LETTERS.reduce((n, l) => n + orientations(l, false).length, 0)).toBe(41);
  });

  it('every orientation is 5 connected squares, distinct from every other orientation of any letter', () => {
    const keys = new Set<string>();
    for (const letter of LETTERS) {
      for (const o of orientations(letter, true)) {
        expect(o.squares).toHaveLength(5);
        expect(connected(o.squares)).toBe(true);
        expect(Math.min(...o.squares.map(([r]) => r))).toBe(0);
        expect(Math.min(...o.squares.map(([, c]) => c))).toBe(0);
        keys.add(JSON.stringify(o.squares));
      }
    }
    expect(keys.size).toBe(63);
  });

  it('places every orientation everywhere it fits in the frame', () => {
    // I: 2 orientations × 6 × 10 positions; X: 8 × 8.
    expect(placementsOf('I', true)).toHaveLength(120);
    expect(placementsOf('X', true)).toHaveLength(64);
    expect(placementsOf('L', true)).toHaveLength(8 * 7 * 9);
    expect(placementsOf('L', false)).toHaveLength(4 * 7 * 9);
    // Every placement is found back from its cells alone.
    for (const letter of LETTERS) {
      for (const p of placementsOf(letter, true)) expect(placementAt(p.cells)).toBe(p);
    }
  });

  it('reads the example L:A1,A2,A3,A4,B4 as the L, unreflected', () => {
    const p = placementAt([0, 10, 20, 30, 31]);
    expect(p?.letter).toBe('L');
    expect(p?.reflected).toBe(false);
    expect(placementAt([1, 11, 21, 31, 30])).toBeUndefined(); // unsorted: not a key
    expect(placementAt([1, 11, 21, 30, 31])?.reflected).toBe(true);
    expect(placementAt([0, 1, 2, 3, 5])).toBeUndefined();
  });
});
