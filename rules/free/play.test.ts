import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import type { Json, Result } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { freeGame as game } from './game.ts';
import type { FreeMove, FreeState } from './types.ts';

const rng = seededRng(1);

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function start(options: Json = {}): FreeState {
  return game.setup(value(game.parseOptions(options)), rng);
}

function at(position: Json, options: Json = {}): FreeState {
  return value(game.parsePosition(position, value(game.parseOptions(options))));
}

function move(state: FreeState, text: string): FreeMove {
  return value(game.parseMove(text, state));
}

/** Plays moves in notation, checking each one. */
function playAll(state: FreeState, ...texts: string[]): FreeState {
  return texts.reduce((s, text) => value(game.play(s, move(s, text), rng)).state, state);
}

function errorCode(result: Result<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

const names = (state: FreeState) =>
  game.occupancy(state).toArray().map((c) => game.cellName(c, game.geometry(state.options)!));

describe('free setup and legal moves', () => {
  it('starts with the top and bottom rows full', () => {
    const state = start({ rows: 3, cols: 2 });
    expect(names(state)).toEqual(['A1', 'B1', 'A3', 'B3']);
    expect(game.pending(state)).toBeNull();
    expect(game.isOver(state)).toBe(false);
  });

  it('counts the moves of a few positions', () => {
    // 18 pieces × 63 empty cells.
    expect(game.legalMoves(start())).toHaveLength(18 * 63);
    expect(game.legalMoves(start({ add: true }))).toHaveLength(18 * 63 + 63);
    expect(game.legalMoves(start({ add: true, colors: ['red', 'blue', 'green'] }))).toHaveLength(
      18 * 63 + 63 * 3,
    );
    expect(game.legalMoves(at({ occupied: ['B2'] }, { rows: 3, cols: 3 }))).toHaveLength(8);
    expect(game.legalMoves(at({ occupied: [] }, { rows: 3, cols: 3 }))).toHaveLength(0);
    expect(game.legalMoves(at({ occupied: [] }, { rows: 3, cols: 3, add: true }))).toHaveLength(9);
    expect(game.legalMoves(start({ rows: 1, cols: 5 }))).toHaveLength(0);
    expect(game.legalMoves(start({ rows: 2, cols: 2, add: true }))).toHaveLength(0);
  });

  it('lists moves in a stable order: moves by origin and target, then new pieces', () => {
    const state = at({ occupied: ['B1', 'A2'], colors: { B1: 'red', A2: 'blue' } }, {
      rows: 2, cols: 2, add: true, colors: ['red', 'blue'],
    });
    expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toEqual([
      'B1-A1', 'B1-B2', 'A2-A1', 'A2-B2', '+A1:red', '+A1:blue', '+B2:red', '+B2:blue',
    ]);
  });

  it('every legal move plays, and changes occupancy as its footprint says', () => {
    const state = at({ occupied: ['A1', 'C2'] }, { rows: 3, cols: 3, add: true });
    for (const m of game.legalMoves(state)) {
      const outcome = value(game.play(state, m, rng));
      const fp = footprintOf(game, state, m);
      const expected = game.occupancy(state).minus(fp.lift).union(fp.fill);
      expect(game.occupancy(outcome.state).equals(expected)).toBe(true);
      expect(outcome.events).toEqual([]);
    }
  });
});

describe('free play', () => {
  it('plays a sequence of moves', () => {
    let state = start({ rows: 4, cols: 4, add: true });
    state = playAll(state, 'A1-B2', '+C3', 'b2-d3', 'C3-C2');
    expect(names(state)).toEqual(['B1', 'C1', 'D1', 'C2', 'D3', 'A4', 'B4', 'C4', 'D4']);
    expect(game.view(state)).toMatchObject({ movesMade: 4, lastMove: 'C3-C2' });
  });

  it('footprints: a move lifts its origin and fills its target, a new piece only fills', () => {
    const state = start({ add: true });
    const fp = footprintOf(game, state, move(state, 'C1-D5'));
    expect(fp.lift.toArray()).toEqual([game.parseCell('C1', { rows: 9, cols: 9 })]);
    expect(fp.fill.toArray()).toEqual([game.parseCell('D5', { rows: 9, cols: 9 })]);
    expect(fp.touch.isEmpty() && fp.via.isEmpty()).toBe(true);
    expect(fp.kind).toBe('plain');
    const add = footprintOf(game, state, move(state, '+D5'));
    expect(add.lift.isEmpty()).toBe(true);
    expect(add.fill.toArray()).toEqual([39]); // D5: row 4, column 3 of 9
  });

  it('returns illegal moves as error values', () => {
    const state = start({ rows: 3, cols: 3 });
    const play = (m: FreeMove) => errorCode(game.play(state, m, rng));
    expect(play(move(state, 'A1-B1'))).toBe('occupied-target');
    expect(play(move(state, 'B2-C2'))).toBe('empty-source');
    expect(play(move(state, 'A1-A1'))).toBe('occupied-target');
    expect(play(move(state, '+B2'))).toBe('add-disabled');
    expect(play({ type: 'move', from: 0, to: 9 })).toBe('off-board');
    expect(play({ type: 'move', from: -1, to: 4 })).toBe('off-board');
    expect(play({ type: 'add', to: 4, color: 'red' })).toBe('add-disabled');
    expect(play({ type: 'jump' } as unknown as FreeMove)).toBe('bad-move');
    expect(errorCode(game.parseMove('A1-D1', state))).toBe('off-board');
    expect(errorCode(game.parseMove('A1-A4', state))).toBe('off-board');
    for (const bad of ['', 'A1', 'A1-', 'A1xB2', '-B2', '+', '+B2:', 'A1 - B2', 'pass']) {
      expect(errorCode(game.parseMove(bad, state))).toBe('bad-notation');
    }
  });

  it('checks colours of new pieces', () => {
    const state = at({ occupied: [], colors: {} }, { rows: 3, cols: 3, add: true, colors: ['red', 'blue'] });
    expect(errorCode(game.parseMove('+B2:green', state))).toBe('unknown-colour');
    expect(errorCode(game.play(state, move(state, '+B2'), rng))).toBe('colour-required');
    const plain = start({ add: true });
    expect(errorCode(game.parseMove('+B2:red', plain))).toBe('no-colours');
    expect(errorCode(game.play(plain, { type: 'add', to: 40, color: 'red' }, rng))).toBe('no-colours');
  });

  it('keeps the colour of a piece that moves', () => {
    let state = at({ occupied: [], colors: {} }, { rows: 3, cols: 3, add: true, colors: ['red', 'blue'] });
    state = playAll(state, '+A1:blue', '+b2:RED', 'A1-C3');
    expect(game.formatPosition(state)).toEqual({
      occupied: ['B2', 'C3'],
      colors: { B2: 'red', C3: 'blue' },
    });
  });

  it('never mutates the state it is given', () => {
    const state = start({ rows: 4, cols: 4, add: true, colors: ['red', 'blue'], cast: 2, limit: 3 });
    const before = JSON.stringify({ view: game.view(state), position: game.formatPosition(state) });
    const occupied = game.occupancy(state).toArray();
    const next = value(game.play(state, move(state, 'A1-B2'), rng)).state;
    value(game.resolve(next, { cast: 1 }, rng));
    expect(JSON.stringify({ view: game.view(state), position: game.formatPosition(state) })).toBe(before);
    expect(game.occupancy(state).toArray()).toEqual(occupied);
    expect(state.moveCount).toBe(0);
    expect(Object.isFrozen(state) && Object.isFrozen(next)).toBe(true);
  });
});

describe('free disambiguation', () => {
  it('new pieces of different colours look alike: the player chooses', () => {
    const state = start({ add: true, colors: ['red', 'blue'] });
    const d5 = game.parseCell('D5', game.geometry(state.options)!);
    const lookAlike = game
      .legalMoves(state)
      .filter((m) => footprintOf(game, state, m).fill.has(d5 ?? -1) && footprintOf(game, state, m).lift.isEmpty());
    expect(lookAlike).toHaveLength(2);
    const answer = game.disambiguate(state, [...lookAlike].reverse());
    expect(answer).toEqual({
      choice: {
        prompt: 'Which colour is the new piece on D5?',
        words: { en: 'Which colour is the new piece on D5?', ja: 'D5 の新しい駒は何色ですか？' },
        options: [
          { type: 'add', to: d5, color: 'red' },
          { type: 'add', to: d5, color: 'blue' },
        ],
      },
    });
  });

  it('a single move, or the same move twice, needs no choice', () => {
    const state = start({ add: true });
    const m = move(state, 'A1-D5');
    expect(game.disambiguate(state, [m])).toEqual({ move: m });
    expect(game.disambiguate(state, [m, move(state, 'a1-d5')])).toEqual({ move: m });
  });
});

describe('free cast', () => {
  it('waits for a cast after each move, then goes on', () => {
    let state = start({ cast: 4 });
    const after = value(game.play(state, move(state, 'A1-A5'), rng));
    expect(after.events).toEqual([]);
    state = after.state;
    expect(game.pending(state)).toEqual({ kind: 'cast', sticks: 4, purpose: 'free cast', words: { en: 'Cast the 4 sticks and count the heads', ja: '棒を 4 本投げて、表の数を数える' } });
    expect(game.legalMoves(state)).toEqual([]);
    expect(errorCode(game.play(state, move(state, 'B1-B5'), rng))).toBe('pending');
    expect(errorCode(game.resolve(state, { cast: 5 }, rng))).toBe('bad-cast');
    expect(errorCode(game.resolve(state, { cast: -1 }, rng))).toBe('bad-cast');
    expect(errorCode(game.resolve(state, { choice: 'x' }, rng))).toBe('bad-input');

    const cast = value(game.resolve(state, { cast: 3 }, rng));
    expect(cast.events).toEqual([{ type: 'cast', heads: 3, purpose: 'free cast' }]);
    state = cast.state;
    expect(game.pending(state)).toBeNull();
    expect(errorCode(game.resolve(state, { cast: 1 }, rng))).toBe('nothing-pending');
    state = playAll(state, 'B1-B5');
    state = value(game.resolve(state, { cast: 0 }, rng)).state;
    expect(game.view(state)).toMatchObject({ lastCast: 0, movesMade: 2, lastMove: 'B1-B5', pending: null });
  });

  it('asks for nothing without the option', () => {
    const state = playAll(start(), 'A1-A5');
    expect(game.pending(state)).toBeNull();
  });
});

describe('free move limit', () => {
  it('ends the game after that many moves', () => {
    let state = start({ limit: 2 });
    state = playAll(state, 'A1-A5');
    expect(game.isOver(state)).toBe(false);
    const last = value(game.play(state, move(state, 'B1-B5'), rng));
    expect(last.events).toEqual([{ type: 'end', scores: {}, winner: null, reason: 'move limit', words: { en: 'move limit', ja: '手数の上限' } }]);
    state = last.state;
    expect(game.isOver(state)).toBe(true);
    expect(game.legalMoves(state)).toEqual([]);
    expect(errorCode(game.play(state, move(state, 'C1-C5'), rng))).toBe('game-over');
    expect(game.view(state)).toMatchObject({ over: true, movesLeft: 0 });
  });

  it('the last move needs no cast', () => {
    const state = playAll(start({ limit: 1, cast: 3 }), 'A1-A5');
    expect(game.isOver(state)).toBe(true);
    expect(game.pending(state)).toBeNull();
  });
});

describe('free view', () => {
  it('is plain JSON describing the game', () => {
    const state = playAll(
      at(
        { occupied: ['A1'], colors: { A1: 'red' } },
        { rows: 2, cols: 3, add: true, colors: ['red', 'blue'], limit: 5 },
      ),
      '+C2:blue',
    );
    const view = game.view(state);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(view).toEqual({
      game: 'free',
      geometry: { rows: 2, cols: 3 },
      pieces: [
        { cell: 0, name: 'A1', color: 'red' },
        { cell: 5, name: 'C2', color: 'blue' },
      ],
      movesMade: 1,
      lastMove: '+C2:blue',
      lastCast: null,
      sticks: 0,
      pending: null,
      movesLeft: 4,
      over: false,
    });
  });
});
