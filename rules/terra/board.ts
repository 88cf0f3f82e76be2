// The board's geometry: where a stair tile may go, the lines through it, where workers walk,
// and when a site is fully surrounded. Squares are row-major cells.
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import type { Direction, Layout, TerraState } from './types.ts';

export const STEP: Record<Direction, [number, number]> = { up: [-1, 0], right: [0, 1], down: [1, 0], left: [0, -1] };
/** The eight directions a worker walks. */
export const EIGHT: [number, number][] = [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];

export const squareName = (s: number, layout: Layout): string => alphaNumericName(s, layout);
export const parseSquare = (name: string, layout: Layout): number | null => parseAlphaNumeric(name, layout);

/** The square one step away, or null off the board. */
export function stepFrom(s: number, dr: number, dc: number, layout: Layout): number | null {
  const r = Math.floor(s / layout.cols) + dr;
  const c = (s % layout.cols) + dc;
  return r >= 0 && c >= 0 && r < layout.rows && c < layout.cols ? r * layout.cols + c : null;
}

/** A square a stair tile may go on: empty (or a start square with no tile), no tile there yet. */
export function isOpenSquare(state: TerraState, s: number): boolean {
  const kind = state.layout.kinds[s];
  return (kind === 'empty' || kind === 'start') && state.tiles[s] === null;
}

/**
 * Our reading of "stairs toward a site or pyramid": going straight from the tile in the stairs'
 * direction, a site (bare, with a foundation or with a pyramid) is met before the edge.
 */
export function stairsFaceASite(layout: Layout, s: number, stairs: Direction): boolean {
  const [dr, dc] = STEP[stairs];
  for (let at = stepFrom(s, dr, dc, layout); at !== null; at = stepFrom(at, dr, dc, layout)) {
    if (layout.kinds[at] === 'site') return true;
  }
  return false;
}

/** The bare site right next to the stairs, where the placement forces a foundation, if any. */
export function forcedSite(state: TerraState, s: number, stairs: Direction): number | null {
  const [dr, dc] = STEP[stairs];
  const next = stepFrom(s, dr, dc, state.layout);
  if (next === null || state.layout.kinds[next] !== 'site' || state.structures[next] !== null) return null;
  return state.foundationStack.length > 0 ? next : null;
}

export const LINE_NAMES = ['row', 'column', 'diagonal down', 'diagonal up'] as const;
export type LineName = (typeof LINE_NAMES)[number];
const LINE_AXES: Record<LineName, [number, number]> = { row: [0, 1], column: [1, 0], 'diagonal down': [1, 1], 'diagonal up': [-1, 1] };

/**
 * The line through a square along an axis, cut by sites (with or without a foundation or pyramid)
 * and the board's edges; empty squares, tiles, oases and Nile squares belong to it. In order
 * from one end (left, or top for a column).
 */
export function lineThrough(layout: Layout, s: number, name: LineName): number[] {
  const [dr, dc] = LINE_AXES[name];
  const before: number[] = [];
  for (let at = stepFrom(s, -dr, -dc, layout); at !== null && layout.kinds[at] !== 'site'; at = stepFrom(at, -dr, -dc, layout)) before.push(at);
  const after: number[] = [];
  for (let at = stepFrom(s, dr, dc, layout); at !== null && layout.kinds[at] !== 'site'; at = stepFrom(at, dr, dc, layout)) after.push(at);
  return [...before.reverse(), s, ...after];
}

/** Workers walk over tiles, oases and Nile squares; empty squares and sites stop them. */
export function isWalkable(state: TerraState, s: number): boolean {
  const kind = state.layout.kinds[s];
  return state.tiles[s] !== null || kind === 'oasis' || kind === 'nile';
}

/** The foundations or pyramids a worker standing on `from` reaches going straight (any of 8 ways). */
export function reachedStructures(state: TerraState, from: number): number[] {
  const found: number[] = [];
  for (const [dr, dc] of EIGHT) {
    let at = stepFrom(from, dr, dc, state.layout);
    while (at !== null && isWalkable(state, at)) at = stepFrom(at, dr, dc, state.layout);
    if (at !== null && state.structures[at] !== null) found.push(at);
  }
  return found;
}

/** The eight squares around; null for the ones off the board (the edge closes a side). */
export function around(s: number, layout: Layout): (number | null)[] {
  return EIGHT.map(([dr, dc]) => stepFrom(s, dr, dc, layout));
}

/** Only a square still waiting for a tile leaves a site open; edges, tiles, oases, Nile and other sites close it. */
export function closes(state: TerraState, s: number | null): boolean {
  return s === null || !isOpenSquare(state, s);
}

export function isSurrounded(state: TerraState, site: number): boolean {
  return around(site, state.layout).every((s) => closes(state, s));
}
