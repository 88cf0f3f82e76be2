// The Cetkaik bot: positions searched per second (by the node budget alone, no clock), and the
// time each level takes per move with its real budgets (node budget and time per move, the
// clock injected), over a fixed, seeded set of positions met in random play plus the start.
import { LEVEL_SETTINGS, cetkaikGame, chooseAction, type BotLevel, type CetkaikState, type SearchLevel } from '../../rules/cetkaik/index.ts';
import { seededRng } from '../../rules/index.ts';
import { seededPositions } from './cetkaik.ts';
import { percentiles, type Percentiles } from './stats.ts';

export interface LevelFigures {
  timePerMoveMs: Percentiles & { mean: number };
  /** The level's time per move (null for the baselines). */
  limitMs: number | null;
  nodeBudget: number | null;
  /** Full-width plies the searches completed, on average. */
  meanDepth: number;
  /** Moves whose search the time budget stopped (the rest stopped at the node budget or their deepest ply). */
  stoppedByTime: number;
}

export interface BotFigures {
  positions: number;
  nodesPerSecond: number;
  levels: Record<BotLevel, LevelFigures>;
}

/** The start and every 500th position of the Cetkaik bench's seeded set: where a move is due. */
export function benchPositions(): CetkaikState[] {
  const options = cetkaikGame.parseOptions({ firstMovers: ['A'] });
  if (!options.ok) throw new Error(options.error.message);
  const start = cetkaikGame.setup(options.value, seededRng(1));
  return [start, ...seededPositions().filter((_, i) => i % 500 === 250)];
}

const clock = () => performance.now();

function levelFigures(positions: CetkaikState[], level: BotLevel): LevelFigures {
  const times: number[] = [];
  let depth = 0;
  let stoppedByTime = 0;
  positions.forEach((state, i) => {
    const t0 = clock();
    const action = chooseAction(state, state.toMove, { level, seed: i + 1, clock });
    times.push(clock() - t0);
    if (!action.ok) throw new Error(action.error.message);
    depth += action.value.stats.depth;
    if (action.value.stats.stop === 'time') stoppedByTime++;
  });
  const searching = level !== 'random' && level !== 'greedy';
  return {
    timePerMoveMs: { ...percentiles(times), mean: Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 1000) / 1000 },
    limitMs: searching ? LEVEL_SETTINGS[level as SearchLevel].timeMs : null,
    nodeBudget: searching ? LEVEL_SETTINGS[level as SearchLevel].nodes : null,
    meanDepth: Math.round((depth / positions.length) * 100) / 100,
    stoppedByTime,
  };
}

export function botFigures(): BotFigures {
  const positions = benchPositions();
  // Warm-up: let the JIT compile the search first.
  for (const state of positions.slice(0, 4)) chooseAction(state, state.toMove, { level: 'normal', seed: 1, budget: { nodes: 20_000 } });
  let nodes = 0;
  const t0 = clock();
  for (const [i, state] of positions.entries()) {
    const action = chooseAction(state, state.toMove, { level: 'strong', seed: i + 1, budget: { nodes: 50_000 } });
    if (!action.ok) throw new Error(action.error.message);
    nodes += action.value.stats.nodes;
  }
  const nodesPerSecond = Math.round(nodes / ((clock() - t0) / 1000));
  const levels = {} as Record<BotLevel, LevelFigures>;
  for (const level of ['random', 'greedy', 'easy', 'normal', 'strong'] as const) levels[level] = levelFigures(positions, level);
  return { positions: positions.length, nodesPerSecond, levels };
}
