// Public surface of 行山.
export { gyozanGame } from './game.ts';
export { DEMO_DECK } from './cards.ts';
export { DEFAULT_ROUTES } from './route.ts';
export type { GyozanMove, GyozanOptions, GyozanState } from './types.ts';
