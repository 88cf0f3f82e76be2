// Move notation (cells `A1`: column letter from the left, row number from the top, in the mover's
// tableau; `^A1`: the 2×2 block whose top-left cell is A1, where an upper tile sits):
//   take ankh,blue,red      take three tokens (types sorted, repeats allowed)
//   buy 3 C4                buy the tile of slot 3 and place it on C4
//   buy 3 ^B2               buy it and stack it on the block B2-C2-B3-C3
//   refresh 1 | refresh 2   ankh: refresh the offer drawing from pile 1 or 2
//   refresh                 ankh: a refresh that draws nothing (piles empty or no gap)
//   move C4 D4              ankh: move a base tile
//   move ^B2 ^C3            ankh: move an upper tile
//   end                     end the turn (after the main action; a pass when none is possible)
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { fail } from '../fail.ts';
import { isBlockCorner } from './tableau.ts';
import { TOKEN_TYPES } from './types.ts';
import type { AnkhorMove, AnkhorState, BuyMove, Grid, TokenType } from './types.ts';
import { quoteInput } from '../quote.ts';

const bad = (message: string) => fail('bad-notation', message);

export function formatCell(cell: number, upper: boolean, grid: Grid): string {
  return `${upper ? '^' : ''}${alphaNumericName(cell, grid)}`;
}

export function formatBuy(move: BuyMove, grid: Grid): string {
  return `buy ${move.slot + 1} ${formatCell(move.cell, move.upper, grid)}`;
}

export function formatAnkhorMove(move: AnkhorMove, grid: Grid): string {
  switch (move.type) {
    case 'take':
      return `take ${move.tokens.join(',')}`;
    case 'buy':
      return formatBuy(move, grid);
    case 'refresh':
      return move.pile === null ? 'refresh' : `refresh ${move.pile + 1}`;
    case 'move':
      return `move ${formatCell(move.from, move.upper, grid)} ${formatCell(move.to, move.upper, grid)}`;
    case 'end':
      return 'end';
  }
}

/** `A1` → a cell, `^A1` → a block's top-left cell; null when off the grid (or no block). */
export function parseCellText(text: string, grid: Grid): { cell: number; upper: boolean } | null {
  const upper = text.startsWith('^');
  const cell = parseAlphaNumeric(upper ? text.slice(1) : text, grid);
  if (cell === null || (upper && !isBlockCorner(cell, grid))) return null;
  return { cell, upper };
}

export function parseAnkhorMove(text: string, grid: Grid): Result<AnkhorMove> {
  if (typeof text !== 'string') return bad('a move is text');
  const words = text.trim().split(/\s+/);
  const verb = words[0]?.toLowerCase();
  const cellOf = (word: string | undefined) => (word === undefined ? null : parseCellText(word, grid));
  const where = `a ${grid.rows}×${grid.cols} tableau`;
  switch (verb) {
    case 'take': {
      const names = words.slice(1).join(',').split(',').filter((w) => w !== '').map((w) => w.toLowerCase());
      if (names.length === 0) return bad('take what? e.g. "take ankh,blue,red"');
      const unknown = names.find((n) => !(TOKEN_TYPES as readonly string[]).includes(n));
      if (unknown !== undefined) return bad(`${quoteInput(unknown)} is no token: ${TOKEN_TYPES.join(', ')}`);
      return ok({ type: 'take', tokens: (names as TokenType[]).sort() });
    }
    case 'buy': {
      if (words.length !== 3 || !/^[1-6]$/.test(words[1])) return bad('write "buy <slot 1-6> <cell>", e.g. "buy 3 C4" or "buy 3 ^B2"');
      const target = cellOf(words[2]);
      if (target === null) return bad(`${quoteInput(words[2])} is no cell${words[2].startsWith('^') ? ' block' : ''} of ${where}`);
      return ok({ type: 'buy', slot: Number(words[1]) - 1, cell: target.cell, upper: target.upper });
    }
    case 'refresh': {
      if (words.length === 1) return ok({ type: 'refresh', pile: null });
      if (words.length === 2 && /^[12]$/.test(words[1])) return ok({ type: 'refresh', pile: Number(words[1]) - 1 });
      return bad('write "refresh 1", "refresh 2" (the pile drawn from) or "refresh"');
    }
    case 'move': {
      if (words.length !== 3) return bad('write "move <from> <to>", e.g. "move C4 D4" or "move ^B2 ^C3"');
      const from = cellOf(words[1]);
      const to = cellOf(words[2]);
      if (from === null) return bad(`${quoteInput(words[1])} is no cell of ${where}`);
      if (to === null) return bad(`${quoteInput(words[2])} is no cell of ${where}`);
      if (from.upper !== to.upper) return bad('a base tile moves to a cell (C4), an upper tile to a block (^B2)');
      return ok({ type: 'move', upper: from.upper, from: from.cell, to: to.cell });
    }
    case 'end':
      return words.length === 1 ? ok({ type: 'end' }) : bad('write just "end"');
    default:
      return bad(`${quoteInput(text)} is no move: take, buy, refresh, move or end`);
  }
}

export const parseMoveIn = (text: string, state: AnkhorState) => parseAnkhorMove(text, state.options.grid);
