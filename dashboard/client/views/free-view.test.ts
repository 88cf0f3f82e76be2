// The free game's pieces on the dashboard: painted in their colour, or wood.
import { describe, expect, it } from 'vitest';
import { pieceFill } from './games/free.ts';

describe('the free game’s piece colours', () => {
  it('paints known colours, and wood for others: "constructor" once painted the text of a function', () => {
    expect(pieceFill('red')).toBe('#d64545');
    expect(pieceFill('teal')).toBe('#d9c08c');
    expect(pieceFill('constructor')).toBe('#d9c08c');
    expect(pieceFill('__proto__')).toBe('#d9c08c');
    expect(pieceFill(null)).toBe('#d9c08c');
  });
});
