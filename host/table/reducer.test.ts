// The board reader as a pure reducer: fed reports, presses and time, it says what to do.
import { describe, expect, it } from 'vitest';
import { CellSet, cetkaikGame, freeGame, gardenGame, gyozanGame, type GardenState } from '../../rules/index.ts';
import { settingFor } from '../testing/table-context.ts';
import { COMPUTER_FIRST, ONE_OPTION_CHOICE } from '../testing/waiting-inputs.ts';
import { evaluate, initialModel, observe, press, type Effect, type Step, type TableContext, type TableModel } from './reducer.ts';

const nine = { id: 'b', rows: 9, cols: 9 };
const of = (effects: Effect[], type: Effect['type']) => effects.filter((e) => e.type === type);
const emitted = (effects: Effect[]) => of(effects, 'emit').map((e) => (e as { event: { type: string } }).event);

describe('the table reducer, on a free game', () => {
  const free = settingFor(freeGame, {}, [nine]);
  const cell = (name: string) => freeGame.parseCell(name, nine)!;
  const start = free.shape.occupancy(free.state);
  const report = (model: TableModel, cells: CellSet, now: number): Step => observe(model, 'b', cells, free.map.coveredBy('b'), free.at(now, free.state));

  it('lights a lifted piece’s targets at once and asks to be woken when the board may have settled', () => {
    const first = report(initialModel(1), start, 0).model;
    const lifted = report(first, start.without(cell('A1')), 500);
    const lights = emitted(lifted.effects).find((e) => e.type === 'lights') as unknown as { cells: Record<string, string> };
    expect(lights.cells.A1).toBe('selected');
    expect(lights.cells.E5).toBe('target');
    expect(of(lifted.effects, 'wake')).toEqual([{ type: 'wake', at: 600 }]);
    expect(of(lifted.effects, 'commit')).toEqual([]);
  });

  it('commits only once the board has been still for the settle window', () => {
    let model = report(initialModel(1), start, 0).model;
    model = report(model, start.without(cell('A1')).with(cell('E5')), 500).model;
    expect(of(evaluate(model, free.at(599, free.state)).effects, 'commit')).toEqual([]);
    const commit = of(evaluate(model, free.at(600, free.state)).effects, 'commit');
    expect(commit).toHaveLength(1);
    expect((commit[0] as { candidates: { move: unknown }[] }).candidates.map((c) => freeGame.formatMove(c.move as never, free.state as never))).toEqual(['A1-E5']);
  });

  it('holds a board the game changed under: no commit, what to clear and fill', () => {
    let model = report(initialModel(1), start, 0).model;
    model = evaluate(model, free.at(200, free.state)).model; // the reducer has seen the game's position
    // The game moved A1 to B5 without the board (an entered move): the board still shows A1.
    const move = freeGame.parseMove('A1-B5', free.state as never);
    if (!move.ok) throw new Error(move.error.message);
    const moved = freeGame.play(free.state as never, move.value, { int: () => 0 });
    if (!moved.ok) throw new Error(moved.error.message);
    const after = evaluate(model, free.at(300, moved.value.state));
    expect(of(after.effects, 'commit')).toEqual([]);
    expect(emitted(after.effects)).toContainEqual({ type: 'correction', clear: ['A1'], fill: ['B5'] });
  });
});

