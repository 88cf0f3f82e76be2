import { describe, expect, it } from 'vitest';
import { CellSet, gardenGame, type Area } from '../../rules/index.ts';
import { CellMap, placeAreas, type BoardSpace } from './placement.ts';
import { shapeOf } from './shape.ts';

const area = (id: string, rows: number, cols: number): Area => ({ id, rows, cols });
const board = (id: string, rows: number, cols: number, corners = false): BoardSpace => ({ id, rows, cols, ...(corners ? { corners } : {}) });
const placed = (areas: readonly Area[], boards: BoardSpace[], layout = {}) => {
  const p = placeAreas(areas, boards, layout);
  if (!p.ok) throw new Error(p.error);
  return p.value;
};

describe('placeAreas', () => {
  it('gives a one-area game the whole of its board', () => {
    expect(placed([area('board', 9, 9)], [board('b', 9, 9)])).toEqual([{ board: 'b', row: 0, col: 0 }]);
  });

  it('packs areas side by side, then on a shelf below, then on the next board; what fits nowhere is left off', () => {
    const areas = [area('P1', 8, 8), area('P2', 8, 8), area('offer', 1, 6), area('P3', 8, 8), area('P4', 8, 8), area('P5', 8, 8)];
    expect(placed(areas, [board('big', 16, 16), board('small', 9, 9)])).toEqual([
      { board: 'big', row: 0, col: 0 },
      { board: 'big', row: 0, col: 8 },
      { board: 'big', row: 8, col: 0 },
      { board: 'big', row: 8, col: 6 },
      { board: 'small', row: 0, col: 0 },
      null,
    ]);
  });

  it('puts areas where a layout says, refusing unknown areas, misfits and overlaps', () => {
    const areas = [area('P1', 3, 3), area('P2', 3, 3)];
    expect(placed(areas, [board('b', 9, 9)], { P2: { board: 'b', row: 6, col: 6 } })).toEqual([{ board: 'b', row: 0, col: 0 }, { board: 'b', row: 6, col: 6 }]);
    expect(placeAreas(areas, [board('b', 9, 9)], { P9: { board: 'b', row: 0, col: 0 } })).toMatchObject({ ok: false, error: expect.stringContaining('"P9", which is no area') });
    expect(placeAreas(areas, [board('b', 9, 9)], { P1: { board: 'b', row: 7, col: 0 } })).toMatchObject({ ok: false, error: expect.stringContaining('does not fit') });
    expect(placeAreas(areas, [board('b', 9, 9)], { P1: { board: 'b', row: 0, col: 0 }, P2: { board: 'b', row: 2, col: 2 } })).toMatchObject({ ok: false, error: expect.stringContaining('overlap') });
  });
});

describe('CellMap', () => {
  const options = gardenGame.parseOptions({}, { rows: 9, cols: 9, corners: true });
  if (!options.ok) throw new Error(options.error.message);
  const state = gardenGame.setup(options.value, { int: () => 0 });
  const shape = shapeOf(gardenGame, options.value, state);
  const boards = [board('b', 9, 9, true)];
  const map = new CellMap(shape, placed(shape.areas, boards), boards);
  const P2 = shape.offsets[1];

  it('maps game cells to board cells and back, corners included', () => {
    expect(map.toBoard(P2 + 4)).toEqual({ board: 'b', cell: 1 * 9 + 4 }); // P2's B2 = the board's E2
    expect(map.toBoard(P2 + 9)).toEqual({ board: 'b', cell: 81 + 0 * 8 + 3 }); // P2's ^A1 = the board's corner below-right of D1
    // The board's E2 and its corner below-right of D1 are P2's; I9 is outside both gardens.
    expect(map.toGlobal('b', CellSet.of(13, 81 + 3, 80)).toArray()).toEqual([P2 + 4, P2 + 9]);
  });

  it('names a board’s cells with the area first where it holds several, plain names outside the game', () => {
    expect(map.nameOnBoard('b', 13)).toBe('P2:B2');
    expect(map.nameOnBoard('b', 81 + 3)).toBe('P2:^A1');
    expect(map.nameOnBoard('b', 80)).toBe('I9');
    expect(map.parseName('P2:B2', { board: 'b' })).toBe(P2 + 4);
    expect(map.parseName('B2', { board: 'b', area: 'P2' })).toBe(P2 + 4);
    expect(map.parseName('B2', { board: 'b' })).toBeNull(); // which garden's?
  });
});
