// Seeded randomness for fault injection: the same faultSeed gives the same faults, so a test or a
// café demo can replay a glitchy session exactly.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface FaultRng {
  /** Uniform in [0, 1). */
  unit(): number;
  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function createFaultRng(seed: number): FaultRng {
  const generator = xoroshiro128plus(seed | 0);
  return {
    unit: () => uniformFloat64(generator),
    int: (from, to) => uniformInt(generator, from, to),
    chance: (p) => p > 0 && uniformFloat64(generator) < p,
  };
}

/** Independent streams derived from one seed, so enabling one fault does not shift another's draws. */
export function deriveSeed(seed: number, stream: number): number {
  // A small integer hash (splitmix-like) keeps derived seeds far apart.
  let x = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
