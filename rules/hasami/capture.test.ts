import { describe, expect, it } from 'vitest';
import type { Side } from './types.ts';
import { hasamiAt, piecesOf, playOne } from './testing/positions.ts';

/** Plays `move` in the position and says which cells lost their piece besides the mover's origin. */
function taken(pieces: Record<string, Side>, move: string, toMove: Side = 'black'): string[] {
  const before = hasamiAt(pieces, toMove);
  const after = piecesOf(playOne(before, move).state);
  const from = move.split('-')[0];
  return Object.keys(piecesOf(before)).filter((c) => c !== from && after[c] === undefined).sort();
}

describe('Hasami Shogi captures', () => {
  it.each([
    ['up', { A5: 'black', E4: 'white', E3: 'black' }, 'A5-E5', ['E4']],
    ['down', { A5: 'black', E6: 'white', E7: 'black' }, 'A5-E5', ['E6']],
    ['left', { E9: 'black', D5: 'white', C5: 'black' }, 'E9-E5', ['D5']],
    ['right', { E9: 'black', F5: 'white', G5: 'black' }, 'E9-E5', ['F5']],
  ] as const)('takes an enemy sandwiched %s of the moved piece', (_dir, pieces, move, expected) => {
    expect(taken({ ...pieces, I1: 'white' }, move)).toEqual(expected);
  });

  it('takes in several directions at once, and counts every piece taken', () => {
    const pieces = { E9: 'black', D5: 'white', C5: 'black', F5: 'white', G5: 'black', E4: 'white', E3: 'black', I1: 'white' } as const;
    expect(taken(pieces, 'E9-E5')).toEqual(['D5', 'E4', 'F5']);
    expect(playOne(hasamiAt(pieces), 'E9-E5').state.captured).toEqual({ black: 3, white: 0 });
  });

  it('takes a whole line of enemies closed at both ends, but not a line with a gap', () => {
    expect(taken({ E9: 'black', F5: 'white', G5: 'white', H5: 'white', I5: 'black', A1: 'white' }, 'E9-E5')).toEqual(['F5', 'G5', 'H5']);
    expect(taken({ E9: 'black', F5: 'white', H5: 'white', I5: 'black', A1: 'white' }, 'E9-E5')).toEqual([]);
    // A line closed by an enemy piece is no sandwich either.
    expect(taken({ E9: 'black', F5: 'white', G5: 'white', A1: 'white' }, 'E9-E5')).toEqual([]);
  });

  it('works for white the same way', () => {
    expect(taken({ E1: 'white', E6: 'black', E7: 'black', E8: 'white', A9: 'black' }, 'E1-E5', 'white')).toEqual(['E6', 'E7']);
  });

  it('leaves a piece that moves between two enemies alone', () => {
    const s = playOne(hasamiAt({ E9: 'black', D5: 'white', F5: 'white', E4: 'white' }), 'E9-E5').state;
    expect(piecesOf(s).E5).toBe('black');
    expect(s.captured).toEqual({ black: 0, white: 0 });
    // …and later moves of white elsewhere do not take it either.
    expect(piecesOf(playOne(s, 'D5-D1').state).E5).toBe('black');
    const column = playOne(hasamiAt({ A5: 'black', E4: 'white', E6: 'white' }), 'A5-E5').state;
    expect(piecesOf(column).E5).toBe('black');
    expect(column.captured.black + column.captured.white).toBe(0);
  });

  it.each([
    ['A1 from below', { A1: 'white', B1: 'black', A5: 'black' }, 'A5-A2', ['A1']],
    ['A1 from the side', { A1: 'white', A2: 'black', B5: 'black' }, 'B5-B1', ['A1']],
    ['I1', { I1: 'white', H1: 'black', I5: 'black' }, 'I5-I2', ['I1']],
    ['A9', { A9: 'white', A8: 'black', B5: 'black' }, 'B5-B9', ['A9']],
    ['I9', { I9: 'white', I8: 'black', E9: 'black' }, 'E9-H9', ['I9']],
  ] as const)('takes an enemy on the corner %s when the mover lands next to it and the other neighbour is its own', (_c, pieces, move, expected) => {
    expect(taken({ ...pieces, E5: 'white' }, move)).toEqual(expected);
  });

  it('does not take a corner piece whose other neighbour is empty or an enemy', () => {
    expect(taken({ A1: 'white', A5: 'black', E5: 'white' }, 'A5-A2')).toEqual([]);
    expect(taken({ A1: 'white', B1: 'white', A5: 'black', E5: 'white' }, 'A5-A2')).toEqual([]);
  });

  it('takes nothing by a move that closes no sandwich, even where one already stands', () => {
    // E4 has stood between E3 and E5 since the position was written: only the move just made captures.
    const s = playOne(hasamiAt({ E3: 'black', E4: 'white', E5: 'black', A9: 'black', I1: 'white' }), 'A9-A8').state;
    expect(piecesOf(s).E4).toBe('white');
    expect(s.captured.black).toBe(0);
  });
});
