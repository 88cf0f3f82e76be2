// The contract's areas for Scarabya: one per site, and every member in cells numbered across them.
import { describe, expect, it } from 'vitest';
import { CellSet } from '../cellset.ts';
import { footprintOf } from '../footprint.ts';
import { scarabyaGame as game } from './game.ts';
import { parseCellName } from './mask.ts';
import { gameOn, moveOf, playAll } from './testing/support.ts';

const site = { rocks: ['A3', 'B4'], scarabs: ['A4', 'E5', 'J10'] };
const at = (name: string) => parseCellName(name)!;
/** P2's site starts after P1's 100 cells and 81 inner corners. */
const P2 = 100 + 81;

describe('areas', () => {
  it('gives one 10×10 area per player in standard mode, and one shared area otherwise', () => {
    expect(game.areas(gameOn(site, ['I'], { players: 3 })).map((a) => [a.id, a.seat, a.rows, a.cols])).toEqual([
      ['P1', 'P1', 10, 10], ['P2', 'P2', 10, 10], ['P3', 'P3', 10, 10],
    ]);
    expect(game.areas(gameOn(site, ['I'], { mode: 'one-to-one' }))).toEqual([{ id: 'shared', rows: 10, cols: 10, seat: 'shared' }]);
    expect(game.areas(gameOn(site, ['I'], { mode: 'solo' }))).toEqual([{ id: 'shared', rows: 10, cols: 10, seat: 'shared' }]);
  });

  it('numbers the second site after the first: occupancy and footprints', () => {
    const state = gameOn(site, ['I', 'L'], { players: 2 });
    expect(game.occupancy(state).toArray()).toEqual([at('A3'), at('B4'), P2 + at('A3'), P2 + at('B4')]);
    const fp = footprintOf(game, state, moveOf(state, '2 I:A5,B5,C5,D5,E5'));
    expect(fp.fill.toArray()).toEqual(['A5', 'B5', 'C5', 'D5', 'E5'].map((n) => P2 + at(n)));
    expect(footprintOf(game, state, moveOf(state, '1 I:A5,B5,C5,D5,E5')).fill.toArray()).toEqual(['A5', 'B5', 'C5', 'D5', 'E5'].map(at));
    const after = playAll(state, '2 I:A5,B5,C5,D5,E5').state;
    expect(game.occupancy(after).equals(game.occupancy(state).union(fp.fill))).toBe(true);
  });

  it('lights, reasons and pieces of the second site are in its area', () => {
    const state = playAll(gameOn(site, ['I', 'L'], { players: 2 }), '1 I:A5,B5,C5,D5,E5').state;
    const lights = game.ambientLights(state);
    expect(lights.get(at('E5'))).toBeUndefined(); // P1 placed: its mission hints are gone, E5 covered
    expect(lights.get(P2 + at('E5'))).toBe('centre');
    expect(lights.get(P2 + at('B4'))).toBe('site');
    const five = CellSet.from(['A1', 'B1', 'C1', 'D1', 'E1'].map(at));
    expect(game.explainMismatch(state, five, CellSet.empty())).toBe('P1 has placed the I already: wait for the next mission');
    expect(game.explainMismatch(state, CellSet.from(five.toArray().map((c) => c + P2)), CellSet.empty())).toMatch(/^off-centre first tile/);
    expect(game.explainMismatch(state, CellSet.empty(), CellSet.of(P2 + at('A3')))).toBe('rock lifted: put it back on A3');
    expect(game.pieceAt(state, at('C5'))?.name.en).toBe('the I tile placed by P1');
    expect(game.pieceAt(state, P2 + at('C5'))).toBeNull();
    expect(game.pieceAt(state, P2 + at('A3'))?.name.en).toBe('a rock (on A3)');
    expect(game.pieceAt(state, 100)).toBeNull(); // an inner corner of P1's site
    expect(game.pieceAt(state, 2 * P2)).toBeNull(); // past the last site
  });
});
