import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphaNumericName, cellAt, colOf, parseAlphaNumeric, rowOf } from './cells.ts';

const g9 = { rows: 9, cols: 9 };
const g10 = { rows: 10, cols: 10 };

describe('alpha-numeric cell names', () => {
  it('names from the top-left: column letter, row number', () => {
    expect(alphaNumericName(0, g10)).toBe('A1');
    expect(alphaNumericName(9, g10)).toBe('J1');
    expect(alphaNumericName(99, g10)).toBe('J10');
    expect(alphaNumericName(cellAt(2, 2, g9), g9)).toBe('C3');
    expect(alphaNumericName(cellAt(4, 3, g9), g9)).toBe('D5');
  });

  it('parses any case and rejects off-board and malformed names', () => {
    expect(parseAlphaNumeric('C3', g9)).toBe(20);
    expect(parseAlphaNumeric('c3', g9)).toBe(20);
    expect(parseAlphaNumeric('J10', g10)).toBe(99);
    for (const bad of ['J1', 'A10', 'A0', 'A01', '', 'AA1', '3C', 'C3 ', 'C-3', 'Ä1']) {
      expect(parseAlphaNumeric(bad, g9)).toBeNull();
    }
  });

  it('round trips on every board up to 26×26', () => {
    const board = fc
      .record({ rows: fc.integer({ min: 1, max: 26 }), cols: fc.integer({ min: 1, max: 26 }) })
      .chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 0, max: g.rows * g.cols - 1 })));
    fc.assert(
      fc.property(board, ([g, cell]) => {
        const name = alphaNumericName(cell, g);
        expect(parseAlphaNumeric(name, g)).toBe(cell);
        expect(parseAlphaNumeric(name.toLowerCase(), g)).toBe(cell);
        expect(rowOf(cell, g) * g.cols + colOf(cell, g)).toBe(cell);
      }),
    );
  });

  it('treats off-board cells and boards wider than 26 as programming errors', () => {
    expect(() => alphaNumericName(81, g9)).toThrow(RangeError);
    expect(() => alphaNumericName(-1, g9)).toThrow(RangeError);
    expect(() => alphaNumericName(0, { rows: 2, cols: 27 })).toThrow(RangeError);
  });
});
