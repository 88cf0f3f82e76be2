// What the players are shown, as a pure model: from what sensing concluded (sensing.ts) and the
// game's context, the lights of every board and the events to report, each sent only when it
// changed (a frame per changed plan, a correction per changed mistake, a confirm per changed list).
// Overlays: the last move, a committed move blinking, a cast's heads, the guide, a hint, a choice.
import { CellSet, type LightRole } from '../../rules/index.ts';
import type { Candidate } from '../detect/candidates.ts';
import type { TableEvent } from '../events.ts';
import type { GameShape } from '../games/shape.ts';
import { planFor, planKey, withCast, withConfirm, withPicks } from '../lights/plan.ts';
import type { LightPlan } from '../lights/roles.ts';
import { withSuggestion } from '../teach/suggest-lights.ts';
import { corrections } from './presentation-corrections.ts';
import { withGuide } from './presentation-guide.ts';
import { EPSILON_MS, confirmableOf, type Sensed, type SensedGroup } from './sensing-read.ts';
import type { SensingContext } from './sensing.ts';
import { setupPlan, setupProgress } from './setup-guide.ts';

/** How long the heads of a cast stay lit along the board's edge. */
export const CAST_SHOWN_MS = 2000;
/** How long a committed move's cells blink before they show as the last move. */
export const CONFIRM_SHOWN_MS = 1000;

export interface PresentationModel {
  readonly lastMove: CellSet | null;
  readonly confirmShown: { cells: CellSet; until: number } | null;
  readonly headsShown: { heads: number; until: number } | null;
  /** Per group (by its areas), the plan last shown: kept while a move is about to commit. */
  readonly groupPlans: ReadonlyMap<string, LightPlan>;
  /** Per board, what was last sent and what correction was last reported. */
  readonly shownKeys: ReadonlyMap<string, string>;
  readonly correctionKeys: ReadonlyMap<string, string>;
  /** The moves waiting for a confirmation, by label, one a line, as last reported. */
  readonly confirmKey: string;
}

export function initialPresentation(): PresentationModel {
  return { lastMove: null, confirmShown: null, headsShown: null, groupPlans: new Map(), shownKeys: new Map(), correctionKeys: new Map(), confirmKey: '' };
}

/** What presentation reads of the world besides what sensing concluded. */
export interface PresentationContext extends Pick<SensingContext, 'now' | 'shape' | 'map' | 'state' | 'position' | 'guide' | 'choiceCells'> {
  ambient: LightPlan | undefined;
  /** Board → its grid, for the cast shown along its bottom edge. */
  boardSize: (board: string) => { rows: number; cols: number };
  /** A move's label (the game's notation). */
  label: (move: unknown) => string;
  /** A new game's boards being set up: its start cells in the order asked for (setup-guide.ts). Only they are lit; no correction is said meanwhile. */
  setup?: readonly number[];
  /** A move suggested at a player's request (a hint): lit on a still board until the game or the board changes. */
  hint?: Candidate | null;
}

/** What presentation asks of the shell: report an event, light a board. */
export type Shown =
  | { type: 'emit'; board: string; event: TableEvent }
  | { type: 'leds'; board: string; plan: LightPlan };

// ── Overlays ──────────────────────────────────────────────────────────────────────────────────

/**
 * A move was logged: its cells show as the last move, blinking for a moment. Each area shows its
 * own last move: players on other areas keep seeing theirs.
 */
export function moveLogged(model: PresentationModel, logged: { last: CellSet; blink: CellSet }, ctx: { now: number; shape: GameShape }): PresentationModel {
  const { shape } = ctx;
  const areas = new Set([...logged.last].map((c) => shape.areaOf(c)));
  const replaced = [...areas].reduce((all, a) => (a < 0 ? all : all.union(shape.areaCells[a])), CellSet.empty());
  const lastMove = (model.lastMove ?? CellSet.empty()).minus(replaced).union(logged.last);
  const blinking = model.confirmShown && model.confirmShown.until > ctx.now ? model.confirmShown.cells.minus(replaced) : CellSet.empty();
  return { ...model, lastMove, confirmShown: { cells: blinking.union(logged.blink), until: ctx.now + CONFIRM_SHOWN_MS } };
}

