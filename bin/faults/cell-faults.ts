// Faults of single contacts for one turn of play: a stuck reed (closed or open), a flickering
// neighbour, bounce bursts. Each knows what the host may see instead of the truth, so a turn can
// refuse a fault that would make the board look exactly like another legal move (a stuck-on cell
// where a piece may be dropped is a drop, to any board): the host cannot be blamed for those.
import type { Geometry, Rng } from '../../rules/index.ts';
import { CellSet } from '../../rules/index.ts';
import { readBoard, type Position } from '../../host/index.ts';
import { DEFAULT_DEBOUNCE_MS } from '../../firmware-sim/index.ts';
import type { Step } from './gestures.ts';
import type { BoardTruth } from './truth.ts';

export type CellFaultKind = 'stuck-on' | 'stuck-off' | 'flicker' | 'bounce';

export interface CellFault {
  readonly kind: CellFaultKind;
  /** For the figures line, e.g. "stuck-on 40". */
  readonly label: string;
  /** What the host may be shown while the board truly holds `cells`. */
  views(cells: CellSet): CellSet[];
  start(truth: BoardTruth): void;
  /** Called as each step of the players' hands happens. */
  onStep(step: Step, truth: BoardTruth): void;
  stop(truth: BoardTruth): void;
}

const nothing = (): void => undefined;

export function stuck(cell: number, closed: boolean): CellFault {
  const one = CellSet.of(cell);
  return {
    kind: closed ? 'stuck-on' : 'stuck-off',
    label: `${closed ? 'stuck-on' : 'stuck-off'} ${cell}`,
    views: (cells) => [closed ? cells.union(one) : cells.minus(one)],
    start: (truth) => truth.board.stick(truth.boardCell(cell), closed),
    onStep: nothing,
    stop: (truth) => truth.board.stick(truth.boardCell(cell), null),
  };
}

/**
 * The contact reads the opposite of its piece for half of every period. On a deferred board,
 * faster than the debounce it never shows, unless the board boots meanwhile (`reboots`): the
 * debouncer starts from one raw scan, and a contact that never holds still for the debounce window
 * keeps that reading. On an eager board (`eager`) every flicker shows: each change is reported at
 * once and held for the window.
 */
export function flicker(cell: number, periodMs: number, reboots = false, eager = false): CellFault {
  const filtered = periodMs / 2 < DEFAULT_DEBOUNCE_MS && !reboots && !eager;
  return {
    kind: 'flicker',
    label: `flicker ${cell} every ${periodMs} ms`,
    views: (cells) => (filtered ? [cells] : [cells, cells.xor(CellSet.of(cell))]),
    start: (truth) => truth.board.flicker(truth.boardCell(cell), periodMs),
    onStep: nothing,
    stop: (truth) => truth.board.flicker(truth.boardCell(cell), null),
  };
}

/** Every contact a hand touches bounces for 2–20 ms, and so, now and then, does one next to it. */
/** No fault: a turn checks its own gesture with this (a held piece must not look like a capture). */
export const noFault: CellFault = {
  kind: 'bounce', label: 'none', views: (cells) => [cells], start: nothing, onStep: nothing, stop: nothing,
};

export function bounces(geometry: Geometry, rng: Rng): CellFault {
  return {
    kind: 'bounce',
    label: 'bounce bursts',
    views: (cells) => [cells],
    start: nothing,
    onStep(step, truth) {
      for (const cell of step.lift.union(step.place).toArray()) {
        truth.board.bounce(truth.boardCell(cell), rng.int(2, 20));
        const near = neighbours(cell, geometry);
        if (near.length > 0 && rng.int(0, 2) === 0) truth.board.bounce(truth.boardCell(near[rng.int(0, near.length - 1)]), rng.int(2, 20));
      }
    },
    stop: nothing,
  };
}

/** The eight cells around `cell` that are on the board. */
export function neighbours(cell: number, { rows, cols }: Geometry): number[] {
  const r = Math.floor(cell / cols);
  const c = cell % cols;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const rr = r + dr;
      const cc = c + dc;
      if ((dr !== 0 || dc !== 0) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) out.push(rr * cols + cc);
    }
  }
  return out;
}

/**
 * Would the host, shown the fault's views of the turn's boards, see a legal move other than the
 * one the players make? `snaps` are the boards after each step (the first: before any), and
 * whether each stays long enough to settle; `seenBefore`, the cells the host has seen empty since
 * its last commit. Only the last may match, and only as the move meant (`meant` look-alikes).
 * The fault outlasts the move: `next` is the position once the move is committed, and the
 * finished board, seen through the fault, must not pass for a move from there either.
 */
export function fakesAMove(
  position: Position, snaps: { cells: CellSet; settles: boolean }[], fault: CellFault, meant: number, seenBefore: CellSet,
  next?: Position,
): boolean {
  let seenEmpty = seenBefore;
  const last = snaps[snaps.length - 1].cells;
  for (const [i, snap] of snaps.entries()) {
    const views = fault.views(snap.cells);
    for (const view of views) seenEmpty = seenEmpty.union(position.expected.minus(view));
    if (!snap.settles) continue;
    for (const view of views) {
      const reading = readBoard(position, view, seenEmpty);
      if (reading.kind !== 'match') continue;
      const final = i === snaps.length - 1 && view.equals(last);
      if (!final || reading.candidates.length !== meant) return true;
    }
  }
  if (next === undefined) return false;
  const views = fault.views(last);
  const seenAfter = views.reduce((seen, view) => seen.union(next.expected.minus(view)), CellSet.empty());
  return views.some((view) => readBoard(next, view, seenAfter).kind === 'match');
}
