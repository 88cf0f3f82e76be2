import { describe, expect, it } from 'vitest';
import type { Json, Result } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { freeGame as game } from './game.ts';
import type { FreeState } from './types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const start = (options: Json = {}): FreeState => game.setup(value(game.parseOptions(options)), seededRng(1));
const words = (state: FreeState, text: string) => game.describeMove!(state, value(game.parseMove(text, state)));

describe('free moves in words', () => {
  it('says a piece move and a new piece plainly, grouped by the piece moved', () => {
    const s = start({ add: true });
    expect(words(s, 'C1-D5')).toEqual({
      en: 'Move the piece on C1 to D5',
      ja: 'C1 の駒を D5 へ動かす',
      group: { en: 'The piece on C1', ja: 'C1 の駒' },
    });
    expect(words(s, '+D5')).toEqual({ en: 'Put a new piece on D5', ja: 'D5 に新しい駒を置く', group: { en: 'New pieces', ja: '新しい駒' } });
  });

  it('names colours, in Japanese where it knows the colour and as written otherwise', () => {
    const s = start({ add: true, colors: ['red', 'teal'] });
    expect(words(s, '+D5:red')).toEqual({
      en: 'Put a new red piece on D5',
      ja: 'D5 に新しい駒（赤）を置く',
      group: { en: 'New red pieces', ja: '新しい駒（赤）' },
    });
    expect(words(s, '+D5:teal').ja).toBe('D5 に新しい駒（teal）を置く');
    // The bottom row starts in the second colour.
    expect(words(s, 'A9-A5')).toMatchObject({ en: 'Move the teal piece on A9 to A5', group: { en: 'The teal piece on A9' } });
    expect(words(s, 'A1-A5')).toMatchObject({ ja: 'A1 の駒（赤）を A5 へ動かす', group: { ja: 'A1 の駒（赤）' } });
  });

  it('names a colour called "constructor" as written (its Japanese once read the table’s inherited function)', () => {
    const s = start({ add: true, colors: ['constructor', 'red'] });
    expect(words(s, '+D5:constructor')).toEqual({
      en: 'Put a new constructor piece on D5',
      ja: 'D5 に新しい駒（constructor）を置く',
      group: { en: 'New constructor pieces', ja: '新しい駒（constructor）' },
    });
  });

  it('says every legal move of seeded games in both languages, never as its notation, one group per piece moved', () => {
    const games: [number, Json][] = [[1, { rows: 4, cols: 5, add: true }], [2, { rows: 3, cols: 3, add: true, colors: ['red', 'black', 'blue'] }], [3, {}]];
    for (const [seed, options] of games) {
      const rng = seededRng(seed);
      let s = start(options);
      for (let turn = 0; turn < 6; turn++) {
        const moves = game.legalMoves(s);
        const groups = new Map<string, Set<number>>();
        for (const move of moves) {
          const w = game.describeMove!(s, move);
          const notation = game.formatMove(move, s);
          expect(w.en.length * w.ja.length).toBeGreaterThan(0);
          expect([w.en, w.ja]).not.toContain(notation);
          if (move.type === 'move') groups.set(w.group!.en, (groups.get(w.group!.en) ?? new Set()).add(move.from));
        }
        expect([...groups.values()].every((froms) => froms.size === 1)).toBe(true);
        expect(groups.size).toBe(s.occupied.size);
        s = value(game.play(s, moves[rng.int(0, moves.length - 1)], rng)).state;
      }
    }
  });

  it('names the options of a colour choice by their moves, and anything else as it is', () => {
    const s = start({ add: true, colors: ['red', 'black'] });
    const choice = game.disambiguate(s, [value(game.parseMove('+D5:black', s)), value(game.parseMove('+D5:red', s))]);
    if (!('choice' in choice)) throw new Error('expected a choice');
    const options = choice.choice.options.map((m) => game.formatMove(m, s));
    expect(options.map((o) => game.describeChoice!(s, o).en)).toEqual(['Put a new red piece on D5', 'Put a new black piece on D5']);
    expect(game.describeChoice!(s, '+D5:black').ja).toBe('D5 に新しい駒（黒）を置く');
    expect(game.describeChoice!(s, 'whatever')).toEqual({ en: 'whatever', ja: 'whatever' });
  });

  it('gives the cast after a move its prompt in both languages', () => {
    const s = start({ cast: 3 });
    const moved = value(game.play(s, value(game.parseMove('A1-A2', s)), seededRng(1))).state;
    expect(game.pending(moved)).toEqual({ kind: 'cast', sticks: 3, purpose: 'free cast', words: { en: 'Cast the 3 sticks and count the heads', ja: '棒を 3 本投げて、表の数を数える' } });
    const one = start({ cast: 1 });
    const after = value(game.play(one, value(game.parseMove('A1-A2', one)), seededRng(1))).state;
    expect(game.pending(after)).toMatchObject({ words: { en: 'Cast the stick and see whether it falls heads', ja: '棒を 1 本投げて、表か裏かを見る' } });
  });
});
