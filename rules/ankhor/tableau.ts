// A player's tableau: base tiles on a grid, upper tiles on 2×2 blocks of base tiles. Where a new
// base tile may go, where an upper tile may sit, which base tiles hold an upper tile up.
import type { Grid, PlayerState } from './types.ts';

export const cellTotal = (grid: Grid): number => grid.rows * grid.cols;

/** Orthogonal neighbours of a cell inside the grid. */
export function neighbours(cell: number, grid: Grid): number[] {
  const row = Math.floor(cell / grid.cols);
  const col = cell % grid.cols;
  const out: number[] = [];
  if (row > 0) out.push(cell - grid.cols);
  if (col > 0) out.push(cell - 1);
  if (col < grid.cols - 1) out.push(cell + 1);
  if (row < grid.rows - 1) out.push(cell + grid.cols);
  return out;
}

/** Can a 2×2 block have this top-left cell? */
export function isBlockCorner(cell: number, grid: Grid): boolean {
  return cell >= 0 && cell < cellTotal(grid) && Math.floor(cell / grid.cols) < grid.rows - 1 && cell % grid.cols < grid.cols - 1;
}

/** The four cells of the block whose top-left cell is given: top-left, top-right, bottom-left, bottom-right. */
export function blockCells(topLeft: number, grid: Grid): [number, number, number, number] {
  return [topLeft, topLeft + 1, topLeft + grid.cols, topLeft + grid.cols + 1];
}

export function tileCount(player: PlayerState): number {
  let n = 0;
  for (const id of player.base) if (id !== null) n++;
  for (const id of player.upper) if (id !== null) n++;
  return n;
}

export function baseCount(player: PlayerState): number {
  let n = 0;
  for (const id of player.base) if (id !== null) n++;
  return n;
}

/** Base cells holding an upper tile up (`except`: leave out the upper tile at this block). */
export function supportingCells(player: PlayerState, grid: Grid, except: number | null = null): Set<number> {
  const cells = new Set<number>();
  player.upper.forEach((id, tl) => {
    if (id === null || tl === except) return;
    for (const c of blockCells(tl, grid)) cells.add(c);
  });
  return cells;
}

/** The block an upper tile covering this base cell sits on, or null. */
export function upperOver(player: PlayerState, cell: number, grid: Grid): number | null {
  const row = Math.floor(cell / grid.cols);
  const col = cell % grid.cols;
  for (const [dr, dc] of [[0, 0], [0, -1], [-1, 0], [-1, -1]]) {
    const r = row + dr;
    const c = col + dc;
    if (r < 0 || c < 0 || r >= grid.rows - 1 || c >= grid.cols - 1) continue;
    const tl = r * grid.cols + c;
    if (player.upper[tl] !== null) return tl;
  }
  return null;
}

/**
 * Empty cells where a base tile may go: next to a base tile (`moving`: the tile being moved, which
 * neither counts as a neighbour nor leaves its own cell open to itself). The first tile goes anywhere.
 */
export function baseTargets(player: PlayerState, grid: Grid, moving: number | null = null): number[] {
  const total = cellTotal(grid);
  let any = false;
  for (let c = 0; c < total; c++) if (c !== moving && player.base[c] !== null) { any = true; break; }
  const targets: number[] = [];
  for (let cell = 0; cell < total; cell++) {
    if (player.base[cell] !== null) continue;
    if (!any) {
      if (moving === null) targets.push(cell);
      continue;
    }
    if (neighbours(cell, grid).some((n) => n !== moving && player.base[n] !== null)) targets.push(cell);
  }
  return targets;
}

/**
 * Blocks (top-left cells) an upper tile may sit on: four base tiles, none holding up another
 * upper tile (`moving`: the upper tile being moved, whose own block is then free but not a target).
 */
export function upperSpots(player: PlayerState, grid: Grid, moving: number | null = null): number[] {
  const held = supportingCells(player, grid, moving);
  const spots: number[] = [];
  const total = cellTotal(grid);
  for (let tl = 0; tl < total; tl++) {
    if (tl === moving || !isBlockCorner(tl, grid)) continue;
    const cells = blockCells(tl, grid);
    if (cells.every((c) => player.base[c] !== null && !held.has(c))) spots.push(tl);
  }
  return spots;
}

/** Base tiles that may be moved: not holding an upper tile up. */
export function movableBase(player: PlayerState, grid: Grid): number[] {
  const held = supportingCells(player, grid);
  const cells: number[] = [];
  player.base.forEach((id, cell) => {
    if (id !== null && !held.has(cell)) cells.push(cell);
  });
  return cells;
}
