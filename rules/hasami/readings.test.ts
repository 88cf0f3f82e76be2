// The readings of README.md, one test each, in its order.
import { describe, expect, it } from 'vitest';
import { hasamiGame as game } from './game.ts';
import type { Side } from './types.ts';
import { hasamiAt, movesOf, piecesOf, playAll, playOne, start } from './testing/positions.ts';

/** The cells whose piece a move took (the mover's origin aside). */
function takenBy(pieces: Record<string, Side>, move: string, captured = { black: 0, white: 0 }, options: object = {}): string[] {
  const before = hasamiAt(pieces, 'black', captured, options);
  const after = piecesOf(playOne(before, move).state);
  return Object.keys(piecesOf(before)).filter((c) => c !== move.split('-')[0] && after[c] === undefined);
}

describe('Hasami Shogi readings (README.md)', () => {
  it('1: a line of enemies running to the edge is not captured', () => {
    expect(takenBy({ A5: 'white', B5: 'white', E9: 'black', I1: 'white' }, 'E9-C9')).toEqual([]);
    expect(takenBy({ A5: 'white', B5: 'white', C9: 'black', I1: 'white' }, 'C9-C5')).toEqual([]);
    expect(takenBy({ E1: 'white', E2: 'white', A3: 'black', I9: 'white' }, 'A3-E3')).toEqual([]);
    // Closed by a black piece instead of the edge, the same line is taken.
    expect(takenBy({ A5: 'black', B5: 'white', C9: 'black', I1: 'white' }, 'C9-C5')).toEqual(['B5']);
  });

  it('2: only a single corner piece is taken by the corner rule, never a group in the corner', () => {
    expect(takenBy({ A1: 'white', B1: 'white', C1: 'black', A5: 'black', I9: 'white' }, 'A5-A2')).toEqual([]);
    expect(takenBy({ A1: 'white', B1: 'white', A2: 'black', C5: 'black', I9: 'white' }, 'C5-C1')).toEqual([]);
    expect(takenBy({ A1: 'white', A2: 'white', B1: 'black', A5: 'black', I9: 'white' }, 'A5-A3')).toEqual([]);
    expect(takenBy({ A1: 'white', B1: 'black', A5: 'black', I9: 'white' }, 'A5-A2')).toEqual(['A1']);
  });

  it('3: a piece that moves between two enemies is not taken, until an enemy move closes a sandwich anew', () => {
    let s = playOne(hasamiAt({ E9: 'black', D5: 'white', F5: 'white', A1: 'black' }), 'E9-E5').state;
    expect(piecesOf(s).E5).toBe('black');
    s = playAll(s, ['F5-F1', 'A1-A2']);
    expect(piecesOf(s).E5).toBe('black');
    const closed = playOne(s, 'F1-F5');
    expect(piecesOf(closed.state).E5).toBeUndefined();
    expect(closed.state.captured.white).toBe(1);
  });

  it('4: a sandwich already standing is not taken by a move elsewhere', () => {
    const s = playOne(hasamiAt({ E3: 'black', E4: 'white', E5: 'black', A9: 'black', I1: 'white' }), 'A9-A8').state;
    expect(piecesOf(s).E4).toBe('white');
    expect(s.captured.black).toBe(0);
  });

  it('5: one move takes lines in several directions and a corner piece together, all counted, past toWin', () => {
    // B1 lands between A1 (corner, A2 black) and C1 (closed by D1).
    const taken = takenBy({ A1: 'white', A2: 'black', C1: 'white', D1: 'black', B5: 'black', I9: 'white' }, 'B5-B1', { black: 0, white: 0 }, { toWin: 1 });
    expect(taken.sort()).toEqual(['A1', 'C1']);
    const s = hasamiAt({ A1: 'white', A2: 'black', C1: 'white', D1: 'black', B5: 'black', I9: 'white' }, 'black', { black: 0, white: 0 }, { toWin: 1 });
    expect(playOne(s, 'B5-B1').state.captured).toEqual({ black: 2, white: 0 });
  });

  it('6: a move that reaches toWin and leaves the other side stuck wins by captures', () => {
    // White's I9 is shut in by H9 and I8; black takes E4, white's only other piece.
    const s = hasamiAt({ I9: 'white', H9: 'black', I8: 'black', E4: 'white', E3: 'black', A5: 'black' }, 'black', { black: 4, white: 0 });
    const played = playOne(s, 'A5-E5');
    expect(movesOf(played.state)).toEqual([]);
    expect(played.events).toEqual([expect.objectContaining({ type: 'end', winner: 'black', reason: 'Black wins: 5 pieces taken' })]);
    expect(game.result!(played.state)?.reason).toBe('Black wins: 5 pieces taken');
  });

  it('7: a side with no legal move on its turn loses, even with more captures; one with no pieces too', () => {
    const shut = playOne(hasamiAt({ A1: 'white', B1: 'white', A2: 'black', B2: 'black', C5: 'black' }, 'black', { black: 0, white: 4 }), 'C5-C1');
    expect(shut.events[0]).toMatchObject({ type: 'end', winner: 'black', reason: 'Black wins: White has no legal move' });
    const none = hasamiAt({ A9: 'black' }, 'white', { black: 0, white: 0 }, { toWin: 9 });
    expect(game.result!(none)).toMatchObject({ winner: 'black', reason: 'Black wins: White has no legal move' });
  });

  it('8: there is no draw and no repetition rule: the same position comes back and play goes on', () => {
    const s = start();
    let back = s;
    for (let i = 0; i < 3; i++) back = playAll(back, ['A9-A8', 'A1-A2', 'A8-A9', 'A2-A1']);
    expect(game.formatPosition(back)).toEqual(game.formatPosition(s));
    expect(game.result!(back)).toBeNull();
    expect(movesOf(back)).toEqual(movesOf(s));
  });

  it('9: toWin runs from 1 to 9, and a position cannot have taken more than the other side lacks', () => {
    expect(game.parseOptions({ toWin: 9 }).ok).toBe(true);
    expect(game.parseOptions({ toWin: 10 })).toMatchObject({ ok: false, error: { code: 'bad-to-win' } });
    const options = game.parseOptions({ toWin: 9 });
    if (!options.ok) throw new Error(options.error.message);
    expect(game.parsePosition({ toMove: 'black', pieces: { A1: 'white' }, captured: { black: 8 } }, options.value).ok).toBe(true);
    expect(game.parsePosition({ toMove: 'black', pieces: { A1: 'white' }, captured: { black: 9 } }, options.value)).toMatchObject({ ok: false, error: { code: 'bad-position' } });
  });
});
