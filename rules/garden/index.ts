export { gardenGame } from './game.ts';
export type { GardenMove, GardenOptions, GardenState } from './types.ts';
