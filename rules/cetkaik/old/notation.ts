// 古机戦's move notation, in the style of the community's: `SRC片DEST` (a capture is written the
// same; a 車 or 虎 lands beyond the piece it takes), `SRC片BOATDEST` after stepping on a boat,
// `SRC片BOAT1BOAT2DEST` after stepping on both boats. A piece glyph may stand for 片 (`ZE兵ZI`).
// There is no 心 (no sticks), no 水, no drop and no Tam2.
import { readSquare, squareName } from '../board.ts';
import { ok } from '../../contract.ts';
import type { Result } from '../../contract.ts';
import { fail } from '../../fail.ts';
import { KIND_GLYPHS, KIND_OF } from '../pieces.ts';
import type { CetkaikMove, CetkaikState, PieceMove } from '../types.ts';
import { quoteInput } from '../../quote.ts';

export function formatOldMove(move: PieceMove): string {
  const vias = [move.via, move.via2 ?? null].filter((v): v is number => v !== null);
  return `${squareName(move.src)}片${vias.map(squareName).join('')}${squareName(move.dest)}`;
}

export function formatOldAny(move: CetkaikMove): string {
  return move.type === 'piece' ? formatOldMove(move) : JSON.stringify(move);
}

const EXAMPLE = 'LE片LI, ZE片ZIZU… (SRC片DEST, with the boats stepped on between)';

export function parseOldMove(input: string, state: CetkaikState): Result<CetkaikMove> {
  if (typeof input !== 'string') return fail('bad-notation', `a move is a string such as ${EXAMPLE}`);
  const text = input.trim();
  const bad = (why: string) => fail('bad-notation', `${quoteInput(text)} is not a move (${why}): write e.g. ${EXAMPLE}`);
  const src = readSquare(text, 0);
  if (src === null) return bad('it does not start with a square');
  const mark = text.charAt(src.end);
  const glyph = mark.length === 1 ? KIND_GLYPHS.indexOf(mark) : -1;
  if (mark !== '片' && glyph < 0) return bad(`片 or a piece must follow ${squareName(src.cell)}`);
  if (glyph >= 0) {
    const piece = state.board[src.cell];
    if (piece === 0 || KIND_OF[piece] !== glyph) return fail('wrong-piece', `there is no ${mark} on ${squareName(src.cell)}`);
  }
  const squares: number[] = [];
  let at = src.end + 1;
  while (at < text.length) {
    const square = readSquare(text, at);
    if (square === null) return bad(`unexpected ${quoteInput(text.slice(at))}`);
    squares.push(square.cell);
    at = square.end;
  }
  if (squares.length === 0) return bad('a square must follow 片');
  if (squares.length > 3) return bad('a piece steps on two boats at most');
  const dest = squares[squares.length - 1];
  const move: PieceMove = { type: 'piece', src: src.cell, via: squares.length > 1 ? squares[0] : null, dest, ray: false };
  if (squares.length === 3) move.via2 = squares[1];
  return ok(move);
}
