// Pieces as small integer codes, so a board is an Int8Array of 81 codes and move generation does
// no string or object work. 0 is an empty square; 1..40 are the pieces of both sides; TAM is the
// shared Tam2. A code packs kind (0..9), colour (0 red, 1 black) and side (0 A, 1 IA).
import type { Color, Kind } from './hands.ts';

export type { Color, Kind } from './hands.ts';
export type Side = 'A' | 'IA';

/** Kinds in the order of the glyphs 船兵弓車虎馬筆巫将王 (the same order as hands.ts). */
export const KIND_NAMES: readonly Kind[] = [
  'nuak1', 'kauk2', 'gua2', 'kaun1', 'dau2', 'maun1', 'kua2', 'tuk2', 'uai1', 'io',
];
export const KIND_GLYPHS = '船兵弓車虎馬筆巫将王';
export const COLOR_NAMES: readonly Color[] = ['red', 'black'];
export const COLOR_GLYPHS = '赤黒';
export const SIDES: readonly Side[] = ['A', 'IA'];

// Kind indices, used by the move generator.
export const NUAK1 = 0;
export const KAUK2 = 1;
export const GUA2 = 2;
export const KAUN1 = 3;
export const DAU2 = 4;
export const MAUN1 = 5;
export const KUA2 = 6;
export const TUK2 = 7;
export const UAI1 = 8;
export const IO = 9;

export const EMPTY = 0;
export const TAM = 41;

/** How many of each kind exist per colour: 兵 8, 王 and 船 1, the others 2. */
export const SUPPLY_PER_COLOR: readonly number[] = [1, 8, 2, 2, 2, 2, 2, 2, 2, 1];

export function pieceCode(side: number, color: number, kind: number): number {
  return 1 + kind + 10 * color + 20 * side;
}

// Decoding tables: lookups are cheaper than arithmetic in the generator's inner loops.
export const KIND_OF = new Int8Array(42).fill(-1);
export const COLOR_OF = new Int8Array(42).fill(-1);
export const SIDE_OF = new Int8Array(42).fill(-1);
for (let side = 0; side < 2; side++) {
  for (let color = 0; color < 2; color++) {
    for (let kind = 0; kind < 10; kind++) {
      const code = pieceCode(side, color, kind);
      KIND_OF[code] = kind;
      COLOR_OF[code] = color;
      SIDE_OF[code] = side;
    }
  }
}

export function sideIndex(side: Side): number {
  return side === 'A' ? 0 : 1;
}

export function otherSide(side: Side): Side {
  return side === 'A' ? 'IA' : 'A';
}

export function kindIndex(kind: string): number {
  return KIND_NAMES.indexOf(kind as Kind);
}

export function colorIndex(color: string): number {
  return COLOR_NAMES.indexOf(color as Color);
}

/** A held piece's index in a 20-slot count table: colour × 10 + kind. */
export function handSlot(color: number, kind: number): number {
  return color * 10 + kind;
}
