// Public surface of the Cuzco assistant: the game, its data, and the checks the CLI uses.
export { cuzcoGame } from './game.ts';
export type { CuzcoMove, CuzcoOptions, CuzcoState, Holdings } from './types.ts';
export { missionsReport as cuzcoMissionsReport } from './mission-check.ts';
export { MISSIONS } from './data/missions.ts';
export { GOD_CARDS } from './data/gods.ts';
export { ABILITIES } from './data/abilities.ts';
