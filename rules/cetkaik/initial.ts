// The start of every season (rules/cetkaik/README.md §1): A-side on rows A/E/I, IA-side on rows
// AI/AU/IA, the Tam2 on ZO. Colour matters only for hands; ownership is by side.
import { CELLS, parseSquare } from './board.ts';
import { KIND_GLYPHS, TAM, pieceCode } from './pieces.ts';

// Row by row, the table of README.md §1: colour glyph + kind glyph, '.' empty, 皇 the Tam2.
const LAYOUT: readonly (readonly [string, string])[] = [
  ['A', '黒筆 黒馬 黒車 黒将 赤王 赤将 赤車 赤馬 赤筆'],
  ['E', '赤巫 赤弓 . 赤虎 . 黒虎 . 黒弓 黒巫'],
  ['I', '黒兵 赤兵 黒兵 赤兵 赤船 赤兵 黒兵 赤兵 黒兵'],
  ['O', '. . . . 皇 . . . .'],
  ['AI', '黒兵 赤兵 黒兵 赤兵 黒船 赤兵 黒兵 赤兵 黒兵'],
  ['AU', '黒巫 黒弓 . 黒虎 . 赤虎 . 赤弓 赤巫'],
  ['IA', '赤筆 赤馬 赤車 赤将 黒王 黒将 黒車 黒馬 黒筆'],
];
const COLUMNS = 'KLNTZXCMP';

function buildInitialBoard(): Int8Array {
  const board = new Int8Array(CELLS);
  for (const [row, cells] of LAYOUT) {
    const side = ['A', 'E', 'I', 'U', 'O'].includes(row) ? 0 : 1;
    cells.split(' ').forEach((text, col) => {
      const cell = parseSquare(COLUMNS[col] + row) as number;
      if (text === '.') return;
      if (text === '皇') {
        board[cell] = TAM;
        return;
      }
      const color = text[0] === '赤' ? 0 : 1;
      board[cell] = pieceCode(side, color, KIND_GLYPHS.indexOf(text[1]));
    });
  }
  return board;
}

const INITIAL = buildInitialBoard();

/** A fresh copy of the initial board. */
export function initialBoard(): Int8Array {
  return INITIAL.slice();
}
