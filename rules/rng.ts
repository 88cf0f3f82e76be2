// Injected randomness. Games draw from an Rng handed to them; they never call Math.random.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Rng {
  /** A uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
}

/** A deterministic generator: the same seed gives the same draws. */
export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed | 0);
  return { int: (from, to) => uniformInt(generator, from, to) };
}

/** Heads of `sticks` fair two-faced sticks (binomial(n, 1/2)). */
export function castSticks(rng: Rng, sticks: number): number {
  let heads = 0;
  for (let i = 0; i < sticks; i++) heads += rng.int(0, 1);
  return heads;
}