describe('the table reducer, on two gardens side by side', () => {
  const nineButtons = { id: 'b', rows: 9, cols: 9 };
  const g = settingFor(gardenGame, {}, [nineButtons]);
  const planted = gardenGame.parsePosition({ gardens: { P1: { plants: { B2: 'rose', C3: 'tulip' } } } }, g.options as never);
  if (!planted.ok) throw new Error(planted.error.message);
  const state: GardenState = planted.value;
  const ctx = (now: number) => g.at(now, state);
  const occupied = g.shape.occupancy(state);
  const boardCells = (global: number[]) => CellSet.from(global);

  it('lights the moves waiting for a confirmation and reports them once settled; settling never commits them', () => {
    let model = observe(initialModel(2), 'b', boardCells([...occupied]), g.map.coveredBy('b'), ctx(0)).model;
    // The candidates are worked out (the shell warms them after the lights are out).
    void ctx(0).position.candidates;
    const step = evaluate(model, { ...ctx(1000), position: warm(ctx(1000).position) });
    model = step.model;
    expect(of(step.effects, 'commit')).toEqual([]);
    expect(emitted(step.effects)).toContainEqual({ type: 'confirm', moves: ['water B2', 'water C3'] });
    const lights = emitted(step.effects).find((e) => e.type === 'lights') as unknown as { cells: Record<string, string> };
    expect(lights.cells['P1:B2']).toBe('pick');
    expect(of(evaluate(model, { ...ctx(5000), position: warm(ctx(5000).position) }).effects, 'commit')).toEqual([]);
  });

  it('takes a lift-and-put-back of a marked plant as a tap that picks its watering', () => {
    const position = warm(ctx(0).position);
    const B2 = g.shape.offsets[0] + 4;
    let model = observe(initialModel(2), 'b', occupied, g.map.coveredBy('b'), { ...ctx(0), position }).model;
    model = observe(model, 'b', occupied.without(B2), g.map.coveredBy('b'), { ...ctx(1000), position }).model;
    const back = observe(model, 'b', occupied, g.map.coveredBy('b'), { ...ctx(1300), position });
    expect(emitted(back.effects)).toContainEqual({ type: 'tap', cell: 'P1:B2' });
    const commit = of(back.effects, 'commit') as { candidates: { move: unknown }[] }[];
    expect(commit.map((c) => c.candidates.map((x) => gardenGame.formatMove(x.move as never, state)))).toEqual([['water B2']]);
  });

  it('the next button confirms the moves waiting (the session asks which of several); with none it says so', () => {
    const position = warm(ctx(0).position);
    const model = observe(initialModel(2), 'b', occupied, g.map.coveredBy('b'), { ...ctx(0), position }).model;
    const next = press(model, 'b', 'next', { ...ctx(1000), position });
    expect(next[0]).toEqual({ type: 'emit', board: 'b', event: { type: 'press', button: 'next' } });
    expect((next[1] as { candidates: unknown[] }).candidates).toHaveLength(2);
    const bare = settingFor(freeGame, {}, [nine]);
    const quiet = observe(initialModel(1), 'b', bare.shape.occupancy(bare.state), bare.map.coveredBy('b'), bare.at(0, bare.state)).model;
    expect(emitted(press(quiet, 'b', 'next', bare.at(500, bare.state)))).toContainEqual({ type: 'rejected', reason: 'nothing waits for a confirmation', code: 'nothing-to-confirm' });
    expect(press(quiet, 'b', 'undo', bare.at(500, bare.state))).toContainEqual({ type: 'undo', board: 'b' });
  });
});

describe('the next button, with nothing on a board to read', () => {
  it('answers a choice of one option that names no cell, on no board as on a board', () => {
    for (const boards of [[], [nine]]) {
      const g = settingFor(gyozanGame, {}, boards);
      const state = gyozanGame.parsePosition(ONE_OPTION_CHOICE.position, g.options as never);
      if (!state.ok) throw new Error(state.error.message);
      const board = boards[0]?.id ?? '';
      expect(press(initialModel(g.shape.areas.length), board, 'next', g.at(0, state.value))).toEqual([
        { type: 'emit', board, event: { type: 'press', button: 'next' } },
        { type: 'choose', board, value: 'P2 rice' },
      ]);
    }
  });

  it('confirms the computer’s move on no board, where nothing will show it; on a board that shows it, it is made there', () => {
    // As the shell does while the computer's move is asked: the position's only candidate.
    const guiding = (ctx: TableContext): TableContext => {
      const guide = ctx.position.candidates.find((c) => c.sensing === 'fully' && !c.footprint.lift.isEmpty())!;
      return { ...ctx, guide, position: { expected: ctx.position.expected, candidates: [guide], peek: () => [guide] } };
    };
    const game = settingFor(cetkaikGame, COMPUTER_FIRST.options!, []);
    const ctx = guiding(game.at(0, game.state));
    expect(press(initialModel(game.shape.areas.length), '', 'next', ctx)).toContainEqual({ type: 'commit', board: '', candidates: [ctx.guide] });

    const onBoard = settingFor(cetkaikGame, COMPUTER_FIRST.options!, [nine]);
    const shown = guiding(onBoard.at(0, onBoard.state));
    const model = observe(initialModel(1), 'b', onBoard.shape.occupancy(onBoard.state), onBoard.map.coveredBy('b'), shown).model;
    expect(emitted(press(model, 'b', 'next', shown))).toContainEqual({ type: 'rejected', reason: 'nothing waits for a confirmation', code: 'nothing-to-confirm' });
  });
});

/** The position with its candidates worked out, as after the shell's warm-up. */
function warm<T extends { candidates: unknown }>(position: T): T {
  void position.candidates;
  return position;
}
