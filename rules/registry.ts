// The games the host can start, by id.
import type { AnyGame } from './contract.ts';
import { ankhorGame } from './ankhor/index.ts';
import { cetkaikGame } from './cetkaik/index.ts';
import { cuzcoGame } from './cuzco/index.ts';
import { freeGame } from './free/index.ts';
import { gardenGame } from './garden/index.ts';
import { gyozanGame } from './gyozan/index.ts';
import { scarabyaGame } from './scarabya/index.ts';
import { shipraceGame } from './shiprace/index.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './sticks/index.ts';
import { terraGame } from './terra/index.ts';

export const games: Record<string, AnyGame> = Object.freeze({
  [freeGame.id]: freeGame,
  [scarabyaGame.id]: scarabyaGame,
  [cetkaikGame.id]: cetkaikGame,
  [gardenGame.id]: gardenGame,
  [jusaiGame.id]: jusaiGame,
  [rengekiJusaiGame.id]: rengekiJusaiGame,
  [shinyuGame.id]: shinyuGame,
  [shipraceGame.id]: shipraceGame,
  [gyozanGame.id]: gyozanGame,
  [cuzcoGame.id]: cuzcoGame,
  [ankhorGame.id]: ankhorGame,
  [terraGame.id]: terraGame,
});

export function findGame(id: string): AnyGame | undefined {
  // Own keys only: `findGame('toString')` must not find Object.prototype.toString.
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
