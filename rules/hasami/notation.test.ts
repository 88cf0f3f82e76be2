import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellSet } from '../cellset.ts';
import { seededRng } from '../rng.ts';
import { hasamiGame as game } from './game.ts';
import type { HasamiState } from './types.ts';
import { start } from './testing/positions.ts';

describe('Hasami Shogi notation and positions', () => {
  it('writes a move FROM-TO and reads it back in any case, refusing anything else', () => {
    const s = start();
    expect(game.formatMove({ from: 72, to: 36 }, s)).toBe('A9-A5');
    expect(game.parseMove(' a9-A5 ', s)).toEqual({ ok: true, value: { from: 72, to: 36 } });
    for (const text of ['A9A5', 'A9-', 'A9-A5-A4', 'J1-J2', 'A0-A1', 'A9-A10', '']) {
      expect(game.parseMove(text, s), text).toMatchObject({ ok: false, error: { code: 'bad-notation' } });
    }
  });

  it('reads back what it writes over seeded random games, and every move changes the board as its footprint says', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 9 }), (seed, toWin) => {
      const rng = seededRng(seed);
      const options = game.parseOptions({ toWin });
      if (!options.ok) throw new Error(options.error.message);
      let s: HasamiState = game.setup(options.value, rng);
      for (let turn = 0; turn < 80 && !game.isOver(s); turn++) {
        const moves = game.legalMoves(s);
        const move = moves[rng.int(0, moves.length - 1)];
        expect(game.parseMove(game.formatMove(move, s), s)).toEqual({ ok: true, value: move });
        const fp = game.footprint(s, move);
        const played = game.play(s, move, rng);
        if (!played.ok) throw new Error(played.error.message);
        const next = played.value.state;
        const expected = game.occupancy(s).minus(fp.from!).minus(fp.remove ?? CellSet.empty()).union(fp.fill!);
        expect(game.occupancy(next).equals(expected)).toBe(true);
        expect(next.captured[s.toMove] - s.captured[s.toMove]).toBe(fp.remove?.size ?? 0);
        s = next;
        const back = game.parsePosition(game.formatPosition(s), options.value);
        expect(back.ok && game.formatPosition(back.value)).toEqual(game.formatPosition(s));
        expect(back.ok && back.value).toEqual(s);
      }
    }), { numRuns: 12 });
  });

  it('writes pieces row by row from A1, whatever order they were read in', () => {
    const options = game.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const read = game.parsePosition({ toMove: 'white', pieces: { I9: 'black', a1: 'white', B1: 'black', A2: 'black' } }, options.value);
    if (!read.ok) throw new Error(read.error.message);
    const written = game.formatPosition(read.value) as { pieces: Record<string, string> };
    expect(Object.keys(written.pieces)).toEqual(['A1', 'B1', 'A2', 'I9']);
    expect(written).toEqual({ toMove: 'white', pieces: { A1: 'white', B1: 'black', A2: 'black', I9: 'black' }, captured: { black: 0, white: 0 } });
  });

  it.each([
    ['not an object', [], 'a position must be a JSON object'],
    ['an unknown key', { toMove: 'black', pieces: {}, over: true }, 'the position: unknown key "over" (known: toMove, pieces, captured)'],
    ['a bad side to move', { toMove: 'red', pieces: {} }, '"toMove" must be "black" or "white"'],
    ['no pieces', { toMove: 'black' }, '"pieces" must map cells to "black" or "white", e.g. {"A9": "black"}'],
    ['a cell off the board', { toMove: 'black', pieces: { J1: 'black' } }, 'pieces: "J1" is not a cell of the 9×9 board (A1…I9)'],
    ['a bad piece', { toMove: 'black', pieces: { A1: 'red' } }, 'pieces: the piece on A1 must be "black" or "white"'],
    ['a cell twice', { toMove: 'black', pieces: { A1: 'white', a1: 'white' } }, 'pieces: A1 is given twice'],
    ['a bad count', { toMove: 'black', pieces: {}, captured: { black: -1 } }, '"captured.black" must be a whole number from 0'],
    ['an unknown count', { toMove: 'black', pieces: {}, captured: { red: 1 } }, '"captured": unknown key "red" (known: black, white)'],
    ['more taken than there were', { toMove: 'black', pieces: { A1: 'white', B1: 'white' }, captured: { black: 8 } }, 'white has 2 pieces on the board, so black cannot have taken 8 (each side has 9)'],
    ['both sides past toWin', { toMove: 'black', pieces: {}, captured: { black: 5, white: 5 } }, 'both sides cannot have taken 5 pieces (toWin): the first to do so ended the game'],
  ])('refuses a position with %s', (_what, json, message) => {
    const options = game.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    expect(game.parsePosition(json, options.value)).toEqual({ ok: false, error: { code: 'bad-position', message } });
  });

  it('refuses a position nested too deep before reading it', () => {
    let deep: unknown = 'black';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const options = game.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    expect(game.parsePosition({ toMove: 'black', pieces: deep }, options.value)).toMatchObject({ ok: false, error: { code: 'too-deep' } });
  });
});
