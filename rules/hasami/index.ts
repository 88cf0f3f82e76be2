export { hasamiGame } from './game.ts';
export type { HasamiMove, HasamiOptions, HasamiState } from './types.ts';
