import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { cellRuns, cellsInWords } from './cell-words.ts';
import { scarabyaGame as game } from './game.ts';
import { parseCellName } from './mask.ts';
import { block, gameOn, moveOf, optionsOf, playAll, siteExcept } from './testing/support.ts';
import { playedState } from './testing/arbitraries.ts';
import type { ScarabyaState } from './types.ts';

const words = (state: ScarabyaState, text: string) => game.describeMove!(state, moveOf(state, text));
const cells = (...names: string[]) => names.map((n) => parseCellName(n)!);

// Two rocks wall A4 in on two sides: a tile along row 5 closes it.
const open = { rocks: ['A3', 'B4'], scarabs: ['A4'] };
// Only D4–G7 is free (see modes.test.ts).
const small = (scarabs: string[]) => siteExcept(block('D4', 'G7'), scarabs);

describe('cells in words', () => {
  it('reads a tile as its runs, the longest first', () => {
    expect(cellsInWords(cells('A1', 'A2', 'A3', 'A4', 'B4'))).toEqual({ en: 'A1–A4 and B4', ja: 'A1–A4 と B4' });
    expect(cellsInWords(cells('A1', 'B1', 'C1', 'B2', 'B3')).en).toBe('A1–C1 and B2–B3');
    expect(cellsInWords(cells('B1', 'A2', 'B2', 'C2', 'B3'))).toEqual({ en: 'B1–B3, A2 and C2', ja: 'B1–B3、A2 と C2' });
    expect(cellsInWords(cells('J10')).en).toBe('J10');
    // A run never wraps from one row into the next.
    expect(cellRuns(cells('J1', 'A2'))).toEqual([cells('J1'), cells('A2')]);
  });
});

describe('placements in words', () => {
  it('names the tile and where it goes, and nobody in solo', () => {
    const state = gameOn(open, ['L', 'I'], { mode: 'solo' });
    expect(words(state, 'L:E2,E3,E4,E5,F5')).toEqual({
      en: 'The L on E2–E5 and F5',
      ja: 'L 字を E2–E5 と F5 に置く',
      group: { en: 'The L from E2 (its top-left square)', ja: 'L 字（左上のマスが E2）' },
    });
  });

  it('says which scarabs a tile covers and which areas it closes', () => {
    const state = gameOn(small(['E5']), ['X', 'L'], { mode: 'solo' });
    expect(words(state, 'X:E4,D5,E5,F5,E6')).toMatchObject({
      en: 'The X on E4–E6, D5 and F5 — covers the scarab on E5; closes a 1-cell area (D4), no scarab',
      ja: 'X 字を E4–E6、D5 と F5 に置く — E5 のスカラベを覆う／D4 の 1 マスを区画として閉じる（スカラベなし）',
    });
  });

  it('in solo, a scarab closed in an area is lost', () => {
    const state = playAll(gameOn(open, ['L', 'I'], { mode: 'solo' }), 'L:F2,F3,F4,F5,G5').state;
    expect(words(state, 'I:A5,B5,C5,D5,E5')).toMatchObject({
      en: 'The I on A5–E5 — closes a 1-cell area (A4) with the scarab on A4 in it: it can no longer be covered',
      ja: 'I 字を A5–E5 に置く — A4 の 1 マスを区画として閉じる（A4 のスカラベはもう覆えない）',
    });
  });

  it('in one-to-one, names the player to place and what the area scores', () => {
    const state = playAll(gameOn(open, ['L', 'I', 'P'], { mode: 'one-to-one' }), 'L:F2,F3,F4,F5,G5').state;
    expect(words(state, 'I:A5,B5,C5,D5,E5')).toEqual({
      en: 'P2: the I on A5–E5 — closes a 1-cell area (A4) with 1 scarab: +1',
      ja: 'P2: I 字を A5–E5 に置く — A4 の 1 マスを区画として閉じる（スカラベ 1 匹: +1 点）',
      group: { en: 'P2: the I from A5 (its top-left square)', ja: 'P2: I 字（左上のマスが A5）' },
    });
  });

  it('lists every area a tile closes, with and without scarabs', () => {
    const state = playAll(gameOn(small(['D4', 'E5', 'F4', 'G7']), ['X', 'L'], { mode: 'one-to-one' }), 'X:E4,D5,E5,F5,E6').state;
    expect(words(state, 'L:G4,G5,G6,F7,G7').en).toBe(
      'P2: the L on G4–G7 and F7 — covers the scarab on G7; closes a 1-cell area (F4) with 1 scarab: +1; ' +
        'closes a 3-cell area (D6–D7 and E7), no scarab; closes a 1-cell area (F6), no scarab',
    );
  });

  it('adds up a tile that scores two areas', () => {
    // The I along row 5 closes A4 (a scarab) and, with the rocks A7 B6, the cell A6 (a scarab).
    const state = gameOn({ rocks: ['A3', 'B4', 'A7', 'B6'], scarabs: ['A4', 'A6'] }, ['L', 'I'], { mode: 'one-to-one' });
    const after = playAll(state, 'L:F2,F3,F4,F5,G5').state;
    expect(words(after, 'I:A5,B5,C5,D5,E5').en).toBe(
      'P2: the I on A5–E5 — closes a 1-cell area (A4) with 1 scarab: +1; closes a 1-cell area (A6) with 1 scarab: +1; +2 in all',
    );
    expect(words(after, 'I:A5,B5,C5,D5,E5').ja).toContain('合計 +2 点');
  });

  it('in standard mode, names whose site; a move that cannot be made now says where only', () => {
    const state = gameOn(open, ['I', 'L'], { players: 2 });
    expect(words(state, '2 I:A5,B5,C5,D5,E5').en).toBe('P2: the I on A5–E5 — closes a 1-cell area (A4) with 1 scarab: +1');
    const half = playAll(state, '2 I:A5,B5,C5,D5,E5').state;
    // P2 has placed this mission: the same cells elsewhere are words without effects, not an error.
    expect(words(half, '2 I:A6,B6,C6,D6,E6')).toMatchObject({ en: 'P2: the I on A6–E6', ja: 'P2: I 字を A6–E6 に置く' });
    expect(words(half, '1 I:A5,B5,C5,D5,E5').en).toContain('+1');
  });

  it('every legal move of seeded positions in every mode has words of its own, in a group', () => {
    const setups: Json[] = [{ mode: 'solo' }, { mode: 'one-to-one' }, { mode: 'standard', players: 3 }, { mode: 'solo', allowFlip: false }];
    let checked = 0;
    for (const json of setups) {
      for (const seed of [1, 2, 3]) {
        for (const picks of [[], [3, 1], [5, 8, 13, 21]]) {
          const state = playedState(optionsOf(json), seed, picks);
          for (const move of game.legalMoves(state)) {
            const notation = game.formatMove(move, state);
            const w = game.describeMove!(state, move);
            expect(w.en.length).toBeGreaterThan(0);
            expect(w.ja.length).toBeGreaterThan(0);
            expect(w.en).not.toBe(notation);
            expect(w.ja).not.toBe(notation);
            expect(w.en).not.toContain(':' + notation.split(':')[1]);
            expect(w.group?.en).toMatch(/from [A-J]\d+/);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('two placements never read alike on the same site', () => {
    const state = game.setup(optionsOf({ mode: 'standard', players: 2, siteSeed: 9 }), seededRng(1));
    const seen = new Set<string>();
    for (const move of game.legalMoves(state)) seen.add(game.describeMove!(state, move).en);
    expect(seen.size).toBe(game.legalMoves(state).length);
  });
});
