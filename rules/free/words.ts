// The free game in words, for a newcomer who reads no notation. Nobody in particular is to move,
// so a move is said as what to do ("Move the piece on C3 to D5"). Piece moves are grouped by the
// piece they move: a game on no board has a thousand of them, and a heading per piece keeps the
// list readable.
import { alphaNumericName } from '../cells.ts';
import type { Label, MoveWords } from '../contract.ts';
import { ownValue } from '../names.ts';
import { parseFreeMove } from './notation.ts';
import { geometryOf } from './state.ts';
import type { FreeMove, FreeState } from './types.ts';

/**
 * Colours players are likely to name, in Japanese; any other colour is shown as it is written.
 * Each is also a CSS colour, for a swatch beside it in a form.
 */
const COLOR_JA: Readonly<Record<string, string>> = {
  red: '赤', black: '黒', white: '白', blue: '青', green: '緑', yellow: '黄',
  orange: 'オレンジ', purple: '紫', pink: 'ピンク', brown: '茶', gray: '灰', grey: '灰',
  gold: '金', silver: '銀',
};

export function colorWords(color: string): Label {
  // Own keys only: a colour named "constructor" is no Japanese word.
  return { en: color, ja: ownValue(COLOR_JA, color) ?? color };
}

/** Whether the colour has a swatch (a CSS colour of the same name). */
export const hasSwatch = (color: string): boolean => Object.hasOwn(COLOR_JA, color);

/** "the red piece on C3" and its parts, colour left out when pieces have none. */
function pieceOn(cell: string, color: string | null): Label {
  if (color === null) return { en: `the piece on ${cell}`, ja: `${cell} の駒` };
  return { en: `the ${color} piece on ${cell}`, ja: `${cell} の駒（${colorWords(color).ja}）` };
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function describeFreeMove(state: FreeState, move: FreeMove): MoveWords {
  const name = (cell: number) => alphaNumericName(cell, geometryOf(state.options));
  const to = name(move.to);
  if (move.type === 'move') {
    const piece = pieceOn(name(move.from), state.colors?.[move.from] ?? null);
    return {
      en: `Move ${piece.en} to ${to}`,
      ja: `${piece.ja}を ${to} へ動かす`,
      group: { en: capital(piece.en), ja: piece.ja },
    };
  }
  if (move.color === null) {
    return { en: `Put a new piece on ${to}`, ja: `${to} に新しい駒を置く`, group: { en: 'New pieces', ja: '新しい駒' } };
  }
  const color = colorWords(move.color);
  return {
    en: `Put a new ${color.en} piece on ${to}`,
    ja: `${to} に新しい駒（${color.ja}）を置く`,
    group: { en: `New ${color.en} pieces`, ja: `新しい駒（${color.ja}）` },
  };
}

/**
 * An option of a choice: the board saw a new piece but not its colour, and each option is one of
 * the look-alike moves in notation (`+D5:red`), said as that move ("Put a new red piece on D5").
 */
export function describeFreeChoice(state: FreeState, option: string): Label {
  const move = parseFreeMove(option, state);
  if (!move.ok) return { en: option, ja: option };
  const { group: _group, ...words } = describeFreeMove(state, move.value);
  return words;
}

/** The prompt of the cast that follows every move (with `cast`). */
export function castWords(sticks: number): Label {
  return sticks === 1
    ? { en: 'Cast the stick and see whether it falls heads', ja: '棒を 1 本投げて、表か裏かを見る' }
    : { en: `Cast the ${sticks} sticks and count the heads`, ja: `棒を ${sticks} 本投げて、表の数を数える` };
}
