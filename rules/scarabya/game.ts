// Scarabya (Blue Orange, 2018): pentomino camps on a 10×10 archaeological site, closing small
// excavation areas over scarabs. Standard (1–4 players, a site each), one-to-one and solo.
import type { Game } from '../contract.ts';
import { defineGame, type GameSpec } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { scarabyaExplainMismatch } from './explain.ts';
import { scarabyaAmbientLights } from './lights.ts';
import { SITE_GEOMETRY, cellName, parseCellName } from './mask.ts';
import { formatScarabyaMove, parseScarabyaMove } from './notation.ts';
import { scarabyaOffer } from './offer.ts';
import { scarabyaOptionSchema } from './options-schema.ts';
import { parseScarabyaOptions } from './options.ts';
import { scarabyaLegalMoves, scarabyaPlay, scarabyaResult, setupState } from './play.ts';
import { formatScarabyaPosition, parseScarabyaPosition } from './position.ts';
import { scarabyaAreas, scarabyaStartAreas } from './seat-areas.ts';
import { scarabyaDisambiguate, scarabyaFootprint, scarabyaOccupancy } from './seats.ts';
import { pieceAt } from './teach.ts';
import type { ScarabyaMove, ScarabyaOptions, ScarabyaState } from './types.ts';
import { scarabyaView } from './view.ts';
import { describeScarabyaMove } from './words.ts';

/** Scarabya always has areas (one per site), draws its sites and says how it ended: these optional members are required here. */
export type ScarabyaGame = Game<ScarabyaState, ScarabyaMove, ScarabyaOptions> &
  Required<Pick<Game<ScarabyaState, ScarabyaMove, ScarabyaOptions>, 'areas' | 'ambientLights' | 'explainMismatch' | 'pieceAt' | 'result'>>;

// defineGame gives what Scarabya does not need of its own: nothing is ever pending (a mission nobody
// can place is discarded at once), so `resolve` refuses; `isOver` comes from `result`. Its cells keep
// their own names (A1…J10 on the 10×10 site, no corners) and the view its own picture.
// Spread over the game defineGame makes, the spec keeps typed as present the optional members ScarabyaGame requires.
const spec = {
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
  result: scarabyaResult,
  describeMove: describeScarabyaMove,
  pieceAt,
  offer: scarabyaOffer,
  optionSchema: scarabyaOptionSchema,
} satisfies GameSpec<ScarabyaState, ScarabyaMove, ScarabyaOptions>;

export const scarabyaGame: ScarabyaGame = { ...defineGame(spec), ...spec };
