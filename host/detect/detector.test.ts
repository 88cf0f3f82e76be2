import { describe, expect, it } from 'vitest';
import { CellSet, freeGame, fullFootprint, seededRng, type FreeMove } from '../../rules/index.ts';
import { shapeOf } from '../games/shape.ts';
import { fixedPosition, positionOf } from './candidates.ts';
import { readBoard } from './detector.ts';

const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;
const set = (...names: string[]): CellSet => CellSet.from(names.map(cell));
const options = (extra: object = {}) => {
  const o = freeGame.parseOptions(extra, g);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};
const position = (occupied: string[], extra: object = {}) => {
  const state = freeGame.parsePosition('colors' in extra ? { occupied, colors: {} } : { occupied }, options(extra));
  if (!state.ok) throw new Error(state.error.message);
  const shape = shapeOf(freeGame, options(extra), state.value);
  return { state: state.value, shape, position: positionOf(shape, state.value) };
};

describe('readBoard', () => {
  it('reads the expected board as idle', () => {
    const { position: p } = position(['A1', 'B2']);
    expect(readBoard(p, set('A1', 'B2'), CellSet.empty())).toEqual({ kind: 'idle', confirmable: [] });
  });

  it('matches exactly one move when a piece went from one cell to another', () => {
    const { state, position: p } = position(['A1', 'B2']);
    const r = readBoard(p, set('C3', 'B2'), set('A1'));
    expect(r.kind).toBe('match');
    if (r.kind !== 'match') return;
    expect(r.candidates.map((c) => freeGame.formatMove(c.move as FreeMove, state))).toEqual(['A1-C3']);
  });

  it('sees a lifted piece as a move in progress to each empty cell', () => {
    const { position: p } = position(['A1', 'B2']);
    const r = readBoard(p, set('B2'), set('A1'));
    expect(r.kind).toBe('progress');
    if (r.kind !== 'progress') return;
    expect(r.candidates).toHaveLength(79); // every empty cell
    expect(r.lifted.toArray()).toEqual([cell('A1')]);
  });

  it('asks to clear and fill when nothing legal explains the board', () => {
    const { position: p } = position(['A1', 'B2']);
    const r = readBoard(p, set('C3', 'D4'), set('A1', 'B2'));
    expect(r).toEqual({ kind: 'mismatch', clear: set('C3', 'D4'), fill: set('A1', 'B2') });
  });

  it('sees a new piece as a mismatch when the game does not allow adding', () => {
    const { position: p } = position(['A1']);
    expect(readBoard(p, set('A1', 'E5'), CellSet.empty())).toEqual({ kind: 'mismatch', clear: set('E5'), fill: CellSet.empty() });
  });

  it('offers every look-alike move when pieces may be added in several colours', () => {
    const { state, position: p } = position([], { add: true, colors: ['red', 'black'] });
    const r = readBoard(p, set('E5'), CellSet.empty());
    expect(r.kind).toBe('match');
    if (r.kind !== 'match') return;
    expect(r.candidates.map((c) => freeGame.formatMove(c.move as FreeMove, state)).sort()).toEqual(['+E5:black', '+E5:red']);
  });

  it('counts a capture only once its square has been seen empty', () => {
    // A hand-made footprint: A1 takes B2 (lift A1, touch B2), as a Cetkaik capture would.
    const capture = {
      move: 'A1xB2',
      footprint: fullFootprint({ from: set('A1'), touch: set('B2'), kind: 'capture' }),
      after: set('B2'),
      emptiable: set('A1', 'B2'),
      sensing: 'fully' as const,
    };
    const p = fixedPosition(set('A1', 'B2'), [capture]);
    expect(readBoard(p, set('B2'), set('A1')).kind).toBe('progress'); // capturer lifted only
    expect(readBoard(p, CellSet.empty(), set('A1', 'B2')).kind).toBe('progress'); // both lifted
    expect(readBoard(p, set('B2'), set('A1', 'B2')).kind).toBe('match'); // capturer landed
  });
});

describe('positionOf', () => {
  it('lists no candidates while the game waits for a cast', () => {
    const { state, shape } = position(['A1'], { cast: 5 });
    const played = freeGame.play(state, { type: 'move', from: cell('A1'), to: cell('A2') }, seededRng(1));
    if (!played.ok) throw new Error(played.error.message);
    const p = positionOf(shape, played.value.state);
    expect(p.candidates).toEqual([]);
    expect(p.expected.equals(set('A2'))).toBe(true);
  });
});
