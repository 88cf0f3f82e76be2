// Cetkaik 机戦 (rules/cetkaik/README.md) as a game of the contract: pure, randomness only through
// the Rng handed in (the first mover of each season), casts and choices explicit through
// pending/resolve.
import { parseSquare, squareName } from './board.ts';
import { defineGame } from '../define-game.ts';
import { shallowFirst } from '../json-depth.ts';
import { disambiguate, footprint, occupancy } from './footprint.ts';
import { legalMoves } from './moves.ts';
import { formatMove, parseMove } from './notation.ts';
import { parseOptions } from './options.ts';
import { pending, play, resolve } from './play.ts';
import { formatPosition, parsePosition } from './position.ts';
import { cetkaikResult } from './scoring.ts';
import { freshScores, seasonStart } from './state.ts';
import type { CetkaikMove, CetkaikOptions, CetkaikState } from './types.ts';
import { view } from './view.ts';
import { withOldRuleset } from './old/index.ts';
import { chooseAction } from './bot/choose.ts';
import type { BotLevel } from './bot/levels.ts';
import type { Side } from './pieces.ts';
import { describeChoice, describeMove, pendingWords } from './words.ts';
import { offer } from './offer.ts';
import { pieceAt } from './teach.ts';
import { optionSchema } from './options-schema.ts';

const modernRulesets = defineGame<CetkaikState, CetkaikMove, CetkaikOptions>({
  id: 'cetkaik',
  title: 'Cetkaik 机戦',
  names: { en: 'Cetkaik 机戦', ja: '机戦（セッカイク）' },
  about: {
    source:
      'the book 我々の遊戯 (its 机戦 and 教育机戦 chapters), with movement, hands and scoring from the ' +
      'Cetkaik community\'s standardised one-page rule (y1 huap1) and its online site cerke_online',
    status: 'playable',
    players: [2, 2],
    notes: 'Three rulesets: y1huap1 (default), cerke_online, kyouiku (the book\'s school hands), and 古机戦 (old Cetkaik, ruleset "old", a reconstruction); a computer opponent with the option {"bot": {"side": "IA", "level": "normal"}}.',
  },
  parseOptions: shallowFirst('the options', parseOptions),
  geometry: () => ({ rows: 9, cols: 9 }),
  setup: (options, rng) =>
    seasonStart(options, 0, options.firstMovers?.[0] ?? (rng.int(0, 1) === 0 ? 'A' : 'IA'), freshScores()),
  cellName: (cell) => squareName(cell),
  parseCell: (name) => parseSquare(name),
  legalMoves,
  play: (state, move) => play(state, move),
  pending: (state) => {
    const asked = pending(state);
    const words = asked === null ? undefined : pendingWords(state);
    return asked === null || words === undefined ? asked : { ...asked, words };
  },
  resolve,
  occupancy,
  footprint,
  disambiguate,
  parseMove,
  formatMove: (move, state) => formatMove(move, state.board),
  parsePosition: shallowFirst('the position', parsePosition),
  formatPosition,
  view,
  result: cetkaikResult,
  toMove: (state) => (state.over ? null : state.toMove),
  describeMove,
  describeChoice,
  pieceAt,
  offer,
  optionSchema,
  bot: {
    seat: (options) => options.bot ?? null,
    decide: (state, seat, { seed, history, clock }) => {
      const chosen = chooseAction(state, seat.side as Side, { level: seat.level as BotLevel, seed, history, ...(clock ? { clock } : {}) });
      if (!chosen.ok) return chosen;
      const { stats: _stats, ...decision } = chosen.value;
      return { ok: true, value: decision };
    },
  },
});

/** With `"ruleset": "old"` the game is 古机戦, played by old/ (OLD.md). */
export const cetkaikGame = withOldRuleset(modernRulesets);
