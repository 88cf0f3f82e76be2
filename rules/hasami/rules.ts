// What a player may do, what it does, and how the game ends. Pure: states are never changed in place.
import { colOf, rowOf } from '../cells.ts';
import { ok, type GameEvent, type GameResult, type Outcome, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { capturesOf } from './capture.ts';
import { cellName } from './grid.ts';
import { slidesOf } from './slides.ts';
import { CELLS, GRID, SIZE, other, type HasamiMove, type HasamiOptions, type HasamiState, type Side } from './types.ts';
import { endWords, SIDE_WORDS } from './words.ts';

export function setup(options: HasamiOptions): HasamiState {
  const board: (Side | null)[] = Array.from({ length: CELLS }, () => null);
  for (let col = 0; col < SIZE; col++) {
    board[col] = 'white';
    board[(SIZE - 1) * SIZE + col] = 'black';
  }
  return { options, board, toMove: 'black', captured: { black: 0, white: 0 } };
}

/** The side that has taken `toWin` pieces, if any (the game ends the moment one does). */
function captureWinner(state: HasamiState): Side | null {
  const { toWin } = state.options;
  // Only the side that just moved can have reached it; a written position is checked for both.
  const last = other(state.toMove);
  if (state.captured[last] >= toWin) return last;
  return state.captured[state.toMove] >= toWin ? state.toMove : null;
}

export function result(state: HasamiState): GameResult | null {
  const scores = { ...state.captured };
  // Captures first: a move that reaches toWin wins even if it also leaves the other side stuck.
  const byCaptures = captureWinner(state);
  if (byCaptures !== null) return { winner: byCaptures, scores, ...endWords(byCaptures, 'captures', state.captured[byCaptures]) };
  if (slidesOf(state.board, state.toMove).length === 0) {
    const winner = other(state.toMove);
    return { winner, scores, ...endWords(winner, 'stuck', state.captured[winner]) };
  }
  return null;
}

export function legalMoves(state: HasamiState): HasamiMove[] {
  if (captureWinner(state) !== null) return [];
  return slidesOf(state.board, state.toMove);
}

export function play(state: HasamiState, move: HasamiMove): Result<Outcome<HasamiState>> {
  if (result(state) !== null) return fail('game-over', 'the game is over');
  const refused = whyIllegal(state, move);
  if (refused !== null) return refused;
  const mover = state.toMove;
  const taken = capturesOf(state.board, move, mover);
  const board = state.board.slice();
  board[move.from] = null;
  board[move.to] = mover;
  for (const c of taken) board[c] = null;
  const next: HasamiState = { ...state, board, toMove: other(mover), captured: { ...state.captured, [mover]: state.captured[mover] + taken.length } };
  const ended = result(next);
  const events: GameEvent[] = ended === null ? [] : [{ type: 'end', scores: ended.scores, winner: ended.winner, reason: ended.reason, words: ended.words! }];
  return ok({ state: next, events });
}

/** Why a move may not be played now, with a code a client can act on; null when it may. */
function whyIllegal(state: HasamiState, { from, to }: HasamiMove): { ok: false; error: { code: string; message: string } } | null {
  if (!isCell(from) || !isCell(to)) return fail('bad-move', 'a move goes from a cell of the 9×9 board to another');
  const piece = state.board[from];
  if (piece === null) return fail('no-piece', `there is no piece on ${cellName(from)}`);
  if (piece !== state.toMove) return fail('not-your-piece', `the piece on ${cellName(from)} is ${SIDE_WORDS[piece].en}'s; ${SIDE_WORDS[state.toMove].en} is to move`);
  const [r0, c0, r1, c1] = [rowOf(from, GRID), colOf(from, GRID), rowOf(to, GRID), colOf(to, GRID)];
  if (from === to || (r0 !== r1 && c0 !== c1)) return fail('not-a-line', `${cellName(from)} to ${cellName(to)} is not a move along a row or a column`);
  const dr = Math.sign(r1 - r0);
  const dc = Math.sign(c1 - c0);
  for (let c = from + dr * SIZE + dc; ; c += dr * SIZE + dc) {
    if (state.board[c] !== null) return fail('blocked', c === to ? `${cellName(to)} is taken` : `the piece on ${cellName(c)} is in the way`);
    if (c === to) return null;
  }
}

const isCell = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < CELLS;
