// fast-check arbitraries for the Scarabya tests: options of every mode and states reached by
// playing random legal moves from a generated site.
import fc from 'fast-check';
import type { Json } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { scarabyaGame as game } from '../game.ts';
import type { ScarabyaOptions, ScarabyaState } from '../types.ts';

export const optionsJson: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ mode: fc.constant('standard'), players: fc.integer({ min: 1, max: 4 }), allowFlip: fc.boolean() }),
  fc.record({ mode: fc.constant('one-to-one'), firstPlayer: fc.integer({ min: 1, max: 2 }), allowFlip: fc.boolean() }),
  fc.record({ mode: fc.constant('solo'), allowFlip: fc.boolean() }),
);

export const options: fc.Arbitrary<ScarabyaOptions> = optionsJson.map((json) => {
  const parsed = game.parseOptions(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
});

/** A game from a seed, played `picks.length` random legal moves on (or to its end). */
export function playedState(o: ScarabyaOptions, seed: number, picks: number[]): ScarabyaState {
  const rng = seededRng(seed);
  let state = game.setup(o, rng);
  for (const pick of picks) {
    const moves = game.legalMoves(state);
    if (moves.length === 0) break;
    const outcome = game.play(state, moves[pick % moves.length], rng);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.value.state;
  }
  return state;
}

export const state: fc.Arbitrary<ScarabyaState> = fc
  .tuple(options, fc.integer(), fc.array(fc.nat(), { maxLength: 50 }))
  .map(([o, seed, picks]) => playedState(o, seed, picks));
