// Public surface of the free game.
export { freeGame } from './game.ts';
export type { FreeMove, FreeOptions, FreeState } from './types.ts';
