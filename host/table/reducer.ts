// The board reader of one game, as a pure reducer: fed what the boards report, button presses,
// the game's changes and the time, it returns its next model and what to do (commit a move, pick
// an option, light the boards, report). The shell (table.ts) performs the effects and feeds back
// what happened. Everything is in the game's global cells (games/shape.ts); the lights are split
// per board at the end. Sensing and presentation, composed here:
//   sensing.ts:      reports → observed, settle times, taps, cells seen empty, held areas
//   sensing-read.ts: → groups of areas read (detector) → commit / confirm / pick
//   presentation.ts: what sensing concluded → lights, corrections, confirmations (each sent once)
import type { CellSet } from '../../rules/index.ts';
import type { Candidate } from '../detect/candidates.ts';
import { castShown as headsShown, initialPresentation, moveLogged, present, undone as unlogged, type PresentationContext, type PresentationModel, type Shown } from './presentation.ts';
import { conclude, pickAt, settledMatch, waitingMoves } from './sensing-read.ts';
import { committedTo, initialSensing, sense, withHolds, type SensingContext, type SensingModel } from './sensing.ts';

export { CAST_SHOWN_MS, CONFIRM_SHOWN_MS } from './presentation.ts';
export { TAP_MS } from './sensing.ts';

export interface TableModel {
  readonly sensing: SensingModel;
  readonly presentation: PresentationModel;
}

export function initialModel(areaCount: number): TableModel {
  return { sensing: initialSensing(areaCount), presentation: initialPresentation() };
}

/** What the reducer reads of the world at each step. */
export interface TableContext extends SensingContext, PresentationContext {
  /** The options of an open choice: the game's, or the players naming one of several look-alike moves. */
  choice: readonly string[] | null;
}

export type Effect =
  | { type: 'commit'; board: string; candidates: Candidate[] }
  | { type: 'choose'; board: string; value: string }
  | { type: 'undo'; board: string }
  | Shown
  /** Call `tick` at this time. */
  | { type: 'wake'; at: number };

export interface Step { model: TableModel; effects: Effect[] }

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────

/** A board's report, already in game cells (`covered`: every game cell that board can sense). */
export function observe(model: TableModel, board: string, cells: CellSet, covered: CellSet, ctx: TableContext): Step {
  const sensed = sense(model.sensing, board, cells, covered, ctx);
  const next = { ...model, sensing: sensed.model };
  if (!sensed.changed) return { model: next, effects: [] };
  // A tap that picks something is all this report did.
  for (const cell of sensed.tapped) {
    const picked = pickAt(sensed.model, cell, ctx);
    if (picked) {
      const at = boardOf(ctx, cell);
      return { model: next, effects: [{ type: 'emit', board: at, event: { type: 'tap', cell: nameOn(ctx, cell) } }, { ...picked, board: at }] };
    }
  }
  return show({ ...next, sensing: withHolds(sensed.model, ctx) }, ctx);
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
  const waiting = waitingMoves(model.sensing, ctx);
  if (waiting.length === 1) return [pressed, { type: 'commit', board, candidates: waiting[0] }];
  const reason = waiting.length > 1 ? 'several moves wait for a confirmation: pick one on the dashboard' : 'nothing waits for a confirmation';
  return [pressed, { type: 'emit', board, event: { type: 'rejected', reason, code: waiting.length > 1 ? 'several-to-confirm' : 'nothing-to-confirm' } }];
}

/**
 * The boards' move was handed to the game, showing `after` (sensing.ts: `committedTo`). `logged`:
 * the move was logged (not waiting for its casts): its cells show as the last move, blinking for a moment.
 */
export function committed(model: TableModel, after: CellSet, logged: { last: CellSet; blink: CellSet } | null, ctx: Pick<TableContext, 'now' | 'shape'>): TableModel {
  return { sensing: committedTo(model.sensing, after), presentation: logged ? moveLogged(model.presentation, logged, ctx) : model.presentation };
}

/** The game took a move back: nothing is the last move any more. */
export function undone(model: TableModel): TableModel { return { ...model, presentation: unlogged(model.presentation) }; }

export function castShown(model: TableModel, heads: number, now: number): TableModel {
  return { ...model, presentation: headsShown(model.presentation, heads, now) };
}

/**
 * Looks at the boards again (after the settle window, a game change, a timer): commits what a
 * still board shows, else lights what is left and reports corrections.
 */
export function evaluate(model: TableModel, ctx: TableContext): Step {
  if (model.sensing.observed === null) return { model, effects: [] };
  const held = { ...model, sensing: withHolds(model.sensing, ctx) };
  if (ctx.setup) return show(held, ctx);
  const match = settledMatch(held.sensing, ctx);
  if (match) return { model: held, effects: [{ type: 'commit', board: boardOfAreas(ctx, match.areas), candidates: match.candidates }] };
  return show(held, ctx);
}

/** Lights and reports what the boards show now, and asks to be woken for the next timed change (a settle window, an overlay's end). */
function show(model: TableModel, ctx: TableContext): Step {
  const sensed = conclude(model.sensing, ctx);
  const shown = present(model.presentation, sensed, ctx);
  const wake = Math.min(sensed.settlesAt, shown.wakeAt);
  const effects: Effect[] = wake < Infinity ? [...shown.effects, { type: 'wake', at: wake }] : shown.effects;
  return { model: { ...model, presentation: shown.model }, effects };
}

// ── Cells and boards ─────────────────────────────────────────────────────────────────────────

function boardOf(ctx: TableContext, cell: number): string {
  return ctx.map.toBoard(cell)?.board ?? ctx.map.placedBoards[0] ?? '';
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
