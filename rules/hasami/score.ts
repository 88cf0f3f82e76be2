// The score is the pieces each side has taken. Ranking: the winner first once the game is
// over (a side with no move loses whatever it took), else more captures first, black on a tie.
import type { ScoreSheet } from '../contract.ts';
import { result } from './rules.ts';
import { SIDES, other, type HasamiState, type Side } from './types.ts';

export function score(state: HasamiState): ScoreSheet {
  const scores = { ...state.captured };
  // result() names a side or nobody.
  const winner = (result(state)?.winner ?? null) as Side | null;
  const ranking = winner !== null ? [winner, other(winner)] : [...SIDES].sort((a, b) => scores[b] - scores[a]);
  return { scores, ranking };
}
