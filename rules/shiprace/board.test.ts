import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import type { CellSet } from '../cellset.ts';
import { cast, game, position, race, raceAt, value } from './testing/play.ts';
import type { ShipraceState } from './types.ts';

const BOARD = { rows: 9, cols: 9 };
const names = (cells: CellSet) => [...cells].map((c) => game.cellName(c, BOARD));
const cell = (name: string) => game.parseCell(name, BOARD) as number;
const printed = (state: ShipraceState, text: string) => {
  const fp = footprintOf(game, state, value(game.parseMove(text, state)));
  return { lift: names(fp.lift), fill: names(fp.fill), sensing: fp.sensing ?? 'fully' };
};

describe('on the board', () => {
  it('every ship stands on a cell: the start berths at the outset', () => {
    expect(names(game.occupancy(race({ players: 2 })))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
  });

  it('a ship sailing is sensed: lifted from its cell, put on a berth of the point reached', () => {
    const state = cast(race(), 3);
    expect(printed(state, 'move P1a H3')).toEqual({ lift: ['A1'], fill: ['H3'], sensing: 'fully' });
  });

  it('an unload carries the ship to its start berth; a ship emptied by a raid is carried home', () => {
    const state = cast(raceAt(position(2, { P1a: { cell: 'D4', cargo: 4 }, P2a: { cell: 'E4', cargo: 2 }, P2b: { cell: 'F4', cargo: 8 } })), 3);
    expect(printed(state, 'unload P1a')).toEqual({ lift: ['D4'], fill: ['A1'], sensing: 'fully' });
    expect(printed(state, 'raid P1a P2a')).toEqual({ lift: ['E4'], fill: ['D1'], sensing: 'fully' });
    // A raid that leaves the other ship something moves no piece: entered.
    expect(printed(state, 'raid P1a P2b')).toEqual({ lift: [], fill: [], sensing: 'not' });
  });

  it('actions that move no ship are entered: build, supply, an unload at the start, pass', () => {
    const state = cast(race(), 2);
    expect(printed(state, 'build P1b').sensing).toBe('not');
    expect(printed(state, 'supply P1a').sensing).toBe('not');
    expect(printed(state, 'unload P1a').sensing).toBe('not');
    expect(footprintOf(game, state, { type: 'pass' }).sensing).toBe('not');
  });

  it('an unload and a sail home look the same: the players say which', () => {
    const state = cast(raceAt(position(2, { P1a: { cell: 'D4', cargo: 3 } })), 3);
    const unload = value(game.parseMove('unload P1a', state));
    const sail = value(game.parseMove('move P1a A1', state));
    expect(footprintOf(game, state, unload)).toEqual(footprintOf(game, state, sail));
    const picked = game.disambiguate(state, [unload, sail]);
    expect('choice' in picked && picked.choice.options).toEqual([unload, sail]);
    expect(game.disambiguate(state, [sail, sail])).toEqual({ move: sail });
  });

  it('after the cast the reachable berths are lit, and the ships that may be raided', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D4', cargo: 9 }, P2a: { cell: 'E4', cargo: 5 }, P2b: { cell: 'G5', cargo: 3 } }));
    expect(game.ambientLights!(state).size).toBe(0);
    const lights = game.ambientLights!(cast(state, 2));
    // P1a on point 7 sails 2 to point 9 (G5 taken: H5 I5) and may raid P2a on E4.
    expect(Object.fromEntries([...lights].map(([c, role]) => [game.cellName(c, BOARD), role]))).toEqual({ H5: 'target', I5: 'target', E4: 'capture' });
    expect(lights.get(cell('G5'))).toBeUndefined();
  });
});
