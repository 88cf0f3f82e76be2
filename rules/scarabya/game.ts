// Scarabya (Blue Orange, 2018): pentomino camps on a 10×10 archaeological site, closing small
// excavation areas over scarabs. Standard (1–4 players, a site each), one-to-one and solo.
import type { CellSet } from '../cellset.ts';
import type { Game, LightRole } from '../contract.ts';
import { shallowFirst } from '../json-depth.ts';
import { fail } from '../fail.ts';
import { explainMismatchOn } from './explain.ts';
import { ambientLightsOf } from './lights.ts';
import { SITE_GEOMETRY, cellName, parseCellName } from './mask.ts';
import { formatScarabyaMove, parseScarabyaMove } from './notation.ts';
import { scarabyaOffer } from './offer.ts';
import { scarabyaOptionSchema } from './options-schema.ts';
import { parseScarabyaOptions } from './options.ts';
import { scarabyaLegalMoves, scarabyaPlay, setupState } from './play.ts';
import { formatScarabyaPosition, parseScarabyaPosition } from './position.ts';
import { occupancyOf, scarabyaDisambiguate, scarabyaFootprint, seatNumber, seatOf } from './seats.ts';
import { pieceAt } from './teach.ts';
import { seatNames } from './state.ts';
import type { ScarabyaMove, ScarabyaOptions, ScarabyaState } from './types.ts';
import { scarabyaView } from './view.ts';
import { describeScarabyaMove } from './words.ts';

/** Scarabya always has seats (one per site): the contract's optional seat members are required here. */
export type ScarabyaGame = Game<ScarabyaState, ScarabyaMove, ScarabyaOptions> &
  Required<Pick<Game<ScarabyaState, ScarabyaMove, ScarabyaOptions>, 'seats' | 'occupancyOf' | 'seatOf' | 'ambientLights' | 'explainMismatch'>>;

const firstSeat = (state: ScarabyaState) => seatNames(state)[0];

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
  occupancy: (state) => occupancyOf(state, firstSeat(state)),
  footprint: scarabyaFootprint,
  disambiguate: scarabyaDisambiguate,
  parseMove: parseScarabyaMove,
  formatMove: formatScarabyaMove,
  parsePosition: shallowFirst('the position', parseScarabyaPosition),
  formatPosition: formatScarabyaPosition,
  view: scarabyaView,
  ambientLights: (state, seat) => ambientLightsOf(state, seat === undefined ? 0 : seatNumber(state, seat)),
  explainMismatch: (state, added, lifted, seat) => explainMismatchOn(state, seat === undefined ? 0 : seatNumber(state, seat), added, lifted),
  isOver: (state) => state.result !== null,
  seats: seatNames,
  occupancyOf,
  seatOf,
  describeMove: describeScarabyaMove,
  pieceAt,
  offer: scarabyaOffer,
  optionSchema: scarabyaOptionSchema,
};
