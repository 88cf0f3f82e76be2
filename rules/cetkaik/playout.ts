// Random play for tests and benchmarks: a seeded walk through legal moves, casts and choices.
// Pure (the randomness comes from the Rng handed in); nothing in the game imports this file.
import type { Rng } from '../rng.ts';
import { castSticks } from '../rng.ts';
import { cetkaikGame as game } from './game.ts';
import type { CetkaikState } from './types.ts';

/** Plays `plies` steps (a move, a cast or a choice each) and returns every state passed through. */
export function randomPlayout(start: CetkaikState, rng: Rng, plies: number): CetkaikState[] {
  const states = [start];
  let state = start;
  for (let i = 0; i < plies && !game.isOver(state); i++) {
    const pending = game.pending(state);
    let result;
    if (pending?.kind === 'cast') {
      result = game.resolve(state, { cast: castSticks(rng, pending.sticks) }, rng);
    } else if (pending?.kind === 'choice') {
      result = game.resolve(state, { choice: pending.options[rng.int(0, pending.options.length - 1)] }, rng);
    } else {
      const moves = game.legalMoves(state);
      result = game.play(state, moves[rng.int(0, moves.length - 1)], rng);
    }
    if (!result.ok) throw new Error(`random play went wrong: ${result.error.message}`);
    state = result.value.state;
    states.push(state);
  }
  return states;
}
