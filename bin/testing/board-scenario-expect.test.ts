// What a scenario's `expect` checks, and the differences it reports.
import { describe, expect, it } from 'vitest';
import { differences, partialMismatch, type TableShows } from './board-scenario-expect.ts';

const table: TableShows = {
  moves: ['A1-E5'],
  lights: { A1: 'last', E5: 'confirm' },
  view: { movesMade: 1, pieces: [{ name: 'E5', color: 'red' }], captured: { black: 1, red: 0 } },
  toMove: 'P1',
};

describe('differences', () => {
  it('holds when the named parts match, whatever else the table shows', () => {
    expect(differences({ moves: ['A1-E5'], lights: { E5: 'confirm', B2: null }, view: { captured: { black: 1 } }, toMove: 'P1' }, table)).toEqual([]);
  });

  it('says every part that differs', () => {
    expect(differences({ moves: [], lights: { A1: 'target', B2: 'fill', E5: null }, toMove: null }, table)).toEqual([
      'moves: expected [], got ["A1-E5"]',
      'lights: A1 expected target, got last',
      'lights: B2 expected fill, got unlit',
      'lights: E5 expected unlit, got confirm',
      'toMove: expected null, got "P1"',
    ]);
    expect(differences({ moves: ['A1-E5', 'E5-E6'] }, table)).toEqual(['moves: expected ["A1-E5","E5-E6"], got ["A1-E5"]']);
  });
});

describe('partialMismatch', () => {
  it('names the path of the first value that differs', () => {
    expect(partialMismatch({ captured: { black: 2 } }, table.view, 'view')).toBe('view.captured.black: expected 2, got 1');
    expect(partialMismatch({ pieces: [{ color: 'black' }] }, table.view, 'view')).toBe('view.pieces[0].color: expected "black", got "red"');
    expect(partialMismatch({ over: false }, table.view, 'view')).toBe('view.over: expected false, got nothing');
  });

  it('takes arrays whole: the same length, each item matched in part', () => {
    expect(partialMismatch({ pieces: [{ name: 'E5' }] }, table.view, 'view')).toBeNull();
    expect(partialMismatch({ pieces: [] }, table.view, 'view')).toBe('view.pieces: expected [], got [{"name":"E5","color":"red"}]');
    expect(partialMismatch({ captured: [] }, table.view, 'view')).toBe('view.captured: expected [], got {"black":1,"red":0}');
  });
});
