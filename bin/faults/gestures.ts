// The players' hands, as data: a move (or putting the board back) becomes a list of steps, each
// one change of the board followed by a rest. Pure: randomness comes from the Rng handed in.
import { CellSet, type BoardFootprint, type Rng } from '../../rules/index.ts';

export interface Step {
  lift: CellSet;
  place: CellSet;
  /** How long the board then stays as it is. */
  holdMs: number;
}

/** Rests at most this long are too short for the host's settle window (120 ms) … */
export const QUICK_MAX_MS = 80;
/** … and rests at least this long always outlast it. */
export const SETTLED_MIN_MS = 150;

/** A rest that sometimes outlasts the settle window (a piece held while the player looks). */
function rest(rng: Rng): number {
  return rng.int(0, 9) < 3 ? rng.int(30, QUICK_MAX_MS) : rng.int(SETTLED_MIN_MS, 500);
}

const NONE = CellSet.empty();
const lifting = (cells: CellSet, holdMs: number): Step => ({ lift: cells, place: NONE, holdMs });
const placing = (cells: CellSet, holdMs: number): Step => ({ lift: NONE, place: cells, holdMs });

function shuffled(cells: number[], rng: Rng): number[] {
  const out = [...cells];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A move by hand: every piece that leaves (and every captured piece) is lifted one at a time, in
 * any order; then the pieces go down, several (a tile's magnets) 40–80 ms apart.
 */
export function moveGesture(footprint: BoardFootprint, rng: Rng): Step[] {
  const steps: Step[] = [];
  for (const cell of shuffled(footprint.lift.union(footprint.touch).toArray(), rng)) steps.push(lifting(CellSet.of(cell), rest(rng)));
  const down = shuffled(footprint.fill.union(footprint.touch).toArray(), rng);
  down.forEach((cell, i) => steps.push(placing(CellSet.of(cell), i < down.length - 1 ? rng.int(40, QUICK_MAX_MS) : rest(rng))));
  return steps;
}

/**
 * Puts a board back to what the game expects (a failed cast sends a piece home). A few cells go
 * one by one; a whole new layout is cleared and set in two sweeps.
 */
export function restoreGesture(truth: CellSet, expected: CellSet, rng: Rng): Step[] {
  const extra = truth.minus(expected);
  const missing = expected.minus(truth);
  if (extra.size + missing.size > 4) {
    return [lifting(extra, SETTLED_MIN_MS), placing(missing, SETTLED_MIN_MS)].filter((s) => !s.lift.isEmpty() || !s.place.isEmpty());
  }
  return [
    ...shuffled(extra.toArray(), rng).map((c) => lifting(CellSet.of(c), rest(rng))),
    ...shuffled(missing.toArray(), rng).map((c) => placing(CellSet.of(c), rest(rng))),
  ];
}

/** The same hands, moving briskly: no rest but the last outlasts the settle window. */
export function brisk(steps: Step[]): Step[] {
  return steps.map((s, i) => (i < steps.length - 1 ? { ...s, holdMs: Math.min(s.holdMs, QUICK_MAX_MS) } : s));
}

/** The board after each step, and whether it stays so long enough for the host to settle on it. */
export function snapshots(start: CellSet, steps: Step[]): { cells: CellSet; settles: boolean }[] {
  let cells = start;
  return steps.map((s, i) => {
    cells = cells.minus(s.lift).union(s.place);
    return { cells, settles: i === steps.length - 1 || s.holdMs >= SETTLED_MIN_MS };
  });
}
