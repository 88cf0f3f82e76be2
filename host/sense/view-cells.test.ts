import { describe, expect, it } from 'vitest';
import { builtinProfiles, type State } from '../../hardware/index.ts';
import { occupancyReader } from './view-cells.ts';

const state = (occupied: number[], corners?: number[], cells = 81, cornerCount = 64): State => ({
  type: 'STATE', seq: 0, uptimeMs: 0, buttons: [false, false],
  occupied: Array.from({ length: cells }, (_, i) => occupied.includes(i)),
  ...(corners ? { corners: Array.from({ length: cornerCount }, (_, i) => corners.includes(i)) } : {}),
});

describe('occupancyReader', () => {
  it('reads the corner layer as cells numbered after the board’s cells', () => {
    const read = occupancyReader(builtinProfiles['9x9-corners']);
    expect(read(state([0, 80], [0, 63])).toArray()).toEqual([0, 80, 81, 81 + 63]);
  });

  it('turns corners with the board: at 90°, the board’s first corner is the view’s bottom-left one, as its first cell is', () => {
    const read = occupancyReader({ ...builtinProfiles['9x9-corners'], orientation: 90 });
    // Board cell 0 is the view's bottom-left cell (row 8, col 0); board corner 0, beside it, is
    // the view's corner of row 7, col 0.
    expect(read(state([0])).toArray()).toEqual([72]);
    expect(read(state([], [0])).toArray()).toEqual([81 + 7 * 8]);
  });

  it('ignores corners a board reports when its profile has no layer, and a board with the layer that sends none', () => {
    expect(occupancyReader(builtinProfiles['9x9-buttons'])(state([4], [0])).toArray()).toEqual([4]);
    expect(occupancyReader(builtinProfiles['9x9-corners'])(state([4])).toArray()).toEqual([4]);
  });
});
