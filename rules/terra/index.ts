export { terraGame } from './game.ts';
export { DEMO_DATA, parseData } from './data.ts';
export { placements } from './rules.ts';
export { scoreSheet } from './score.ts';
export type { TerraMove, TerraOptions, TerraState } from './types.ts';
