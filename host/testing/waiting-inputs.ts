// For tests of the `next` button: games that wait for one thing only, with no board to show it.
import type { DecideBot } from '../bots/bot-runner.ts';
import { cetkaikGame, type CetkaikState } from '../../rules/index.ts';
import type { NewGame } from '../host-types.ts';

/** Gyozan at P1's 虎, which takes a resource from P2, who has only rice: a choice of one option ("P2 rice"). */
export const ONE_OPTION_CHOICE: NewGame = {
  game: 'gyozan',
  position: {
    turn: 0, phase: { step: 'effects', next: 1 }, waiting: { kind: 'choice', card: 0, purpose: 'steal' }, halfCost: false, pile: [], discards: [],
    players: [
      { hand: [], installed: [{ card: '黒虎', sticks: 0, fresh: false }], rice: 10, coins: 0, square: 'KA', shielded: false },
      { hand: [], installed: [], rice: 10, coins: 0, square: 'PA', shielded: false },
    ],
  },
};

/** Cetkaik with the computer on IA, which moves first: its move is the one move waiting. */
export const COMPUTER_FIRST: NewGame = { game: 'cetkaik', options: { seasons: 1, bot: { side: 'IA', level: 'easy' }, firstMovers: ['IA'] }, seed: 1 };

/** A stand-in for the computer: the first legal move, 終季 to any choice. */
export const firstMoveBot: DecideBot = async ({ state }) => {
  const s = state as CetkaikState;
  if (cetkaikGame.pending(s) !== null) return { ok: true, kind: 'choice', text: 'taxot', reason: 'stand-in: ends the season' };
  return { ok: true, kind: 'move', text: cetkaikGame.formatMove(cetkaikGame.legalMoves(s)[0], s), reason: 'stand-in: the first legal move' };
};
