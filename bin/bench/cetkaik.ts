// Cetkaik: legal-move generation throughput over a fixed, seeded set of positions met in random
// play, through the engine's fast path (packed moves) and through legalMoves (move objects), and
// the time of one legalMoves on the start position.
import { cetkaikGame, generateMoves, legalMoves, randomPlayout, type CetkaikState } from '../../rules/cetkaik/index.ts';
import { seededRng } from '../../rules/index.ts';
import { percentiles, type Percentiles } from './stats.ts';

export const POSITIONS = 10_000;
/** Moves per second on one core the generator must reach. */
export const TARGET_MOVES_PER_S = 2_000_000;

/**
 * Positions where a move may be played (no cast or choice awaited), from seeded random playouts
 * of both main rulesets, every position of each playout: the same set on every run.
 */
export function seededPositions(count: number = POSITIONS): CetkaikState[] {
  const positions: CetkaikState[] = [];
  for (let seed = 1; positions.length < count; seed++) {
    const rng = seededRng(seed);
    const options = cetkaikGame.parseOptions({ ruleset: seed % 2 === 0 ? 'cerke_online' : 'y1huap1', seasons: 1 });
    if (!options.ok) throw new Error(options.error.message);
    for (const state of randomPlayout(cetkaikGame.setup(options.value, rng), rng, 200)) {
      if (positions.length < count && cetkaikGame.pending(state) === null && !cetkaikGame.isOver(state)) positions.push(state);
    }
  }
  return positions;
}

export interface CetkaikFigures {
  positions: number;
  movesPerPosition: number;
  fastPathMovesPerS: number;
  legalMovesMovesPerS: number;
  targetMovesPerS: number;
  startLegalMovesUs: Percentiles;
}

/** Generates the moves of every position `rounds` times; moves per second of wall time. */
function throughput(positions: CetkaikState[], rounds: number, generate: (state: CetkaikState) => number): number {
  let moves = 0;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const state of positions) moves += generate(state);
  const seconds = (performance.now() - t0) / 1000;
  return Math.round(moves / seconds);
}

export function cetkaikFigures(options: { rounds?: number; startRuns?: number } = {}): CetkaikFigures {
  const rounds = options.rounds ?? 3;
  const positions = seededPositions();
  const out = new Int32Array(1 << 16);
  const fast = (state: CetkaikState) => generateMoves(state, out);
  const objects = (state: CetkaikState) => legalMoves(state).length;
  throughput(positions, 1, fast); // warm-up: let the JIT compile the generator first
  throughput(positions, 1, objects);
  let total = 0;
  for (const state of positions) total += fast(state);

  const startOptions = cetkaikGame.parseOptions({ firstMovers: ['A'] });
  if (!startOptions.ok) throw new Error(startOptions.error.message);
  const start = cetkaikGame.setup(startOptions.value, seededRng(1));
  const samples: number[] = [];
  for (let i = 0; i < (options.startRuns ?? 5000); i++) {
    const t0 = performance.now();
    legalMoves(start);
    samples.push((performance.now() - t0) * 1000);
  }
  return {
    positions: positions.length,
    movesPerPosition: Math.round((total / positions.length) * 10) / 10,
    fastPathMovesPerS: throughput(positions, rounds, fast),
    legalMovesMovesPerS: throughput(positions, rounds, objects),
    targetMovesPerS: TARGET_MOVES_PER_S,
    startLegalMovesUs: percentiles(samples),
  };
}
