// What the boards show, as a pure model: the reports in, the occupancy observed, when each area
// last changed (the settle window), taps, the cells seen empty since the game last changed, the
// areas held until they show the game again. sensing-read.ts reads it into moves; nothing here
// lights or reports anything: presentation.ts does, from what sensing-read.ts concludes.
import { CellSet } from '../../rules/index.ts';
import type { Candidate, Position } from '../detect/candidates.ts';
import type { CellMap } from '../games/placement.ts';
import type { GameShape } from '../games/shape.ts';

/** A piece lifted and put back within this long, nothing else changed, is a tap. */
export const TAP_MS = 1000;
/**
 * A cell empty for less than this, then back, was a glimpse, not a hand: a contact glitch or a
 * bounce, which a board that debounces eager (the reed boards) reports as a lift and, one debounce
 * window (5 ms) later, the piece back. The lights may follow it; it neither counts as the cell
 * seen empty (no capture is taken from it) nor as a tap. Any hand takes far longer.
 */
export const GLIMPSE_MS = 20;

export interface SensingModel {
  /** Each placed board's last report, in game cells. */
  readonly reports: ReadonlyMap<string, CellSet>;
  /** What the boards show, once every placed board has reported. */
  readonly observed: CellSet | null;
  /** When each area's cells last changed. */
  readonly changedAt: readonly number[];
  /** Cells seen empty while the game was in state `seenFor` (a capture needs its square emptied once). */
  readonly seenEmpty: CellSet;
  readonly seenFor: unknown;
  /**
   * Cells of the position seen empty now, not seen empty before in this state: since when. Back
   * within GLIMPSE_MS, they were never seen empty.
   */
  readonly emptySince: ReadonlyMap<number, number>;
  /**
   * Areas the game changed under without the boards showing it (an undo, a failed cast, a move
   * entered as text): nothing there is taken as a move until they show the game again.
   */
  readonly held: ReadonlySet<number>;
  /** The occupancy the game expected when the boards were last read. */
  readonly expectedAt: CellSet | null;
  /** Cells lifted lately: when, and what the boards showed before (for taps). */
  readonly lifts: ReadonlyMap<number, { at: number; before: CellSet }>;
}

export function initialSensing(areaCount: number): SensingModel {
  return {
    reports: new Map(), observed: null, changedAt: Array.from({ length: areaCount }, () => -Infinity),
    seenEmpty: CellSet.empty(), seenFor: undefined, emptySince: new Map(), held: new Set(), expectedAt: null, lifts: new Map(),
  };
}

/** What sensing reads of the world at each step. */
export interface SensingContext {
  now: number;
  settleMs: number;
  shape: GameShape;
  map: CellMap;
  /** The game's current state (its identity tells a change) and the position the boards should show. */
  state: unknown;
  position: Position;
  /** An open choice whose options name cells: option → cells. */
  choiceCells: ReadonlyMap<string, readonly number[]> | null;
  /**
   * A move the players are asked to make (the computer opponent's): lit while the boards still
   * show the position (from, stepping squares, target). The position's candidates hold only it.
   */
  guide?: Candidate | null;
}

// ── Transitions ───────────────────────────────────────────────────────────────────────────────

/**
 * A board's report, already in game cells (`covered`: every game cell that board can sense).
 * `changed`: every placed board has reported and together they show something new; `tapped`:
 * the cells lifted and put back at once, the boards otherwise as they were.
 */
export function sense(model: SensingModel, board: string, cells: CellSet, covered: CellSet, ctx: SensingContext): { model: SensingModel; changed: boolean; tapped: number[] } {
  const reports = new Map(model.reports).set(board, cells.intersect(covered));
  const placed = ctx.map.placedBoards;
  if (!placed.every((b) => reports.has(b))) return { model: { ...model, reports }, changed: false, tapped: [] };
  const observed = placed.reduce((all, b) => all.union(reports.get(b)!), CellSet.empty());
  const previous = model.observed;
  if (previous?.equals(observed)) return { model: { ...model, reports }, changed: false, tapped: [] };

  const { shape, now } = ctx;
  const changed = previous === null ? observed.union(ctx.position.expected) : previous.xor(observed);
  const changedAt = model.changedAt.map((t, area) => (previous === null || changed.intersects(shape.areaCells[area]) ? now : t));
  const { lifts, tapped } = tapsAfter(model.lifts, previous, observed, now);
  return { model: { ...model, reports, observed, changedAt, ...seenEmptyAfter(model, observed, ctx), lifts }, changed: true, tapped };
}

