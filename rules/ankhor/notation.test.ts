import { describe, expect, it } from 'vitest';
import { ankhorGame as game } from './game.ts';
import { errorOf, stateOf, value } from './testing/build.ts';

const state = stateOf({ grid: { rows: 4, cols: 5 }, players: [{}, {}] });
const parse = (text: string) => game.parseMove(text, state);
const round = (text: string) => game.formatMove(value(parse(text)), state);

describe('move notation', () => {
  it('reads and writes every kind of move', () => {
    expect(value(parse('take ankh,blue,red'))).toEqual({ type: 'take', tokens: ['ankh', 'blue', 'red'] });
    expect(value(parse('buy 3 C4'))).toEqual({ type: 'buy', slot: 2, cell: 17, upper: false });
    expect(value(parse('buy 6 ^B2'))).toEqual({ type: 'buy', slot: 5, cell: 6, upper: true });
    expect(value(parse('refresh 2'))).toEqual({ type: 'refresh', pile: 1 });
    expect(value(parse('refresh'))).toEqual({ type: 'refresh', pile: null });
    expect(value(parse('move A1 E4'))).toEqual({ type: 'move', upper: false, from: 0, to: 19 });
    expect(value(parse('move ^A1 ^D3'))).toEqual({ type: 'move', upper: true, from: 0, to: 13 });
    expect(value(parse('end'))).toEqual({ type: 'end' });
    for (const text of ['take ankh,blue,red', 'buy 3 C4', 'buy 6 ^B2', 'refresh 1', 'refresh', 'move A1 E4', 'move ^A1 ^D3', 'end']) {
      expect(round(text)).toBe(text);
    }
  });

  it('sorts the tokens of a take and reads them in any case and spacing', () => {
    expect(round('take red, Blue,ankh')).toBe('take ankh,blue,red');
    expect(round('TAKE white white green')).toBe('take green,white,white');
    expect(round('buy 1 c2')).toBe('buy 1 C2');
  });

  it('refuses what is not a move', () => {
    expect(errorOf(parse('take gold,red,red')).message).toBe('"gold" is no token: ankh, black, blue, green, red, white');
    expect(errorOf(parse('buy 7 A1')).code).toBe('bad-notation');
    expect(errorOf(parse('buy 1 F1')).message).toBe('"F1" is no cell of a 4×5 tableau');
    // E1 and A4 start no 2×2 block on a 4×5 grid.
    expect(errorOf(parse('buy 1 ^E1')).message).toBe('"^E1" is no cell block of a 4×5 tableau');
    expect(errorOf(parse('buy 1 ^A4')).code).toBe('bad-notation');
    expect(errorOf(parse('move A1 ^B2')).message).toBe('a base tile moves to a cell (C4), an upper tile to a block (^B2)');
    expect(errorOf(parse('refresh 3')).code).toBe('bad-notation');
    expect(errorOf(parse('pass')).message).toBe('"pass" is no move: take, buy, refresh, move or end');
  });
});
