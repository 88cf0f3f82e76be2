// Teaching at the board: what a lifted thing is on a Scarabya site. The board senses rocks and
// tiles (the scarabs are printed on the site, under the tiles): a rock never moves, and a tile
// once placed stays where it is, so both are named with where they belong.
import type { PieceWords } from '../contract.ts';
import { cellsInWords } from './cell-words.ts';
import { cellName } from './mask.ts';
import { seatCellOf } from './seat-areas.ts';
import { playerName } from './state.ts';
import type { ScarabyaState } from './types.ts';

/** The rock or tile on a global cell; null on an empty cell or off every site. */
export function pieceAt(state: ScarabyaState, global: number): PieceWords | null {
  const spot = seatCellOf(state, global);
  if (spot === null) return null;
  const board = state.boards[spot.seat];
  const cell = spot.cell;
  if (board.site.rocks.includes(cell)) {
    const at = cellName(cell);
    return {
      name: { en: `a rock (on ${at})`, ja: `岩（${at}）` },
      moves: {
        en: `Rocks never move and no tile may cover one: put it back on ${at}.`,
        ja: `岩は動かず、タイルで覆うこともできません。${at} に戻してください。`,
      },
    };
  }
  const tile = board.tiles.find((t) => t.cells.includes(cell));
  if (tile === undefined) return null;
  const where = cellsInWords(tile.cells);
  // In solo nobody is named: the one player places every tile.
  const by = state.options.mode === 'solo' ? null : playerName(tile.player);
  return {
    name: {
      en: `the ${tile.letter} tile${by === null ? '' : ` placed by ${by}`}`,
      ja: `${by === null ? '' : `${by} が置いた `}${tile.letter} 字のタイル`,
    },
    moves: {
      en: `A placed tile stays where it is (it covers scarabs and closes excavation areas): put it back on ${where.en}.`,
      ja: `置いたタイルは動かしません（スカラベを覆い、区画を閉じています）。${where.ja} に戻してください。`,
    },
  };
}
