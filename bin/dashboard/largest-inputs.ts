// The largest inputs the dashboard's limits let through, shared by the test that each is answered
// as it should be and the bench that measures how long each holds the event loop.
import { MAX_COLORS } from '../../rules/free/options.ts';
import { SIM_BOARD_ID } from '../sim-host.ts';

export interface LargestInput { name: string; body: string; status: number }

export const LARGEST_INPUTS: readonly LargestInput[] = [
  { name: 'a free game with every colour allowed', body: JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: Array.from({ length: MAX_COLORS }, (_, i) => `colour-${i}`) } }), status: 201 },
  { name: 'a body just under the size limit (refused for its unknown field)', body: `{"board":"${SIM_BOARD_ID}","game":"free","x":"${'x'.repeat(250 * 1024)}"}`, status: 400 },
  { name: 'a body over the size limit', body: `{"game":"free","x":"${'x'.repeat(300 * 1024)}"}`, status: 413 },
  { name: '26,000 colour names', body: JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: Array.from({ length: 26_000 }, (_, i) => `c${i}`) } }), status: 400 },
];

/** A small game first: what every first request pays once (code loaded on first use) is not what is measured. */
export const WARM_UP = JSON.stringify({ board: SIM_BOARD_ID, game: 'free', options: { add: true, colors: ['a', 'b'] } });
