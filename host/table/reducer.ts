// The board reader of one game, as a pure reducer: fed what the boards report, button presses,
// the game's changes and the time, it returns its next model and what to do (commit a move, pick
// an option, light the boards, report). The shell (table.ts) performs the effects and feeds back
// what happened. Everything is in the game's global cells (games/shape.ts); the lights are split
// per board at the end.
//   reports → observed → settle per group of areas → detector → commit / confirm / correct → lights
import { CellSet, type LightRole } from '../../rules/index.ts';
import type { Candidate, Position } from '../detect/candidates.ts';
import { readGroups, type GroupReading } from '../detect/groups.ts';
import type { TableEvent } from '../events.ts';
import type { CellMap } from '../games/placement.ts';
import type { GameShape } from '../games/shape.ts';
import { planFor, planKey, withCast, withConfirm, withPicks } from '../lights/plan.ts';
import type { LightPlan } from '../lights/roles.ts';
import { setupPlan, setupProgress } from './setup-guide.ts';
import { withSuggestion } from '../teach/suggest-lights.ts';

/** How long the heads of a cast stay lit along the board's edge. */
export const CAST_SHOWN_MS = 2000;
/** How long a committed move's cells blink before they show as the last move. */
export const CONFIRM_SHOWN_MS = 1000;
/** A piece lifted and put back within this long, nothing else changed, is a tap. */
export const TAP_MS = 1000;

export interface TableModel {
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
   * Areas the game changed under without the boards showing it (an undo, a failed cast, a move
   * entered as text): nothing there is taken as a move until they show the game again.
   */
  readonly held: ReadonlySet<number>;
  /** The occupancy the game expected when the boards were last read. */
  readonly expectedAt: CellSet | null;
  readonly lastMove: CellSet | null;
  readonly confirmShown: { cells: CellSet; until: number } | null;
  readonly headsShown: { heads: number; until: number } | null;
  /** Cells lifted lately: when, and what the boards showed before (for taps). */
  readonly lifts: ReadonlyMap<number, { at: number; before: CellSet }>;
  /** Per group (by its areas), the plan last shown: kept while a move is about to commit. */
  readonly groupPlans: ReadonlyMap<string, LightPlan>;
  /** Per board, what was last sent and what correction was last reported. */
  readonly shownKeys: ReadonlyMap<string, string>;
  readonly correctionKeys: ReadonlyMap<string, string>;
  readonly confirmKey: string;
}

export function initialModel(areaCount: number): TableModel {
  return {
    reports: new Map(), observed: null, changedAt: Array.from({ length: areaCount }, () => -Infinity),
    seenEmpty: CellSet.empty(), seenFor: undefined, held: new Set(), expectedAt: null, lastMove: null,
    confirmShown: null, headsShown: null, lifts: new Map(), groupPlans: new Map(), shownKeys: new Map(),
    correctionKeys: new Map(), confirmKey: '',
  };
}

/** What the reducer reads of the world at each step. */
export interface TableContext {
  now: number;
  settleMs: number;
  shape: GameShape;
  map: CellMap;
  /** The game's current state (its identity tells a change) and the position the boards should show. */
  state: unknown;
  position: Position;
  /** The options of an open choice: the game's, or the players naming one of several look-alike moves. */
  choice: readonly string[] | null;
  /** An open choice whose options name cells: option → cells. */
  choiceCells: ReadonlyMap<string, readonly number[]> | null;
  ambient: LightPlan | undefined;
  /** Board → its grid, for the cast shown along its bottom edge. */
  boardSize: (board: string) => { rows: number; cols: number };
  /** A move's label (the game's notation). */
  label: (move: unknown) => string;
  /**
   * A move the players are asked to make (the computer opponent's): lit while the boards still
   * show the position (from, stepping squares, target). The position's candidates hold only it.
   */
  guide?: Candidate | null;
  /** A new game's boards being set up: its start cells in the order asked for (setup-guide.ts). Only they are lit; no move is read and no correction said meanwhile. */
  setup?: readonly number[];
  /** A move suggested at a player's request (a hint): lit on a still board until the game or the board changes. */
  hint?: Candidate | null;
}

