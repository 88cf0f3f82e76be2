// One site as played: putting a tile down, the areas it creates, and which placements are legal.
import { CellSet } from '../cellset.ts';
import type { RuleError } from '../contract.ts';
import { allAreas, areasAround } from './areas.ts';
import { CENTRE_CELLS, CENTRE_MASK, EMPTY_MASK, cellName, maskHas, maskIntersects, maskIsEmpty, maskOf, maskUnion } from './mask.ts';
import type { Mask } from './mask.ts';
import type { Letter } from './pentominoes.ts';
import { hasPlacement, listPlacements, touchesTiles } from './placements.ts';
import type { Placement } from './placements.ts';
import type { Site } from './site.ts';
import type { Area, Board } from './types.ts';

function areaOf(cells: number[], site: Site, player: number | null, scoring: boolean): Area {
  const scarabs = cells.filter((cell) => maskHas(site.scarabMask, cell));
  const points = scoring && player !== null ? cells.length * scarabs.length : 0;
  return Object.freeze({ cells: Object.freeze(cells), scarabs: Object.freeze(scarabs), player, points });
}

/** A site before any tile. Areas closed by rocks and frame alone are there already: nobody scores them. */
export function emptyBoard(site: Site): Board {
  const areas = allAreas(site.rockMask).map((cells) => areaOf(cells, site, null, false));
  return Object.freeze({
    site,
    tiles: Object.freeze([]),
    areas: Object.freeze(areas),
    covered: EMPTY_MASK,
    blocked: site.rockMask,
    areaMask: maskOf(areas.flatMap((a) => a.cells)),
    occupied: CellSet.from(site.rocks),
  });
}

export interface Placed {
  board: Board;
  /** The areas this tile created (each scored by `player` unless `scoring` is off). */
  created: Area[];
}

/** Puts a tile down (legality is the caller's business: see `placementError`). */
export function placeTile(board: Board, placement: Placement, player: number, scoring: boolean): Placed {
  const blocked = maskUnion(board.blocked, placement.mask);
  const created = areasAround(placement.cells, blocked).map((cells) => areaOf(cells, board.site, player, scoring));
  const tile = Object.freeze({ letter: placement.letter, cells: placement.cells, player });
  const next: Board = Object.freeze({
    site: board.site,
    tiles: Object.freeze([...board.tiles, tile]),
    areas: Object.freeze([...board.areas, ...created]),
    covered: maskUnion(board.covered, placement.mask),
    blocked,
    areaMask: created.length === 0 ? board.areaMask : maskUnion(board.areaMask, maskOf(created.flatMap((a) => a.cells))),
    occupied: board.occupied.union(placement.footprint.fill ?? CellSet.empty()),
  });
  return { board: next, created };
}

export function legalPlacements(board: Board, letter: Letter, allowFlip: boolean): Placement[] {
  return listPlacements(letter, allowFlip, board.blocked, board.covered);
}

export function canPlace(board: Board, letter: Letter, allowFlip: boolean): boolean {
  return hasPlacement(letter, allowFlip, board.blocked, board.covered);
}

const CENTRE_NAMES = CENTRE_CELLS.map(cellName).join(', ');

/** Why a pentomino-shaped placement may not go on this board, or null when it may. */
export function placementError(board: Board, placement: Placement): RuleError | null {
  const on = (mask: Mask) => placement.cells.filter((cell) => maskHas(mask, cell)).map(cellName).join(', ');
  if (maskIntersects(placement.mask, board.site.rockMask)) {
    return { code: 'covers-rock', message: `the tile covers the rock on ${on(board.site.rockMask)}` };
  }
  if (maskIntersects(placement.mask, board.covered)) {
    return { code: 'overlaps-tile', message: `the tile overlaps a tile on ${on(board.covered)}` };
  }
  if (maskIsEmpty(board.covered)) {
    if (!maskIntersects(placement.mask, CENTRE_MASK)) {
      return { code: 'off-centre', message: `the first tile must cover a centre cell: ${CENTRE_NAMES}` };
    }
  } else if (!touchesTiles(placement, board.covered)) {
    return { code: 'not-touching', message: 'the tile must share an edge with a tile already placed' };
  }
  return null;
}

/** Visible scarabs outside every area: the unexplored zones (one-to-one end bonus). */
export function unexploredScarabs(board: Board): number[] {
  return board.site.scarabs.filter((cell) => !maskHas(board.covered, cell) && !maskHas(board.areaMask, cell));
}

export function coveredScarabs(board: Board): number[] {
  return board.site.scarabs.filter((cell) => maskHas(board.covered, cell));
}
