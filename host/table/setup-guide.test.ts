import { describe, expect, it } from 'vitest';
import { CellSet } from '../../rules/index.ts';
import { setupDone, setupOrder, setupPlan, setupProgress } from './setup-guide.ts';

const cells = (...c: number[]) => CellSet.of(...c);

describe('set-up lights', () => {
  const expected = cells(1, 2, 3, 7);
  const order = setupOrder(expected, (c) => (c === 2 || c === 7 ? 'king' : 'pawn'));

  it('asks for one kind of piece after the other, each in cell order', () => {
    expect(order).toEqual([1, 3, 2, 7]);
  });

  it('lights only the next cell to fill on an empty board', () => {
    const p = setupProgress(order, expected, CellSet.empty());
    expect(p).toEqual({ next: 1, placed: 0, total: 4, clear: [] });
    expect([...setupPlan(p)]).toEqual([[1, 'fill']]);
    expect(setupDone(p)).toBe(false);
  });

  it('moves on as cells are filled, in any order, and lights every piece where none goes', () => {
    const p = setupProgress(order, expected, cells(1, 2, 5));
    expect(p).toEqual({ next: 3, placed: 2, total: 4, clear: [5] });
    expect(new Map(setupPlan(p))).toEqual(new Map([[3, 'fill'], [5, 'clear']]));
  });

  it('is done once the board shows the start exactly', () => {
    expect(setupDone(setupProgress(order, expected, cells(1, 2, 3, 7, 9)))).toBe(false);
    const done = setupProgress(order, expected, cells(1, 2, 3, 7));
    expect(done.next).toBeNull();
    expect(setupDone(done)).toBe(true);
    expect(setupPlan(done).size).toBe(0);
  });
});
