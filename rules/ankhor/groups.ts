// Groups: edge-adjacent tiles of one colour, and of one animal. Base tiles touch their orthogonal
// neighbours; an upper tile touches only the four base tiles it sits on (so it never splits a
// group below it, and may join tiles that only meet diagonally). Covered tiles keep their place
// in groups.
import { blockCells, cellTotal } from './tableau.ts';
import type { Grid, PlayerState, Tile } from './types.ts';

export const BONUS_GROUP = 5;

export interface Group {
  readonly kind: 'colour' | 'animal';
  /** The colour or the animal. */
  readonly key: string;
  /** Tile ids, in node order (base cells row-major, then upper tiles). */
  readonly ids: readonly string[];
}

type KeyOf = (tile: Tile) => string | null;
const colourOf: KeyOf = (t) => t.color;
const animalOf: KeyOf = (t) => (t.animal === 'none' ? null : t.animal);

/** Connected tiles sharing a key; tiles whose key is null belong to no group. */
function components(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid, kind: Group['kind'], keyOf: KeyOf): Group[] {
  const n = cellTotal(grid);
  const parent = new Int32Array(2 * n).fill(-1);
  const keys: (string | null)[] = new Array(2 * n).fill(null);
  const ids: (string | null)[] = new Array(2 * n).fill(null);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let cell = 0; cell < n; cell++) {
    const id = player.base[cell];
    if (id === null) continue;
    const key = keyOf(tiles[id]);
    if (key === null) continue;
    parent[cell] = cell;
    keys[cell] = key;
    ids[cell] = id;
  }
  for (let tl = 0; tl < n; tl++) {
    const id = player.upper[tl];
    if (id === null) continue;
    const key = keyOf(tiles[id]);
    if (key === null) continue;
    parent[n + tl] = n + tl;
    keys[n + tl] = key;
    ids[n + tl] = id;
  }
  for (let cell = 0; cell < n; cell++) {
    if (keys[cell] === null) continue;
    const right = cell % grid.cols < grid.cols - 1 ? cell + 1 : -1;
    const down = cell + grid.cols < n ? cell + grid.cols : -1;
    if (right >= 0 && keys[right] === keys[cell]) union(cell, right);
    if (down >= 0 && keys[down] === keys[cell]) union(cell, down);
  }
  for (let tl = 0; tl < n; tl++) {
    if (keys[n + tl] === null) continue;
    for (const c of blockCells(tl, grid)) if (keys[c] === keys[n + tl]) union(n + tl, c);
  }
  const byRoot = new Map<number, string[]>();
  for (let node = 0; node < 2 * n; node++) {
    if (keys[node] === null) continue;
    const root = find(node);
    const list = byRoot.get(root);
    if (list === undefined) byRoot.set(root, [ids[node] as string]);
    else list.push(ids[node] as string);
  }
  return [...byRoot.entries()].map(([root, list]) => ({ kind, key: keys[root] as string, ids: list }));
}

export function colourGroups(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): Group[] {
  return components(player, tiles, grid, 'colour', colourOf);
}

export function animalGroups(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): Group[] {
  return components(player, tiles, grid, 'animal', animalOf);
}

/** Colour and animal groups of five or more: each earned a bonus token when it formed. */
export function bigGroups(player: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): Group[] {
  return [...colourGroups(player, tiles, grid), ...animalGroups(player, tiles, grid)].filter((g) => g.ids.length >= BONUS_GROUP);
}

const sameGroup = (a: Group, b: Group) => a.kind === b.kind && a.key === b.key && a.ids.some((id) => b.ids.includes(id));

/**
 * What a change of tableau did to its big groups. Groups are followed by their tiles: a big group
 * after the change that shares no tile with a big group of its colour (animal) before it was
 * formed; a big group before it that shares no tile with one after it was split (or broken up).
 * A big group that grows, shrinks but stays at five or more, splits into big parts or merges with
 * another is neither.
 */
export function groupChange(before: PlayerState, after: PlayerState, tiles: Readonly<Record<string, Tile>>, grid: Grid): { formed: Group[]; split: Group[] } {
  const was = bigGroups(before, tiles, grid);
  const now = bigGroups(after, tiles, grid);
  return {
    formed: now.filter((g) => !was.some((h) => sameGroup(g, h))),
    split: was.filter((h) => !now.some((g) => sameGroup(g, h))),
  };
}
