// Hasami Shogi as a Game: the contract's members wired to the modules that implement them;
// defineGame gives the rest (nothing is ever pending, A1 cell names, the default view).
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { footprint, occupancy } from './board.ts';
import { formatMove, parseMove } from './notation.ts';
import { parseOptions } from './options.ts';
import { hasamiOptionSchema } from './options-schema.ts';
import { formatPosition, parsePosition } from './position.ts';
import { legalMoves, play, result, setup } from './rules.ts';
import { score } from './score.ts';
import { pieceAt } from './teach.ts';
import { GRID, type HasamiMove, type HasamiOptions, type HasamiState } from './types.ts';
import { describeMove } from './words.ts';

export const hasamiGame = defineGame<HasamiState, HasamiMove, HasamiOptions>({
  id: 'hasami',
  title: 'Hasami Shogi (はさみ将棋)',
  names: { en: 'Hasami Shogi', ja: 'はさみ将棋' },
  about: {
    source: 'the traditional Japanese game はさみ将棋, rules as commonly played (our readings in rules/hasami/README.md)',
    status: 'playable',
    players: [2, 2],
    notes: 'captures win (5 by default, the toWin option); no repetition rule',
  },
  parseOptions: shallowFirst('the options', (json: unknown) => parseOptions(json)),
  geometry: () => ({ ...GRID }),
  setup: (options) => setup(options),
  legalMoves,
  play: (state, move) => play(state, move),
  occupancy,
  footprint,
  parseMove: (text) => parseMove(text),
  formatMove: (move) => formatMove(move),
  parsePosition: shallowFirst('the position', parsePosition),
  formatPosition,
  result,
  score,
  toMove: (state) => (result(state) === null ? state.toMove : null),
  describeMove,
  pieceAt: (state, cell) => pieceAt(state, cell),
  optionSchema: hasamiOptionSchema,
});
