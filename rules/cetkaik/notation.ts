// The community's move notation (rules/cetkaik/README.md §7): `SRC片DEST`, `SRC片VIADEST`,
// `SRC片VIA心DEST`, `水` after a plain or step-then-step/jump move that needs the water cast, drops `黒兵NO`, and
// the Tam2's `SRC皇[MID]DEST`, `SRC皇VIA[MID]DEST`, `SRC皇[MID]VIADEST`.
// Parsing checks the text and the squares; whether the move may be played is for `play` to say.
// `水` is read and ignored (it follows from the position), and a piece glyph may stand for `片`
// as in game records (`ME弓MIMU`), in which case the piece on SRC must be that kind.
import { readSquare, squareName } from './board.ts';
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { needsWaterCast } from './moves.ts';
import { COLOR_GLYPHS, COLOR_NAMES, KIND_GLYPHS, KIND_NAMES, KIND_OF, TAM, colorIndex, kindIndex } from './pieces.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';
import { quoteInput } from '../quote.ts';

export function formatMove(move: CetkaikMove, board: Int8Array): string {
  switch (move.type) {
    case 'piece': {
      const via = move.via === null ? '' : squareName(move.via) + (move.ray ? '心' : '');
      const water = !move.ray && needsWaterCast(board, move) ? '水' : '';
      return `${squareName(move.src)}片${via}${squareName(move.dest)}${water}`;
    }
    case 'tam2': {
      const first = move.stepIn === 'first' && move.via !== null ? squareName(move.via) : '';
      const second = move.stepIn === 'second' && move.via !== null ? squareName(move.via) : '';
      return `${squareName(move.src)}皇${first}[${squareName(move.mid)}]${second}${squareName(move.dest)}`;
    }
    case 'drop':
      return COLOR_GLYPHS[colorIndex(move.color)] + KIND_GLYPHS[kindIndex(move.kind)] + squareName(move.dest);
  }
}

const EXAMPLES = 'LA片TIXO水, KE片LE心NE, ZO皇[XY]ZAITY or 黒兵NO';

function badNotation(text: string, why: string) {
  return fail('bad-notation', `${quoteInput(text)} is not a move (${why}): write e.g. ${EXAMPLES}`);
}

/** Index of a one-character glyph in a glyph string, -1 for none (indexOf('') would say 0). */
function glyphIndex(glyphs: string, char: string): number {
  return char.length === 1 ? glyphs.indexOf(char) : -1;
}

export function parseMove(input: string, state: CetkaikState): Result<CetkaikMove> {
  if (typeof input !== 'string') return fail('bad-notation', 'a move is a string such as LA片TIXO水');
  const text = input.trim();
  const colorAt = glyphIndex(COLOR_GLYPHS, text.charAt(0));
  if (colorAt >= 0 && text.length > 1) return parseDrop(text, colorAt);

  const src = readSquare(text, 0);
  if (src === null) return badNotation(text, 'it does not start with a square or a colour');
  const mark = text.charAt(src.end);
  if (mark === '皇') return parseTam(text, src.cell, src.end + 1);
  const glyph = glyphIndex(KIND_GLYPHS, mark);
  if (mark !== '片' && glyph < 0) return badNotation(text, `片, 皇 or a piece must follow ${squareName(src.cell)}`);
  if (glyph >= 0) {
    const piece = state.board[src.cell];
    if (piece === 0 || piece === TAM || KIND_OF[piece] !== glyph) {
      return fail('wrong-piece', `there is no ${mark} on ${squareName(src.cell)}`);
    }
  }

  const first = readSquare(text, src.end + 1);
  if (first === null) return badNotation(text, 'a square must follow 片');
  let at = first.end;
  let via: number | null = null;
  let dest = first.cell;
  let ray = false;
  if (text.charAt(at) === '心') {
    const second = readSquare(text, at + 1);
    if (second === null) return badNotation(text, 'a square must follow 心');
    via = first.cell;
    dest = second.cell;
    ray = true;
    at = second.end;
  } else {
    const second = readSquare(text, at);
    if (second !== null) {
      via = first.cell;
      dest = second.cell;
      at = second.end;
    }
  }
  if (text.charAt(at) === '水') at++;
  if (at !== text.length) return badNotation(text, `unexpected ${quoteInput(text.slice(at))}`);
  return ok({ type: 'piece', src: src.cell, via, dest, ray });
}

function parseDrop(text: string, color: number): Result<CetkaikMove> {
  const kind = glyphIndex(KIND_GLYPHS, text.charAt(1));
  if (kind < 0) return badNotation(text, 'a drop is colour, piece and square, as 黒兵NO');
  const dest = readSquare(text, 2);
  if (dest === null || dest.end !== text.length) return badNotation(text, 'a drop ends with one square');
  return ok({ type: 'drop', color: COLOR_NAMES[color], kind: KIND_NAMES[kind], dest: dest.cell });
}

function parseTam(text: string, src: number, start: number): Result<CetkaikMove> {
  let at = start;
  let viaFirst: number | null = null;
  if (text.charAt(at) !== '[') {
    const via = readSquare(text, at);
    if (via === null) return badNotation(text, 'a Tam2 move reads SRC皇[MID]DEST');
    viaFirst = via.cell;
    at = via.end;
  }
  if (text.charAt(at) !== '[') return badNotation(text, 'a Tam2 move reads SRC皇[MID]DEST');
  const mid = readSquare(text, at + 1);
  if (mid === null || text.charAt(mid.end) !== ']') return badNotation(text, 'MID goes in brackets: [MID]');
  const a = readSquare(text, mid.end + 1);
  if (a === null) return badNotation(text, 'a square must follow [MID]');
  const b = readSquare(text, a.end);
  const end = b === null ? a.end : b.end;
  if (end !== text.length) return badNotation(text, `unexpected ${quoteInput(text.slice(end))}`);
  if (b !== null && viaFirst !== null) return badNotation(text, 'the Tam2 steps over one square at most');
  if (viaFirst !== null) {
    return ok({ type: 'tam2', src, mid: mid.cell, dest: a.cell, via: viaFirst, stepIn: 'first' });
  }
  if (b !== null) return ok({ type: 'tam2', src, mid: mid.cell, dest: b.cell, via: a.cell, stepIn: 'second' });
  return ok({ type: 'tam2', src, mid: mid.cell, dest: a.cell, via: null, stepIn: null });
}