export type Effect =
  | { type: 'commit'; board: string; candidates: Candidate[] }
  | { type: 'choose'; board: string; value: string }
  | { type: 'undo'; board: string }
  | { type: 'emit'; board: string; event: TableEvent }
  | { type: 'leds'; board: string; plan: LightPlan }
  /** Call `tick` at this time. */
  | { type: 'wake'; at: number };

export interface Step { model: TableModel; effects: Effect[] }

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────

/** A board's report, already in game cells (`covered`: every game cell that board can sense). */
export function observe(model: TableModel, board: string, cells: CellSet, covered: CellSet, ctx: TableContext): Step {
  const reports = new Map(model.reports).set(board, cells.intersect(covered));
  const placed = ctx.map.placedBoards;
  if (!placed.every((b) => reports.has(b))) return { model: { ...model, reports }, effects: [] };
  const observed = placed.reduce((all, b) => all.union(reports.get(b)!), CellSet.empty());
  const previous = model.observed;
  if (previous?.equals(observed)) return { model: { ...model, reports }, effects: [] };

  const { shape, now } = ctx;
  const changed = previous === null ? observed.union(ctx.position.expected) : previous.xor(observed);
  const changedAt = model.changedAt.map((t, area) => (previous === null || changed.intersects(shape.areaCells[area]) ? now : t));
  let next: TableModel = { ...model, reports, observed, changedAt, ...seenEmptyAfter(model, observed, ctx) };

  // Taps: a piece lifted and put back at once, the boards otherwise as they were.
  const lifts = new Map([...model.lifts].filter(([, l]) => now - l.at <= TAP_MS));
  const tapped: number[] = [];
  if (previous !== null) {
    for (const c of previous.minus(observed)) lifts.set(c, { at: now, before: previous });
    for (const c of observed.minus(previous)) {
      const lift = lifts.get(c);
      if (lift && lift.before.equals(observed)) tapped.push(c);
      lifts.delete(c);
    }
  }
  next = { ...next, lifts };
  const effects: Effect[] = [];
  for (const cell of tapped) {
    const picked = pickAt(next, cell, ctx);
    if (picked.length > 0) {
      effects.push({ type: 'emit', board: boardOf(ctx, cell), event: { type: 'tap', cell: nameOn(ctx, cell) } }, ...picked);
      return { model: next, effects };
    }
  }
  return show(withHolds(next, ctx), ctx);
}

/** A button of one of the game's boards. */
export function press(model: TableModel, board: string, button: string, ctx: TableContext): Effect[] {
  const pressed: Effect = { type: 'emit', board, event: { type: 'press', button } };
  if (button === 'undo') return [pressed, { type: 'undo', board }];
  if (button !== 'next') return [pressed];
  // `next` confirms: the one option of an open choice (whether or not its options name cells),
  // else the moves waiting for a confirmation.
  const options = ctx.choice ?? [];
  if (options.length === 1) return [pressed, { type: 'choose', board, value: options[0] }];
  const waiting = waitingMoves(model, ctx);
  if (waiting.length === 1) return [pressed, { type: 'commit', board, candidates: waiting[0] }];
  const reason = waiting.length > 1 ? 'several moves wait for a confirmation: pick one on the dashboard' : 'nothing waits for a confirmation';
  return [pressed, { type: 'emit', board, event: { type: 'rejected', reason, code: waiting.length > 1 ? 'several-to-confirm' : 'nothing-to-confirm' } }];
}

/**
 * The boards' move was handed to the game, showing `after`. The boards made this change
 * themselves: they are held only where the game's outcome differs from it (a refused move, a
 * failed cast), which also keeps a refused move from being tried again. `logged`: the move was
 * logged (not waiting for its casts): its cells show as the last move, blinking for a moment.
 */
