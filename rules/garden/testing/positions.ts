// Garden positions for tests, built from JSON the way a user writes them.
import type { Geometry } from '../../contract.ts';
import { gardenGame } from '../game.ts';
import type { GardenState } from '../types.ts';

export function gardenAt(position: object, board?: Geometry, options: object = {}): GardenState {
  const parsed = gardenGame.parseOptions(options, board);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = gardenGame.parsePosition(position, parsed.value);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

/** Plays moves (and seed entries, as `seed:rose`) from the notation, failing loudly on a refusal. */
export function playAll(state: GardenState, steps: string[]): GardenState {
  let s = state;
  for (const step of steps) {
    const result = step.startsWith('seed:')
      ? gardenGame.resolve(s, { entry: { seed: step.slice(5) } }, { int: () => 0 })
      : (() => { const m = gardenGame.parseMove(step, s); if (!m.ok) throw new Error(m.error.message); return gardenGame.play(s, m.value, { int: () => 0 }); })();
    if (!result.ok) throw new Error(`${step}: ${result.error.message}`);
    s = result.value.state;
  }
  return s;
}
