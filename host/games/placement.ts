// Where a game's areas lie on the boards: each area whole on one board, at a region (its top-left
// cell on that board). Several areas may share a board (two tableaux side by side on a 16×16
// board); an area left off every board is played by entered moves only. Also the mapping of cells
// both ways and the names of a board's cells.
import { alphaNumericName, CellSet, parseAlphaNumeric, type Area } from '../../rules/index.ts';
import type { Checked } from '../game-plan.ts';
import type { GameShape } from './shape.ts';

/** A board as placement sees it: its size in the players' view, and whether it senses corners. */
export interface BoardSpace { id: string; rows: number; cols: number; corners?: boolean }

/** An area's place: the board and the board cell (row, col) of the area's top-left cell. */
export interface Region { board: string; row: number; col: number }

/** Per area (in the game's order), its region or null (not on any board). */
export type Placement = (Region | null)[];

/** Asked-for regions by area id; areas not named are packed after them. */
export type Layout = Record<string, { board: string; row: number; col: number }>;

const fits = (area: Area, board: BoardSpace, row: number, col: number): boolean =>
  row >= 0 && col >= 0 && row + area.rows <= board.rows && col + area.cols <= board.cols;

const overlaps = (a: Area, ra: Region, b: Area, rb: Region): boolean =>
  ra.board === rb.board && ra.row < rb.row + b.rows && rb.row < ra.row + a.rows && ra.col < rb.col + b.cols && rb.col < ra.col + a.cols;

/**
 * Places areas on boards: those named in `layout` where it says, the others in order, packed in
 * shelves (left to right, then a new shelf below the tallest so far), moving to the next board
 * when one is full. Areas that fit on no board are left off.
 */
export function placeAreas(areas: readonly Area[], boards: readonly BoardSpace[], layout: Layout = {}): Checked<Placement> {
  const placement: Placement = areas.map(() => null);
  for (const [id, region] of Object.entries(layout)) {
    const i = areas.findIndex((a) => a.id === id);
    if (i < 0) return { ok: false, error: `the layout names "${id}", which is no area of this game (${areas.map((a) => a.id).join(', ')})` };
    const board = boards.find((b) => b.id === region.board);
    if (!board) return { ok: false, error: `the layout puts "${id}" on board "${region.board}", which the game is not played on` };
    if (!fits(areas[i], board, region.row, region.col)) return { ok: false, error: `area "${id}" (${areas[i].rows}×${areas[i].cols}) does not fit on board "${board.id}" at row ${region.row + 1}, column ${region.col + 1}` };
    const clash = placement.findIndex((r, j) => r !== null && overlaps(areas[i], region, areas[j], r));
    if (clash >= 0) return { ok: false, error: `areas "${id}" and "${areas[clash].id}" overlap on board "${board.id}"` };
    placement[i] = { ...region };
  }
  let b = 0;
  let shelf = { top: 0, height: 0, x: 0 };
  const taken = (): Region[] => placement.filter((r): r is Region => r !== null);
  for (const [i, area] of areas.entries()) {
    if (placement[i] !== null) continue;
    while (b < boards.length) {
      const board = boards[b];
      const tryAt = (row: number, col: number): boolean => {
        const region = { board: board.id, row, col };
        if (!fits(area, board, row, col)) return false;
        if (taken().some((r) => overlaps(area, region, areas[placement.indexOf(r)], r))) return false;
        placement[i] = region;
        return true;
      };
      if (tryAt(shelf.top, shelf.x)) { shelf = { top: shelf.top, height: Math.max(shelf.height, area.rows), x: shelf.x + area.cols }; break; }
      const below = shelf.top + shelf.height;
      if (tryAt(below, 0)) { shelf = { top: below, height: area.rows, x: area.cols }; break; }
      b++;
      shelf = { top: 0, height: 0, x: 0 };
    }
  }
  return { ok: true, value: placement };
}

/** The cells of a board view grid, corners numbered after the cells as rules/cells.ts does. */
function boardCellOf(board: BoardSpace, row: number, col: number): number { return row * board.cols + col; }
function boardCornerOf(board: BoardSpace, row: number, col: number): number { return board.rows * board.cols + row * (board.cols - 1) + col; }

/** Game cells ↔ board cells for one game's placement. */
export class CellMap {
  /** global cell → [board, board view cell] */
  private readonly toBoardCells = new Map<number, { board: string; cell: number }>();
  /** board → (board view cell → global cell) */
  private readonly fromBoard = new Map<string, Map<number, number>>();
  /** board → the areas on it */
  private readonly areasOn = new Map<string, number[]>();

