import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { areaGeometry, areaOffsets, globalCell } from '../areas.ts';
import { CellSet } from '../cellset.ts';
import { cornerCell } from '../cells.ts';
import { ankhorGame as game } from './game.ts';
import { moveOf, stateOf } from './testing/build.ts';
import type { PositionSpec } from './testing/build.ts';

// Areas: the offer (1×6: numbers 0–5), then P1's 8×8 tableau (64 cells + 49 corners: 6–118),
// then P2's (119–231).
const P1 = 6;
const P2 = 119;
const name = (row: number, col: number) => row * 8 + col;

const block = { A1: 'green desert', B1: 'red desert', A2: 'red desert', B2: 'red desert', C1: 'blue desert', C2: 'blue desert' };
const spec = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  players: [{ base: block, tokens: { white: 1, green: 1, red: 1 } }, { base: { D4: 'red desert' } }],
  offer: ['red desert', null, 'green jackal', 'blue desert'],
  ...extra,
});

describe('areas and occupancy', () => {
  it('the offer row, then one tableau per player, numbered as rules/areas.ts numbers them', () => {
    const state = stateOf(spec());
    const areas = game.areas(state);
    expect(areas).toEqual([
      { id: 'offer', rows: 1, cols: 6 },
      { id: 'P1', rows: 8, cols: 8, seat: 'P1' },
      { id: 'P2', rows: 8, cols: 8, seat: 'P2' },
    ]);
    expect(areaOffsets(areas)).toEqual([0, P1, P2]);
    expect(game.geometry(state.options)).toEqual({ rows: 8, cols: 8, corners: false });
  });

  it('shows offer tiles and base tiles; upper tiles only on boards with corner sensors', () => {
    const stacked = spec({ players: [{ base: block, upper: { A1: 'red desert' } }, { base: { D4: 'red desert' } }] });
    const without = stateOf(stacked);
    const base = [0, 2, 3, P1 + 0, P1 + 1, P1 + 2, P1 + 8, P1 + 9, P1 + 10, P2 + name(3, 3)];
    expect(game.occupancy(without).toArray()).toEqual(base);
    const withCorners = stateOf(stacked, { corners: true });
    const corner = P1 + (cornerCell(0, 0, { rows: 8, cols: 8 }) as number);
    expect(game.occupancy(withCorners).toArray()).toEqual([...base.slice(0, 9), corner, base[9]].sort((a, b) => a - b));
  });
});

describe('footprints', () => {
  it('a base purchase lifts the slot and fills the tableau cell', () => {
    const state = stateOf(spec());
    const fp = footprintOf(game, state, moveOf(state, 'buy 1 C3'));
    expect(fp.lift.toArray()).toEqual([0]);
    expect(fp.fill.toArray()).toEqual([globalCell(game.areas(state), 1, name(2, 2))]);
    expect(fp.sensing ?? 'fully').toBe('fully');
  });

  it('a stacked purchase fills the corner cell with corner sensors, else waits for a confirmation on the four cells', () => {
    const corners = stateOf(spec(), { corners: true });
    const sensed = footprintOf(game, corners, moveOf(corners, 'buy 3 ^A1'));
    expect(sensed.lift.toArray()).toEqual([2]);
    expect(sensed.fill.toArray()).toEqual([P1 + 64]);
    expect(sensed.sensing ?? 'fully').toBe('fully');
    const plain = stateOf(spec());
    const partly = footprintOf(game, plain, moveOf(plain, 'buy 3 ^A1'));
    expect(partly).toMatchObject({ sensing: 'partly' });
    expect(partly.lift.toArray()).toEqual([2]);
    expect(partly.fill.isEmpty()).toBe(true);
    expect(partly.mark?.toArray()).toEqual([P1 + 0, P1 + 1, P1 + 8, P1 + 9]);
    expect(game.cellName(64, areaGeometry(game.areas(corners)[1]))).toBe('^A1');
  });

  it('taking tokens, refreshing and ending a turn are not sensed; moving a base tile is', () => {
    const state = stateOf({ players: [{ base: block, tokens: { ankh: 1 } }, {}], offer: ['red desert'] });
    for (const text of ['take black,blue,green', 'refresh']) expect(footprintOf(game, state, moveOf(state, text)).sensing).toBe('not');
    const move = footprintOf(game, state, moveOf(state, 'move C1 D1'));
    expect([move.lift.toArray(), move.fill.toArray()]).toEqual([[P1 + 2], [P1 + 3]]);
  });

  it('P2 builds in the second tableau', () => {
    const state = stateOf({ ...spec(), toMove: 'P2', players: [{ base: block }, { base: { D4: 'red desert' }, tokens: { red: 1 } }] });
    expect(footprintOf(game, state, moveOf(state, 'buy 1 D5')).fill.toArray()).toEqual([P2 + name(4, 3)]);
  });

  it('stacked purchases from one slot are told apart by the dashboard when the board cannot', () => {
    const state = stateOf(spec());
    const one = moveOf(state, 'buy 1 ^A1');
    expect(game.disambiguate(state, [one])).toEqual({ move: one });
    const other = moveOf(state, 'buy 1 ^B1');
    expect(game.disambiguate(state, [one, other])).toEqual({ choice: { prompt: 'P1: which block does the tile go on?', options: [one, other], words: { en: 'P1: which block does the tile go on?', ja: 'P1: タイルをどのブロックに置きますか？' } } });
  });
});

describe('lights and explanations', () => {
  it('lights where a tile the player can pay for may go, gold where a group would reach five', () => {
    // Greens A1–D1 and a red A2. The green tile of slot 1 (one red marker) next to the greens makes
    // five; on A3 (next to the red only) it would not.
    const state = stateOf({
      players: [{ base: { A1: 'green desert', B1: 'green desert', C1: 'green desert', D1: 'green desert', A2: 'red desert' }, tokens: { red: 1 } }, {}],
      offer: ['green desert'],
    });
    const lights = game.ambientLights(state);
    expect(Object.fromEntries([...lights].sort((a, b) => a[0] - b[0]))).toEqual({
      [P1 + name(0, 4)]: 'gold',
      [P1 + name(1, 1)]: 'gold',
      [P1 + name(1, 2)]: 'gold',
      [P1 + name(1, 3)]: 'gold',
      [P1 + name(2, 0)]: 'hint',
    });
    const done = stateOf({ players: [{ base: { A1: 'green desert' } }, {}], extra: { turn: { main: true, ankhs: 0, extra: 0 } } });
    expect(game.ambientLights(done).size).toBe(0);
  });

  it('explains a board that matches no move', () => {
    const state = stateOf(spec());
    const explain = (added: number[], lifted: number[]) => game.explainMismatch(state, CellSet.from(added), CellSet.from(lifted));
    // Slot 4 (black, red, red) with one red.
    expect(explain([P1 + name(2, 2)], [3])).toBe('cannot pay: needs black, red');
    expect(explain([P1 + name(5, 5)], [0])).toBe('F6 is not next to one of your tiles');
    expect(explain([P2 + name(4, 3)], [0])).toBe("it is P1's turn, not P2's");
    expect(explain([P1 + name(2, 2)], [])).toBe('a new tile comes from the offer: lift it from its slot first');
    expect(explain([1], [])).toBe('tiles come into the offer only by a refresh: enter it on the dashboard');
    expect(explain([P1 + 2 + 1], [P1 + 2])).toBe('moving a tile costs an ankh');
    // A legal purchase: nothing to explain.
    expect(explain([P1 + name(2, 2)], [0])).toBeNull();
  });
});
