// Scarabya (Blue Orange, 2018): pentomino camps on a 10×10 archaeological site, closing small
// excavation areas over scarabs. Standard (1–4 players, a site each), one-to-one and solo.
import type { Game } from '../contract.ts';
import { shallowFirst } from '../json-depth.ts';
import { fail } from '../fail.ts';
import { scarabyaExplainMismatch } from './explain.ts';
import { scarabyaAmbientLights } from './lights.ts';
import { SITE_GEOMETRY, cellName, parseCellName } from './mask.ts';
import { formatScarabyaMove, parseScarabyaMove } from './notation.ts';
import { scarabyaOffer } from './offer.ts';
import { scarabyaOptionSchema } from './options-schema.ts';
import { parseScarabyaOptions } from './options.ts';
import { scarabyaLegalMoves, scarabyaPlay, setupState } from './play.ts';
import { formatScarabyaPosition, parseScarabyaPosition } from './position.ts';
import { scarabyaAreas, scarabyaStartAreas } from './seat-areas.ts';
import { scarabyaDisambiguate, scarabyaFootprint, scarabyaOccupancy } from './seats.ts';
import { pieceAt } from './teach.ts';
import type { ScarabyaMove, ScarabyaOptions, ScarabyaState } from './types.ts';
import { scarabyaView } from './view.ts';
import { describeScarabyaMove } from './words.ts';

/** Scarabya always has areas (one per site) and draws its sites: these optional members are required here. */
export type ScarabyaGame = Game<ScarabyaState, ScarabyaMove, ScarabyaOptions> &
  Required<Pick<Game<ScarabyaState, ScarabyaMove, ScarabyaOptions>, 'areas' | 'ambientLights' | 'explainMismatch' | 'pieceAt'>>;

export const scarabyaGame: ScarabyaGame = {
  id: 'scarabya',
  title: 'Scarabya',
  names: { en: 'Scarabya', ja: 'スカラビア' },
  about: {
    source: 'the Scarabya rulebook (Blue Orange Games, 2018; Bruno Cathala and Ludovic Maublanc)',
    status: 'playable',
    players: [1, 4],
    notes:
      'The printed site boards are not public: unless you enter your own (option site), the site is generated ' +
      'from a seed, an invented site, not a printed one.',
  },
  parseOptions: shallowFirst('the options', parseScarabyaOptions),
  geometry: () => SITE_GEOMETRY,
  setup: setupState,
  cellName: (cell) => cellName(cell),
  parseCell: (name) => parseCellName(name),
  legalMoves: scarabyaLegalMoves,
  play: (state, move) => scarabyaPlay(state, move),
  pending: () => null,
  resolve: () => fail('nothing-pending', 'Scarabya never waits for a cast or a choice'),
  occupancy: scarabyaOccupancy,
  footprint: scarabyaFootprint,
  areas: scarabyaAreas,
  startAreas: scarabyaStartAreas,
  disambiguate: scarabyaDisambiguate,
  parseMove: parseScarabyaMove,
  formatMove: formatScarabyaMove,
  parsePosition: shallowFirst('the position', parseScarabyaPosition),
  formatPosition: formatScarabyaPosition,
  view: scarabyaView,
  ambientLights: scarabyaAmbientLights,
  explainMismatch: scarabyaExplainMismatch,
  isOver: (state) => state.result !== null,
  describeMove: describeScarabyaMove,
  pieceAt,
  offer: scarabyaOffer,
  optionSchema: scarabyaOptionSchema,
};
