// Garden as a Game: the contract's members wired to the modules that implement them.
import type { Game, Json } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { AREAS, ambientLights, disambiguate, footprint, occupancy } from './board.ts';
import { formatMove, parseMove } from './notation.ts';
import { formatPosition, parseOptions, parsePosition } from './position.ts';
import { gardenOptionSchema } from './options-schema.ts';
import { GRID, gardenResult, isOver, legalMoves, play, resolve, setupGarden } from './rules.ts';
import { gardenScores } from './score.ts';
import { gardenPending } from './seed-entry.ts';
import { pieceAt } from './teach.ts';
import type { GardenMove, GardenOptions, GardenState } from './types.ts';
import { describeGardenChoice, describeGardenMove } from './words.ts';

export const gardenGame: Game<GardenState, GardenMove, GardenOptions> = defineGame({
  id: 'garden',
  title: 'Garden (the example game of the contract guide)',
  names: { en: 'Garden (the example game of the contract guide)', ja: '庭（ゲーム規約ガイドの例）' },
  about: {
    source: 'made up for docs/GAME-CONTRACT.md, to show the contract at work',
    status: 'playable',
    players: [2, 2],
    notes: 'a teaching example, not a published game',
  },
  parseOptions: shallowFirst('the options', parseOptions),
  geometry: () => GRID,
  setup: (options) => setupGarden(options),
  legalMoves,
  play: (state, move) => play(state, move),
  pending: gardenPending,
  resolve: (state, input) => resolve(state, input),
  occupancy,
  footprint,
  disambiguate,
  areas: () => AREAS,
  startAreas: () => AREAS,
  parseMove: (text) => parseMove(text),
  formatMove: (move) => formatMove(move),
  parsePosition: shallowFirst('the position', parsePosition),
  formatPosition,
  view: (state): Json => ({ ...(formatPosition(state) as Record<string, Json>), ...gardenScores(state), over: isOver(state) }) as Json,
  ambientLights,
  isOver,
  result: gardenResult,
  score: gardenScores,
  toMove: (state) => (isOver(state) ? null : state.toMove),
  describeMove: describeGardenMove,
  pieceAt,
  describeChoice: describeGardenChoice,
  optionSchema: gardenOptionSchema,
});
