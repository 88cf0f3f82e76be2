// Teaching at the board: the board senses the stair tiles (a magnet each, start tiles too), so a
// lifted thing is a stair tile: what it pictures and which way its stairs go, and that it stays.
import type { Label, PieceWords } from '../contract.ts';
import { squareName } from './board.ts';
import { tileWords } from './symbol-words.ts';
import type { Direction, TerraState } from './types.ts';

const STAIRS: Record<Direction, Label> = {
  up: { en: 'its stairs going up', ja: '階段は上向き' },
  right: { en: 'its stairs going right', ja: '階段は右向き' },
  down: { en: 'its stairs going down', ja: '階段は下向き' },
  left: { en: 'its stairs going left', ja: '階段は左向き' },
};

export function pieceAt(state: TerraState, cell: number): PieceWords | null {
  const tile = state.tiles[cell];
  if (!tile) return null;
  const what = tileWords(tile.symbols);
  const stairs = STAIRS[tile.stairs];
  const square = squareName(cell, state.layout);
  return {
    name: { en: `the stair tile on ${square}: ${what.en}, ${stairs.en}`, ja: `${square} の階段タイル：${what.ja}、${stairs.ja}` },
    moves: {
      en: `A placed stair tile stays where it is: put it back on ${square}, ${stairs.en}. Workers on it walk down its stairs to the foundation they face.`,
      ja: `置いた階段タイルは動かしません。${square} に${stairs.ja}で戻してください。上の労働者は階段の向きの土台へ進みます。`,
    },
  };
}
