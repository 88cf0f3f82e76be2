// 行山 (a race to the 皇山 with paper-cetkaik cards) as a game of the contract: a reconstruction.
import type { Game } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { ambientLights, disambiguate, footprint, occupancy } from './board.ts';
import { formatGyozanMove, parseGyozanMove } from './notation.ts';
import { gyozanOffer } from './offer.ts';
import { parseGyozanOptions } from './options.ts';
import { gyozanOptionSchema } from './options-schema.ts';
import { gyozanOver, gyozanResult, legalMoves, pending, play, resolve, score } from './play.ts';
import { formatGyozanPosition, parseGyozanPosition } from './position.ts';
import { SIZE, parseSquare, squareName } from './route.ts';
import { current, freezeGyozan, playerName, setupGyozan } from './turn.ts';
import type { GyozanMove, GyozanOptions, GyozanState } from './types.ts';
import { gyozanView } from './view.ts';
import { describeGyozanChoice, describeGyozanMove } from './words.ts';

export const gyozanGame: Game<GyozanState, GyozanMove, GyozanOptions> = defineGame({
  id: 'gyozan',
  title: '行山 (a race to the 皇山 with paper-cetkaik cards; reconstruction)',
  names: { en: '行山 (a race to the 皇山 with paper-cetkaik cards; reconstruction)', ja: '行山（紙机戦のカードで皇山を目指す競走・再構成）' },
  about: {
    source: 'the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation), chapter on race games',
    status: 'reconstruction',
    players: [2, 4],
    notes:
      'INVENTED: the deck (the book\'s list of paper-cetkaik cards is lost) and the routes (its example route is a lost picture); ' +
      'starting resources, one piece each and the identities of three garbled cards are our readings: rules/gyozan/README.md',
  },
  parseOptions: shallowFirst('the options', parseGyozanOptions),
  optionSchema: gyozanOptionSchema,
  geometry: () => ({ rows: SIZE, cols: SIZE }),
  setup: (options, rng) => freezeGyozan(setupGyozan(options, rng).state),
  cellName: (cell) => squareName(cell),
  parseCell: (name) => parseSquare(name),
  legalMoves,
  play,
  pending,
  resolve: (state, input) => resolve(state, input),
  occupancy,
  footprint,
  disambiguate,
  parseMove: parseGyozanMove,
  formatMove: (move) => formatGyozanMove(move),
  parsePosition: shallowFirst('the position', parseGyozanPosition),
  formatPosition: formatGyozanPosition,
  view: gyozanView,
  describeMove: describeGyozanMove,
  describeChoice: describeGyozanChoice,
  offer: gyozanOffer,
  ambientLights,
  isOver: gyozanOver,
  result: gyozanResult,
  score,
  toMove: (state) => (gyozanOver(state) ? null : playerName(current(state))),
});
