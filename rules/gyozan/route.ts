// The routes to the 皇山 (the centre, ZO). The book's example route is a lost picture: the default
// is INVENTED: from each player's corner, two squares along the edge, then inward to the centre,
// over two squares of the fixed 皇処 (the diagonals of the central 5×5), eight steps in all. The
// four routes meet only on ZO. Another route may be given as an option (Cetkaik square names).
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';

export const SIZE = 9;
const COLUMNS = ['K', 'L', 'N', 'T', 'Z', 'X', 'C', 'M', 'P'];
const ROWS = ['A', 'E', 'I', 'U', 'O', 'Y', 'AI', 'AU', 'IA'];

export const squareName = (cell: number) => COLUMNS[cell % SIZE] + ROWS[Math.floor(cell / SIZE)];

export function parseSquare(name: string): number | null {
  const upper = name.toUpperCase();
  const col = COLUMNS.indexOf(upper[0]);
  const row = ROWS.indexOf(upper.slice(1));
  return col < 0 || row < 0 ? null : row * SIZE + col;
}

export const CENTRE = 4 * SIZE + 4;

/** 皇処 that never moves: the two diagonals of the central 5×5 (NI CI TU XU ZO TY XY NAI CAI). */
export const HUE: ReadonlySet<number> = new Set(['NI', 'CI', 'TU', 'XU', 'ZO', 'TY', 'XY', 'NAI', 'CAI'].map((n) => parseSquare(n) as number));

const BASE: [number, number][] = [[0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [2, 3], [3, 3], [3, 4], [4, 4]];

/** The base route turned a quarter clockwise `turns` times about the centre. */
function turned(turns: number): number[] {
  return BASE.map(([r0, c0]) => {
    let [r, c] = [r0, c0];
    for (let i = 0; i < turns; i++) [r, c] = [c, SIZE - 1 - r];
    return r * SIZE + c;
  });
}

/** Player p starts in the corner KA, PA, PIA, KIA for p = 0, 1, 2, 3. */
export const DEFAULT_ROUTES: readonly (readonly number[])[] = Object.freeze([0, 1, 2, 3].map((t) => Object.freeze(turned(t))));

/** Routes given as square names, one list per player, each from its start to ZO. */
export function parseRoutes(json: unknown, players: number): Result<number[][]> {
  if (!Array.isArray(json) || json.length !== players) return fail('bad-option', `routes must give one route per player (${players})`);
  const routes: number[][] = [];
  const used = new Map<number, number>();
  for (const [p, route] of json.entries()) {
    if (!Array.isArray(route) || route.length < 2) return fail('bad-option', `routes: P${p + 1}'s route must list its squares, from the start to ZO`);
    const cells: number[] = [];
    for (const name of route) {
      const cell = typeof name === 'string' ? parseSquare(name) : null;
      if (cell === null) return fail('bad-option', `routes: ${JSON.stringify(name)} is not a square`);
      if (cells.includes(cell)) return fail('bad-option', `routes: P${p + 1}'s route passes ${name} twice`);
      if (cell !== CENTRE && used.has(cell)) return fail('bad-option', `routes: ${name} is on two routes (only ZO may be shared)`);
      used.set(cell, p);
      cells.push(cell);
    }
    if (cells[cells.length - 1] !== CENTRE) return fail('bad-option', `routes: P${p + 1}'s route must end on ZO, the 皇山`);
    routes.push(cells);
  }
  return ok(routes);
}
