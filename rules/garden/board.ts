// Garden on the boards: a 3×3 area per seat; plants are stones the board senses; a fence post
// sits where four cells meet, seen only by a board with a corner layer; watering touches nothing
// the board can see, so it waits for a confirmation (a tap on the plant, the next button, the
// dashboard).
import { globalCell } from '../areas.ts';
import { CellSet } from '../cellset.ts';
import { cellsAroundCorner } from '../cells.ts';
import type { Area, Disambiguation, Footprint, LightRole } from '../contract.ts';
import { unsensed } from '../boardless.ts';
import { GRID } from './rules.ts';
import { SEATS, type GardenMove, type GardenState, type Seat } from './types.ts';

export const AREAS: Area[] = SEATS.map((seat) => ({ id: seat, rows: GRID.rows, cols: GRID.cols, seat }));

const at = (seat: Seat, local: number): number => globalCell(AREAS, SEATS.indexOf(seat), local);

export function occupancy(state: GardenState): CellSet {
  const cells: number[] = [];
  for (const seat of SEATS) {
    const g = state.gardens[seat];
    for (const c of g.plants.keys()) cells.push(at(seat, c));
    if (state.options.corners) for (const c of g.fences) cells.push(at(seat, c));
  }
  if (state.planting !== null) cells.push(at(state.toMove, state.planting));
  return CellSet.from(cells);
}

// Moves that look alike (waterings, fences with no corner layer) are asked about: the default.
export function footprint(state: GardenState, move: GardenMove): Footprint {
  const seat = state.toMove;
  switch (move.type) {
    case 'plant': return { fill: CellSet.of(at(seat, move.cell)) };
    case 'water': return { sensing: 'partly', mark: CellSet.of(at(seat, move.cell)) };
    case 'fence':
      if (state.options.corners) return { fill: CellSet.of(at(seat, move.corner)) };
      return { sensing: 'partly', mark: CellSet.from(cellsAroundCorner(move.corner, GRID).map((c) => at(seat, c))) };
    case 'pass': return unsensed();
  }
}

/** Moves that look alike are waterings (or fences, with no corner layer): the player says which. */
export function disambiguate(_state: GardenState, moves: GardenMove[]): Disambiguation<GardenMove> {
  if (moves.length === 1) return { move: moves[0] };
  return { choice: { prompt: 'Which one?', options: moves, words: { en: 'Which one?', ja: 'どれですか？' } } };
}

/** The mover's garden glows faintly where a seed may go. */
export function ambientLights(state: GardenState): ReadonlyMap<number, LightRole> {
  const lights = new Map<number, LightRole>();
  if (state.planting !== null) return lights;
  const g = state.gardens[state.toMove];
  for (let c = 0; c < GRID.rows * GRID.cols; c++) if (!g.plants.has(c)) lights.set(at(state.toMove, c), 'hint');
  return lights;
}

