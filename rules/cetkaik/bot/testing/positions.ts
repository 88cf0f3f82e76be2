// Positions for the bot's tests: seeded random games through the engine (every state met,
// casts and choices included), and states with a given score, rate or season.
import { castSticks, seededRng } from '../../../rng.ts';
import { cetkaikGame as game } from '../../game.ts';
import { freezeState } from '../../state.ts';
import type { CetkaikState, Ruleset } from '../../types.ts';

export const RULESETS: readonly Ruleset[] = ['y1huap1', 'cerke_online', 'kyouiku'];

/** Every state of a seeded random game of `plies` steps (moves, casts, choices). */
export function randomGame(seed: number, ruleset: Ruleset, plies: number, seasons: 1 | 2 | 4 = 2): CetkaikState[] {
  const rng = seededRng(seed);
  const options = game.parseOptions({ ruleset, seasons });
  if (!options.ok) throw new Error(options.error.message);
  let state = game.setup(options.value, rng);
  const states = [state];
  for (let i = 0; i < plies && !state.over; i++) {
    const asked = game.pending(state);
    const result =
      asked?.kind === 'cast'
        ? game.resolve(state, { cast: castSticks(rng, asked.sticks) }, rng)
        : asked?.kind === 'choice'
          ? game.resolve(state, { choice: asked.options[rng.int(0, asked.options.length - 1)] }, rng)
          : game.play(state, game.legalMoves(state)[rng.int(0, game.legalMoves(state).length - 1)], rng);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
    states.push(state);
  }
  return states;
}

/** A state with other scores, rate or season (what a parsed position cannot say). */
export function withTally(
  state: CetkaikState,
  tally: { scores?: { A: number; IA: number }; rate?: number; season?: number; seasons?: 1 | 2 | 4 },
): CetkaikState {
  const options = tally.seasons === undefined ? state.options : Object.freeze({ ...state.options, seasons: tally.seasons });
  return freezeState({
    ...state,
    options,
    scores: tally.scores ?? state.scores,
    rate: tally.rate ?? state.rate,
    season: tally.season ?? state.season,
  });
}
