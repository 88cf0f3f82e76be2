import { describe, expect, it } from 'vitest';
import { EXPECT_MS, Occupancy } from './occupancy.ts';

describe('Occupancy (what the page shows as occupied)', () => {
  it('shows a click at once, until the board reports it', () => {
    const o = new Occupancy();
    o.report(['A1', 'B1']);
    o.expect('A1', false, 0);
    o.expect('E5', true, 0);
    expect([...o.current(10)].sort()).toEqual(['B1', 'E5']);
    // A report from before the click arrives late: the click still wins.
    o.report(['A1', 'B1']);
    expect([...o.current(20)].sort()).toEqual(['B1', 'E5']);
    // The board reports the click: the expectation is done with.
    o.report(['B1', 'E5']);
    expect([...o.current(30)].sort()).toEqual(['B1', 'E5']);
    o.report(['A1', 'B1', 'E5']);
    expect([...o.current(40)].sort()).toEqual(['A1', 'B1', 'E5']);
  });

  it('goes back to what the board says when the board never reports the click', () => {
    const o = new Occupancy();
    o.report(['A1']);
    o.expect('A1', false, 0);
    expect([...o.current(EXPECT_MS)]).toEqual([]);
    expect([...o.current(EXPECT_MS + 1)]).toEqual(['A1']);
  });

  it('forgets a click the server refused', () => {
    const o = new Occupancy();
    o.report([]);
    o.expect('C3', true, 0);
    o.forget('C3');
    expect([...o.current(1)]).toEqual([]);
  });
});
