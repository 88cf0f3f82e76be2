// Every game as the host handles it: its cells in areas, numbered across areas (rules/areas.ts),
// whatever form the game takes: one board, areas, or no board at all. Everything the host
// detects and lights is in these global cells; only this module knows the game's own forms.
import {
  areaCellOf, areaGeometry, areaOffsets, CellSet, cellSpan,
  fullFootprint, type AnyGame, type Area, type BoardFootprint, type Geometry, type LightRole,
} from '../../rules/index.ts';

export interface GameShape {
  readonly game: AnyGame;
  /** [] for a game with no board. */
  readonly areas: readonly Area[];
  /** Where each area's cells start. */
  readonly offsets: readonly number[];
  /** Every cell of each area (cells and corners). */
  readonly areaCells: readonly CellSet[];
  occupancy(state: unknown): CellSet;
  /** A move's footprint, whole (rules/footprint.ts), in global cells. */
  footprint(state: unknown, move: unknown): BoardFootprint;
  ambientLights(state: unknown): ReadonlyMap<number, LightRole> | undefined;
  /** Why the cells of these areas are wrong, if the game can say. */
  explainMismatch(state: unknown, added: CellSet, lifted: CellSet, areas: readonly number[]): string | null;
  /** The area a cell belongs to, or -1. */
  areaOf(cell: number): number;
  /** A cell's name within its area (the game's notation). */
  localName(cell: number): string;
  /** The cell of an area named in the game's notation, or null. */
  parseLocal(area: number, name: string): number | null;
}

/** The shape of a game set up with these options, in this (first) state. */
export function shapeOf(game: AnyGame, options: unknown, state: unknown): GameShape {
  const geometry: Geometry | null = game.geometry(options);
  let areas: Area[];
  if (geometry === null) areas = [];
  else if (game.areas) areas = game.areas(state);
  else areas = [{ id: 'board', rows: geometry.rows, cols: geometry.cols }];
  const offsets = areaOffsets(areas);
  const areaCells = areas.map((a, i) => CellSet.from(Array.from({ length: cellSpan(a) }, (_, c) => offsets[i] + c)));
  const areaOf = (cell: number): number => areaCellOf(areas, cell)?.area ?? -1;
  const local = (cell: number) => areaCellOf(areas, cell);
  return {
    game, areas, offsets, areaCells, areaOf,
    localName(cell: number): string {
      const at = local(cell);
      if (!at) throw new RangeError(`cell ${cell} is in no area of ${game.id}`);
      return game.cellName(at.cell, areaGeometry(areas[at.area]));
    },
    parseLocal(area: number, name: string): number | null {
      const a = areas[area];
      if (!a) return null;
      const cell = game.parseCell(name, areaGeometry(a));
      return cell === null || cell < 0 || cell >= cellSpan(a) ? null : offsets[area] + cell;
    },
    occupancy: (s) => (areas.length === 0 ? CellSet.empty() : game.occupancy(s)),
    footprint: (s, m) => fullFootprint(game.footprint(s, m)),
    ambientLights: (s) => game.ambientLights?.(s),
    explainMismatch: (s, added, lifted) => game.explainMismatch?.(s, added, lifted) ?? null,
  };
}
