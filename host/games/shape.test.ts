import { describe, expect, it } from 'vitest';
import { CellSet, freeGame, gardenGame, ok, scarabyaGame, seededRng, type AnyGame, type ScarabyaState } from '../../rules/index.ts';
import { shapeOf } from './shape.ts';

const setUp = (game: AnyGame, options: object, board = { rows: 9, cols: 9 }) => {
  const parsed = game.parseOptions(options, board);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = game.setup(parsed.value, seededRng(3));
  return { state, shape: shapeOf(game, parsed.value, state) };
};

describe('shapeOf', () => {
  it('gives a one-board game one area, the board, in the board’s own cells', () => {
    const { state, shape } = setUp(freeGame, {});
    expect(shape.areas).toEqual([{ id: 'board', rows: 9, cols: 9 }]);
    expect(shape.occupancy(state).equals(freeGame.occupancy(state))).toBe(true);
    expect(shape.localName(40)).toBe('E5');
  });

  it('gives a game with an area per seat each seat’s cells after the one before', () => {
    const { state, shape } = setUp(scarabyaGame, { mode: 'standard', players: 2, siteSeed: 3 }, { rows: 10, cols: 10 });
    expect(shape.areas.map((a) => [a.id, a.seat, a.rows])).toEqual([['P1', 'P1', 10], ['P2', 'P2', 10]]);
    expect(shape.offsets).toEqual([0, 100 + 81]);
    // Each site's rocks in its own cells: P2's are P1's (the same site), 181 further on.
    const { boards } = state as ScarabyaState;
    const first = boards[0].occupied.toArray();
    expect(boards[1].occupied.toArray()).toEqual(first);
    expect(shape.occupancy(state).toArray()).toEqual([...first, ...first.map((c) => c + 181)]);
    const move = scarabyaGame.legalMoves(state).find((m) => m.seat === 1)!;
    expect(shape.footprint(state, move).fill.toArray()).toEqual(move.cells.map((c) => c + 181));
  });

  it('takes a game’s own areas as they are', () => {
    const { shape } = setUp(gardenGame, {});
    expect(shape.areas.map((a) => a.id)).toEqual(['P1', 'P2']);
    expect(shape.areaOf(12)).toBe(0);
    expect(shape.areaOf(13)).toBe(1);
    expect(shape.localName(13 + 9)).toBe('^A1');
    expect(shape.parseLocal(1, 'C3')).toBe(13 + 8);
  });

  it('gives a game with no board no area and nothing to show', () => {
    const boardless: AnyGame = { ...freeGame, id: 'nothing', geometry: () => null, occupancy: () => CellSet.of(1), play: (s) => ok({ state: s, events: [] }) };
    const { state, shape } = setUp(boardless, {});
    expect(shape.areas).toEqual([]);
    expect(shape.occupancy(state).isEmpty()).toBe(true);
  });
});
