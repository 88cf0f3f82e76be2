import { describe, expect, it } from 'vitest';
import { CellSet } from './cellset.ts';
import { ok } from './contract.ts';
import { defineGame } from './define-game.ts';
import { fail } from './fail.ts';
import { seededRng } from './rng.ts';

// A one-row race to the end: the smallest game that ends, with a result and no other member.
type State = { at: number; toMove: 'a' | 'b' };
const race = defineGame<State, number, Record<string, never>>({
  id: 'race', title: 'Race',
  parseOptions: () => ok({}),
  geometry: () => ({ rows: 1, cols: 3 }),
  setup: () => ({ at: 0, toMove: 'a' }),
  legalMoves: (s) => (s.at >= 2 ? [] : [s.at + 1]),
  play: (s, to) => (to === s.at + 1 ? ok({ state: { at: to, toMove: s.toMove === 'a' ? 'b' : 'a' }, events: [] }) : fail('too-far', 'one step at a time')),
  occupancy: (s) => CellSet.of(s.at),
  footprint: (s, to) => ({ from: CellSet.of(s.at), fill: CellSet.of(to) }),
  parseMove: (text) => (/^[0-2]$/.test(text) ? ok(Number(text)) : fail('bad-notation', 'a cell number')),
  formatMove: (to) => String(to),
  parsePosition: () => fail('no-positions', 'none'),
  formatPosition: (s) => ({ at: s.at, toMove: s.toMove }),
  result: (s) => (s.at >= 2 ? { winner: s.toMove === 'a' ? 'b' : 'a', scores: { a: 0, b: 0 }, reason: 'reached the end' } : null),
});

describe('defineGame: a game from the members it needs', () => {
  const start = race.setup({}, seededRng(1));
  const end = { at: 2, toMove: 'a' as const };

  it('waits for nothing and refuses an input with a stable code', () => {
    expect(race.pending(start)).toBeNull();
    expect(race.resolve(start, { cast: 2 }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'nothing-pending' } });
  });

  it('names cells in A1 notation on the geometry given, corners as ^A1', () => {
    const g = { rows: 1, cols: 3 };
    expect(race.cellName(2, g)).toBe('C1');
    expect(race.parseCell('B1', g)).toBe(1);
    expect(race.parseCell('Z9', g)).toBeNull();
  });

  it('takes the one move that looks so, and asks among several in both languages', () => {
    expect(race.disambiguate(start, [1])).toEqual({ move: 1 });
    expect(race.disambiguate(start, [1, 2])).toMatchObject({ choice: { options: [1, 2], words: { en: 'Which move was played?', ja: 'どの手を指しましたか？' } } });
  });

  it('is over when it has a result, and its view shows the position, over and the result', () => {
    expect(race.isOver(start)).toBe(false);
    expect(race.isOver(end)).toBe(true);
    expect(race.view(start)).toEqual({ at: 0, toMove: 'a', over: false, result: null });
    expect(race.view(end)).toEqual({ at: 2, toMove: 'a', over: true, result: { winner: 'b', scores: { a: 0, b: 0 }, reason: 'reached the end' } });
  });

  it('keeps a member the game gives over the default', () => {
    const named = defineGame({ ...race, cellName: () => 'here', isOver: () => false });
    expect(named.cellName(0, { rows: 1, cols: 3 })).toBe('here');
    expect(named.isOver(end)).toBe(false);
  });

  it('refuses a game that can say neither whether it is over nor how it ended', () => {
    const { result: _result, isOver: _isOver, ...endless } = race;
    expect(() => defineGame({ ...endless, id: 'endless' })).toThrow(/endless: give isOver or result/);
  });
});
