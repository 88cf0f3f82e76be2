// Random games of the stick games for property tests: each number picks the next legal move (or
// the heads of the cast awaited).
import type { SticksState } from '../types.ts';
import type { StickGame } from './play.ts';
import { rng } from './play.ts';

/** The states of a game played from `start` by the picks, start included. */
export function playPicks<S extends SticksState>(game: StickGame<S>, start: S, picks: number[]): S[] {
  const states = [start];
  let state = start;
  for (const pick of picks) {
    if (game.isOver(state)) break;
    const pending = game.pending(state);
    let result;
    if (pending !== null) result = game.resolve(state, { cast: pick % 6 }, rng());
    else {
      const moves = game.legalMoves(state);
      // Stakes and bets are many: prefer small amounts so games last several rounds.
      const small = moves.filter((m) => !('amount' in m) || m.amount <= 3);
      const from = small.length > 0 ? small : moves;
      result = game.play(state, from[pick % from.length], rng());
    }
    if (!result.ok) throw new Error(`a legal step was refused: ${result.error.message}`);
    state = result.value.state;
    states.push(state);
  }
  return states;
}
