// A move whose success hangs on a cast is reported once, after the cast, with `failed` if it
// failed — as game records keep failed moves. Tested with a small game built on `free`.
import { describe, expect, it } from 'vitest';
import { freeGame, ok, seededRng, type AnyGame, type FreeMove, type FreeState } from '../../rules/index.ts';
import { shapeOf } from '../games/shape.ts';
import { GameSession } from './session.ts';

type S = FreeState & { waiting?: { move: FreeMove; before: FreeState } };
const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;

/** Moves onto row 5 need 3 heads of 5 sticks; otherwise the piece stays where it was. */
const riverGame: AnyGame = {
  ...freeGame,
  id: 'river',
  play(state: S, move: FreeMove, rng) {
    const played = freeGame.play(state, move, rng);
    if (!played.ok || move.type !== 'move' || Math.floor(move.to / 9) !== 4) return played;
    return ok({ ...played.value, state: { ...played.value.state, waiting: { move, before: state } } as S });
  },
  pending(state: S) {
    return state.waiting ? { kind: 'cast', sticks: 5, purpose: 'river', decidesMove: true } : freeGame.pending(state);
  },
  resolve(state: S, input, rng) {
    if (!state.waiting || !('cast' in input)) return freeGame.resolve(state, input, rng);
    const { waiting, ...rest } = state;
    return ok(input.cast >= 3 ? { state: rest as S, events: [] } : { state: { ...waiting.before, moveCount: rest.moveCount } as S, events: [], failed: true });
  },
};

function session(sticks: 'virtual' | 'physical', seed = 1) {
  const options = freeGame.parseOptions({}, g);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.parsePosition({ occupied: ['A1'] }, options.value);
  if (!state.ok) throw new Error(state.error.message);
  return new GameSession({ shape: shapeOf(riverGame, options.value, state.value), state: state.value, rng: seededRng(seed), sticks });
}

describe('a move decided by a cast', () => {
  it('is reported after a physical cast, as failed when the heads fall short', () => {
    const s = session('physical');
    expect(s.playText('A1-A5')).toEqual([{ type: 'pending', for: 'cast', sticks: 5, purpose: 'river' }]);
    expect(s.log).toEqual([]);
    expect(s.cast(2)).toEqual([
      { type: 'cast', heads: 2, purpose: 'river' },
      { type: 'move', move: 'A1-A5', failed: true },
    ]);
    expect(s.log).toEqual([{ move: 'A1-A5', failed: true }]);
    expect([...s.position().expected]).toEqual([cell('A1')]); // the piece goes back
    expect(s.playText('A1-A5')).toHaveLength(1);
    expect(s.cast(4)).toEqual([{ type: 'cast', heads: 4, purpose: 'river' }, { type: 'move', move: 'A1-A5' }]);
    expect([...s.position().expected]).toEqual([cell('A5')]);
  });

  it('is reported once with virtual sticks, cast first', () => {
    const s = session('virtual');
    const events = s.playText('A1-A5');
    expect(events.map((e) => e.type)).toEqual(['cast', 'move']);
    expect(s.log).toHaveLength(1);
  });

  it('can be taken back while its cast is awaited', () => {
    const s = session('physical');
    s.playText('A1-A5');
    expect(s.undo()).toEqual([{ type: 'undone', move: 'A1-A5' }]);
    expect(s.awaiting()).toBeNull();
    expect([...s.position().expected]).toEqual([cell('A1')]);
  });

  it('is reported at once when no cast decides it', () => {
    const s = session('physical');
    expect(s.playText('A1-A2')).toEqual([{ type: 'move', move: 'A1-A2' }]);
  });
});
