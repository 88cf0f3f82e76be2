// A game with no view of its own, drawn by convention from its view JSON: the pieces it lists
// (either form) and its facts, in English and Japanese.
import { beforeEach, describe, expect, it } from 'vitest';
import { listedPieces, plainFacts } from './parts/plain-view.ts';
import { fakePage } from '../../testing/text-dom.ts';

fakePage('en');
beforeEach(() => localStorage.setItem('tabletop-lang', 'en'));

describe('the plain view of a game with no view of its own', () => {
  it('reads pieces as a position JSON writes them ({cell: colour}) and as a list of {name, color}', () => {
    expect(listedPieces({ pieces: { A9: 'black', B1: 'white' } })).toEqual([{ cell: 'A9', colour: 'black' }, { cell: 'B1', colour: 'white' }]);
    expect(listedPieces({ pieces: [{ name: 'C3', color: 'red' }, { name: 4 }, 'junk'] })).toEqual([{ cell: 'C3', colour: 'red' }]);
    expect(listedPieces({ pieces: 'none' })).toEqual([]);
    expect(listedPieces(null)).toEqual([]);
  });

  it('says whose turn it is and the scores while the game goes on, the winner once it ended', () => {
    expect(plainFacts({ toMove: 'black', scores: { black: 1, white: 0 }, result: null })).toEqual([
      { label: 'to move', value: 'black' },
      { label: 'scores', value: 'black 1 · white 0' },
    ]);
    expect(plainFacts({ toMove: 'white', scores: { black: 5, white: 2 }, result: { winner: 'black', scores: { black: 5, white: 2 }, reason: 'five captured' } })).toEqual([
      { label: 'scores', value: 'black 5 · white 2' },
      { label: 'result', value: 'black wins' },
    ]);
    expect(plainFacts({ result: { winner: null } })).toEqual([{ label: 'result', value: 'no winner' }]);
  });

  it('says them in Japanese on a Japanese page', () => {
    localStorage.setItem('tabletop-lang', 'ja');
    expect(plainFacts({ toMove: 'black', result: null })).toEqual([{ label: '手番', value: 'black' }]);
    expect(plainFacts({ result: { winner: 'white' } })).toEqual([{ label: '結果', value: 'white の勝ち' }]);
  });
});
