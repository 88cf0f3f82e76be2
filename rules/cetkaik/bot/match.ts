// One game between two players, bot against bot, through the real engine: every move and choice
// from chooseAction, every cast from the seeded rng, all seasons the options ask for. Pure: time
// comes from the clock handed in (used for the bots' time caps and to time each decision).
import { castSticks, seededRng } from '../../rng.ts';
import { cetkaikGame as game } from '../game.ts';
import type { Side } from '../pieces.ts';
import type { CetkaikOptions, CetkaikState } from '../types.ts';
import { chooseAction } from './choose.ts';
import type { BotBudget } from './choose.ts';
import type { BotLevel } from './levels.ts';

export interface MatchPlayer {
  level: BotLevel;
  budget?: BotBudget;
}

export interface GameResult {
  /** Final scores per side. */
  scores: Record<Side, number>;
  winner: Side | null;
  /** Seasons begun. */
  seasons: number;
  /** Moves and choices made (casts not counted). */
  decisions: number;
  /** Steps taken: moves, casts and choices (at most the step cap). */
  steps: number;
  /** Milliseconds each side's decisions took, in order. */
  times: Record<Side, number[]>;
  /** Positions each side's searches visited in all. */
  nodes: Record<Side, number>;
  /** True when the game reached the step cap and was scored as it stood. */
  capped: boolean;
}

/** Steps (moves, casts, choices) after which a game is stopped and scored as it stands. */
export const MAX_STEPS = 4000;

/** A 32-bit seed for the n-th draw of a game's seed (distinct per decision, fixed per game). */
export function derivedSeed(seed: number, n: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(n + 1, 0x165667b1)) | 0;
}

export function playGame(
  options: CetkaikOptions,
  players: Record<Side, MatchPlayer>,
  seed: number,
  clock: () => number,
  maxSteps: number = MAX_STEPS,
): GameResult {
  const rng = seededRng(seed);
  let state: CetkaikState = game.setup(options, rng);
  const times: Record<Side, number[]> = { A: [], IA: [] };
  const nodes: Record<Side, number> = { A: 0, IA: 0 };
  let decisions = 0;
  let seasons = 1;
  // The season's states so far, for the bots not to go round in circles.
  let history: CetkaikState[] = [state];
  let step = 0;
  for (; step < maxSteps && !state.over; step++) {
    const asked = game.pending(state);
    let result;
    if (asked?.kind === 'cast') {
      result = game.resolve(state, { cast: castSticks(rng, asked.sticks) }, rng);
    } else {
      const side = state.toMove;
      const player = players[side];
      const t0 = clock();
      const action = chooseAction(state, side, { level: player.level, seed: derivedSeed(seed, step), budget: player.budget, clock, history });
      times[side].push(clock() - t0);
      if (!action.ok) throw new Error(`the ${player.level} bot could not answer: ${action.error.message}`);
      nodes[side] += action.value.stats.nodes;
      decisions++;
      result = action.value.kind === 'move'
        ? game.play(state, action.value.move, rng)
        : game.resolve(state, { choice: action.value.value }, rng);
      if (!result.ok) throw new Error(`the ${player.level} bot answered wrongly: ${result.error.message}`);
    }
    if (!result.ok) throw new Error(result.error.message);
    if (result.value.state.season !== state.season) {
      seasons++;
      history = [];
    }
    state = result.value.state;
    history.push(state);
  }
  const scores = { A: state.scores.A, IA: state.scores.IA };
  const winner = state.over ? state.winner : scores.A > scores.IA ? 'A' : scores.IA > scores.A ? 'IA' : null;
  return { scores, winner, seasons, decisions, steps: step, times, nodes, capped: !state.over };
}
