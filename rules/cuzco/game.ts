// The Cuzco assistant as a Game: no board, every move entered. It follows a real game of
// Stefan Feld's Cuzco (Queen Games 2023) played beside it; it does not play Cuzco itself.
import { boardless } from '../boardless.ts';
import type { Game } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { offer } from './move-offer.ts';
import { formatMove, parseMove } from './notation.ts';
import { OPTION_SCHEMA } from './options-schema.ts';
import { cuzcoResult, legalMoves, pending, play, resolve } from './play.ts';
import { formatPosition, parseOptions, parsePosition, setupState } from './position.ts';
import { runningScore } from './score-sheet.ts';
import type { CuzcoMove, CuzcoOptions, CuzcoState } from './types.ts';
import { cuzcoView } from './view.ts';
import { describeMove } from './words.ts';

export const cuzcoGame: Game<CuzcoState, CuzcoMove, CuzcoOptions> = defineGame({
  id: 'cuzco',
  title: 'Cuzco (assistant)',
  names: { en: 'Cuzco (assistant)', ja: 'クスコ（アシスタント）' },
  about: {
    source: "the Cuzco player aid in Japanese (icons, god cards, tile abilities, the Sapa Inca's missions, end bonuses)",
    status: 'reconstruction',
    players: [1, 4],
    notes: 'an assistant beside the real game, not the game: holdings, mission checks, score sheet and end bonuses; readings where the aid is unclear are in rules/cuzco/README.md',
  },
  parseOptions: shallowFirst('the options', (json) => parseOptions(json)),
  geometry: () => null,
  setup: (options) => setupState(options),
  ...boardless,
  legalMoves,
  play: (state, move) => play(state, move),
  pending,
  resolve: (state, input) => resolve(state, input),
  parseMove: (text) => parseMove(text),
  formatMove: (move) => formatMove(move),
  parsePosition: shallowFirst('the position', (json) => parsePosition(json)),
  formatPosition,
  view: cuzcoView,
  result: cuzcoResult,
  // The running score is the total as if the game ended now: the markers entered count.
  score: runningScore,
  // Everyone enters their own holdings: nobody in particular is to move.
  toMove: () => null,
  describeMove,
  offer,
  optionSchema: OPTION_SCHEMA,
});
