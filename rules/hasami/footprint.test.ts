import { describe, expect, it } from 'vitest';
import { footprintOf } from '../footprint.ts';
import { hasamiGame as game } from './game.ts';
import { hasamiAt, start } from './testing/positions.ts';

const G = { rows: 9, cols: 9 };
const cell = (name: string) => game.parseCell(name, G)!;
const names = (cells: Iterable<number>) => [...cells].map((c) => game.cellName(c, G));
const move = (state: Parameters<typeof game.parseMove>[1], text: string) => {
  const m = game.parseMove(text, state);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};

describe('Hasami Shogi on the board', () => {
  it('lifts the mover from its cell and puts it on the destination: a plain move, nothing to remove', () => {
    const s = start();
    const fp = game.footprint(s, move(s, 'A9-A5'));
    expect(names(fp.from!)).toEqual(['A9']);
    expect(names(fp.fill!)).toEqual(['A5']);
    expect(fp.remove).toBeUndefined();
    expect(fp.kind).toBeUndefined();
    expect(fp.touch).toBeUndefined();
    expect(footprintOf(game, s, move(s, 'A9-A5'))).toMatchObject({ kind: 'plain', sensing: 'fully' });
  });

  it('names the pieces a capture takes off as remove, with kind capture; the destination is never touched', () => {
    const s = hasamiAt({ E9: 'black', D5: 'white', C5: 'black', F5: 'white', G5: 'black', E4: 'white', E3: 'black', I1: 'white' });
    const full = footprintOf(game, s, move(s, 'E9-E5'));
    expect(names(full.from)).toEqual(['E9']);
    expect(names(full.fill)).toEqual(['E5']);
    expect(names(full.remove)).toEqual(['E4', 'D5', 'F5']);
    expect(names(full.lift)).toEqual(['E4', 'D5', 'F5', 'E9']);
    expect(full.kind).toBe('capture');
    expect(full.touch.isEmpty()).toBe(true);
  });

  it('shows every piece as occupied and nothing else', () => {
    const s = hasamiAt({ E9: 'black', D5: 'white' });
    expect(names(game.occupancy(s))).toEqual(['D5', 'E9']);
    expect(game.occupancy(s).has(cell('D5'))).toBe(true);
  });
});