export function committed(model: TableModel, after: CellSet, logged: { last: CellSet; blink: CellSet } | null, ctx: Pick<TableContext, 'now' | 'shape'>): TableModel {
  if (!logged) return { ...model, expectedAt: after };
  // Each area shows its own last move: players on other areas keep seeing theirs.
  const { shape } = ctx;
  const areas = new Set([...logged.last].map((c) => shape.areaOf(c)));
  const replaced = [...areas].reduce((all, a) => (a < 0 ? all : all.union(shape.areaCells[a])), CellSet.empty());
  const lastMove = (model.lastMove ?? CellSet.empty()).minus(replaced).union(logged.last);
  const blinking = model.confirmShown && model.confirmShown.until > ctx.now ? model.confirmShown.cells.minus(replaced) : CellSet.empty();
  return { ...model, expectedAt: after, lastMove, confirmShown: { cells: blinking.union(logged.blink), until: ctx.now + CONFIRM_SHOWN_MS } };
}

/** The game took a move back: nothing is the last move any more. */
export function undone(model: TableModel): TableModel { return { ...model, lastMove: null }; }

export function castShown(model: TableModel, heads: number, now: number): TableModel {
  return { ...model, headsShown: { heads, until: now + CAST_SHOWN_MS } };
}

/**
 * Looks at the boards again (after the settle window, a game change, a timer): commits what a
 * still board shows, else lights what is left and reports corrections.
 */
export function evaluate(model: TableModel, ctx: TableContext): Step {
  if (model.observed === null) return { model, effects: [] };
  const held = withHolds(model, ctx);
  if (ctx.setup) return show(held, ctx);
  for (const g of readAll(held, ctx)) {
    if (g.reading.kind === 'match' && isSettled(held, g.areas, ctx)) {
      return { model: held, effects: [{ type: 'commit', board: boardOfAreas(ctx, g.areas), candidates: g.reading.candidates }] };
    }
  }
  return show(held, ctx);
}

/**
 * The game changed under areas that do not show it (an undo, a failed cast, a move entered as
 * text, another board's move): the boards never showed the new position, so nothing there is
 * taken as a move until they show it again (the lights say what to clear and fill). Areas back at
 * the position are free again.
 */
