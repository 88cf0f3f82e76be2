// Ankh'or (Pauchon, Largey, Crittin; Space Cowboys): a tile-laying market game for 2–4 players,
// as a game of the contract. Pure: randomness only through the Rng handed to setup (the piles,
// the price markers, the start player); everything after is dealt from the state.
import type { Game } from '../contract.ts';
import { defineGame, type GameSpec } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { ankhorAmbientLights, ankhorAreas, ankhorStartAreas, ankhorDisambiguate, ankhorExplainMismatch, ankhorFootprint, ankhorOccupancy } from './board.ts';
import { ankhorOffer } from './move-offer.ts';
import { pieceAt } from './teach.ts';
import { legalMoves } from './moves.ts';
import { formatAnkhorMove, parseMoveIn } from './notation.ts';
import { ANKHOR_OPTION_SCHEMA } from './options-schema.ts';
import { parseAnkhorOptions } from './options.ts';
import { pendingOf } from './pending.ts';
import { playMove, resolveInput } from './play.ts';
import { formatAnkhorPosition, parseAnkhorPosition } from './position.ts';
import { ankhorResult, scoreSheet } from './scoring.ts';
import { setupState } from './setup.ts';
import { playerName } from './state.ts';
import type { AnkhorMove, AnkhorOptions, AnkhorState } from './types.ts';
import { ankhorView } from './view.ts';
import { describeAnkhorChoice, describeAnkhorMove } from './words.ts';

export type AnkhorGame = Game<AnkhorState, AnkhorMove, AnkhorOptions> &
  Required<Pick<Game<AnkhorState, AnkhorMove, AnkhorOptions>, 'areas' | 'ambientLights' | 'explainMismatch' | 'score' | 'toMove' | 'about' | 'describeMove' | 'describeChoice' | 'offer' | 'optionSchema'>>;

// Spread over the game defineGame makes, the spec keeps typed as present the optional members AnkhorGame requires.
const spec = {
  id: 'ankhor',
  title: "Ankh'or",
  names: { en: 'Ankh\'or', ja: 'アンクオール' },
  about: {
    source: "The Ankh'or rulebook (Space Cowboys, English edition)",
    status: 'reconstruction',
    players: [2, 4],
    notes: 'Ships an INVENTED demo tile set (the printed breakdown of the 55 tiles, the bonus values and the price zones are not public); owners pass the printed set as the "set" option.',
  },
  parseOptions: shallowFirst('the options', parseAnkhorOptions),
  optionSchema: ANKHOR_OPTION_SCHEMA,
  geometry: (options) => ({ rows: options.grid.rows, cols: options.grid.cols, corners: options.corners }),
  setup: setupState,
  legalMoves,
  play: (state, move) => playMove(state, move),
  pending: pendingOf,
  resolve: (state, input) => resolveInput(state, input),
  occupancy: ankhorOccupancy,
  footprint: ankhorFootprint,
  areas: ankhorAreas,
  startAreas: ankhorStartAreas,
  disambiguate: ankhorDisambiguate,
  parseMove: parseMoveIn,
  formatMove: (move, state) => formatAnkhorMove(move, state.options.grid),
  parsePosition: shallowFirst('the position', parseAnkhorPosition),
  formatPosition: formatAnkhorPosition,
  view: ankhorView,
  ambientLights: (state) => ankhorAmbientLights(state),
  explainMismatch: (state, added, lifted) => ankhorExplainMismatch(state, added, lifted),
  result: ankhorResult,
  score: scoreSheet,
  toMove: (state) => (state.over ? null : playerName(state.toMove)),
  describeMove: describeAnkhorMove,
  pieceAt,
  describeChoice: describeAnkhorChoice,
  offer: ankhorOffer,
} satisfies GameSpec<AnkhorState, AnkhorMove, AnkhorOptions>;

export const ankhorGame: AnkhorGame = { ...defineGame(spec), ...spec };
