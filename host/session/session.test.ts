import { describe, expect, it } from 'vitest';
import { CellSet, freeGame, gardenGame, seededRng, type Json } from '../../rules/index.ts';
import { shapeOf } from '../games/shape.ts';
import { GameSession } from './session.ts';

const g = { rows: 9, cols: 9 };
const cell = (name: string): number => freeGame.parseCell(name, g)!;

function session(occupied: string[], extra: object = {}, sticks: 'virtual' | 'physical' = 'virtual') {
  const options = freeGame.parseOptions(extra, g);
  if (!options.ok) throw new Error(options.error.message);
  const state = freeGame.parsePosition('colors' in extra ? { occupied, colors: {} } : { occupied }, options.value);
  if (!state.ok) throw new Error(state.error.message);
  return new GameSession({ shape: shapeOf(freeGame, options.value, state.value), state: state.value, rng: seededRng(7), sticks });
}

describe('GameSession', () => {
  it('plays a single matching move and logs it', () => {
    const s = session(['A1']);
    const events = s.commit(s.position().candidates.filter((c) => c.footprint.fill.has(cell('C3'))));
    expect(events).toEqual([{ type: 'move', move: 'A1-C3' }]);
    expect(s.position().expected.equals(CellSet.of(cell('C3')))).toBe(true);
    expect(s.log).toEqual([{ move: 'A1-C3' }]);
  });

  it('casts virtual sticks from the injected rng, the same for the same seed', () => {
    const run = () => {
      const s = session(['A1'], { cast: 5 });
      return s.playText('A1-B1');
    };
    const events = run();
    expect(events[0]).toEqual({ type: 'move', move: 'A1-B1' });
    const cast = events.find((e) => e.type === 'cast');
    expect(cast).toMatchObject({ type: 'cast', purpose: 'free cast' });
    expect(run()).toEqual(events);
  });

  it('waits for physical sticks and checks the count', () => {
    const s = session(['A1'], { cast: 5 }, 'physical');
    expect(s.playText('A1-B1')).toEqual([
      { type: 'move', move: 'A1-B1' },
      // The game's words for the cast go along, for screens in either language.
      { type: 'pending', for: 'cast', sticks: 5, purpose: 'free cast', words: { en: 'Cast the 5 sticks and count the heads', ja: '棒を 5 本投げて、表の数を数える' } },
    ]);
    expect(s.position().candidates).toEqual([]);
    expect(s.cast(6)).toEqual([{ type: 'rejected', reason: 'a cast of 5 sticks shows 0 to 5 heads, not 6', code: 'bad-cast', params: { sticks: 5, heads: 6 } }]);
    expect(s.cast(3)).toEqual([{ type: 'cast', heads: 3, purpose: 'free cast' }]);
    expect(s.position().candidates.length).toBeGreaterThan(0);
    expect(s.cast(2)).toEqual([{ type: 'rejected', reason: 'no cast is awaited', code: 'not-awaited' }]);
  });

  it('turns look-alike moves into a choice and plays the chosen one', () => {
    const s = session([], { add: true, colors: ['red', 'black'] });
    const lookAlike = s.position().candidates.filter((c) => c.footprint.fill.has(cell('E5')));
    const events = s.commit(lookAlike);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'choice', options: ['+E5:red', '+E5:black'] }); // in the options' order
    // While the choice is open the board already shows the piece.
    expect(s.position().expected.equals(CellSet.of(cell('E5')))).toBe(true);
    expect(s.choose('+E5:green')[0]).toMatchObject({ type: 'rejected' });
    expect(s.choose('+E5:red')).toEqual([{ type: 'move', move: '+E5:red' }]);
    expect(s.awaiting()).toBeNull();
  });

  it('reports the end of the game and then lists no candidates', () => {
    const s = session(['A1'], { limit: 1 });
    const events = s.playText('A1-A2');
    expect(events.at(-1)).toMatchObject({ type: 'end', reason: 'move limit' });
    expect(s.position().candidates).toEqual([]);
    expect(s.playText('A2-A3')[0]).toMatchObject({ type: 'rejected' });
  });

  it('rejects notation the game cannot read', () => {
    const s = session(['A1']);
    expect(s.playText('A1-Z9')[0]).toMatchObject({ type: 'rejected' });
    expect(s.log).toEqual([]);
  });

  it('undoes the last move with the cast that followed it', () => {
    const s = session(['A1'], { cast: 5 }, 'physical');
    expect(s.undo()).toEqual([{ type: 'rejected', reason: 'there is no move to undo', code: 'nothing-to-undo' }]);
    s.playText('A1-B1');
    s.cast(4);
    s.playText('B1-C1');
    expect(s.undo()).toEqual([{ type: 'undone', move: 'B1-C1' }]);
    expect(s.position().expected.equals(CellSet.of(cell('B1')))).toBe(true);
    expect(s.undo()).toEqual([{ type: 'undone', move: 'A1-B1' }]);
    expect(s.position().expected.equals(CellSet.of(cell('A1')))).toBe(true);
    expect(s.log).toEqual([]);
    expect(s.awaiting()).toBeNull();
  });

  it('refuses an entry nested too deep before the game or the journal walks it (once a stack overflow when recorded)', () => {
    const options = gardenGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const start = gardenGame.setup(options.value, seededRng(1));
    const s = new GameSession({ shape: shapeOf(gardenGame, options.value, start), state: start, rng: seededRng(7), sticks: 'virtual' });
    const records: string[] = [];
    // What the journal does with every record.
    s.recordTo((r) => { records.push(JSON.stringify(r)); return null; });
    s.playText(gardenGame.formatMove(gardenGame.legalMoves(start)[0], start));
    expect(s.awaiting()).toMatchObject({ type: 'entry' });
    // The garden reads "seed" and ignores the rest: 100,000 levels of lists under another key.
    const deep = JSON.parse(`{"seed": "rose", "x": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as Json;
    expect(s.enter(deep)).toEqual([{ type: 'rejected', reason: 'too deep: more than 32 levels of objects and lists in the entry', code: 'too-deep', malformed: true }]);
    expect(records).toHaveLength(1);
    expect(s.awaiting()).toMatchObject({ type: 'entry' });
    expect(s.enter({ seed: 'rose' }).some((e) => e.type === 'rejected')).toBe(false);
    expect(records).toHaveLength(2);
  });
});
