// The session keeps every input that changes the game before it returns (so before any light
// confirms it), and refuses an input it cannot keep, leaving the game as it was.
import { describe, expect, it } from 'vitest';
import { freeGame, seededRng } from '../../rules/index.ts';
import { shapeOf } from '../games/shape.ts';
import { GameSession, type SessionRecord } from '../session/session.ts';

function session(extra: object, sticks: 'virtual' | 'physical', refuse: (r: SessionRecord) => string | null = () => null) {
  const g = { rows: 9, cols: 9 };
  const options = freeGame.parseOptions(extra, g);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.parsePosition('colors' in extra ? { occupied: ['A1'], colors: { A1: 'red' } } : { occupied: ['A1'] }, options.value);
  if (!state.ok) throw new Error(state.error.message);
  const kept: SessionRecord[] = [];
  const s = new GameSession({ shape: shapeOf(freeGame, options.value, state.value), state: state.value, rng: seededRng(3), sticks, recorder: (r) => refuse(r) ?? (kept.push(r), null) });
  return { s, kept };
}

describe('the session keeps its inputs', () => {
  it('keeps moves, physical casts, choices and undos, in order, before returning', () => {
    const { s, kept } = session({ cast: 5, add: true, colors: ['red', 'black'] }, 'physical');
    s.playText('A1-B1');
    expect(kept).toEqual([{ type: 'move', move: 'A1-B1' }]); // kept by the time play returns
    s.cast(4);
    s.playText('+C3:black');
    s.cast(1);
    s.undo();
    expect(kept).toEqual([
      { type: 'move', move: 'A1-B1' },
      { type: 'cast', heads: 4, purpose: 'free cast' },
      { type: 'move', move: '+C3:black' },
      { type: 'cast', heads: 1, purpose: 'free cast' },
      { type: 'undo' },
    ]);
  });

  it('keeps virtual casts, marked as such, after the move that led to them', () => {
    const { s, kept } = session({ cast: 5 }, 'virtual');
    const events = s.playText('A1-B1');
    const heads = (events.find((e) => e.type === 'cast') as { heads: number }).heads;
    expect(kept).toEqual([{ type: 'move', move: 'A1-B1' }, { type: 'cast', heads, purpose: 'free cast', virtual: true }]);
  });

  it('keeps nothing for refused inputs and for a look-alike choice withdrawn', () => {
    const { s, kept } = session({ add: true, colors: ['red', 'black'] }, 'virtual');
    s.playText('A1-Z9');
    s.cast(3);
    s.undo();
    const lookAlike = s.position().candidates.filter((c) => c.footprint.fill.has(freeGame.parseCell('E5', { rows: 9, cols: 9 })!));
    s.commit(lookAlike);
    s.undo(); // withdraws the open choice: nothing was played
    expect(kept).toEqual([]);
  });

  it('refuses an input it cannot keep, and the game stays as it was', () => {
    let full = false;
    const { s, kept } = session({ cast: 5 }, 'physical', () => (full ? 'cannot write the journal /j (ENOSPC)' : null));
    s.playText('A1-B1');
    full = true;
    const before = s.state;
    expect(s.cast(2)).toEqual([{ type: 'rejected', reason: 'cannot write the journal /j (ENOSPC)', code: 'not-recorded' }]);
    expect(s.state).toBe(before);
    expect(s.awaiting()).toMatchObject({ type: 'pending' });
    expect(s.undo()).toEqual([{ type: 'rejected', reason: 'cannot write the journal /j (ENOSPC)', code: 'not-recorded' }]);
    expect(s.log).toEqual([{ move: 'A1-B1' }]);
    full = false;
    expect(s.cast(2)).toEqual([{ type: 'cast', heads: 2, purpose: 'free cast' }]);
    expect(s.playText('B1-C1')[0]).toEqual({ type: 'move', move: 'B1-C1' });
    s.cast(5);
    full = true;
    expect(s.playText('C1-D1')).toEqual([{ type: 'rejected', reason: 'C1-D1: cannot write the journal /j (ENOSPC)', code: 'not-recorded', params: { move: 'C1-D1' } }]);
    expect(s.log).toEqual([{ move: 'A1-B1' }, { move: 'B1-C1' }]);
    expect(kept.map((r) => r.type)).toEqual(['move', 'cast', 'move', 'cast']);
  });
});
