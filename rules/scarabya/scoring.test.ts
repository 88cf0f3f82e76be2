// Hand-made sites whose scores are worked out by hand. The first tile is always the I along row 5
// (A5–E5, covering the centre cell E5); rocks above and below it shape the pockets it closes.
import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { scarabyaGame as game } from './game.ts';
import { parseCellName } from './mask.ts';
import { gameOn, playAll, scoreEvents } from './testing/support.ts';

const I_ROW_5 = 'I:A5,B5,C5,D5,E5';

function firstTile(rocks: string[], scarabs: string[], extra: Record<string, Json> = {}) {
  return playAll(gameOn({ rocks, scarabs }, ['I', 'L', 'P', 'T'], extra), I_ROW_5);
}

const areasOf = (events: ReturnType<typeof playAll>['events']) =>
  scoreEvents(events).flatMap((e) => (e.type === 'score' ? ((e.detail as { areas: Json[] }).areas ?? []) : []));

describe('excavation areas', () => {
  it('an area of 1 cell: its scarab scores 1', () => {
    // A4 is walled by the rock A3, the rock B4, the tile below and the frame.
    const { state, events } = firstTile(['A3', 'B4'], ['A4']);
    expect(areasOf(events)).toEqual([{ cells: ['A4'], size: 1, scarabs: ['A4'], points: 1, tokens: [[1]] }]);
    expect(scoreEvents(events)[0]).toMatchObject({ scores: { P1: 1 } });
    expect(state.scores).toEqual([1]);
  });

  it('an area of 2 cells with 2 scarabs scores 2 + 2', () => {
    const { state, events } = firstTile(['A3', 'B3', 'C4'], ['A4', 'B4']);
    expect(areasOf(events)).toEqual([{ cells: ['A4', 'B4'], size: 2, scarabs: ['A4', 'B4'], points: 4, tokens: [[2], [2]] }]);
    expect(state.scores).toEqual([4]);
  });

  it('an area of 3 cells with 1 scarab scores 3', () => {
    const { state, events } = firstTile(['A3', 'B3', 'C3', 'D4'], ['B4', 'J10']);
    expect(areasOf(events)).toEqual([{ cells: ['A4', 'B4', 'C4'], size: 3, scarabs: ['B4'], points: 3, tokens: [[3]] }]);
    expect(state.scores).toEqual([3]);
  });

  it('an area of 4 cells with 2 scarabs scores 4 + 4', () => {
    const { state, events } = firstTile(['A3', 'B3', 'C3', 'D3', 'E4'], ['A4', 'D4']);
    expect(areasOf(events)).toEqual([{ cells: ['A4', 'B4', 'C4', 'D4'], size: 4, scarabs: ['A4', 'D4'], points: 8, tokens: [[4], [4]] }]);
    expect(state.scores).toEqual([8]);
  });

  it('two areas made at once both score: 1 above the tile, 2 + 2 below', () => {
    const { state, events } = firstTile(['A3', 'B4', 'C6', 'A7', 'B7'], ['A4', 'A6', 'B6']);
    expect(scoreEvents(events)).toHaveLength(1);
    expect(areasOf(events)).toEqual([
      { cells: ['A4'], size: 1, scarabs: ['A4'], points: 1, tokens: [[1]] },
      { cells: ['A6', 'B6'], size: 2, scarabs: ['A6', 'B6'], points: 4, tokens: [[2], [2]] },
    ]);
    expect(state.scores).toEqual([5]);
  });

  it('an area closed by the frame and rocks only is there from the start and never scores', () => {
    // A1 is shut in by the rocks B1 and A2 before any tile: no placement creates it.
    const start = gameOn({ rocks: ['B1', 'A2'], scarabs: ['A1'] }, ['I', 'L', 'P']);
    expect(start.boards[0].areas).toEqual([{ cells: [0], scarabs: [0], player: null, points: 0 }]);
    const { state, events } = playAll(start, I_ROW_5, 'L:A3,A4,B4,C4,D4');
    expect(scoreEvents(events)).toEqual([]);
    expect(state.scores).toEqual([0]);
    const view = game.view(state) as { seats: { scarabs: Json[]; areas: Json[] }[] };
    expect(view.seats[0].scarabs).toEqual([{ cell: 'A1', state: 'visible' }]);
    expect(view.seats[0].areas).toEqual([{ cells: ['A1'], size: 1, scarabs: ['A1'], points: 0, by: null }]);
    expect(game.ambientLights!(state).get(parseCellName('A1')!)).toBe('site');
  });

  it('a scarab covered before its area closes does not count', () => {
    // The pocket A4 B4 (C4) is open until the P closes it; the L covers the scarab on C4 first.
    const start = gameOn({ rocks: ['A3'], scarabs: ['A4', 'C4'] }, ['I', 'L', 'P', 'T']);
    const afterL = playAll(start, I_ROW_5, 'L:C1,C2,C3,C4,D4');
    expect(scoreEvents(afterL.events)).toEqual([]);
    const { state, events } = playAll(afterL.state, 'P:A1,B1,A2,B2,B3');
    expect(areasOf(events)).toEqual([{ cells: ['A4', 'B4'], size: 2, scarabs: ['A4'], points: 2, tokens: [[2]] }]);
    expect(state.scores).toEqual([2]);
    const view = game.view(state) as { seats: { scarabs: Json[] }[] };
    expect(view.seats[0].scarabs).toEqual([{ cell: 'A4', state: 'scored' }, { cell: 'C4', state: 'covered' }]);
  });

  it('an area of 5 cells never scores', () => {
    // A4–E4 is shut in by rocks above, the rock F4 and the tile: 5 cells, too big, and with the I
    // gone no tile can ever split it.
    const start = gameOn({ rocks: ['A3', 'B3', 'C3', 'D3', 'E3', 'F4'], scarabs: ['B4'] }, ['I', 'L', 'P', 'T']);
    const { state, events } = playAll(start, I_ROW_5, 'L:A6,A7,A8,A9,B9', 'P:B6,C6,B7,C7,B8', 'T:D6,E6,F6,E7,E8');
    expect(scoreEvents(events)).toEqual([]);
    expect(state.boards[0].areas.some((a) => a.cells.includes(parseCellName('B4')!))).toBe(false);
    expect(game.isOver(state)).toBe(true);
    expect(state.result?.scores).toEqual([0]);
  });

  it('scores in one game: only the tile that closes an area scores it, once', () => {
    const { state, events } = playAll(
      gameOn({ rocks: ['A3', 'B4'], scarabs: ['A4'] }, ['I', 'L', 'P']),
      I_ROW_5,
      'L:A6,A7,A8,A9,B9',
    );
    expect(scoreEvents(events)).toHaveLength(1);
    expect(state.scores).toEqual([1]);
  });
});

describe('token advice in play', () => {
  it('takes smaller tokens when the 4s have run out', () => {
    const { events } = firstTile(['A3', 'B3', 'C3', 'D3', 'E4'], ['A4', 'D4'], { tokens: [18, 18, 18, 0] });
    expect(areasOf(events)).toEqual([{ cells: ['A4', 'B4', 'C4', 'D4'], size: 4, scarabs: ['A4', 'D4'], points: 8, tokens: [[3, 1], [3, 1]] }]);
  });

  it('still counts the points when the supply cannot cover them, and says what is short', () => {
    const { state, events } = firstTile(['A3', 'B3', 'C3', 'D3', 'E4'], ['A4', 'D4'], { tokens: [0, 3, 0, 0] });
    expect(areasOf(events)[0]).toMatchObject({ points: 8, tokens: [[2, 2], [2]] });
    expect(scoreEvents(events)[0]).toMatchObject({ detail: { short: 2 } });
    expect(state.scores).toEqual([8]);
    expect(state.supply).toEqual([0, 0, 0, 0]);
  });
});
