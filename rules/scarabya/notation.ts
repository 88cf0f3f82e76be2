// Move notation. A placement is `L:A1,A2,A3,A4,B4`: the letter, then the 5 cells in row-major
// order. When the game has several sites (standard mode with 2–4 players) a move names the
// player whose site it goes on: `2 L:A1,A2,A3,A4,B4` (`P2 L:…` is read too). Parsing checks the
// text and the cells; whether the tile may go there now is for `play` to say.
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { cellName, parseCellName } from './mask.ts';
import { isLetter } from './pentominoes.ts';
import type { Letter } from './pentominoes.ts';
import { seatCountOf } from './state.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';
import { quoteInput } from '../quote.ts';

const PLACEMENT = /^([A-Za-z])\s*:\s*(.+)$/;
const WITH_PLAYER = /^[Pp]?([0-9]+)\s+(.+)$/;

export interface PlacementText {
  letter: Letter;
  /** Ascending. */
  cells: number[];
}

export function formatPlacement(letter: Letter, cells: readonly number[]): string {
  return `${letter}:${cells.slice().sort((a, b) => a - b).map(cellName).join(',')}`;
}

/** `L:A1,A2,A3,A4,B4` (any case, any cell order, spaces allowed around the separators). */
export function parsePlacement(text: string): Result<PlacementText> {
  const match = PLACEMENT.exec(text.trim());
  if (match === null) return fail('bad-notation', `${quoteInput(text)} is not a placement: write L:A1,A2,A3,A4,B4`);
  const letter = match[1].toUpperCase();
  if (!isLetter(letter)) return fail('bad-notation', `${quoteInput(match[1])} is not a pentomino letter (F I L N P T U V W X Y Z)`);
  const cells: number[] = [];
  for (const part of match[2].split(',')) {
    const name = part.trim();
    const cell = parseCellName(name);
    if (cell === null) return fail('bad-notation', `${quoteInput(name)} is not a cell of the site (A1…J10)`);
    if (cells.includes(cell)) return fail('bad-notation', `${name} is listed twice`);
    cells.push(cell);
  }
  if (cells.length !== 5) return fail('bad-notation', `a tile covers 5 cells, not ${cells.length}`);
  return ok({ letter, cells: cells.sort((a, b) => a - b) });
}

export function parseScarabyaMove(text: string, state: ScarabyaState): Result<ScarabyaMove> {
  const seats = seatCountOf(state.options);
  let rest = text.trim();
  let seat = 0;
  const named = WITH_PLAYER.exec(rest);
  if (named !== null) {
    const number = Number(named[1]);
    if (!Number.isInteger(number) || number < 1 || number > seats) {
      return fail('no-such-player', seats === 1 ? 'one site: write the placement alone, L:A1,…' : `players are 1 to ${seats}`);
    }
    seat = number - 1;
    rest = named[2];
  } else if (seats > 1) {
    return fail('bad-notation', `say whose site: 1 ${rest} … ${seats} ${rest}`);
  }
  const placement = parsePlacement(rest);
  if (!placement.ok) return placement;
  return ok({ seat, letter: placement.value.letter, cells: placement.value.cells });
}

export function formatScarabyaMove(move: ScarabyaMove, state: ScarabyaState): string {
  const text = formatPlacement(move.letter, move.cells);
  return seatCountOf(state.options) > 1 ? `${move.seat + 1} ${text}` : text;
}
