// The games the host can start, by id. Cetkaik and Scarabya join here when they land.
import type { AnyGame } from './contract.ts';
import { freeGame } from './free/index.ts';

export const games: Record<string, AnyGame> = Object.freeze({
  [freeGame.id]: freeGame,
});

export function findGame(id: string): AnyGame | undefined {
  // Own keys only: `findGame('toString')` must not find Object.prototype.toString.
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
