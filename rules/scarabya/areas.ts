// Excavation areas: maximal edge-connected groups of free cells (not a rock, not under a tile)
// of at most 4 cells; walls are tiles, rocks and the frame. A flood stops as soon as it has
// seen 5 cells, so a big open zone costs no more than a small area.
import { CELLS, NEIGHBOURS, maskHas } from './mask.ts';
import type { Mask } from './mask.ts';

export const AREA_MAX = 4;

const UNSEEN = 0;
const SMALL = 1;
const BIG = 2;
const CURRENT = 3;

/**
 * The free region holding `start`, ascending, or null when it has more than AREA_MAX cells.
 * Marks what it visits (SMALL or BIG), so later floods skip this region, and a flood that runs
 * into the part of a big region already seen knows at once that its region is big too.
 */
function smallRegionFrom(start: number, blocked: Mask, marks: Uint8Array): number[] | null {
  const region = [start];
  marks[start] = CURRENT;
  let big = false;
  for (let i = 0; i < region.length && !big; i++) {
    for (const n of NEIGHBOURS[region[i]]) {
      if (marks[n] === CURRENT || maskHas(blocked, n)) continue;
      if (marks[n] === BIG || region.length === AREA_MAX) {
        big = true;
        break;
      }
      marks[n] = CURRENT;
      region.push(n);
    }
  }
  for (const cell of region) marks[cell] = big ? BIG : SMALL;
  return big ? null : region.sort((a, b) => a - b);
}

/**
 * The areas next to cells just covered (`blocked` includes them). Every such area is new: before
 * the tile, it was joined to a cell the tile now covers. Ordered by their lowest cell.
 */
export function areasAround(cells: readonly number[], blocked: Mask): number[][] {
  const marks = new Uint8Array(CELLS);
  const areas: number[][] = [];
  for (const cell of cells) {
    for (const n of NEIGHBOURS[cell]) {
      if (marks[n] !== UNSEEN || maskHas(blocked, n)) continue;
      const area = smallRegionFrom(n, blocked, marks);
      if (area !== null) areas.push(area);
    }
  }
  return areas.sort((a, b) => a[0] - b[0]);
}

/** Every area of a site as it stands (e.g. closed by rocks and the frame from the start). */
export function allAreas(blocked: Mask): number[][] {
  const marks = new Uint8Array(CELLS);
  const areas: number[][] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (marks[cell] !== UNSEEN || maskHas(blocked, cell)) continue;
    const area = smallRegionFrom(cell, blocked, marks);
    if (area !== null) areas.push(area);
  }
  return areas;
}
