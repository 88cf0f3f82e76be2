// 連船之遊 as a game of the contract: the track on one board, ships sensed, the cast pending at
// the start of every turn, actions that move no ship entered.
import type { Game } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { ambientLights, disambiguate, footprint, occupancy } from './board.ts';
import { pieceAt } from './teach.ts';
import { formatShipraceMove, parseShipraceMove } from './notation.ts';
import { parseShipraceOptions } from './options.ts';
import { shipraceOptionSchema } from './options-schema.ts';
import { pending, play, resolve, score, shipraceResult } from './play.ts';
import { formatShipracePosition, parseShipracePosition } from './position.ts';
import { legalActions, playerName, playerToMove, raceOver, setupRace } from './rules.ts';
import type { ShipraceMove, ShipraceOptions, ShipraceState } from './types.ts';
import { shipraceView } from './view.ts';
import { describeShipraceMove } from './words.ts';

export const shipraceGame: Game<ShipraceState, ShipraceMove, ShipraceOptions> = defineGame({
  id: 'shiprace',
  title: '連船之遊 (the ship race)',
  names: { en: '連船之遊 (the ship race)', ja: '連船之遊（船の競走）' },
  about: {
    source: 'the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation), chapter on race games',
    status: 'reconstruction',
    players: [2, 4],
    notes:
      'the book\'s board picture is missing: the track laid out on the 9×9 board (3 berths a point) is ours, ' +
      'and so are the readings in rules/shiprace/README.md (raids on points only, overshoot stops at the goal…)',
  },
  parseOptions: shallowFirst('the options', parseShipraceOptions),
  optionSchema: shipraceOptionSchema,
  geometry: (options) => options.board,
  setup: (options) => setupRace(options),
  legalMoves: legalActions,
  play: (state, move) => play(state, move),
  pending,
  resolve: (state, input) => resolve(state, input),
  occupancy,
  footprint,
  disambiguate,
  parseMove: parseShipraceMove,
  formatMove: formatShipraceMove,
  parsePosition: shallowFirst('the position', parseShipracePosition),
  formatPosition: formatShipracePosition,
  view: shipraceView,
  describeMove: describeShipraceMove,
  pieceAt,
  ambientLights,
  result: shipraceResult,
  score,
  toMove: (state) => (raceOver(state) ? null : playerName(playerToMove(state))),
});
