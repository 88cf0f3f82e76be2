// What the kiosk screen knows of its board: the game on it (as GET /api/games gives it), a
// correction under way, and the latest teaching events. Pure: the page loads and listens, this
// only folds what arrives, so the tests can drive it without a browser.
import type { Words } from '../lang.ts';
import type { BoardDetail, GameDetail, HostEvent } from '../types.ts';

/** Which game an event concerns (undefined: the event did not say; shown with any game). */
type OfGame = { game?: string };

export type Lifted = OfGame & { cell: string; piece: { name: Words; moves: Words } | null };
export type Hint = OfGame & { move: string; by: 'bot' | 'rule'; label?: Words };
export type Lesson = OfGame & { lesson: string; step: number; steps: number; say: Words; move?: string; done?: true };
export type Setup = OfGame & { cell: string | null; piece: Words | null; placed: number; total: number };

export interface Teaching { lifted: Lifted | null; hint: Hint | null; lesson: Lesson | null; setup: Setup | null }

/** The board is not as the game says: pieces to take off, cells to fill (lit on the board). */
export interface Correction { clear: string[]; fill: string[]; reason?: string }

export interface KioskState {
  /** The board followed (null: the host has none). */
  board: string | null;
  /** The board asked for in the address when the host has no such board. */
  missing: string | null;
  game: GameDetail | null;
  correction: Correction | null;
  /** The board is lit for a new game's set-up (seen in its lights before any `setup` event came). */
  settingUp: boolean;
  teaching: Teaching;
}

export const NO_TEACHING: Teaching = { lifted: null, hint: null, lesson: null, setup: null };

export function initialState(): KioskState {
  return { board: null, missing: null, game: null, correction: null, settingUp: false, teaching: NO_TEACHING };
}

/** The board to follow: the one asked for when the host has it, else the first. */
export function pickBoard(asked: string | null, boards: readonly { id: string }[]): { board: string | null; missing: string | null } {
  const found = asked !== null && boards.some((b) => b.id === asked);
  return { board: found ? asked : boards[0]?.id ?? null, missing: asked !== null && !found ? asked : null };
}

/** A correction the board's lights show now (cells lit `clear` or `fill`), or null. */
export function correctionOfLights(lights: BoardDetail['lights']): Correction | null {
  const clear = Object.keys(lights).filter((c) => lights[c] === 'clear');
  const fill = Object.keys(lights).filter((c) => lights[c] === 'fill');
  return clear.length + fill.length > 0 ? { clear, fill } : null;
}

/** The state after a load: the game on the board now, and whether its lights ask for a correction. */
export function withLoad(state: KioskState, game: GameDetail | null, lights: BoardDetail['lights']): KioskState {
  if (game === null) return { ...state, game, correction: null, settingUp: false };
  const lit = correctionOfLights(lights);
  // A new game's set-up lights cells to fill and clear too: before its first move, and with no
  // correction said, that is the set-up.
  if (lit && game.log.length === 0 && state.correction === null) return { ...state, game, settingUp: true };
  // The lights say whether the board is wrong; the event said why (kept while they agree).
  const correction = lit ? { ...lit, ...(state.correction?.reason ? { reason: state.correction.reason } : {}) } : state.correction;
  return { ...state, game, correction, settingUp: false };
}

/** Whether an event may have changed what GET /api/games says (the teaching events do not). */
export function needsReload(e: HostEvent): boolean {
  return !['lifted', 'hint', 'lesson', 'setup', 'message', 'press', 'tap', 'note'].includes(e.type);
}

/** The state after a live event of the followed board (others leave it as it was). */
export function withEvent(state: KioskState, e: HostEvent): KioskState {
  if (e.board !== state.board) return state;
  const game = e.game === undefined ? {} : { game: e.game };
  const teaching = state.teaching;
  switch (e.type) {
    case 'lifted': return { ...state, teaching: { ...teaching, lifted: { cell: e.cell, piece: e.piece, ...game } } };
    case 'hint': return { ...state, teaching: { ...teaching, hint: { move: e.move, by: e.by, ...(e.label ? { label: e.label } : {}), ...game } } };
    case 'lesson': {
      const { lesson, step, steps, say, move, done } = e;
      return { ...state, teaching: { ...teaching, lesson: { lesson, step, steps, say, ...(move !== undefined ? { move } : {}), ...(done ? { done } : {}), ...game } } };
    }
    case 'setup': return { ...state, settingUp: e.cell !== null, teaching: { ...teaching, setup: { cell: e.cell, piece: e.piece, placed: e.placed, total: e.total, ...game } } };
    case 'correction': return { ...state, correction: { clear: e.clear, fill: e.fill, ...(e.reason ? { reason: e.reason } : {}) } };
    case 'corrected': return { ...state, correction: null };
    // The piece in hand put down again (its cell no longer lit as lifted nor to fill): not in hand any more.
    case 'lights': {
      const lifted = teaching.lifted;
      if (lifted === null || ['selected', 'fill'].includes(e.cells[lifted.cell] ?? '')) return state;
      return { ...state, teaching: { ...teaching, lifted: null } };
    }
    // A move made: the piece in hand is down, the hint taken or passed, the set-up over.
    case 'move':
    case 'undone': return { ...state, correction: null, settingUp: false, teaching: { ...teaching, lifted: null, hint: null, setup: null } };
    default: return state;
  }
}
