// Every game as the host handles it: its cells in areas, numbered across areas (rules/areas.ts),
// whatever form the game takes: one board, seats each on a board of their own (the older
// `seats` members), areas, or no board at all. Everything the host detects and lights is in
// these global cells; only this module knows the game's own forms.
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

const shift = (cells: CellSet, by: number): CellSet => (by === 0 ? cells : CellSet.from([...cells].map((c) => c + by)));

function shiftFootprint(fp: BoardFootprint, by: number): BoardFootprint {
  if (by === 0) return fp;
  const moved: BoardFootprint = {
    ...fp, from: shift(fp.from, by), remove: shift(fp.remove, by), lift: shift(fp.lift, by), fill: shift(fp.fill, by), touch: shift(fp.touch, by), via: shift(fp.via, by),
  };
  if (fp.mark) moved.mark = shift(fp.mark, by);
  return moved;
}

/** The shape of a game set up with these options, in this (first) state. */
export function shapeOf(game: AnyGame, options: unknown, state: unknown): GameShape {
  const geometry: Geometry | null = game.geometry(options);
  const seats: string[] | undefined = game.seats?.(state);
  let areas: Area[];
  if (geometry === null) areas = [];
  else if (game.areas) areas = game.areas(state);
  else if (seats) areas = seats.map((seat) => ({ id: seat, rows: geometry.rows, cols: geometry.cols, seat }));
  else areas = [{ id: 'board', rows: geometry.rows, cols: geometry.cols }];
  const offsets = areaOffsets(areas);
  const areaCells = areas.map((a, i) => CellSet.from(Array.from({ length: cellSpan(a) }, (_, c) => offsets[i] + c)));
  const areaOf = (cell: number): number => areaCellOf(areas, cell)?.area ?? -1;
  const local = (cell: number) => areaCellOf(areas, cell);
  const legacySeats = seats !== undefined && !game.areas && game.occupancyOf !== undefined && game.seatOf !== undefined;
  const seatOffset = (seat: string): number => offsets[areas.findIndex((a) => a.seat === seat)];

  const base = {
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
  };

  if (legacySeats) {
    // One board per seat, each in its own cells: put each seat's cells in its area.
    return {
      ...base,
      occupancy: (s) => areas.reduce((all, a, i) => all.union(shift(game.occupancyOf!(s, a.seat!), offsets[i])), CellSet.empty()),
      footprint: (s, m) => shiftFootprint(fullFootprint(game.footprint(s, m)), seatOffset(game.seatOf!(s, m))),
      ambientLights(s) {
        if (!game.ambientLights) return undefined;
        const plan = new Map<number, LightRole>();
        areas.forEach((a, i) => { for (const [c, role] of game.ambientLights!(s, a.seat)) plan.set(c + offsets[i], role); });
        return plan;
      },
      explainMismatch(s, added, lifted, inAreas) {
        if (!game.explainMismatch) return null;
        for (const i of inAreas) {
          const cells = areaCells[i];
          const reason = game.explainMismatch(s, shift(added.intersect(cells), -offsets[i]), shift(lifted.intersect(cells), -offsets[i]), areas[i].seat);
          if (reason) return reason;
        }
        return null;
      },
    };
  }
  return {
    ...base,
    occupancy: (s) => (areas.length === 0 ? CellSet.empty() : game.occupancy(s)),
    footprint: (s, m) => fullFootprint(game.footprint(s, m)),
    ambientLights: (s) => game.ambientLights?.(s),
    explainMismatch: (s, added, lifted) => game.explainMismatch?.(s, added, lifted) ?? null,
  };
}
