// Where a cell sits in the LED chain, and how the players' view maps onto the board's own grid.
// Cells are row-major indices: cell = row * cols + col, row 0 at the top. "Board cells" are the
// board's own grid (the order of STATE bits and LEDS bytes); "view cells" are the grid as the
// players see it, which is what games and the dashboard use. Out-of-range input gives -1.
import type { BoardProfile } from './profile.ts';

type Grid = Pick<BoardProfile, 'rows' | 'cols'>;

function isCell(grid: Grid, cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < grid.rows * grid.cols;
}

/** Position (0 = first LED after the controller) of a board cell's LED in the chain. */
export function ledChainIndex(profile: BoardProfile, boardCell: number): number {
  if (!isCell(profile, boardCell)) return -1;
  const { rows, cols } = profile;
  let r = Math.floor(boardCell / cols);
  let c = boardCell % cols;
  // Measure from the corner wired first, then let odd runs of a serpentine go backwards.
  if (profile.ledStart.startsWith('bottom')) r = rows - 1 - r;
  if (profile.ledStart.endsWith('right')) c = cols - 1 - c;
  if (profile.ledChain === 'serpentine' && r % 2 === 1) c = cols - 1 - c;
  return r * cols + c;
}

/** The board cell whose LED is at `chainIndex` (inverse of ledChainIndex). */
export function boardCellAtChainIndex(profile: BoardProfile, chainIndex: number): number {
  if (!isCell(profile, chainIndex)) return -1;
  const { rows, cols } = profile;
  const r = Math.floor(chainIndex / cols);
  let c = chainIndex % cols;
  if (profile.ledChain === 'serpentine' && r % 2 === 1) c = cols - 1 - c;
  const row = profile.ledStart.startsWith('bottom') ? rows - 1 - r : r;
  const col = profile.ledStart.endsWith('right') ? cols - 1 - c : c;
  return row * cols + col;
}

/** Turns (row, col) of a rows×cols grid a quarter turn clockwise; the grid becomes cols×rows. */
function quarterTurn(cell: number, rows: number, cols: number): number {
  const r = Math.floor(cell / cols);
  const c = cell % cols;
  return c * rows + (rows - 1 - r); // new row = c, new col = rows-1-r, new width = rows
}

function turnClockwise(cell: number, rows: number, cols: number, quarterTurns: number): number {
  let out = cell;
  for (let i = 0; i < quarterTurns; i++) {
    out = quarterTurn(out, rows, cols);
    [rows, cols] = [cols, rows];
  }
  return out;
}

/**
 * The board cell under a view cell. `orientation` is how far the players' view is turned
 * clockwise to get the board's grid: at 90 the view's top row is the board's right column
 * (the board's own top edge lies along the players' left).
 */
export function toBoardCell(profile: BoardProfile, viewCell: number): number {
  if (isCorner(profile, viewCell)) return turnCorner(profile, viewCell, profile.orientation / 90);
  if (!isCell(profile, viewCell)) return -1;
  return turnClockwise(viewCell, profile.rows, profile.cols, profile.orientation / 90);
}

/** The view cell over a board cell (inverse of toBoardCell). */
export function toViewCell(profile: BoardProfile, boardCell: number): number {
  if (isCorner(profile, boardCell)) return turnCorner(profile, boardCell, (4 - profile.orientation / 90) % 4);
  if (!isCell(profile, boardCell)) return -1;
  // 90/270 only exist for square boards, so the grid's shape is the same both ways.
  return turnClockwise(boardCell, profile.rows, profile.cols, (4 - profile.orientation / 90) % 4);
}

/**
 * On a board with the corner layer, corner *i* (row-major over the (rows−1)×(cols−1) inner
 * corners) is numbered rows×cols + i, after the cells, as the rules number them.
 */
export function cornerCount(profile: BoardProfile): number {
  return profile.corners ? (profile.rows - 1) * (profile.cols - 1) : 0;
}

function isCorner(profile: BoardProfile, cell: number): boolean {
  const first = profile.rows * profile.cols;
  return Number.isInteger(cell) && cell >= first && cell < first + cornerCount(profile);
}

/** The corner grid turns with the board (90/270 only exist for square boards). */
function turnCorner(profile: BoardProfile, cell: number, quarterTurns: number): number {
  const first = profile.rows * profile.cols;
  return first + turnClockwise(cell - first, profile.rows - 1, profile.cols - 1, quarterTurns);
}
