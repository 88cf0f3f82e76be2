// Random games of the stick games for property tests: each number picks the next legal move (or
// the heads of the cast awaited).
import type { SticksMove, SticksState } from '../types.ts';
import type { StickGame } from './play.ts';
import { rng } from './play.ts';

/** Which range a stake or a bet belongs to: its player (and number). */
const rangeOf = (m: SticksMove): string | null => (m.type === 'bet' ? `bet ${m.player} ${m.heads}` : m.type === 'stake' ? `stake ${m.player}` : null);

/**
 * A listed move picked by `pick`. Stakes and bets are listed by the ends of their range (README,
 * "Moves as ranges"): the amount is drawn between them, from the smallest three so that games
 * last several rounds.
 */
function pickMove(moves: SticksMove[], pick: number): SticksMove {
  const move = moves[pick % moves.length];
  if (move.type !== 'stake' && move.type !== 'bet') return move;
  const range = moves.flatMap((m) => (rangeOf(m) === rangeOf(move) && 'amount' in m ? [m.amount] : []));
  const low = Math.min(...range);
  const high = Math.min(Math.max(...range), low + 2);
  return { ...move, amount: low + (Math.floor(pick / moves.length) % (high - low + 1)) };
}

/** The states of a game played from `start` by the picks, start included. */
export function playPicks<S extends SticksState>(game: StickGame<S>, start: S, picks: number[]): S[] {
  const states = [start];
  let state = start;
  for (const pick of picks) {
    if (game.isOver(state)) break;
    const pending = game.pending(state);
    const result = pending !== null ? game.resolve(state, { cast: pick % 6 }, rng()) : game.play(state, pickMove(game.legalMoves(state), pick), rng());
    if (!result.ok) throw new Error(`a legal step was refused: ${result.error.message}`);
    state = result.value.state;
    states.push(state);
  }
  return states;
}
