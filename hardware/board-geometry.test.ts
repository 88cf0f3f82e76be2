import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardCellAtChainIndex, ledChainIndex, toBoardCell, toViewCell } from './board-geometry.ts';
import type { BoardProfile, LedChain, LedStart, Orientation } from './profile.ts';
import { LED_CHAINS, LED_STARTS, ORIENTATIONS } from './profile.ts';

fc.configureGlobal({ seed: 20240611, numRuns: 200 });

const board = (rows: number, cols: number, more: Partial<BoardProfile> = {}): BoardProfile => ({
  id: 't', name: 't', rows, cols, ledKind: 'ws2812', ledChain: 'serpentine', ledStart: 'top-left',
  orientation: 0, buttons: [], maxCurrentMa: 2000, debounce: 'eager', ...more,
});

/** Chain position of every cell, drawn as the board's grid. */
const chainGrid = (p: BoardProfile): number[][] =>
  Array.from({ length: p.rows }, (_, r) => Array.from({ length: p.cols }, (_, c) => ledChainIndex(p, r * p.cols + c)));

const anyBoard = fc.record({
  rows: fc.integer({ min: 1, max: 20 }), cols: fc.integer({ min: 1, max: 20 }),
  ledChain: fc.constantFrom<LedChain>(...LED_CHAINS), ledStart: fc.constantFrom<LedStart>(...LED_STARTS),
  orientation: fc.constantFrom<Orientation>(...ORIENTATIONS),
}).map(({ rows, cols, ledChain, ledStart, orientation }) =>
  // quarter turns only on square boards, as parseProfile enforces
  board(rows, orientation % 180 === 90 ? rows : cols, { ledChain, ledStart, orientation }));

