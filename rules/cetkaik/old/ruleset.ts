// 古机戦 inside the Cetkaik game: options with `"ruleset": "old"` (and positions with it) are played
// by this folder, every other ruleset by the modern engine. The states are Cetkaik states (the
// taken pieces kept in `hands`, never dropped; no casts, no declarations, no scores).
import type { Game } from '../../contract.ts';
import { fail } from '../../fail.ts';
import { shallowFirst } from '../../json-depth.ts';
import type { CetkaikMove, CetkaikOptions, CetkaikState } from '../types.ts';
import { oldDisambiguate, oldFootprint } from './board.ts';
import { OLD_ABOUT_NOTE } from './listing.ts';
import { formatOldAny, parseOldMove } from './notation.ts';
import { oldLegalMoves, oldPlay, oldResult, oldSetup } from './play.ts';
import { formatOldPosition, isOldPosition, parseOldPosition } from './position.ts';
import { oldView } from './view.ts';

type CetkaikGame = Game<CetkaikState, CetkaikMove, CetkaikOptions>;

const isOld = (state: CetkaikState) => state.options.ruleset === 'old';

export function withOldRuleset(modern: CetkaikGame): CetkaikGame {
  return {
    ...modern,
    about: modern.about ?? {
      source: 'the community\'s official one-page rule (y1 huap1) and the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation)',
      status: 'playable',
      players: [2, 2],
      notes: OLD_ABOUT_NOTE,
    },
    setup: (options, rng) => (options.ruleset === 'old' ? oldSetup(options) : modern.setup(options, rng)),
    legalMoves: (state) => (isOld(state) ? oldLegalMoves(state) : modern.legalMoves(state)),
    play: (state, move, rng) => (isOld(state) ? oldPlay(state, move) : modern.play(state, move, rng)),
    pending: (state) => (isOld(state) ? null : modern.pending(state)),
    resolve: (state, input, rng) => (isOld(state) ? fail('nothing-pending', '古机戦 has no sticks and no declarations') : modern.resolve(state, input, rng)),
    footprint: (state, move) => (isOld(state) ? oldFootprint(state, move) : modern.footprint(state, move)),
    disambiguate: (state, moves) => (isOld(state) ? oldDisambiguate(state, moves) : modern.disambiguate(state, moves)),
    parseMove: (text, state) => (isOld(state) ? parseOldMove(text, state) : modern.parseMove(text, state)),
    formatMove: (move, state) => (isOld(state) ? formatOldAny(move) : modern.formatMove(move, state)),
    // Measured here too: an old position never reaches the modern reader, which measures its own.
    parsePosition: shallowFirst('the position', (json, options: CetkaikOptions) => (isOldPosition(json) ? parseOldPosition(json, options) : modern.parsePosition(json, options))),
    formatPosition: (state) => (isOld(state) ? formatOldPosition(state) : modern.formatPosition(state)),
    view: (state) => (isOld(state) ? oldView(state) : modern.view(state)),
    result: (state) => (isOld(state) ? oldResult(state) : modern.result?.(state) ?? null),
  };
}
