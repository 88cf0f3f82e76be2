// A player's tiles laid out on a grid of cells, wherever the cells are: on the board (cells named
// as the board names them) or in the picture's own small grid. Base tiles first, then the upper
// tiles raised over the 2×2 blocks they sit on, centred on the block's middle corner.
import { svg } from '../../dom.ts';
import type { Player } from './ankhor-model.ts';
import { placedTile } from './ankhor-tile.ts';

export interface Cells {
  /** The top-left corner of a tableau cell ("C4"), or null where it is not drawn. */
  at(cell: string): { x: number; y: number } | null;
  /** The board's name of a cell, for `data-piece-cell` (a tile lifted off the board shows faded). */
  pieceName?(cell: string): string;
}

export function drawTableau(parent: SVGElement, player: Player, cells: Cells): void {
  const base = player.tiles.filter((t) => !t.upper);
  const upper = player.tiles.filter((t) => t.upper);
  for (const t of base) {
    const at = cells.at(t.cell);
    if (!at) continue;
    parent.append(svg('g', {
      class: 'piece ankhor-piece', 'data-piece-cell': cells.pieceName?.(t.cell), 'data-player': player.name, 'data-tile-cell': t.cell,
    }, placedTile(t.tile, at.x, at.y, 1, { covered: t.covered, stored: player.stored[t.tile.id] ?? null })));
  }
  // An upper tile rests on four base tiles: its centre is the corner they share. The board senses
  // it only at that corner (when it senses corners at all), so it is not tied to a cell here.
  for (const t of upper) {
    const at = cells.at(t.cell);
    if (!at) continue;
    parent.append(svg('g', { class: 'ankhor-piece ankhor-upper', 'data-player': player.name, 'data-upper-cell': t.cell },
      placedTile(t.tile, at.x + 0.5, at.y + 0.5, 1, { upper: true, stored: player.stored[t.tile.id] ?? null })));
  }
}
