// What a free move does to the board, and which move a player means when several look alike
// (only new pieces of different colours do: the board senses a piece, not its colour).
import { CellSet } from '../cellset.ts';
import { alphaNumericName } from '../cells.ts';
import type { Disambiguation, Footprint } from '../contract.ts';
import { compareMoves } from './play.ts';
import { geometryOf, sameMove } from './state.ts';
import type { FreeMove, FreeState } from './types.ts';

export function freeFootprint(_state: FreeState, move: FreeMove): Footprint {
  const fill = CellSet.of(move.to);
  return move.type === 'move' ? { from: CellSet.of(move.from), fill } : { fill };
}

/** `moves` must not be empty: the caller asks only about moves that match the board. */
export function freeDisambiguate(state: FreeState, moves: FreeMove[]): Disambiguation<FreeMove> {
  if (moves.length === 0) throw new RangeError('disambiguate needs at least one move');
  const distinct: FreeMove[] = [];
  for (const move of moves) if (!distinct.some((m) => sameMove(m, move))) distinct.push(move);
  if (distinct.length === 1) return { move: distinct[0] };
  distinct.sort((a, b) => compareMoves(a, b, state));
  const first = distinct[0];
  const sameCellAdds = distinct.every((m) => m.type === 'add' && m.to === first.to);
  const cell = alphaNumericName(first.to, geometryOf(state.options));
  const words = sameCellAdds
    ? { en: `Which colour is the new piece on ${cell}?`, ja: `${cell} の新しい駒は何色ですか？` }
    : { en: 'Which move was played?', ja: 'どの手を指しましたか？' };
  return { choice: { prompt: words.en, options: distinct, words } };
}