describe('ledChainIndex', () => {
  it('row-major from top-left is the cell index itself', () => {
    expect(chainGrid(board(2, 3, { ledChain: 'row-major' }))).toEqual([[0, 1, 2], [3, 4, 5]]);
  });

  it('serpentine from top-left runs every other row backwards', () => {
    expect(chainGrid(board(3, 3))).toEqual([[0, 1, 2], [5, 4, 3], [6, 7, 8]]);
    const p = board(9, 9);
    expect(ledChainIndex(p, 9)).toBe(17); // row 1 starts at the right
    expect(ledChainIndex(p, 17)).toBe(9);
    expect(ledChainIndex(p, 80)).toBe(80); // row 8 runs forwards again
  });

  it('starts from the wired corner', () => {
    expect(chainGrid(board(2, 3, { ledStart: 'top-right' }))).toEqual([[2, 1, 0], [3, 4, 5]]);
    expect(chainGrid(board(2, 3, { ledStart: 'bottom-left' }))).toEqual([[5, 4, 3], [0, 1, 2]]);
    expect(chainGrid(board(2, 3, { ledStart: 'bottom-right', ledChain: 'row-major' }))).toEqual([[5, 4, 3], [2, 1, 0]]);
  });

  it('is a bijection onto the chain, undone by boardCellAtChainIndex', () => {
    fc.assert(fc.property(anyBoard, (p) => {
      const n = p.rows * p.cols;
      const chain = Array.from({ length: n }, (_, cell) => ledChainIndex(p, cell));
      expect([...chain].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      chain.forEach((index, cell) => expect(boardCellAtChainIndex(p, index)).toBe(cell));
    }));
  });

  it('turns the corner layer with the board: the corner by the view\'s A1 lies by the board\'s top-right cell at 90', () => {
    const p = board(3, 3, { orientation: 90, corners: true });
    // Corners 9..12 (2×2, after the 9 cells). View corner 0 (between view cells 0,1,3,4) sits
    // between board cells 1,2,4,5: the board's corner 1, numbered 10.
    expect(toBoardCell(p, 9)).toBe(10);
    expect(toViewCell(p, 10)).toBe(9);
    expect(toBoardCell(board(3, 3, { corners: true }), 12)).toBe(12);
    expect(toBoardCell(board(3, 3), 9)).toBe(-1); // no corner layer: no corner cells
  });

  it('round-trips every corner both ways on boards with the corner layer', () => {
    fc.assert(fc.property(anyBoard.filter((p) => p.rows > 1 && p.cols > 1), (p0) => {
      const p = { ...p0, corners: true };
      const first = p.rows * p.cols;
      const seen = new Set<number>();
      for (let c = first; c < first + (p.rows - 1) * (p.cols - 1); c++) {
        const b = toBoardCell(p, c);
        expect(b).toBeGreaterThanOrEqual(first);
        seen.add(b);
        expect(toViewCell(p, b)).toBe(c);
      }
      expect(seen.size).toBe((p.rows - 1) * (p.cols - 1));
    }));
  });

  it('gives -1 outside the board', () => {
    const p = board(9, 9);
    for (const cell of [-1, 81, 1.5, Number.NaN]) {
      expect(ledChainIndex(p, cell)).toBe(-1);
      expect(boardCellAtChainIndex(p, cell)).toBe(-1);
    }
  });
});

describe('toBoardCell / toViewCell', () => {
  it('is the identity at orientation 0', () => {
    const p = board(3, 4);
    for (let cell = 0; cell < 12; cell++) expect(toBoardCell(p, cell)).toBe(cell);
  });

  it('at 90, puts the view\'s top row on the board\'s right column', () => {
    const p = board(3, 3, { orientation: 90 });
    // view (0,0) → board (0,2); view (0,2) → board (2,2); view (2,0) → board (0,0)
    expect([toBoardCell(p, 0), toBoardCell(p, 2), toBoardCell(p, 6)]).toEqual([2, 8, 0]);
  });

  it('at 180, turns the grid half round, also on oblong boards', () => {
    const p = board(2, 3, { orientation: 180 });
    expect(Array.from({ length: 6 }, (_, c) => toBoardCell(p, c))).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('at 270, is the opposite quarter turn of 90', () => {
    const p90 = board(4, 4, { orientation: 90 });
    const p270 = board(4, 4, { orientation: 270 });
    for (let cell = 0; cell < 16; cell++) expect(toBoardCell(p270, cell)).toBe(toViewCell(p90, cell));
  });

  it('round-trips every cell both ways, for every orientation', () => {
    fc.assert(fc.property(anyBoard, (p) => {
      const n = p.rows * p.cols;
      const boardCells = new Set<number>();
      for (let cell = 0; cell < n; cell++) {
        const b = toBoardCell(p, cell);
        boardCells.add(b);
        expect(toViewCell(p, b)).toBe(cell);
        expect(toBoardCell(p, toViewCell(p, cell))).toBe(cell);
      }
      expect(boardCells.size).toBe(n);
    }));
  });

  it('turns the corner layer with the board: the corner by the view\'s A1 lies by the board\'s top-right cell at 90', () => {
    const p = board(3, 3, { orientation: 90, corners: true });
    // Corners 9..12 (2×2, after the 9 cells). View corner 0 (between view cells 0,1,3,4) sits
    // between board cells 1,2,4,5: the board's corner 1, numbered 10.
    expect(toBoardCell(p, 9)).toBe(10);
    expect(toViewCell(p, 10)).toBe(9);
    expect(toBoardCell(board(3, 3, { corners: true }), 12)).toBe(12);
    expect(toBoardCell(board(3, 3), 9)).toBe(-1); // no corner layer: no corner cells
  });

  it('round-trips every corner both ways on boards with the corner layer', () => {
    fc.assert(fc.property(anyBoard.filter((p) => p.rows > 1 && p.cols > 1), (p0) => {
      const p = { ...p0, corners: true };
      const first = p.rows * p.cols;
      const seen = new Set<number>();
      for (let c = first; c < first + (p.rows - 1) * (p.cols - 1); c++) {
        const b = toBoardCell(p, c);
        expect(b).toBeGreaterThanOrEqual(first);
        seen.add(b);
        expect(toViewCell(p, b)).toBe(c);
      }
      expect(seen.size).toBe((p.rows - 1) * (p.cols - 1));
    }));
  });

  it('gives -1 outside the board', () => {
    const p = board(9, 9, { orientation: 90 });
    expect([toBoardCell(p, 81), toViewCell(p, -1), toBoardCell(p, 0.5)]).toEqual([-1, -1, -1]);
  });
});
