// Finds the view of a game: `games/<id>.ts`. esbuild bundles every file of games/ for this
// dynamic import, so adding a game's view needs no edit here. A game without a view is drawn
// by the plain view: the board (cells, LEDs and what the board senses) and the pieces and facts
// its view lists by convention (parts/plain-view.ts).
import { plainView } from './parts/plain-view.ts';
import type { GameView } from './types.ts';

const plain: GameView = plainView;
const loaded = new Map<string, Promise<GameView>>();

export function viewFor(gameId: string | null): Promise<GameView> {
  if (gameId === null || !/^[a-z0-9][a-z0-9-]*$/.test(gameId)) return Promise.resolve(plain);
  let found = loaded.get(gameId);
  if (!found) {
    // The bundle's lookup throws at once for a game without a view file: keep that in the promise.
    found = Promise.resolve()
      .then(() => import(`./games/${gameId}.ts`))
      .then((module: { view?: GameView }) => module.view ?? plain)
      .catch(() => plain);
    loaded.set(gameId, found);
  }
  return found;
}
