// The games the host can start, by id: every game rules/registered.ts lists, free play first
// (the table's default), then by id.
import type { AnyGame } from './contract.ts';
import * as registered from './registered.ts';

const FIRST = 'free';

function byId(all: readonly AnyGame[]): Record<string, AnyGame> {
  const ids = new Set<string>();
  for (const game of all) {
    if (ids.has(game.id)) throw new Error(`two registered games have the id ${JSON.stringify(game.id)}`);
    ids.add(game.id);
  }
  const ordered = [...all].sort((a, b) => (a.id === FIRST ? -1 : b.id === FIRST ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return Object.freeze(Object.fromEntries(ordered.map((g) => [g.id, g])));
}

export const games: Record<string, AnyGame> = byId(Object.values(registered) as AnyGame[]);

export function findGame(id: string): AnyGame | undefined {
  // Own keys only: `findGame('toString')` must not find Object.prototype.toString.
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
