import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellSet } from '../cellset.ts';
import type { Json, Result } from '../contract.ts';
import { freeGame as game } from './game.ts';
import { stateAt } from './state.ts';
import type { FreeMove, FreeOptions, FreeState } from './types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

const PALETTE = ['red', 'blue', 'green', 'dark-red2'];

const options: fc.Arbitrary<FreeOptions> = fc
  .record({
    rows: fc.integer({ min: 1, max: 26 }),
    cols: fc.integer({ min: 1, max: 26 }),
    add: fc.boolean(),
    colorCount: fc.integer({ min: 0, max: PALETTE.length }),
  })
  .map(({ rows, cols, add, colorCount }) => {
    const colors = add && colorCount >= 2 ? PALETTE.slice(0, colorCount) : null;
    return value(game.parseOptions({ rows, cols, add, colors }));
  });

/** Any position of the game: each cell empty or holding a piece (of some colour). */
const position = options.chain((o) =>
  fc
    .array(fc.option(fc.constantFrom(...(o.colors ?? ['piece'])), { nil: null }), {
      minLength: o.rows * o.cols,
      maxLength: o.rows * o.cols,
    })
    .map((pieces): FreeState => {
      const occupied = CellSet.from(pieces.flatMap((p, cell) => (p === null ? [] : [cell])));
      return stateAt(o, occupied, o.colors === null ? null : pieces);
    }),
);

/** A well-formed move of a position (legal or not: notation does not judge legality). */
const moveOf = (state: FreeState): fc.Arbitrary<FreeMove> => {
  const cell = fc.integer({ min: 0, max: state.options.rows * state.options.cols - 1 });
  const palette = state.options.colors;
  const color =
    palette === null ? fc.constant(null) : fc.option(fc.constantFrom(...palette), { nil: null });
  return fc.oneof(
    fc.record({ type: fc.constant('move' as const), from: cell, to: cell }),
    fc.record({ type: fc.constant('add' as const), to: cell, color }),
  );
};

describe('free move notation', () => {
  it('formats as C3-D5, +D5 and +D5:red', () => {
    const o = value(game.parseOptions({ add: true, colors: ['red', 'blue'] }));
    const state = value(game.parsePosition({ occupied: [], colors: {} }, o));
    expect(game.formatMove({ type: 'move', from: 20, to: 39 }, state)).toBe('C3-D5');
    expect(game.formatMove({ type: 'add', to: 39, color: null }, state)).toBe('+D5');
    expect(game.formatMove({ type: 'add', to: 39, color: 'red' }, state)).toBe('+D5:red');
    expect(game.parseMove(' c3-d5 ', state)).toEqual({ ok: true, value: { type: 'move', from: 20, to: 39 } });
  });

  it('round trips: parse(format(move)) = move, format(parse(text)) = text in any case', () => {
    const pair = position.chain((state) => fc.tuple(fc.constant(state), moveOf(state)));
    fc.assert(
      fc.property(pair, ([state, move]) => {
        const text = game.formatMove(move, state);
        expect(value(game.parseMove(text, state))).toEqual(move);
        expect(game.formatMove(value(game.parseMove(text.toLowerCase(), state)), state)).toBe(text);
      }),
    );
  });
});

describe('free position JSON', () => {
  it('round trips: format(parse(json)) = json, and the state keeps its pieces', () => {
    fc.assert(
      fc.property(position, (state) => {
        const json = game.formatPosition(state);
        expect(JSON.parse(JSON.stringify(json))).toEqual(json);
        const back = value(game.parsePosition(json, state.options));
        expect(back.occupied.equals(state.occupied)).toBe(true);
        expect(back.colors).toEqual(state.colors);
        expect(game.formatPosition(back)).toEqual(json);
      }),
    );
  });

  it('reads cell names in any case and lists them in cell order', () => {
    const o = value(game.parseOptions({ rows: 3, cols: 3 }));
    const state = value(game.parsePosition({ occupied: ['c3', 'A2', 'b1'] }, o));
    expect(game.formatPosition(state)).toEqual({ occupied: ['B1', 'A2', 'C3'] });
  });

  const plain = value(game.parseOptions({ rows: 3, cols: 3 }));
  const coloured = value(game.parseOptions({ rows: 3, cols: 3, add: true, colors: ['red', 'blue'] }));
  it.each<[string, Json, FreeOptions, string]>([
    ['not an object', ['A1'], plain, 'a position is a JSON object'],
    ['no occupied list', {}, plain, 'occupied must be a list'],
    ['unknown key', { occupied: [], toMove: 'A' }, plain, 'unknown key "toMove"'],
    ['colours without colours', { occupied: [], colors: {} }, plain, 'no colours'],
    ['off-board cell', { occupied: ['D1'] }, plain, 'D1 is not a cell of this 3×3 board'],
    ['malformed cell', { occupied: ['A1', 7] }, plain, '7 is not a cell name'],
    ['duplicate cell', { occupied: ['A1', 'a1'] }, plain, 'a1 is listed twice'],
    ['missing colours', { occupied: ['A1'] }, coloured, 'colors must map'],
    ['a piece without colour', { occupied: ['A1', 'B1'], colors: { A1: 'red' } }, coloured, 'the piece on B1 has no colour'],
    ['a colour without piece', { occupied: ['A1'], colors: { A1: 'red', B2: 'blue' } }, coloured, 'B2 has a colour but no piece'],
    ['an unknown colour', { occupied: ['A1'], colors: { A1: 'pink' } }, coloured, 'A1: "pink" is not one of red, blue'],
    ['two colours for a cell', { occupied: ['A1'], colors: { A1: 'red', a1: 'blue' } }, coloured, 'a1 has two colours'],
  ])('refuses %s', (_name, json, o, message) => {
    const result = game.parsePosition(json, o);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-position');
      expect(result.error.message).toContain(message);
    }
  });
});
