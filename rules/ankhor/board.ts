// Ankh'or on smart boards: the areas (the offer row, then a tableau per player, each placed by the
// host on a board or a region of one), what they show, how moves look to the reed switches, the
// lights under everything else, and why a board that matches no move is wrong.
//
// Footprints: buying from slot k lifts offer cell k and fills the tableau cell (a base tile), the
// block's corner cell on a board with corner sensors (an upper tile), or, without corner sensors,
// is `partly` sensed with `mark` = the four cells the upper tile covers (confirmed by the `next`
// button, a tap or the dashboard). Moving a base tile lifts and fills tableau cells; moving an
// upper tile is seen only with corner sensors. Taking tokens, refreshes and ending a turn are not
// sensed (entered); so are tiles turned up (dealt by the game or entered).
import { areaCellOf, areaOffsets } from '../areas.ts';
import { CellSet } from '../cellset.ts';
import { cellCount, cornerCell } from '../cells.ts';
import type { Area, Disambiguation, Footprint, Geometry, LightRole } from '../contract.ts';
import { unsensed } from '../boardless.ts';
import { groupChange } from './groups.ts';
import { buyError, buyMoves, moveError } from './moves.ts';
import { current, playerName } from './state.ts';
import { blockCells } from './tableau.ts';
import { OFFER_SLOTS } from './tileset.ts';
import type { AnkhorMove, AnkhorOptions, AnkhorState, BuyMove, PlayerState } from './types.ts';

export const OFFER_AREA = 'offer';

export function ankhorAreas(state: AnkhorState): Area[] {
  return areasOf(state.options.grid, state.players.length);
}

/** The areas at the start, from the options alone: a tableau per player the options name. */
export function ankhorStartAreas(options: AnkhorOptions): Area[] {
  return areasOf(options.grid, options.players);
}

function areasOf({ rows, cols }: AnkhorOptions['grid'], players: number): Area[] {
  return [
    { id: OFFER_AREA, rows: 1, cols: OFFER_SLOTS },
    ...Array.from({ length: players }, (_, seat): Area => ({ id: playerName(seat), rows, cols, seat: playerName(seat) })),
  ];
}

/** The game's numbers for the offer's slots and each seat's tableau cells and corners. */
export class Numbering {
  private readonly offsets: number[];
  readonly areas: Area[];
  private readonly geometry: Geometry;

  constructor(state: AnkhorState) {
    this.areas = ankhorAreas(state);
    this.offsets = areaOffsets(this.areas);
    this.geometry = { rows: state.options.grid.rows, cols: state.options.grid.cols };
  }

  slot(slot: number): number {
    return this.offsets[0] + slot;
  }

  cell(seat: number, cell: number): number {
    return this.offsets[seat + 1] + cell;
  }

  /** The corner cell at the middle of the block whose top-left cell is given. */
  corner(seat: number, topLeft: number): number {
    const c = cornerCell(Math.floor(topLeft / this.geometry.cols), topLeft % this.geometry.cols, this.geometry);
    if (c === null) throw new RangeError(`no block has top-left cell ${topLeft}`);
    return this.offsets[seat + 1] + c;
  }

  /** What a game number stands for: an offer slot, a tableau cell, or a block (by its top-left cell). */
  locate(n: number): { area: 'offer'; slot: number } | { area: 'tableau'; seat: number; cell: number; upper: boolean } | null {
    const at = areaCellOf(this.areas, n);
    if (at === null) return null;
    if (at.area === 0) return at.cell < OFFER_SLOTS ? { area: 'offer', slot: at.cell } : null;
    const seat = at.area - 1;
    const cells = cellCount(this.geometry);
    if (at.cell < cells) return { area: 'tableau', seat, cell: at.cell, upper: false };
    const k = at.cell - cells;
    const cols = this.geometry.cols;
    const row = Math.floor(k / (cols - 1));
    return { area: 'tableau', seat, cell: row * cols + (k % (cols - 1)), upper: true };
  }
}

export function ankhorOccupancy(state: AnkhorState): CellSet {
  const n = new Numbering(state);
  const cells: number[] = [];
  state.offer.forEach((id, slot) => {
    if (id !== null) cells.push(n.slot(slot));
  });
  state.players.forEach((player, seat) => {
    player.base.forEach((id, cell) => {
      if (id !== null) cells.push(n.cell(seat, cell));
    });
    if (!state.options.corners) return;
    player.upper.forEach((id, tl) => {
      if (id !== null) cells.push(n.corner(seat, tl));
    });
  });
  return CellSet.from(cells);
}