/** The game took a move back: nothing is the last move any more. */
export function undone(model: PresentationModel): PresentationModel { return { ...model, lastMove: null }; }

export function castShown(model: PresentationModel, heads: number, now: number): PresentationModel {
  return { ...model, headsShown: { heads, until: now + CAST_SHOWN_MS } };
}

// ── Showing ───────────────────────────────────────────────────────────────────────────────────

/**
 * Lights every board for what it shows now, reports corrections (of groups still for the settle
 * window) and moves waiting for a confirmation. `wakeAt`: when a timed overlay ends (Infinity: none).
 */
export function present(model: PresentationModel, sensed: Sensed, ctx: PresentationContext): { model: PresentationModel; effects: Shown[]; wakeAt: number } {
  const effects: Shown[] = [];
  const { groupPlans, plan } = plansOf(model, sensed.groups, ctx);
  let next: PresentationModel = { ...model, groupPlans };

  if (!ctx.setup) {
    const reported = corrections(next.correctionKeys, sensed, ctx);
    next = { ...next, correctionKeys: reported.correctionKeys };
    effects.push(...reported.effects);
  }
  const waiting = sensed.groups.filter((g) => g.settled).flatMap(confirmableOf);
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
  const wakeAt = Math.min(confirm?.until ?? Infinity, heads?.until ?? Infinity);
  const still = sensed.groups.every((g) => g.reading.kind === 'idle');
  let shown: LightPlan = ctx.setup ? setupPlan(setupProgress(ctx.setup, ctx.position.expected, sensed.observed)) : confirm ? withConfirm(plan, confirm.cells) : plan;
  if (ctx.guide && still) shown = withGuide(shown, ctx.guide);
  if (ctx.hint && still) shown = withSuggestion(shown, ctx.hint);
  if (ctx.choiceCells) shown = withPicks(shown, [...ctx.choiceCells.values()].flat());

  const sent = sendChanged(next.shownKeys, shown, heads, ctx);
  effects.push(...sent.effects);
  return { model: { ...next, shownKeys: sent.shownKeys }, effects, wakeAt };
}

/** Each group's plan for what it shows (the last one kept while a move is about to commit), and all of them as one. */
function plansOf(model: PresentationModel, groups: readonly SensedGroup[], ctx: PresentationContext): { groupPlans: ReadonlyMap<string, LightPlan>; plan: LightPlan } {
  const groupPlans = new Map(model.groupPlans);
  const plan = new Map<number, LightRole>();
  for (const g of groups) {
    const key = g.areas.join(',');
    const ambient = ctx.ambient && new Map([...ctx.ambient].filter(([c]) => g.cells.has(c)));
    const last = model.lastMove && model.lastMove.intersect(g.cells);
    const fresh = planFor(g.reading, g.settled, last, ambient);
    const groupPlan = fresh ?? groupPlans.get(key) ?? new Map();
    groupPlans.set(key, groupPlan);
    for (const [c, role] of groupPlan) plan.set(c, role);
  }
  return { groupPlans, plan };
}

/** Each board's part of the plan (with a cast's heads), sent only when it differs from what was last sent. */
function sendChanged(keys: ReadonlyMap<string, string>, shown: LightPlan, heads: { heads: number } | null, ctx: PresentationContext): { shownKeys: ReadonlyMap<string, string>; effects: Shown[] } {
  const shownKeys = new Map(keys);
  const effects: Shown[] = [];
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
  return { shownKeys, effects };
}

function boardOfCells(ctx: PresentationContext, cells: CellSet): string {
  for (const c of cells) { const at = ctx.map.toBoard(c); if (at) return at.board; }
  return ctx.map.placedBoards[0] ?? '';
}
