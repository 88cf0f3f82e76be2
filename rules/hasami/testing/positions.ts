// Hasami Shogi positions for tests, written the way a user writes them.
import { seededRng } from '../../rng.ts';
import { hasamiGame } from '../game.ts';
import type { HasamiState, Side } from '../types.ts';

/** A position from its pieces (`{E5: 'black'}`), the side to move and the captures so far. */
export function hasamiAt(pieces: Record<string, Side>, toMove: Side = 'black', captured = { black: 0, white: 0 }, options: object = {}): HasamiState {
  const parsed = hasamiGame.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = hasamiGame.parsePosition({ toMove, pieces, captured }, parsed.value);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** The start position under these options. */
export function start(options: object = {}): HasamiState {
  const parsed = hasamiGame.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return hasamiGame.setup(parsed.value, seededRng(1));
}

/** Plays moves from their notation, failing loudly on a refusal. */
export function playAll(state: HasamiState, moves: string[]): HasamiState {
  let s = state;
  for (const text of moves) s = playOne(s, text).state;
  return s;
}

/** One move from its notation: the outcome, failing loudly on a refusal. */
export function playOne(state: HasamiState, text: string) {
  const move = hasamiGame.parseMove(text, state);
  if (!move.ok) throw new Error(move.error.message);
  const played = hasamiGame.play(state, move.value, seededRng(1));
  if (!played.ok) throw new Error(`${text}: ${played.error.message}`);
  return played.value;
}

/** The pieces of a position as its JSON writes them. */
export const piecesOf = (state: HasamiState): Record<string, string> =>
  (hasamiGame.formatPosition(state) as { pieces: Record<string, string> }).pieces;

/** The legal moves in notation, sorted as the CLI prints them. */
export const movesOf = (state: HasamiState): string[] =>
  hasamiGame.legalMoves(state).map((m) => hasamiGame.formatMove(m, state)).sort();
