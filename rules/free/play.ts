// Legal moves, playing them, and the cast that may follow each move.
import { alphaNumericName, cellCount, isOnBoard } from '../cells.ts';
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Outcome, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { freezeState, geometryOf } from './state.ts';
import { FREE_CAST_PURPOSE } from './types.ts';
import type { FreeMove, FreeState } from './types.ts';
import { castWords } from './words.ts';

/**
 * The stable order of moves: piece moves by origin then destination (row-major cells), then new
 * pieces by cell, then by the order of the colours in the options.
 */
export function compareMoves(a: FreeMove, b: FreeMove, state: FreeState): number {
  if (a.type !== b.type) return a.type === 'move' ? -1 : 1;
  if (a.type === 'move' && b.type === 'move') return a.from - b.from || a.to - b.to;
  if (a.type === 'add' && b.type === 'add') {
    const palette = state.options.colors ?? [];
    const rank = (color: string | null) => (color === null ? -1 : palette.indexOf(color));
    return a.to - b.to || rank(a.color) - rank(b.color);
  }
  return 0;
}

export function freePending(state: FreeState): Pending | null {
  if (!state.awaitingCast) return null;
  return { kind: 'cast', sticks: state.options.cast, purpose: FREE_CAST_PURPOSE, words: castWords(state.options.cast) };
}

export function freeLegalMoves(state: FreeState): FreeMove[] {
  if (state.over || state.awaitingCast) return [];
  const moves: FreeMove[] = [];
  const empty: number[] = [];
  const size = cellCount(geometryOf(state.options));
  for (let cell = 0; cell < size; cell++) if (!state.occupied.has(cell)) empty.push(cell);
  for (const from of state.occupied) {
    for (const to of empty) moves.push({ type: 'move', from, to });
  }
  if (state.options.add) {
    const colors = state.options.colors ?? [null];
    for (const to of empty) for (const color of colors) moves.push({ type: 'add', to, color });
  }
  return moves;
}

/** Why the move cannot be played now, or null when it can. */
function refusal(state: FreeState, move: FreeMove): Result<never> | null {
  if (state.over) return fail('game-over', 'the game is over');
  if (state.awaitingCast) return fail('pending', 'cast the sticks first');
  const geometry = geometryOf(state.options);
  const name = (cell: number) => alphaNumericName(cell, geometry);
  const onBoard = (cell: unknown) => typeof cell === 'number' && isOnBoard(cell, geometry);
  if (typeof move !== 'object' || move === null) return fail('bad-move', 'not a move');

  if (move.type === 'move') {
    if (!onBoard(move.from) || !onBoard(move.to)) {
      return fail('off-board', 'the move leaves the board');
    }
    if (!state.occupied.has(move.from)) {
      return fail('empty-source', `there is no piece on ${name(move.from)}`);
    }
    if (state.occupied.has(move.to)) return fail('occupied-target', `${name(move.to)} is occupied`);
    return null;
  }
  if (move.type === 'add') {
    if (!onBoard(move.to)) return fail('off-board', 'the new piece is off the board');
    if (!state.options.add) return fail('add-disabled', 'new pieces are not allowed in this game');
    if (state.occupied.has(move.to)) return fail('occupied-target', `${name(move.to)} is occupied`);
    const palette = state.options.colors;
    if (palette === null) {
      return move.color === null ? null : fail('no-colours', 'pieces have no colour in this game');
    }
    if (move.color === null) {
      return fail('colour-required', `say which colour: +${name(move.to)}:${palette[0]}`);
    }
    if (!palette.includes(move.color)) {
      return fail('unknown-colour', `${move.color} is not one of ${palette.join(', ')}`);
    }
    return null;
  }
  return fail('bad-move', 'not a move');
}

function nextColors(state: FreeState, move: FreeMove): (string | null)[] | null {
  if (state.colors === null) return null;
  const colors = state.colors.slice();
  if (move.type === 'move') {
    colors[move.to] = colors[move.from];
    colors[move.from] = null;
  } else {
    colors[move.to] = move.color;
  }
  return colors;
}

// The only way a free game ends: no winner, no scores.
const LIMIT_REACHED: GameResult = { scores: {}, winner: null, reason: 'move limit', words: { en: 'move limit', ja: '手数の上限' } };

/** How the game ended (the end event's winner, scores and reason), or null while it goes on. */
export function freeResult(state: FreeState): GameResult | null {
  return state.over ? LIMIT_REACHED : null;
}

export function freePlay(state: FreeState, move: FreeMove): Result<Outcome<FreeState>> {
  const refused = refusal(state, move);
  if (refused !== null) return refused;
  const occupied =
    move.type === 'move'
      ? state.occupied.without(move.from).with(move.to)
      : state.occupied.with(move.to);
  const moveCount = state.moveCount + 1;
  const { limit, cast } = state.options;
  // The last move ends the game at once: no cast follows it.
  const over = limit !== null && moveCount >= limit;
  const events: GameEvent[] = over ? [{ type: 'end', ...LIMIT_REACHED }] : [];
  const next = freezeState({
    options: state.options,
    occupied,
    colors: nextColors(state, move),
    moveCount,
    lastMove: move,
    lastCast: state.lastCast,
    awaitingCast: !over && cast > 0,
    over,
  });
  return ok({ state: next, events });
}

export function freeResolve(state: FreeState, input: PendingInput): Result<Outcome<FreeState>> {
  if (!state.awaitingCast) return fail('nothing-pending', 'the game is not waiting for anything');
  if (typeof input !== 'object' || input === null || !('cast' in input)) {
    return fail('bad-input', 'the game waits for a cast');
  }
  const sticks = state.options.cast;
  const heads = input.cast;
  if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > sticks) {
    return fail('bad-cast', `a cast of ${sticks} sticks shows 0 to ${sticks} heads`);
  }
  const next = freezeState({ ...state, lastCast: heads, awaitingCast: false });
  return ok({ state: next, events: [{ type: 'cast', heads, purpose: FREE_CAST_PURPOSE }] });
}
