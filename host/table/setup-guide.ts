// Set-up lights: at a new game's start the board shows where its pieces go one cell at a time
// (a newcomer fills one lit cell, not fifty at once), the screen naming the piece, until the board
// shows the starting position. A piece where none goes is lit to clear, all of them at once.
import type { CellSet } from '../../rules/index.ts';
import type { LightPlan, Role } from '../lights/roles.ts';

export interface SetupProgress {
  /** The next cell to fill, in the set-up's order; null once every start cell holds a piece. */
  next: number | null;
  /** Start cells that hold a piece. */
  placed: number;
  total: number;
  /** Cells that hold a piece where none goes. */
  clear: number[];
}

/**
 * How far the set-up is: `order` lists the start position's cells in the order they are asked for
 * (the first cell of the order still empty is the next).
 */
export function setupProgress(order: readonly number[], expected: CellSet, observed: CellSet): SetupProgress {
  const next = order.find((c) => !observed.has(c)) ?? null;
  const placed = order.filter((c) => observed.has(c)).length;
  return { next, placed, total: order.length, clear: [...observed.minus(expected)] };
}

export function setupDone(p: SetupProgress): boolean {
  return p.next === null && p.clear.length === 0;
}

/** What the board lights while it is set up: the next cell to fill and every cell to clear, nothing else. */
export function setupPlan(p: SetupProgress): LightPlan {
  const plan = new Map<number, Role>();
  for (const c of p.clear) plan.set(c, 'clear');
  if (p.next !== null) plan.set(p.next, 'fill');
  return plan;
}

/**
 * The order cells are asked for: pieces of one kind together (a player takes a handful of one
 * kind), kinds in the order they first appear, each kind's cells in cell order (row by row).
 */
export function setupOrder(cells: Iterable<number>, kindOf: (cell: number) => string | null): number[] {
  const sorted = [...cells].sort((a, b) => a - b);
  const kinds: (string | null)[] = [];
  for (const c of sorted) { const k = kindOf(c); if (!kinds.includes(k)) kinds.push(k); }
  return kinds.flatMap((k) => sorted.filter((c) => kindOf(c) === k));
}
