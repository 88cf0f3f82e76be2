// Which scarab tokens to take. Points are plain numbers; the tokens are advice for the players:
// a scarab worth 4 takes a 4, or when the 4s have run out smaller tokens adding up to 4
// (fewest tokens first, larger ones first among equals), or what is left when no mix adds up.
export const TOKEN_VALUES = [1, 2, 3, 4] as const;
export const DEFAULT_SUPPLY = 18;

/** Ways to make each value from tokens, best first. */
const MIXES: Record<number, number[][]> = {
  1: [[1]],
  2: [[2], [1, 1]],
  3: [[3], [2, 1], [1, 1, 1]],
  4: [[4], [3, 1], [2, 2], [2, 1, 1], [1, 1, 1, 1]],
};

export interface TokenAdvice {
  /** Token values to take, largest first. */
  tokens: number[];
  /** Tokens left per value afterwards (index 0: value 1). */
  supply: number[];
  /** Points the supply could not cover (they still count). */
  short: number;
}

function fits(mix: number[], supply: readonly number[]): boolean {
  const need = [0, 0, 0, 0];
  for (const value of mix) need[value - 1]++;
  return need.every((n, i) => n <= supply[i]);
}

/** The tokens for one scarab worth `points` (1–4), from `supply` (count left per value). */
export function tokensFor(points: number, supply: readonly number[]): TokenAdvice {
  const left = supply.slice();
  const mix = (MIXES[points] ?? []).find((m) => fits(m, supply));
  if (mix !== undefined) {
    for (const value of mix) left[value - 1]--;
    return { tokens: mix.slice(), supply: left, short: 0 };
  }
  // Not enough of anything: take the largest tokens there are, and say what is missing.
  const tokens: number[] = [];
  let rest = points;
  for (let value = Math.min(points, 4); value >= 1 && rest > 0; ) {
    if (value <= rest && left[value - 1] > 0) {
      left[value - 1]--;
      tokens.push(value);
      rest -= value;
    } else {
      value--;
    }
  }
  return { tokens, supply: left, short: rest };
}
