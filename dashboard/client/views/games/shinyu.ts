// A stick game has no pieces on the board: its purses, pot and throws are shown beside it.
import type { GameView } from '../types.ts';
import { sticksFacts } from '../sticks-facts.ts';

export const view: GameView = { facts: sticksFacts };