export function ankhorFootprint(state: AnkhorState, move: AnkhorMove): Footprint {
  const n = new Numbering(state);
  const seat = state.toMove;
  const corners = state.options.corners;
  if (move.type === 'buy') {
    const from = CellSet.of(n.slot(move.slot));
    if (!move.upper) return { from, fill: CellSet.of(n.cell(seat, move.cell)) };
    if (corners) return { from, fill: CellSet.of(n.corner(seat, move.cell)) };
    const mark = CellSet.from(blockCells(move.cell, state.options.grid).map((c) => n.cell(seat, c)));
    return { from, sensing: 'partly', mark };
  }
  if (move.type === 'move') {
    if (!move.upper) return { from: CellSet.of(n.cell(seat, move.from)), fill: CellSet.of(n.cell(seat, move.to)) };
    if (corners) return { from: CellSet.of(n.corner(seat, move.from)), fill: CellSet.of(n.corner(seat, move.to)) };
  }
  return unsensed();
}

/**
 * Moves that look alike on the board: stacked purchases from one slot without corner sensors
 * (told apart by a tap on a marked cell, else asked), nothing else.
 */
export function ankhorDisambiguate(state: AnkhorState, moves: AnkhorMove[]): Disambiguation<AnkhorMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  if (moves.length === 1) return { move: moves[0] };
  const who = playerName(state.toMove);
  const prompt = `${who}: which block does the tile go on?`;
  return { choice: { prompt, options: moves, words: { en: prompt, ja: `${who}: タイルをどのブロックに置きますか？` } } };
}

/** Would this purchase form a colour or animal group of five or more? */
export function formsBigGroup(state: AnkhorState, move: BuyMove): boolean {
  const before = current(state);
  const id = state.offer[move.slot] as string;
  const after: PlayerState = move.upper
    ? { ...before, upper: Object.assign(before.upper.slice(), { [move.cell]: id }) }
    : { ...before, base: Object.assign(before.base.slice(), { [move.cell]: id }) };
  return groupChange(before, after, state.tiles, state.options.grid).formed.length > 0;
}

/**
 * For the player about to buy: where a tile they can pay for may go (`hint`), gold where it
 * would form a group of five or more (a bonus token); stack spots on corner cells when sensed.
 */
export function ankhorAmbientLights(state: AnkhorState): Map<number, LightRole> {
  const lights = new Map<number, LightRole>();
  if (state.over || state.waiting !== null || state.turn.main) return lights;
  const n = new Numbering(state);
  for (const move of buyMoves(state)) {
    if (move.upper && !state.options.corners) continue;
    const cell = move.upper ? n.corner(state.toMove, move.cell) : n.cell(state.toMove, move.cell);
    if (lights.get(cell) === 'gold') continue;
    lights.set(cell, formsBigGroup(state, move) ? 'gold' : 'hint');
  }
  return lights;
}

/** Why the board is wrong: "cannot pay: needs red, red", a tile on the wrong tableau… */
export function ankhorExplainMismatch(state: AnkhorState, added: CellSet, lifted: CellSet): string | null {
  if (state.over) return 'the game is over';
  if (state.waiting !== null) return null;
  const n = new Numbering(state);
  const places = [...added].map((c) => n.locate(c));
  const lifts = [...lifted].map((c) => n.locate(c));
  const who = playerName(state.toMove);
  if (places.some((p) => p?.area === 'offer')) return 'tiles come into the offer only by a refresh: enter it on the dashboard';
  const onTableau = places.filter((p) => p?.area === 'tableau');
  const other = onTableau.find((p) => p !== null && p.area === 'tableau' && p.seat !== state.toMove);
  if (other && other.area === 'tableau') return `it is ${who}'s turn, not ${playerName(other.seat)}'s`;
  const slot = lifts.find((p) => p?.area === 'offer');
  const placed = onTableau[0];
  if (slot && slot.area === 'offer' && placed && placed.area === 'tableau') {
    const problem = buyError(state, { type: 'buy', slot: slot.slot, cell: placed.cell, upper: placed.upper });
    return problem === null ? null : problem.message;
  }
  const from = lifts.find((p) => p?.area === 'tableau');
  if (from && from.area === 'tableau' && from.seat !== state.toMove) return `it is ${who}'s turn: put ${playerName(from.seat)}'s tile back`;
  if (from && from.area === 'tableau' && placed && placed.area === 'tableau') {
    const problem = moveError(state, { type: 'move', upper: from.upper, from: from.cell, to: placed.cell });
    return problem === null ? null : problem.message;
  }
  if (placed && !slot) return 'a new tile comes from the offer: lift it from its slot first';
  return null;
}
