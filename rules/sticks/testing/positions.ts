// Seeded positions of the three stick games for the tests of words and offers: random games from
// a few starting options (small and large purses, two to seven players), every state along the way.
import { seededRng } from '../../rng.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from '../game.ts';
import type { SticksState } from '../types.ts';
import type { StickGame } from './play.ts';
import { startGame } from './play.ts';
import { playPicks } from './random.ts';

export const STICK_GAMES: [string, StickGame<SticksState>][] = [
  ['獣裁', jusaiGame as StickGame<SticksState>],
  ['連撃獣裁', rengekiJusaiGame as StickGame<SticksState>],
  ['新遊', shinyuGame as StickGame<SticksState>],
];

const STARTS: object[] = [
  { balance: 100 },
  { balance: 10 },
  { players: ['A', 'B', 'C', 'D'], balance: 37 },
  { players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], balance: 3 },
];

/** Every state of a few random games of `game` (seeds 1…seeds), each `length` steps at most. */
export function seededPositions(game: StickGame<SticksState>, seeds = 4, length = 60): SticksState[] {
  const states: SticksState[] = [];
  for (const options of STARTS) {
    for (let seed = 1; seed <= seeds; seed++) {
      const rng = seededRng(seed * 7919);
      const picks = Array.from({ length }, () => rng.int(0, 1_000_000));
      states.push(...playPicks(game, startGame(game, options), picks));
    }
  }
  return states;
}