function withHolds(model: TableModel, ctx: TableContext): TableModel {
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

// ── Reading ───────────────────────────────────────────────────────────────────────────────────

/** Every group read, with held areas shown as what to put back. */
function readAll(model: TableModel, ctx: TableContext): GroupReading[] {
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

function seenFor(model: TableModel, ctx: TableContext): CellSet {
  return model.seenFor === ctx.state ? model.seenEmpty : CellSet.empty();
}

/** Cells seen empty count for the state they were seen in; an area back at the position starts afresh. */
function seenEmptyAfter(model: TableModel, observed: CellSet, ctx: TableContext): Pick<TableModel, 'seenEmpty' | 'seenFor'> {
  const { expected } = ctx.position;
  let seen = seenFor(model, ctx).union(expected.minus(observed));
  for (const cells of ctx.shape.areaCells) {
    if (observed.intersect(cells).equals(expected.intersect(cells))) seen = seen.minus(cells);
  }
  return { seenEmpty: seen, seenFor: ctx.state };
}

/** Virtual times carry float noise from byte timings: a timer set for a moment may fire a hair before it. */
const EPSILON_MS = 1e-6;

function isSettled(model: TableModel, areas: readonly number[], ctx: TableContext): boolean {
  return areas.every((a) => ctx.now - model.changedAt[a] >= ctx.settleMs - EPSILON_MS);
}

/**
 * The moves a confirmation would make, one list per group of areas: those the boards show all they
 * can of, and the computer's move where no board holds any of its cells (a game on no board, a
 * move that lifts and fills nothing): no board will ever show it, so it waits as it is.
 */
function waitingMoves(model: TableModel, ctx: TableContext): Candidate[][] {
  const waiting = model.observed ? readAll(model, ctx).map(confirmableOf).filter((c) => c.length > 0) : [];
  const { guide } = ctx;
  if (guide && !onSomeBoard(guide, ctx)) waiting.push([guide]);
  return waiting;
}

function onSomeBoard(c: Candidate, ctx: TableContext): boolean {
  const fp = c.footprint;
  const cells = fp.lift.union(fp.fill).union(fp.touch).union(fp.mark ?? CellSet.empty());
  return [...cells].some((cell) => ctx.map.toBoard(cell) !== undefined);
}

function confirmableOf(g: GroupReading): Candidate[] {
  return g.reading.kind === 'idle' || g.reading.kind === 'progress' ? g.reading.confirmable : [];
}

/** What a tap on this cell picks: an option of the open choice naming it, or the waiting moves marked there. */
function pickAt(model: TableModel, cell: number, ctx: TableContext): Effect[] {
  const board = boardOf(ctx, cell);
  if (ctx.choiceCells) {
    const options = [...ctx.choiceCells].filter(([, cells]) => cells.includes(cell)).map(([o]) => o);
    if (options.length === 1) return [{ type: 'choose', board, value: options[0] }];
  }
  const marked = readAll(model, ctx).flatMap(confirmableOf).filter((c) => c.footprint.mark?.has(cell));
  return marked.length > 0 ? [{ type: 'commit', board, candidates: marked }] : [];
}

// ── Showing ───────────────────────────────────────────────────────────────────────────────────

/**
 * Lights every board for what it shows now, reports corrections (of groups still for the settle
 * window) and moves waiting for a confirmation, and asks to be woken for the next timed change.
 */
function show(model: TableModel, ctx: TableContext): Step {
  let next = model;
  const readings = readAll(next, ctx);
  const effects: Effect[] = [];

  const groupPlans = new Map(next.groupPlans);
  const plan = new Map<number, LightRole>();
  let wake = Infinity;
  for (const g of readings) {
    const settled = isSettled(next, g.areas, ctx);
    // A group settles when its last-changed area has been still for the window (not its first:
    // that time may be long past, and a wake-up in the past would fire for ever).
    if (!settled) wake = Math.min(wake, Math.max(...g.areas.map((a) => next.changedAt[a])) + ctx.settleMs);
    const key = g.areas.join(',');
    const ambient = ctx.ambient && new Map([...ctx.ambient].filter(([c]) => g.cells.has(c)));
    const last = next.lastMove && next.lastMove.intersect(g.cells);
    const fresh = planFor(g.reading, settled, last, ambient);
    const groupPlan = fresh ?? groupPlans.get(key) ?? new Map();
    groupPlans.set(key, groupPlan);
    for (const [c, role] of groupPlan) plan.set(c, role);
  }
  next = { ...next, groupPlans };

  const reported = ctx.setup ? { model: next, effects: [] } : corrections(next, readings, ctx);
  next = reported.model;
  effects.push(...reported.effects);
  const waiting = readings.filter((g) => isSettled(next, g.areas, ctx)).flatMap(confirmableOf);
  const confirmKey = waiting.map((c) => ctx.label(c.move)).sort().join('\n');
  if (confirmKey !== next.confirmKey) {
    const board = waiting.length > 0 ? boardOfCells(ctx, waiting[0].footprint.mark ?? waiting[0].after) : ctx.map.placedBoards[0] ?? '';
    effects.push({ type: 'emit', board, event: { type: 'confirm', moves: confirmKey === '' ? [] : confirmKey.split('\n') } });
    next = { ...next, confirmKey };
  }

  // Timed overlays: a move's cells blink to confirm it, a cast's heads line the bottom edge.
  const confirm = next.confirmShown && next.confirmShown.until > ctx.now + EPSILON_MS ? next.confirmShown : null;
  const heads = next.headsShown && next.headsShown.until > ctx.now + EPSILON_MS ? next.headsShown : null;
  next = { ...next, confirmShown: confirm, headsShown: heads };
  if (confirm) wake = Math.min(wake, confirm.until);
  if (heads) wake = Math.min(wake, heads.until);
  let shown: LightPlan = ctx.setup ? setupPlan(setupProgress(ctx.setup, ctx.position.expected, next.observed!)) : confirm ? withConfirm(plan, confirm.cells) : plan;
  if (ctx.guide && readings.every((g) => g.reading.kind === 'idle')) shown = withGuide(shown, ctx.guide);
  if (ctx.hint && readings.every((g) => g.reading.kind === 'idle')) shown = withSuggestion(shown, ctx.hint);
  if (ctx.choiceCells) shown = withPicks(shown, [...ctx.choiceCells.values()].flat());

  const shownKeys = new Map(next.shownKeys);
  for (const board of ctx.map.placedBoards) {
    const size = ctx.boardSize(board);
    const onBoard = ctx.map.onBoard(board, shown);
    const boardPlan = heads ? withCast(onBoard, heads.heads, size.rows, size.cols) : onBoard;
    const key = planKey(boardPlan);
    if (shownKeys.get(board) === key) continue;
    shownKeys.set(board, key);
    effects.push({ type: 'leds', board, plan: boardPlan });
    const cells: Record<string, string> = {};
    for (const [c, role] of [...boardPlan].sort((a, b) => a[0] - b[0])) cells[ctx.map.nameOnBoard(board, c)] = role;
    effects.push({ type: 'emit', board, event: { type: 'lights', cells } });
  }
  next = { ...next, shownKeys };
  if (wake < Infinity) effects.push({ type: 'wake', at: wake });
  return { model: next, effects };
}

/** One correction event per board that shows something wrong (when it changed), `corrected` once it is right again. */
function corrections(model: TableModel, readings: GroupReading[], ctx: TableContext): Step {
  const effects: Effect[] = [];
  const byBoard = new Map<string, { clear: string[]; fill: string[]; reason: string | null }>();
  for (const g of readings) {
    if (g.reading.kind !== 'mismatch' || !isSettled(model, g.areas, ctx)) continue;
    const { clear, fill } = g.reading;
    const reason = ctx.shape.explainMismatch(ctx.state, clear, fill, g.areas);
    for (const [cells, into] of [[clear, 'clear'], [fill, 'fill']] as const) {
      for (const c of cells) {
        const at = ctx.map.toBoard(c);
        if (!at) continue;
        const entry = byBoard.get(at.board) ?? { clear: [], fill: [], reason };
        entry[into].push(ctx.map.nameOnBoard(at.board, at.cell));
        byBoard.set(at.board, entry);
      }
    }
  }
  const correctionKeys = new Map(model.correctionKeys);
  for (const board of ctx.map.placedBoards) {
    const wrong = byBoard.get(board);
    if (wrong) {
      const key = `${wrong.clear.join(',')}|${wrong.fill.join(',')}`;
      if (correctionKeys.get(board) !== key) {
        const event: TableEvent = wrong.reason ? { type: 'correction', clear: wrong.clear, fill: wrong.fill, reason: wrong.reason } : { type: 'correction', clear: wrong.clear, fill: wrong.fill };
        effects.push({ type: 'emit', board, event });
      }
      correctionKeys.set(board, key);
    } else if (correctionKeys.has(board) && isSettled(model, ctx.map.areasOnBoard(board), ctx)) {
      correctionKeys.delete(board);
      effects.push({ type: 'emit', board, event: { type: 'corrected' } });
    }
  }
  return { model: { ...model, correctionKeys }, effects };
}

// ── Cells and boards ─────────────────────────────────────────────────────────────────────────

function boardOf(ctx: TableContext, cell: number): string {
  return ctx.map.toBoard(cell)?.board ?? ctx.map.placedBoards[0] ?? '';
}

function boardOfCells(ctx: TableContext, cells: CellSet): string {
  for (const c of cells) { const at = ctx.map.toBoard(c); if (at) return at.board; }
  return ctx.map.placedBoards[0] ?? '';
}

/** The board where something in these areas happened: the first that holds one of them. */
function boardOfAreas(ctx: TableContext, areas: readonly number[]): string {
  for (const a of areas) { const b = ctx.map.placement[a]?.board; if (b !== undefined) return b; }
  return ctx.map.placedBoards[0] ?? '';
}

function nameOn(ctx: TableContext, cell: number): string {
  const at = ctx.map.toBoard(cell);
  return at ? ctx.map.nameOnBoard(at.board, at.cell) : ctx.map.nameOf(cell);
}

/** The move asked of the players, lit on a still board: its piece, its stepping squares, its target, what it takes off. */
function withGuide(plan: LightPlan, guide: Candidate): LightPlan {
  const { footprint } = guide;
  const out = new Map(plan);
  for (const c of footprint.from) out.set(c, 'selected');
  for (const c of footprint.remove) out.set(c, 'clear');
  for (const c of footprint.via) out.set(c, 'step');
  for (const c of footprint.fill) out.set(c, 'target');
  for (const c of footprint.touch) out.set(c, 'capture');
  return out;
}
