// Hasami Shogi in words, English and Japanese: the sides, a move, how the game ended.
import type { Label, MoveWords } from '../contract.ts';
import { capturesOf } from './capture.ts';
import { cellName } from './grid.ts';
import { other, type HasamiMove, type HasamiState, type Side } from './types.ts';

export const SIDE_WORDS: Record<Side, Label> = {
  black: { en: 'Black', ja: '黒' },
  white: { en: 'White', ja: '白' },
};

/** "B5", "B5 and C5", "B5, C5 and D5"; in Japanese joined by ・. */
function cellList(cells: number[]): Label {
  const names = cells.map(cellName);
  const en = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return { en, ja: names.join('・') };
}

export function describeMove(state: HasamiState, move: HasamiMove): MoveWords {
  const who = SIDE_WORDS[state.toMove];
  const from = cellName(move.from);
  const to = cellName(move.to);
  const taken = capturesOf(state.board, move, state.toMove);
  if (taken.length === 0) return { en: `${who.en} moves ${from} to ${to}`, ja: `${who.ja} ${from}→${to}` };
  const list = cellList(taken);
  return { en: `${who.en} moves ${from} to ${to}, taking ${list.en}`, ja: `${who.ja} ${from}→${to}（${list.ja}を取る）` };
}

/** The end's reason (English, for the journal) and its words in both languages. */
export function endWords(winner: Side, how: 'captures' | 'stuck', taken: number): { reason: string; words: Label } {
  const w = SIDE_WORDS[winner];
  const words = how === 'captures'
    ? { en: `${w.en} wins: ${taken} ${taken === 1 ? 'piece' : 'pieces'} taken`, ja: `${w.ja}の勝ち（${taken}枚取り）` }
    : { en: `${w.en} wins: ${SIDE_WORDS[other(winner)].en} has no legal move`, ja: `${w.ja}の勝ち（${SIDE_WORDS[other(winner)].ja}は指せる手がない）` };
  return { reason: words.en, words };
}
