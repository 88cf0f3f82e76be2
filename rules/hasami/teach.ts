// Teaching at the board: the piece lifted, whose it is, and how it moves from where it stands.
import type { PieceWords } from '../contract.ts';
import { destinations } from './slides.ts';
import type { HasamiState } from './types.ts';
import { SIDE_WORDS } from './words.ts';

export function pieceAt(state: HasamiState, cell: number): PieceWords | null {
  const side = state.board[cell];
  if (side === undefined || side === null) return null;
  const reach = destinations(state.board, cell).length;
  const w = SIDE_WORDS[side];
  const rule = {
    en: 'It moves like a rook: any distance along its row or column over empty cells, never jumping. It captures by sandwiching enemy pieces between itself and another piece of its side.',
    ja: '飛車のように、縦横に空いたマスをいくつでも進めます（駒を飛び越えることはできません）。相手の駒を自分の駒ではさんで取ります。',
  };
  const here = reach === 0
    ? { en: ' From here it cannot move: every neighbour is taken.', ja: 'ここからは動けません（周りがふさがっています）。' }
    : { en: ` From here it reaches ${reach} ${reach === 1 ? 'cell' : 'cells'}.`, ja: `ここから${reach}マスに動けます。` };
  return {
    name: { en: `a ${w.en.toLowerCase()} piece`, ja: `${w.ja}の駒` },
    moves: { en: rule.en + here.en, ja: rule.ja + here.ja },
  };
}
