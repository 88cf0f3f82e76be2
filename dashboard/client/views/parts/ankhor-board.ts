// Ankh'or on a board: the offer row's tiles (their price markers under them) and the tableaux,
// in the areas the host placed on this board. A board holding several areas names its cells with
// the area first ("offer:A1", "P1:C4"); a board holding one names them plainly ("C4"), so which
// area it holds is taken from the game's areas as the picture last saw them, else worked out as
// the host packs areas (in order, each board as big as this one).
import { svg } from '../../dom.ts';
import type { DrawContext } from '../types.ts';
import { cellName, readAnkhor, type Ankhor, type Slot } from './ankhor-model.ts';
import { drawTableau } from './ankhor-tableau.ts';
import { counter, placedTile } from './ankhor-tile.ts';

/** Board id → the ids of the areas on it, as the game's detail says (kept by the picture). */
const areasOnBoard = new Map<string, string[]>();

export function rememberAreas(areas: readonly { id: string; board: string | null }[]): void {
  const byBoard = new Map<string, string[]>();
  for (const a of areas) if (a.board !== null) byBoard.set(a.board, [...(byBoard.get(a.board) ?? []), a.id]);
  for (const [board, ids] of byBoard) areasOnBoard.set(board, ids);
}

const areaIds = (game: Ankhor): string[] => ['offer', ...game.players.map((p) => p.name)];

/** The host's packing (host/games/placement.ts) with every board the size of this one: the area
 *  alone on the board of this seat, if the packing puts one alone there. */
export function guessLoneArea(game: Pick<Ankhor, 'grid' | 'players'>, ctx: Pick<DrawContext, 'rows' | 'cols' | 'seat'>): string | null {
  const sizes = [{ id: 'offer', rows: 1, cols: 6 }, ...game.players.map((p) => ({ id: p.name, ...game.grid }))];
  const boards: string[][] = [[]];
  let shelf = { top: 0, height: 0, x: 0 };
  for (const a of sizes) {
    if (a.rows > ctx.rows || a.cols > ctx.cols) break;
    if (shelf.x + a.cols <= ctx.cols && shelf.top + a.rows <= ctx.rows) {
      shelf = { ...shelf, height: Math.max(shelf.height, a.rows), x: shelf.x + a.cols };
    } else if (shelf.top + shelf.height + a.rows <= ctx.rows) {
      shelf = { top: shelf.top + shelf.height, height: a.rows, x: a.cols };
    } else {
      boards.push([]);
      shelf = { top: 0, height: a.rows, x: a.cols };
    }
    boards[boards.length - 1].push(a.id);
  }
  const mine = boards[ctx.seat ?? 0] ?? [];
  return mine.length === 1 ? mine[0] : null;
}

/** The board's own id, from the SVG the pieces are drawn into. */
const boardIdOf = (ctx: DrawContext): string | null => ctx.pieces.ownerSVGElement?.getAttribute('data-board') ?? null;

/** The areas drawn on this board, each with the prefix its cells are named with. */
function areasHere(game: Ankhor, ctx: DrawContext): { id: string; prefix: string }[] {
  const prefixed = areaIds(game).filter((id) => ctx.at(`${id}:A1`) !== null);
  if (prefixed.length > 0) return prefixed.map((id) => ({ id, prefix: `${id}:` }));
  const board = boardIdOf(ctx);
  const known = board === null ? undefined : areasOnBoard.get(board);
  const lone = known?.length === 1 ? known[0] : known === undefined ? guessLoneArea(game, ctx) : null;
  return lone === null ? [] : [{ id: lone, prefix: '' }];
}

/** A slot's tile, a little raised to leave room for its price markers along the cell's foot. */
function drawSlot(parent: SVGElement, slot: Slot, name: string, at: { x: number; y: number }): void {
  if (slot.tile) {
    parent.append(svg('g', { class: 'piece ankhor-piece', 'data-piece-cell': name, 'data-slot': slot.slot },
      placedTile(slot.tile, at.x + 0.12, at.y + 0.03, 0.76)));
  }
  const step = 0.17;
  const start = at.x + 0.5 - ((slot.price.length - 1) * step) / 2;
  parent.append(svg('g', { class: 'ankhor-price', 'data-slot': slot.slot, 'data-price': slot.price.join(' ') },
    ...slot.price.map((c, i) => counter(c, start + i * step, at.y + 0.895, 0.07))));
}

export function ankhorPieces(view: unknown, ctx: DrawContext): void {
  const game = readAnkhor(view);
  if (!game) return;
  for (const { id, prefix } of areasHere(game, ctx)) {
    if (id === 'offer') {
      for (const slot of game.offer) {
        const name = `${prefix}${cellName(slot.slot - 1, 0)}`;
        const at = ctx.at(name);
        if (at) drawSlot(ctx.pieces, slot, name, at);
      }
      continue;
    }
    const player = game.players.find((p) => p.name === id);
    if (player) drawTableau(ctx.pieces, player, { at: (cell) => ctx.at(`${prefix}${cell}`), pieceName: (cell) => `${prefix}${cell}` });
  }
}
