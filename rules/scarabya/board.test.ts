// What the smart board sees and shows: occupancy, footprints, the LEDs' drawing of the site,
// and the reasons given for a wrong board.
import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { CellSet } from '../cellset.ts';
import { scarabyaGame as game } from './game.ts';
import { parseCellName } from './mask.ts';
import { explainOn, lightsOn } from './testing/seats.ts';
import { gameOn, moveOf, playAll } from './testing/support.ts';
import type { ScarabyaState } from './types.ts';

const cells = (...names: string[]) => CellSet.from(names.map((n) => parseCellName(n)!));
const lightsByName = (state: ScarabyaState) => {
  const named: Record<string, string> = {};
  for (const [cell, role] of game.ambientLights!(state)) named[game.cellName(cell, { rows: 10, cols: 10 })] = role;
  return named;
};

const site = { rocks: ['A3', 'B4'], scarabs: ['A4', 'E5', 'J10'] };
const start = () => gameOn(site, ['I', 'L', 'X']);
const afterI = () => playAll(start(), 'I:A5,B5,C5,D5,E5').state;

describe('occupancy and footprints', () => {
  it('the board holds the rocks, then the rocks and the tiles', () => {
    expect(game.occupancy(start()).equals(cells('A3', 'B4'))).toBe(true);
    expect(game.occupancy(afterI()).equals(cells('A3', 'B4', 'A5', 'B5', 'C5', 'D5', 'E5'))).toBe(true);
  });

  it('a placement fills its 5 cells and lifts nothing', () => {
    const state = start();
    const fp = footprintOf(game, state, moveOf(state, 'I:A5,B5,C5,D5,E5'));
    expect(fp.fill.equals(cells('A5', 'B5', 'C5', 'D5', 'E5'))).toBe(true);
    expect(fp.lift.isEmpty() && fp.touch.isEmpty() && fp.via.isEmpty()).toBe(true);
    expect(fp.kind).toBe('plain');
  });
});

describe('ambient lights', () => {
  it('draw the site and, for the first tile, the centre strongly and every legal cell dimly', () => {
    const lights = lightsByName(start());
    expect(lights.A3).toBe('site');
    expect(lights.B4).toBe('site');
    expect(lights.A4).toBe('site');
    expect(lights.J10).toBe('site');
    expect([lights.E5, lights.F5, lights.E6, lights.F6]).toEqual(['centre', 'centre', 'centre', 'centre']);
    // The I reaches A5 from the centre; A1 is out of reach of any first I.
    expect(lights.A5).toBe('hint');
    expect(lights.A1).toBeUndefined();
  });

  it('leave covered scarabs dark, light scored areas and their scarabs gold, and hint where the next tile may go', () => {
    const lights = lightsByName(afterI());
    expect(lights.E5).toBeUndefined(); // a covered scarab
    expect(lights.A4).toBe('gold'); // scored: the area A4 holds only its scarab
    expect(lights.A6).toBe('hint');
    expect(lights.F6).toBe('hint');
    expect(lights.J1).toBeUndefined();
    expect(Object.values(lights)).not.toContain('centre');
  });

  it('show the area cells without scarabs as score', () => {
    const state = playAll(gameOn({ rocks: ['A3', 'B3', 'C4'], scarabs: ['A4'] }, ['I', 'L']), 'I:A5,B5,C5,D5,E5').state;
    const lights = lightsByName(state);
    expect(lights.A4).toBe('gold');
    expect(lights.B4).toBe('score');
  });

  it('show only the site once the game is over', () => {
    const over = playAll(gameOn(site, ['I']), 'I:A5,B5,C5,D5,E5').state;
    expect(game.isOver(over)).toBe(true);
    expect(new Set(Object.values(lightsByName(over)))).toEqual(new Set(['site', 'gold']));
  });

  it('are per seat with several boards', () => {
    const two = playAll(gameOn(site, ['I', 'L'], { players: 2 }), '1 I:A5,B5,C5,D5,E5').state;
    expect(lightsOn(two, 'P1').get(parseCellName('A6')!)).toBeUndefined(); // P1 waits for P2
    expect(lightsOn(two, 'P2').get(parseCellName('E5')!)).toBe('centre');
  });
});

describe('why a board is wrong', () => {
  const explain = (state: ScarabyaState, added: string[], lifted: string[] = []) =>
    game.explainMismatch!(state, cells(...added), cells(...lifted));

  it('a shape that is no pentomino, or not the mission', () => {
    expect(explain(start(), ['E5', 'F5', 'G5', 'H5', 'E7'])).toMatch(/^wrong shape/);
    expect(explain(start(), ['E3', 'E4', 'E5', 'E6', 'F6'])).toBe('not the current mission: that is the L, the mission is the I');
  });

  it('an off-centre first tile, a tile not touching', () => {
    expect(explain(start(), ['A1', 'B1', 'C1', 'D1', 'E1'])).toMatch(/^off-centre first tile: cover E5, F5, E6, F6/);
    const state = playAll(start(), 'I:A5,B5,C5,D5,E5').state;
    expect(explain(state, ['G1', 'G2', 'G3', 'G4', 'H4'])).toMatch(/^not touching/);
  });

  it('a tile over a rock or over a tile (only 4 new cells are sensed)', () => {
    expect(explain(start(), ['A4', 'C4', 'D4', 'E4'])).toMatch(/^covers a rock: .* B4/);
    const state = playAll(start(), 'I:A5,B5,C5,D5,E5').state;
    // The L E2–E5 + F5 with E5 under the I: only E2, E3, E4 and F5 are new.
    expect(explain(state, ['E2', 'E3', 'E4', 'F5'])).toBe('overlaps a tile: tiles may not overlap');
    // Four cells of an L that could still be completed.
    expect(explain(state, ['F3', 'F4', 'F5', 'F6'])).toBe('incomplete: a tile covers 5 cells, 4 are covered');
    expect(explain(state, ['H1', 'J1', 'H3', 'J3'])).toBe('wrong shape: that is not the L');
  });

  it('a committed tile lifted, a rock lifted, too many cells', () => {
    const state = playAll(start(), 'I:A5,B5,C5,D5,E5').state;
    expect(explain(state, [], ['C5'])).toBe('tile lifted: put the I on A5, B5, C5, D5, E5 back or undo');
    expect(explain(state, [], ['B4'])).toBe('rock lifted: put it back on B4');
    expect(explain(state, ['F1', 'F2', 'F3', 'F4', 'F5', 'F6'])).toMatch(/^too many cells/);
    expect(explain(state, [])).toBeNull();
  });

  it('a player who already placed the mission waits', () => {
    const two = playAll(gameOn(site, ['I', 'L'], { players: 2 }), '1 I:A5,B5,C5,D5,E5').state;
    expect(explainOn(two, 'P1', cells('F1', 'F2', 'F3', 'F4', 'F5'), CellSet.empty())).toBe('P1 has placed the I already: wait for the next mission');
  });
});