/** Taps: a piece lifted and put back at once, the boards otherwise as they were. */
function tapsAfter(before: SensingModel['lifts'], previous: CellSet | null, observed: CellSet, now: number): { lifts: SensingModel['lifts']; tapped: number[] } {
  const lifts = new Map([...before].filter(([, l]) => now - l.at <= TAP_MS));
  const tapped: number[] = [];
  if (previous !== null) {
    for (const c of previous.minus(observed)) lifts.set(c, { at: now, before: previous });
    for (const c of observed.minus(previous)) {
      const lift = lifts.get(c);
      if (lift && lift.before.equals(observed) && now - lift.at >= GLIMPSE_MS) tapped.push(c);
      lifts.delete(c);
    }
  }
  return { lifts, tapped };
}

/**
 * Cells seen empty count for the state they were seen in; an area back at the position starts
 * afresh. A cell back within GLIMPSE_MS of emptying was a glimpse: not seen empty after all
 * (unless it was before that).
 */
function seenEmptyAfter(model: SensingModel, observed: CellSet, ctx: SensingContext): Pick<SensingModel, 'seenEmpty' | 'seenFor' | 'emptySince'> {
  const { expected } = ctx.position;
  const sameState = model.seenFor === ctx.state;
  const before = seenFor(model, ctx);
  const emptyNow = expected.minus(observed);
  let seen = before.union(emptyNow);
  const emptySince = new Map(sameState ? model.emptySince : []);
  for (const c of emptyNow) if (!before.has(c) && !emptySince.has(c)) emptySince.set(c, ctx.now);
  for (const [c, since] of emptySince) {
    if (emptyNow.has(c)) continue;
    emptySince.delete(c);
    if (ctx.now - since < GLIMPSE_MS) seen = seen.minus(CellSet.of(c));
  }
  for (const cells of ctx.shape.areaCells) {
    if (observed.intersect(cells).equals(expected.intersect(cells))) seen = seen.minus(cells);
  }
  return { seenEmpty: seen, seenFor: ctx.state, emptySince };
}

/**
 * The game changed under areas that do not show it (an undo, a failed cast, a move entered as
 * text, another board's move): the boards never showed the new position, so nothing there is
 * taken as a move until they show it again (the lights say what to clear and fill). Areas back at
 * the position are free again. Only once every board has reported.
 */
export function withHolds(model: SensingModel, ctx: SensingContext): SensingModel {
  const { expected } = ctx.position;
  const observed = model.observed!;
  const held = new Set(model.held);
  const moved = model.expectedAt === null ? CellSet.empty() : expected.xor(model.expectedAt);
  ctx.shape.areaCells.forEach((cells, area) => {
    const shows = observed.intersect(cells).equals(expected.intersect(cells));
    if (shows) held.delete(area);
    else if (moved.intersects(cells)) held.add(area);
  });
  return { ...model, held, expectedAt: expected };
}

/**
 * The boards' move was handed to the game, showing `after`. The boards made this change
 * themselves: they are held only where the game's outcome differs from it (a refused move, a
 * failed cast), which also keeps a refused move from being tried again.
 */
export function committedTo(model: SensingModel, after: CellSet): SensingModel {
  return { ...model, expectedAt: after };
}

/** The cells seen empty that count in the game's current state. */
export function seenFor(model: SensingModel, ctx: SensingContext): CellSet {
  return model.seenFor === ctx.state ? model.seenEmpty : CellSet.empty();
}
