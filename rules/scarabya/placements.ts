// Every placement of every pentomino inside the frame, computed once per pentomino the first time
// it is asked for (63 orientations, about 3,500 placements), each with its cell mask and the mask
// of the cells around it: not at import, which every command pays for (`tabletop games` too). Listing the legal placements of a mission is then a filter over a flat word table:
// no shape maths, no allocation beyond the result array.
import { CellSet } from '../cellset.ts';
import type { Footprint } from '../contract.ts';
import { CENTRE_MASK, NEIGHBOURS, SIDE, maskIsEmpty, maskOf } from './mask.ts';
import type { Mask } from './mask.ts';
import { LETTERS, orientations } from './pentominoes.ts';
import type { Letter } from './pentominoes.ts';

export interface Placement {
  readonly letter: Letter;
  /** The five cells, ascending (row-major). */
  readonly cells: readonly number[];
  /** Only possible with the tile turned over. */
  readonly reflected: boolean;
  /** The cells joined by commas: one key per placement. */
  readonly key: string;
  readonly mask: Mask;
  /** What the placement does to the board: five cells filled. */
  readonly footprint: Footprint;
}

interface Table {
  readonly placements: readonly Placement[];
  /** 8 words per placement: the mask of its cells, then the mask of the cells edge-adjacent to it. */
  readonly words: Int32Array;
  /** 1 when the placement covers a centre cell. */
  readonly centre: Uint8Array;
}

export const cellsKey = (cells: readonly number[]) => cells.join(',');

function makePlacement(letter: Letter, cells: number[], reflected: boolean): Placement {
  const none = CellSet.empty();
  const footprint: Footprint = Object.freeze({
    from: none,
    fill: CellSet.from(cells),
    touch: none,
    via: none,
    kind: 'plain' as const,
  });
  return Object.freeze({
    letter,
    cells: Object.freeze(cells),
    reflected,
    key: cellsKey(cells),
    mask: maskOf(cells),
    footprint,
  });
}

function allPlacements(letter: Letter): Placement[] {
  const result: Placement[] = [];
  for (const o of orientations(letter, true)) {
    for (let top = 0; top + o.height <= SIDE; top++) {
      for (let left = 0; left + o.width <= SIDE; left++) {
        const cells = o.squares.map(([r, c]) => (top + r) * SIDE + left + c).sort((a, b) => a - b);
        result.push(makePlacement(letter, cells, o.reflected));
      }
    }
  }
  return result;
}

function tableOf(placements: Placement[]): Table {
  const words = new Int32Array(placements.length * 8);
  const centre = new Uint8Array(placements.length);
  placements.forEach((p, i) => {
    const around = new Set<number>();
    for (const cell of p.cells) for (const n of NEIGHBOURS[cell]) if (!p.cells.includes(n)) around.add(n);
    const aroundMask = maskOf(around);
    for (let w = 0; w < 4; w++) {
      words[i * 8 + w] = p.mask[w];
      words[i * 8 + 4 + w] = aroundMask[w];
    }
    centre[i] = (p.mask[0] & CENTRE_MASK[0]) | (p.mask[1] & CENTRE_MASK[1]) ? 1 : 0;
  });
  return { placements: Object.freeze(placements), words, centre };
}

interface LetterTables {
  readonly withFlip: Table;
  /** The same placement objects as withFlip's, the reflected ones left out. */
  readonly withoutFlip: Table;
}

const TABLES = new Map<Letter, LetterTables>();
let byKey: Map<string, Placement> | null = null;

/** A pentomino's tables, built on first use and kept. */
function tablesOf(letter: Letter): LetterTables {
  let tables = TABLES.get(letter);
  if (tables === undefined) {
    const all = allPlacements(letter);
    tables = { withFlip: tableOf(all), withoutFlip: tableOf(all.filter((p) => !p.reflected)) };
    TABLES.set(letter, tables);
  }
  return tables;
}

function tableFor(letter: Letter, allowFlip: boolean): Table {
  const tables = tablesOf(letter);
  return allowFlip ? tables.withFlip : tables.withoutFlip;
}

/** Every placement by its key; a key does not say its letter, so the first look-up builds them all. */
function placementsByKey(): Map<string, Placement> {
  if (byKey === null) {
    byKey = new Map();
    for (const letter of LETTERS) for (const p of tablesOf(letter).withFlip.placements) byKey.set(p.key, p);
  }
  return byKey;
}

/** Every placement of a pentomino inside the frame, legal or not. */
export function placementsOf(letter: Letter, allowFlip: boolean): readonly Placement[] {
  return tableFor(letter, allowFlip).placements;
}

/** The placement covering exactly these cells (ascending), or undefined when they are no pentomino. */
export function placementAt(sortedCells: readonly number[]): Placement | undefined {
  return placementsByKey().get(cellsKey(sortedCells));
}

/**
 * The legal placements of a pentomino on a site: no cell `blocked` (rocks and tiles), and
 * either covering a centre cell (no tile yet: `covered` empty) or sharing an edge with a tile.
 * With `out` null, stops at the first legal placement and says whether there is one.
 */
function scan(letter: Letter, allowFlip: boolean, blocked: Mask, covered: Mask, out: Placement[] | null): boolean {
  const { words, centre, placements } = tableFor(letter, allowFlip);
  const first = maskIsEmpty(covered);
  const [b0, b1, b2, b3] = blocked;
  const [t0, t1, t2, t3] = covered;
  let found = false;
  for (let i = 0, o = 0; i < placements.length; i++, o += 8) {
    if (((words[o] & b0) | (words[o + 1] & b1) | (words[o + 2] & b2) | (words[o + 3] & b3)) !== 0) continue;
    if (first) {
      if (centre[i] === 0) continue;
    } else if (((words[o + 4] & t0) | (words[o + 5] & t1) | (words[o + 6] & t2) | (words[o + 7] & t3)) === 0) {
      continue;
    }
    if (out === null) return true;
    out.push(placements[i]);
    found = true;
  }
  return found;
}

export function listPlacements(letter: Letter, allowFlip: boolean, blocked: Mask, covered: Mask): Placement[] {
  const out: Placement[] = [];
  scan(letter, allowFlip, blocked, covered, out);
  return out;
}

export function hasPlacement(letter: Letter, allowFlip: boolean, blocked: Mask, covered: Mask): boolean {
  return scan(letter, allowFlip, blocked, covered, null);
}

/** Whether a placement shares an edge with a covered cell. */
export function touchesTiles(placement: Placement, covered: Mask): boolean {
  for (const cell of placement.cells) {
    for (const n of NEIGHBOURS[cell]) if ((covered[n >>> 5] & (1 << (n & 31))) !== 0) return true;
  }
  return false;
}
