import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACK } from './track.ts';
import { errorCode, game, position, race, raceAt, value } from './testing/play.ts';
import type { ShipraceState } from './types.ts';

/** Random games: each number picks the next cast or action. */
function randomGame(players: number, picks: number[]): ShipraceState[] {
  let state = race({ players });
  const states = [state];
  for (const pick of picks) {
    if (game.isOver(state)) break;
    const result = game.pending(state) !== null ? game.resolve(state, { cast: pick % 6 }, { int: () => 0 }) : game.play(state, game.legalMoves(state)[pick % game.legalMoves(state).length], { int: () => 0 });
    state = value(result).state;
    states.push(state);
  }
  return states;
}

describe('options', () => {
  it('2 players on the default track unless told', () => {
    const options = value(game.parseOptions({}));
    expect(options.players).toBe(2);
    expect(options.track).toBe(DEFAULT_TRACK);
    expect(game.geometry(options)).toEqual({ rows: 9, cols: 9 });
  });

  it('lay the track out as given (cell names), checked', () => {
    const points = Array.from({ length: 19 }, (_, i) => [`${'ABCDEFGHIJ'[i % 10]}${3 + Math.floor(i / 10)}`]);
    const start = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'];
    const goal = ['A9', 'B9', 'C9', 'D9', 'E9', 'F9'];
    const options = value(game.parseOptions({ players: 2, track: { start, points, goal } }, { rows: 9, cols: 10 }));
    expect(options.track.points[10]).toEqual([game.parseCell('A4', { rows: 9, cols: 10 })]);
    expect(errorCode(game.parseOptions({ players: 3, track: { start, points, goal } }, { rows: 9, cols: 10 }))).toBe('bad-option');
    expect(errorCode(game.parseOptions({ track: { start, points: points.slice(1), goal } }, { rows: 9, cols: 10 }))).toBe('bad-option');
    expect(errorCode(game.parseOptions({ track: { start: ['A3', ...start.slice(1)], points, goal } }, { rows: 9, cols: 10 }))).toBe('bad-option');
  });

  it.each([[{ players: 1 }, 'bad-option'], [{ players: 5 }, 'bad-option'], [{ ships: 4 }, 'unknown-option']])('refuses %j', (options, code) => {
    expect(errorCode(game.parseOptions(options))).toBe(code);
  });

  it('needs a 9×9 board for the default track; a bigger one keeps it in its top-left corner', () => {
    expect(errorCode(game.parseOptions({}, { rows: 8, cols: 8 }))).toBe('board-too-small');
    const options = value(game.parseOptions({}, { rows: 10, cols: 12 }));
    expect(game.cellName(options.track.points[0][0], options.board)).toBe('D2');
  });
});

describe('notation', () => {
  it.each(['', 'sail P1a', 'move', 'move P1a Z9', 'raid P1a', 'unload P1a P1b', 'pass now'])('refuses %j', (text) => {
    expect(errorCode(game.parseMove(text, race()))).toBe('bad-notation');
  });

  it('refuses unknown ships', () => {
    expect(errorCode(game.parseMove('supply P3a', race()))).toBe('no-such-ship');
  });

  it('reads keywords and ships in any case', () => {
    expect(value(game.parseMove('RAID p1a P2B', race()))).toEqual({ type: 'raid', ship: 'P1a', victim: 'P2b' });
  });

  it('every legal action reads back as itself, in random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(fc.nat(), { maxLength: 120 }), (players, picks) => {
        for (const state of randomGame(players, picks)) {
          for (const move of game.legalMoves(state)) expect(value(game.parseMove(game.formatMove(move, state), state))).toEqual(move);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('position JSON', () => {
  it('round trips in random games (format ∘ parse ∘ format = format), with the same actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.array(fc.nat(), { maxLength: 150 }), (players, picks) => {
        for (const state of randomGame(players, picks)) {
          const json = game.formatPosition(state);
          const back = value(game.parsePosition(JSON.parse(JSON.stringify(json)), state.options));
          expect(game.formatPosition(back)).toEqual(json);
          expect(game.legalMoves(back)).toEqual(game.legalMoves(state));
          expect(game.pending(back)).toEqual(game.pending(state));
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each<[string, Record<string, { cell: string; cargo: number }>]>([
    ['a ship on another player\'s start berth', { P1a: { cell: 'D1', cargo: 0 }, P2a: { cell: 'A1', cargo: 0 } }],
    ['a ship off the track', { P1a: { cell: 'J9', cargo: 3 } }],
    ['an empty ship on a point', { P1a: { cell: 'E4', cargo: 0 } }],
    ['a loaded ship at the goal', { P1a: { cell: 'G8', cargo: 3 } }],
    ['16 on board', { P1a: { cell: 'E4', cargo: 16 } }],
    ['two ships on a cell', { P1a: { cell: 'E4', cargo: 3 }, P2a: { cell: 'E4', cargo: 3 } }],
  ])('refuses %s', (_what, ships) => {
    expect(errorCode(game.parsePosition(position(2, ships), value(game.parseOptions({}))))).toBe('bad-position');
  });

  it('refuses a cast after the end, unknown ships and missing keys', () => {
    const options = value(game.parseOptions({}));
    expect(errorCode(game.parsePosition(position(2, {}, { turn: 4, goal: { P1: 20, P2: 0 }, cast: 3 }), options))).toBe('bad-position');
    expect(errorCode(game.parsePosition(position(2, { P3a: { cell: 'G1', cargo: 0 } }), options))).toBe('bad-position');
    const { cast: _cast, ...missing } = position(2, {}) as Record<string, unknown>;
    expect(errorCode(game.parsePosition(missing, options))).toBe('bad-position');
    expect(raceAt(position(2, {}, { turn: 4, goal: { P1: 20, P2: 0 } })).turn).toBe(4);
  });
});

describe('view', () => {
  it('shows the resource tracks, the ships and the actions the cast allows', () => {
    const view = game.view(value(game.resolve(race(), { cast: 2 }, { int: () => 0 })).state) as Record<string, unknown>;
    expect(view).toMatchObject({
      game: 'shiprace',
      toMove: 'P1',
      round: 1,
      cast: 2,
      start: { P1: 20, P2: 20 },
      goal: { P1: 0, P2: 0 },
      maxCargo: 15,
      goalTarget: 20,
      defaultTrack: true,
    });
    expect((view.ships as unknown[])[0]).toEqual({ id: 'P1a', player: 'P1', at: 0, place: 'start', cell: 'A1', cargo: 5 });
    expect(view.actions).toContain('move P1a G2');
  });
});
