// The entry after a planting: which seed was drawn from the bag. Only a seed still in the supply
// can be drawn, so the form lists those alone and a newcomer cannot pick an impossible one;
// `resolve` still refuses any other (the API, the CLI and scripts send any JSON).
import type { Pending } from '../contract.ts';
import { SEEDS, type GardenState } from './types.ts';
import { seedEntryWords } from './words.ts';

/** What the game waits for: the seed drawn after a planting, or nothing. */
export function gardenPending(state: GardenState): Pending | null {
  return state.planting === null ? null : seedEntry(state);
}

function seedEntry(state: GardenState): Pending {
  const left = SEEDS.filter((seed) => state.supply[seed] > 0);
  // A planting needs a seed in the supply; only a hand-written position can plant from an empty
  // one, and then every seed is listed so that the refusal says why.
  const offered = left.length > 0 ? left : [...SEEDS];
  return {
    kind: 'entry',
    prompt: `${state.toMove}: which seed did you draw?`,
    words: seedEntryWords(state.toMove),
    schema: {
      type: 'object',
      title: 'The seed drawn',
      properties: { seed: { type: 'string', enum: offered, title: 'Seed', label: { en: 'Seed', ja: '種' } } },
      required: ['seed'],
      additionalProperties: false,
    },
    example: { seed: offered[0] },
  };
}
