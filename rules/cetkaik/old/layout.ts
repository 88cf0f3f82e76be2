// 古机戦's pieces and starting position. The book gives the back row 弓 獣 車 将 王 将 車 獣 弓
// (its 罫 read as 車, 獣 the tiger 虎) over a row of nine 兵 for each side, colour showing the side,
// and boats that live in the water. Readings (OLD.md): A-side is red and IA-side black; the back
// rows stand on rows A and IA, the pawns on rows E and AU; each side has one boat, on ZI and ZAI
// (where the boats stand in the modern game); there is no Tam2.
import { CELLS, parseSquare } from '../board.ts';
import { DAU2, GUA2, IO, KAUK2, KAUN1, NUAK1, UAI1, pieceCode } from '../pieces.ts';
import type { Side } from '../pieces.ts';

/** A side's colour: 0 red for A, 1 black for IA. */
export const sideColor = (side: number) => side;

/** The kinds of 古机戦, and how many of each a side has. */
export const OLD_SUPPLY: ReadonlyMap<number, number> = new Map([
  [NUAK1, 1],
  [KAUK2, 9],
  [GUA2, 2],
  [KAUN1, 2],
  [DAU2, 2],
  [UAI1, 2],
  [IO, 1],
]);

const BACK_ROW = [GUA2, DAU2, KAUN1, UAI1, IO, UAI1, KAUN1, DAU2, GUA2];
const COLUMNS = 'KLNTZXCMP';

export const oldPiece = (side: number, kind: number) => pieceCode(side, sideColor(side), kind);

function buildBoard(): Int8Array {
  const board = new Int8Array(CELLS);
  const rows: [number, string, string, string][] = [
    [0, 'A', 'E', 'ZI'],
    [1, 'IA', 'AU', 'ZAI'],
  ];
  for (const [side, back, pawns, boat] of rows) {
    BACK_ROW.forEach((kind, col) => (board[parseSquare(COLUMNS[col] + back) as number] = oldPiece(side, kind)));
    for (const col of COLUMNS) board[parseSquare(col + pawns) as number] = oldPiece(side, KAUK2);
    board[parseSquare(boat) as number] = oldPiece(side, NUAK1);
  }
  return board;
}

const INITIAL = buildBoard();

export function oldInitialBoard(): Int8Array {
  return INITIAL.slice();
}

/** The side that moves first unless the options say: A-side (reading). */
export const OLD_FIRST_MOVER: Side = 'A';
