// Positions as JSON:
//   {"toMove": "black", "pieces": {"A9": "black", "B1": "white", …}, "captured": {"black": 0, "white": 0}}
// `captured.black` counts the pieces black has taken; `captured` may be left out (none taken).
import { ok, type Json, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { quoteInput } from '../quote.ts';
import { cellName, parseCell } from './grid.ts';
import { CELLS, PIECES_PER_SIDE, SIDES, other, type HasamiOptions, type HasamiState, type Side } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSide = (v: unknown): v is Side => v === 'black' || v === 'white';
const bad = (message: string) => fail('bad-position', message);

function unknownKey(json: Record<string, unknown>, known: readonly string[], where: string): string | null {
  const key = Object.keys(json).find((k) => !known.includes(k));
  return key === undefined ? null : `${where}: unknown key ${quoteInput(key)} (known: ${known.join(', ')})`;
}

export function parsePosition(json: unknown, options: HasamiOptions): Result<HasamiState> {
  if (!isObject(json)) return bad('a position must be a JSON object');
  const stray = unknownKey(json, ['toMove', 'pieces', 'captured'], 'the position');
  if (stray !== null) return bad(stray);
  const { toMove, pieces, captured = { black: 0, white: 0 } } = json;
  if (!isSide(toMove)) return bad('"toMove" must be "black" or "white"');
  if (!isObject(pieces)) return bad('"pieces" must map cells to "black" or "white", e.g. {"A9": "black"}');
  const board: (Side | null)[] = Array.from({ length: CELLS }, () => null);
  for (const [name, side] of Object.entries(pieces)) {
    const cell = parseCell(name);
    if (cell === null) return bad(`pieces: ${quoteInput(name)} is not a cell of the 9×9 board (A1…I9)`);
    if (!isSide(side)) return bad(`pieces: the piece on ${cellName(cell)} must be "black" or "white"`);
    if (board[cell] !== null) return bad(`pieces: ${cellName(cell)} is given twice`);
    board[cell] = side;
  }
  if (!isObject(captured)) return bad('"captured" must be {"black": n, "white": n}');
  const strayCount = unknownKey(captured, SIDES, '"captured"');
  if (strayCount !== null) return bad(strayCount);
  const counts = { black: captured.black ?? 0, white: captured.white ?? 0 };
  for (const side of SIDES) {
    const taken = counts[side];
    if (typeof taken !== 'number' || !Number.isInteger(taken) || taken < 0) return bad(`"captured.${side}" must be a whole number from 0`);
    // Each side has nine pieces: those on the board and those the other side took.
    const left = board.filter((s) => s === other(side)).length;
    if (left + taken > PIECES_PER_SIDE) return bad(`${other(side)} has ${left} pieces on the board, so ${side} cannot have taken ${taken} (each side has ${PIECES_PER_SIDE})`);
  }
  const taken = counts as Record<Side, number>;
  if (taken.black >= options.toWin && taken.white >= options.toWin) return bad(`both sides cannot have taken ${options.toWin} pieces (toWin): the first to do so ended the game`);
  return ok({ options, board, toMove, captured: taken });
}

export function formatPosition(state: HasamiState): Json {
  const pieces: Record<string, Json> = {};
  // Row-major: A1, B1, …, I1, A2, …
  state.board.forEach((side, cell) => { if (side !== null) pieces[cellName(cell)] = side; });
  return { toMove: state.toMove, pieces, captured: { black: state.captured.black, white: state.captured.white } };
}
