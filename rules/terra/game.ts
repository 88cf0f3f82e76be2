// Terra Pyramides as a Game: the contract's members wired to the modules that implement them.
import type { Game } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { DEMO_DATA } from './data.ts';
import { formatMove, parseMove } from './notation.ts';
import { parseOptions } from './options.ts';
import { optionSchema } from './options-schema.ts';
import { resolve } from './pending.ts';
import { formatPosition, parsePosition } from './position.ts';
import { isOver, legalMoves, play, terraResult } from './rules.ts';
import { scoreSheet } from './score.ts';
import { ambientLights, areas, disambiguate, explainMismatch, footprint, occupancy, startAreas } from './sensing.ts';
import { pieceAt } from './teach.ts';
import { setupState } from './setup.ts';
import { layoutFor } from './data.ts';
import { view } from './view.ts';
import { describeChoice, describeMove, pendingInWords } from './words.ts';
import type { TerraMove, TerraOptions, TerraState } from './types.ts';

export const terraGame: Game<TerraState, TerraMove, TerraOptions> = defineGame({
  id: 'terra',
  title: 'Terra Pyramides',
  names: { en: 'Terra Pyramides', ja: 'テラ・ピラミデス' },
  about: {
    source: 'the Terra Pyramides rulebook (Kiesling & Kramer): base game, Horus and burial goods, Nile and oases, the variants',
    status: 'reconstruction',
    players: [1, 4],
    notes: `${DEMO_DATA.invented ? 'INVENTED demo board, stair tiles and foundation values (the printed ones are not public; load them with the "data" option)' : ''}; 1 player only in a cooperative mission; rulebook gaps read as written in rules/terra/README.md`,
  },
  parseOptions: shallowFirst('the options', parseOptions),
  geometry: (options) => {
    const layout = layoutFor(options.data, options.version);
    return { rows: layout.rows, cols: layout.cols };
  },
  setup: (options, rng) => setupState(options, rng).state,
  legalMoves,
  play,
  pending: pendingInWords,
  resolve: (state, input) => resolve(state, input),
  occupancy,
  footprint,
  areas,
  startAreas,
  disambiguate,
  parseMove,
  formatMove,
  parsePosition: shallowFirst('the position', parsePosition),
  formatPosition,
  view,
  ambientLights,
  explainMismatch: (state, added, lifted) => explainMismatch(state, added, lifted),
  isOver,
  result: terraResult,
  // Exactly the pinned shape: {scores, breakdown} (ties share the win, so no ranking here; the view has one).
  score: (state) => {
    const { scores, breakdown } = scoreSheet(state);
    return { scores, breakdown };
  },
  toMove: (state) => (isOver(state) ? null : state.toMove),
  describeMove,
  pieceAt,
  describeChoice,
  optionSchema,
});
