// The built-in `free` game: any piece may go anywhere. It proves the whole chain (board,
// detector, session, lights, dashboard) before the real games land, and demos colours
// (a choice on the dashboard) and chance (a cast after each move).
import type { Game } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { freeDisambiguate, freeFootprint } from './footprint.ts';
import { formatFreeMove, parseFreeMove } from './notation.ts';
import { freeOffer } from './offer.ts';
import { parseFreeOptions } from './options.ts';
import { freeOptionSchema } from './options-schema.ts';
import { formatFreePosition, parseFreePosition } from './position.ts';
import { freeLegalMoves, freePending, freePlay, freeResolve, freeResult } from './play.ts';
import { geometryOf, initialState } from './state.ts';
import type { FreeMove, FreeOptions, FreeState } from './types.ts';
import { freeView } from './view.ts';
import { describeFreeChoice, describeFreeMove } from './words.ts';

export const freeGame: Game<FreeState, FreeMove, FreeOptions> = defineGame({
  id: 'free',
  title: 'Free play',
  names: { en: 'Free play', ja: 'フリープレイ' },
  about: {
    source: 'no rulebook: made for this project as its demo and test game',
    status: 'playable',
    players: [1, 2],
    notes: 'Any piece moves to any empty cell; it proves board, host and dashboard, and demos casts and colour choices.',
  },
  parseOptions: shallowFirst('the options', parseFreeOptions),
  geometry: geometryOf,
  setup: (options) => initialState(options),
  legalMoves: freeLegalMoves,
  play: (state, move) => freePlay(state, move),
  pending: freePending,
  resolve: (state, input) => freeResolve(state, input),
  occupancy: (state) => state.occupied,
  footprint: freeFootprint,
  disambiguate: freeDisambiguate,
  parseMove: parseFreeMove,
  formatMove: formatFreeMove,
  parsePosition: shallowFirst('the position', parseFreePosition),
  formatPosition: formatFreePosition,
  view: freeView,
  result: freeResult,
  describeMove: describeFreeMove,
  describeChoice: describeFreeChoice,
  offer: freeOffer,
  optionSchema: freeOptionSchema,
});
