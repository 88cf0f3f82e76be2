// The boards read into moves (host/detect/), from the sensing model (sensing.ts): every group of
// areas read and how still it is (what presentation.ts lights and reports from), the move a still
// board commits, the moves waiting for a confirmation, what a tap picks.
import { CellSet } from '../../rules/index.ts';
import type { Candidate } from '../detect/candidates.ts';
import { readGroups, type GroupReading } from '../detect/groups.ts';
import { seenFor, type SensingContext, type SensingModel } from './sensing.ts';

/** Virtual times carry float noise from byte timings: a timer set for a moment may fire a hair before it. */
export const EPSILON_MS = 1e-6;

/** A group of areas read, and whether it has been still for the settle window. */
export interface SensedGroup extends GroupReading { settled: boolean }

/** What sensing concluded of the boards now: what the lights and the reports are made from. */
export interface Sensed {
  observed: CellSet;
  /** Every group read, held areas shown as what to put back. */
  groups: SensedGroup[];
  /** Per area: still for the settle window. */
  settled: readonly boolean[];
  /** When the next group still changing will have settled (Infinity: none is). */
  settlesAt: number;
}

/** What a tap picks: an option of the open choice, or moves to commit. */
export type Picked = { type: 'choose'; value: string } | { type: 'commit'; candidates: Candidate[] };

/** Every group read and how still it is, once every board has reported. */
export function conclude(model: SensingModel, ctx: SensingContext): Sensed {
  const settled = model.changedAt.map((t) => stillSince(t, ctx));
  let settlesAt = Infinity;
  const groups = readAll(model, ctx).map((g) => {
    const still = g.areas.every((a) => settled[a]);
    // A group settles when its last-changed area has been still for the window (not its first:
    // that time may be long past, and a wake-up in the past would fire for ever).
    if (!still) settlesAt = Math.min(settlesAt, Math.max(...g.areas.map((a) => model.changedAt[a])) + ctx.settleMs);
    return { ...g, settled: still };
  });
  return { observed: model.observed!, groups, settled, settlesAt };
}

/** The move a still board shows, to commit: the first settled group that matches one. */
export function settledMatch(model: SensingModel, ctx: SensingContext): { areas: number[]; candidates: Candidate[] } | null {
  for (const g of readAll(model, ctx)) {
    if (g.reading.kind === 'match' && isSettled(model, g.areas, ctx)) return { areas: g.areas, candidates: g.reading.candidates };
  }
  return null;
}

/**
 * The moves a confirmation would make, one list per group of areas: those the boards show all they
 * can of, and the computer's move where no board holds any of its cells (a game on no board, a
 * move that lifts and fills nothing): no board will ever show it, so it waits as it is.
 */
export function waitingMoves(model: SensingModel, ctx: SensingContext): Candidate[][] {
  const waiting = model.observed ? readAll(model, ctx).map(confirmableOf).filter((c) => c.length > 0) : [];
  const { guide } = ctx;
  if (guide && !onSomeBoard(guide, ctx)) waiting.push([guide]);
  return waiting;
}

/** What a tap on this cell picks: an option of the open choice naming it, or the waiting moves marked there. */
export function pickAt(model: SensingModel, cell: number, ctx: SensingContext): Picked | null {
  if (ctx.choiceCells) {
    const options = [...ctx.choiceCells].filter(([, cells]) => cells.includes(cell)).map(([o]) => o);
    if (options.length === 1) return { type: 'choose', value: options[0] };
  }
  const marked = readAll(model, ctx).flatMap(confirmableOf).filter((c) => c.footprint.mark?.has(cell));
  return marked.length > 0 ? { type: 'commit', candidates: marked } : null;
}

export function confirmableOf(g: GroupReading): Candidate[] {
  return g.reading.kind === 'idle' || g.reading.kind === 'progress' ? g.reading.confirmable : [];
}

/** Every group read, with held areas shown as what to put back. */
function readAll(model: SensingModel, ctx: SensingContext): GroupReading[] {
  const { shape, position } = ctx;
  const observed = model.observed!;
  const readings = readGroups(position, observed, seenFor(model, ctx), shape.areaCells, shape.areaOf);
  return readings.map((g) => {
    if (!g.areas.some((a) => model.held.has(a))) return g;
    const expected = position.expected.intersect(g.cells);
    const seen = observed.intersect(g.cells);
    return { ...g, reading: { kind: 'mismatch', clear: seen.minus(expected), fill: expected.minus(seen) } };
  });
}

function isSettled(model: SensingModel, areas: readonly number[], ctx: SensingContext): boolean {
  return areas.every((a) => stillSince(model.changedAt[a], ctx));
}

function stillSince(changedAt: number, ctx: SensingContext): boolean {
  return ctx.now - changedAt >= ctx.settleMs - EPSILON_MS;
}

function onSomeBoard(c: Candidate, ctx: SensingContext): boolean {
  const fp = c.footprint;
  const cells = fp.lift.union(fp.fill).union(fp.touch).union(fp.mark ?? CellSet.empty());
  return [...cells].some((cell) => ctx.map.toBoard(cell) !== undefined);
}