  constructor(readonly shape: GameShape, readonly placement: Placement, readonly boards: readonly BoardSpace[]) {
    for (const board of boards) { this.fromBoard.set(board.id, new Map()); this.areasOn.set(board.id, []); }
    shape.areas.forEach((area, i) => {
      const region = placement[i];
      if (!region) return;
      const board = boards.find((b) => b.id === region.board)!;
      this.areasOn.get(board.id)!.push(i);
      const base = shape.offsets[i];
      const put = (global: number, cell: number) => {
        this.toBoardCells.set(global, { board: board.id, cell });
        this.fromBoard.get(board.id)!.set(cell, global);
      };
      for (let r = 0; r < area.rows; r++) for (let c = 0; c < area.cols; c++) put(base + r * area.cols + c, boardCellOf(board, region.row + r, region.col + c));
      if (board.corners) {
        for (let r = 0; r < area.rows - 1; r++) {
          for (let c = 0; c < area.cols - 1; c++) put(base + area.rows * area.cols + r * (area.cols - 1) + c, boardCornerOf(board, region.row + r, region.col + c));
        }
      }
    });
  }

  /** The boards the game is placed on (holding at least one area). */
  get placedBoards(): string[] { return [...this.areasOn].filter(([, a]) => a.length > 0).map(([b]) => b); }

  areasOnBoard(board: string): readonly number[] { return this.areasOn.get(board) ?? []; }

  /** The game cells a board shows (its areas' cells it can sense). */
  coveredBy(board: string): CellSet { return CellSet.from(this.fromBoard.get(board)?.values() ?? []); }

  /** A board's report (view cells) as game cells; cells outside the game's areas are left out. */
  toGlobal(board: string, viewCells: CellSet): CellSet {
    const map = this.fromBoard.get(board);
    if (!map) return CellSet.empty();
    const out: number[] = [];
    for (const c of viewCells) { const g = map.get(c); if (g !== undefined) out.push(g); }
    return CellSet.from(out);
  }

  /** Where a game cell is on the boards, if it is on one. */
  toBoard(global: number): { board: string; cell: number } | undefined { return this.toBoardCells.get(global); }

  /** Game cells on one board, as that board's view cells. */
  onBoard<T>(board: string, cells: Iterable<[number, T]>): Map<number, T> {
    const out = new Map<number, T>();
    for (const [g, v] of cells) { const at = this.toBoardCells.get(g); if (at?.board === board) out.set(at.cell, v); }
    return out;
  }

  /** The name of a board view cell: the game's name within its area, prefixed with the area where the board holds several. */
  nameOnBoard(board: string, viewCell: number): string {
    const global = this.fromBoard.get(board)?.get(viewCell);
    const space = this.boards.find((b) => b.id === board)!;
    if (global === undefined) return viewCell < space.rows * space.cols ? alphaNumericName(viewCell, space) : `#${viewCell}`;
    return this.nameOf(global, this.areasOnBoard(board).length > 1);
  }

  /** A game cell's name (with its area's id first when `prefixed`, or the game has several areas and it is on no board). */
  nameOf(global: number, prefixed = this.shape.areas.length > 1): string {
    const area = this.shape.areaOf(global);
    const name = this.shape.localName(global);
    return prefixed ? `${this.shape.areas[area].id}:${name}` : name;
  }

  /**
   * The game cell named on a board (`A1`, or `P2:A1` where the board holds several areas) or in an
   * area (`area`: a seat or area id). Null when no such cell is there.
   */
  parseName(name: string, where: { board?: string; area?: string }): number | null {
    const colon = name.indexOf(':');
    let candidates = where.board !== undefined ? [...this.areasOnBoard(where.board)] : this.shape.areas.map((_, i) => i);
    let local = name;
    if (colon > 0) {
      const id = name.slice(0, colon);
      candidates = candidates.filter((i) => this.shape.areas[i].id === id);
      local = name.slice(colon + 1);
    }
    if (where.area !== undefined) candidates = candidates.filter((i) => this.shape.areas[i].id === where.area || this.shape.areas[i].seat === where.area);
    if (candidates.length !== 1 && colon < 0 && where.area === undefined) {
      // Several areas on the board and no area named: the name must say which.
      return null;
    }
    for (const i of candidates) {
      const cell = this.shape.parseLocal(i, local);
      if (cell !== null) return cell;
    }
    return null;
  }

  /** A board view cell named in plain column-letter/row-number form (for boards without a game). */
  static plainCell(board: BoardSpace, name: string): number | null {
    return parseAlphaNumeric(name, board);
  }
}
