// The three stick games as games of the contract. They need no board; started on one, its LEDs
// show the heads and the running totals (lights.ts) and nothing is sensed: every move is entered.
import { boardless, unsensed } from '../boardless.ts';
import type { Game, Geometry, ScoreSheet } from '../contract.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { allBet, bankMoves, bankOver, bankPending, bankPlay, bankResolve, bankResult, bankStart, bankerOf } from './bank.ts';
import { contestMoves, contestPending, contestPlay, contestResolve, contestResult, contestStart, throwerOf } from './contest.ts';
import { sticksLights } from './lights.ts';
import { formatSticksMove, parseSticksMove } from './notation.ts';
import { sticksOffer } from './offer.ts';
import { parseSticksOptions } from './options.ts';
import { sticksOptionSchema } from './options-schema.ts';
import { formatSticksPosition, parseBankPosition, parseContestPosition } from './position.ts';
import { rankByPurse } from './purses.ts';
import type { BankState, ContestState, SticksMove, SticksOptions, SticksState } from './types.ts';
import { sticksView } from './view.ts';
import { describeSticksMove, withCastWords } from './words.ts';

const SOURCE = 'the book 我々の遊戯 (Japanese translation by the Japan Cetkaik Federation), chapter on throwing-stick games';

function score(state: SticksState): ScoreSheet {
  const scores = Object.fromEntries(state.options.players.map((p) => [p, state.balances[p]]));
  const breakdown = Object.fromEntries(state.options.players.map((p) => [p, { purse: state.balances[p] }]));
  return { scores, breakdown, ranking: rankByPurse(state) };
}

/** The board side: none by default; on a board, A1 cell names (the default) and nothing ever sensed. */
const boardSide = {
  occupancy: boardless.occupancy,
  footprint: () => unsensed(),
  geometry: (options: SticksOptions) => options.board,
  parseMove: parseSticksMove,
  formatMove: (move: SticksMove) => formatSticksMove(move),
  formatPosition: formatSticksPosition,
  view: sticksView,
  ambientLights: sticksLights,
  score,
  // In words for a newcomer (words.ts): the moves, and the usual stakes and bets as buttons (offer.ts).
  describeMove: describeSticksMove,
  offer: sticksOffer,
};

function contestGame(kind: 'jusai' | 'rengeki', id: string, title: string, ja: string, notes: string): Game<ContestState, SticksMove, SticksOptions> {
  return defineGame<ContestState, SticksMove, SticksOptions>({
    ...boardSide,
    id,
    title,
    names: { en: title, ja },
    about: { source: SOURCE, status: 'playable', players: [2, 8], notes },
    parseOptions: shallowFirst('the options', (json, board?: Geometry) => parseSticksOptions(kind, json, board)),
    optionSchema: sticksOptionSchema(kind),
    setup: (options) => contestStart(kind, options),
    legalMoves: contestMoves,
    play: (state, move) => contestPlay(state, move),
    pending: (state) => withCastWords(state, contestPending(state)),
    resolve: (state, input) => contestResolve(state, input),
    parsePosition: shallowFirst('the position', (json, options: SticksOptions) => parseContestPosition(kind, json, options)),
    result: contestResult,
    toMove: throwerOf,
  });
}

export const jusaiGame = contestGame(
  'jusai',
  'jusai',
  '獣裁 (throwing sticks: the highest throw takes the pot)',
  '獣裁（投棒：最も高い目が場を取る）',
  'equal stakes set by the first stake, ties re-staked and re-thrown; readings in rules/sticks/README.md',
);

export const rengekiJusaiGame = contestGame(
  'rengeki',
  'rengeki-jusai',
  '連撃獣裁 (throwing sticks: throw again to add, or stop)',
  '連撃獣裁（投棒：振り足すか、止めるか）',
  'a later throw of 0 or 1 loses the running total, the first throw counts as it falls; readings in rules/sticks/README.md',
);

export const shinyuGame = defineGame<BankState, SticksMove, SticksOptions>({
  ...boardSide,
  id: 'shinyu',
  title: '新遊 (throwing sticks: bets on the heads against a banker)',
  names: { en: '新遊 (throwing sticks: bets on the heads against a banker)', ja: '新遊（投棒：親を相手に表の数に賭ける）' },
  about: {
    source: SOURCE,
    status: 'playable',
    players: [2, 8],
    notes: 'pays ×8 ×4 ×2 ×2 ×4 ×8 for 0…5 heads, stake included; one bet per child a round; readings in rules/sticks/README.md',
  },
  parseOptions: shallowFirst('the options', (json, board?: Geometry) => parseSticksOptions('shinyu', json, board)),
  optionSchema: sticksOptionSchema('shinyu'),
  setup: (options) => bankStart(options),
  legalMoves: bankMoves,
  play: (state, move) => bankPlay(state, move),
  pending: (state) => withCastWords(state, bankPending(state)),
  resolve: (state, input) => bankResolve(state, input),
  parsePosition: shallowFirst('the position', parseBankPosition),
  result: bankResult,
  // Children bet in any order (nobody in particular acts); once all have bet, the banker throws.
  toMove: (state) => (!bankOver(state) && allBet(state) ? bankerOf(state) : null),
});
