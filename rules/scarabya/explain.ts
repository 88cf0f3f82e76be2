// Why a site is wrong when it matches no legal placement, in words for the players: `added`
// cells were filled and `lifted` cells emptied since the position.
import type { CellSet } from '../cellset.ts';
import { placementError } from './board.ts';
import { CELLS, CENTRE_CELLS, cellName, maskHas, maskIntersects } from './mask.ts';
import { placementAt, placementsOf } from './placements.ts';
import type { Placement } from './placements.ts';
import { splitBySeat } from './seat-areas.ts';
import { missionOf, playerName, seatNames, seatWaits } from './state.ts';
import type { Board, ScarabyaState } from './types.ts';

const OFF_CENTRE = `off-centre first tile: cover ${CENTRE_CELLS.map(cellName).join(', ')}`;
const NOT_TOUCHING = 'not touching: a tile must share an edge with a tile already placed';

const list = (cells: Iterable<number>) => [...cells].map(cellName).join(', ');

function liftedReason(board: Board, lifted: CellSet): string | null {
  const tiles = board.tiles.filter((t) => t.cells.some((c) => lifted.has(c)));
  if (tiles.length > 0) {
    const which = tiles.map((t) => `the ${t.letter} on ${list(t.cells)}`).join(' and ');
    return `tile lifted: put ${which} back or undo`;
  }
  const rocks = board.site.rocks.filter((c) => lifted.has(c));
  if (rocks.length > 0) return `rock lifted: put it back on ${list(rocks)}`;
  return null;
}

/** Why five new cells are not a legal placement of the mission, or null when they are. */
function fiveCellReason(state: ScarabyaState, board: Board, cells: number[], mission: string): string | null {
  const placement = placementAt(cells);
  if (placement === undefined) return `wrong shape: ${list(cells)} is not a pentomino`;
  if (placement.letter !== mission) {
    return `not the current mission: that is the ${placement.letter}, the mission is the ${mission}`;
  }
  if (placement.reflected && !state.options.allowFlip) {
    return `wrong side: the ${mission} is turned over, and tiles may not be turned over`;
  }
  const error = placementError(board, placement);
  if (error === null) return null;
  if (error.code === 'off-centre') return OFF_CENTRE;
  if (error.code === 'not-touching') return NOT_TOUCHING;
  return error.message;
}

/** 1–4 new cells: a tile put down over a rock or a tile, a tile not finished, or a wrong shape. */
function partialReason(state: ScarabyaState, board: Board, cells: number[], mission: Placement['letter']): string {
  const containing = placementsOf(mission, state.options.allowFlip).filter((p) => cells.every((c) => p.cells.includes(c)));
  const rest = (p: Placement) => p.cells.filter((c) => !cells.includes(c));
  const resting = containing.filter((p) => rest(p).every((c) => maskHas(board.blocked, c)));
  if (resting.some((p) => maskIntersects(p.mask, board.site.rockMask))) {
    const rocks = resting.flatMap(rest).filter((c) => maskHas(board.site.rockMask, c));
    return `covers a rock: a tile may not go over the rock on ${list(new Set(rocks))}`;
  }
  if (resting.length > 0) return 'overlaps a tile: tiles may not overlap';
  const open = containing.filter((p) => !maskIntersects(p.mask, board.blocked));
  if (open.length === 0) return `wrong shape: that is not the ${mission}`;
  const errors = open.map((p) => placementError(board, p)?.code ?? null);
  if (errors.every((code) => code === 'off-centre')) return OFF_CENTRE;
  if (errors.every((code) => code === 'not-touching')) return NOT_TOUCHING;
  return `incomplete: a tile covers 5 cells, ${cells.length} are covered`;
}

/** The first site's reason, in seat order, for cells in global cells; null when none is wrong. */
export function scarabyaExplainMismatch(state: ScarabyaState, added: CellSet, lifted: CellSet): string | null {
  const addedBySeat = splitBySeat(state, added);
  const liftedBySeat = splitBySeat(state, lifted);
  for (let seat = 0; seat < state.boards.length; seat++) {
    const reason = explainMismatchOn(state, seat, addedBySeat[seat], liftedBySeat[seat]);
    if (reason !== null) return reason;
  }
  return null;
}

/** Why one site is wrong, with `added` and `lifted` in its own cells. */
export function explainMismatchOn(state: ScarabyaState, seat: number, added: CellSet, lifted: CellSet): string | null {
  const board = state.boards[seat];
  const fromLift = liftedReason(board, lifted);
  if (fromLift !== null) return fromLift;
  const cells = added.toArray().filter((c) => c < CELLS);
  if (cells.length === 0) return null;
  const mission = missionOf(state);
  if (mission === null) return 'the game is over: nothing more goes on the site';
  if (!seatWaits(state, seat)) {
    const who = state.options.mode === 'standard' ? playerName(seat) : seatNames(state)[seat];
    return `${who} has placed the ${mission} already: wait for the next mission`;
  }
  if (cells.length > 5) return `too many cells: a tile covers 5 cells, ${cells.length} are covered`;
  if (cells.length === 5) return fiveCellReason(state, board, cells, mission);
  return partialReason(state, board, cells, mission);
}
