// The bot's entry point: whatever the game asks of the side it plays (a move; 再行 or 終季; online,
// where to stop after a short stepping cast), answered from a CetkaikState, with a reason. Pure:
// randomness from the seed, time only through the clock handed in (without one, the node budget
// alone bounds the search and the answer is the same on every run).
import type { Result } from '../../contract.ts';
import { ok } from '../../contract.ts';
import { fail } from '../../fail.ts';
import { seededRng } from '../../rng.ts';
import type { Rng } from '../../rng.ts';
import { squareName } from '../board.ts';
import { MAX_MOVES, NONE, STEP_RAY, generate, pack } from '../generate.ts';
import { decodeMove, encodeMove, needsWaterCast } from '../moves.ts';
import { formatMove } from '../notation.ts';
import { GIVE_UP, TAXOT, TYMOK } from '../play.ts';
import type { Side } from '../pieces.ts';
import type { CetkaikMove, CetkaikState, PieceMove } from '../types.ts';
import { greedyValue, pickBest } from './baselines.ts';
import { endValue, taxotValue } from './evaluate.ts';
import { LEVEL_SETTINGS } from './levels.ts';
import type { BotLevel, LevelSettings } from './levels.ts';
import { handsText, moveGist, signed } from './reasons.ts';
import { rootBias, seasonRecord } from './repetition.ts';
import { Search } from './search.ts';
import type { RootOption, SearchLimits } from './search.ts';
import { SearchPosition } from './search-position.ts';
import { WEIGHTS } from './weights.ts';

export interface BotBudget {
  /** Positions per decision (replaces the level's). */
  nodes?: number;
  /** Milliseconds per decision (replaces the level's; needs a clock). */
  timeMs?: number;
}

export interface BotOptions {
  level: BotLevel;
  /** Breaks ties (and, at easy, draws its noise); the same seed gives the same answer. */
  seed: number;
  budget?: BotBudget;
  /** Milliseconds from any fixed origin. Without it, only the node budget bounds the search. */
  clock?: () => number;
  /**
   * The game's earlier states, oldest first. A move back into a position of this season counts
   * less each time it was met, and after long without a capture a move that captures nothing
   * counts a little less (repetition.ts): nothing in the rules ends a season where neither side
   * captures, and the bot must not shuffle back and forth for ever.
   */
  history?: readonly CetkaikState[];
}

export interface BotStats {
  /** Positions visited (0 for the baselines). */
  nodes: number;
  /** Deepest full-width iteration completed (0 for the baselines). */
  depth: number;
  /** The answer's value in points of final score difference (searching levels), else null. */
  value: number | null;
  /** What ended the search (null for the baselines and answers that needed none). */
  stop: 'depth' | 'nodes' | 'time' | null;
}

export type BotAction =
  | { kind: 'move'; move: CetkaikMove; reason: string; stats: BotStats }
  | { kind: 'choice'; value: string; reason: string; stats: BotStats };

const NO_SEARCH: BotStats = Object.freeze({ nodes: 0, depth: 0, value: null, stop: null });

/** The bot's answer to what `state` asks of `side` now. */
export function chooseAction(state: CetkaikState, side: Side, options: BotOptions): Result<BotAction> {
  if (state.over) return fail('game-over', 'the game is over');
  if (state.toMove !== side) return fail('not-your-turn', `it is ${state.toMove}-side's turn, not ${side}-side's`);
  const waiting = state.waiting;
  if (waiting?.kind === 'cast') return fail('cast-awaited', 'the sticks decide now, not a player');
  const started = options.clock?.() ?? 0;
  const rng = seededRng(options.seed);
  const pos = new SearchPosition(state, WEIGHTS);
  if (waiting?.kind === 'declare') return ok(declare(pos, options, rng, started));
  if (waiting?.kind === 'direction') return ok(direction(state, pos, waiting.move, waiting.squares, options, rng, started));
  return ok(move(state, pos, options, rng, started));
}

/** Of the time per decision, the share the search may use: the rest is for what follows it. */
const SEARCH_SHARE = 0.9;

/** The search's limits, its deadline counted from when the decision began (`started`). */
function limitsOf(options: BotOptions, settings: LevelSettings, started: number): SearchLimits {
  const timeMs = options.budget?.timeMs ?? settings.timeMs;
  return {
    maxDepth: settings.maxDepth,
    qDepth: settings.qDepth,
    nodes: options.budget?.nodes ?? settings.nodes,
    deadline: started + SEARCH_SHARE * timeMs,
    clock: options.clock ?? null,
  };
}

/** The options in an order drawn from the seed: ties then fall differently for other seeds. */
function shuffled<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const buffer = new Int32Array(MAX_MOVES);

function legalPacked(pos: SearchPosition): number[] {
  const n = generate(pos.board, pos.side, pos.held[pos.side], pos.rules(), buffer);
  return Array.from(buffer.subarray(0, n));
}

function move(state: CetkaikState, pos: SearchPosition, options: BotOptions, rng: Rng, started: number): BotAction {
  const moves = legalPacked(pos);
  const text = (m: number) => formatMove(decodeMove(m), state.board);
  const level = options.level;
  if (level === 'random') {
    const m = moves[rng.int(0, moves.length - 1)];
    return { kind: 'move', move: decodeMove(m), reason: `${moveGist(pos, m, text(m))} (random player)`, stats: NO_SEARCH };
  }
  if (level === 'greedy') {
    const values = moves.map((m) => greedyValue(pos, m, pos.successChance(m)));
    const m = moves[pickBest(values, rng)];
    return { kind: 'move', move: decodeMove(m), reason: `${moveGist(pos, m, text(m))} (greedy player)`, stats: NO_SEARCH };
  }
  const settings = LEVEL_SETTINGS[level];
  const record = seasonRecord(state, options.history ?? []);
  const rootOptions: RootOption[] = shuffled(moves, rng).map((m) => ({
    move: m,
    chance: pos.successChance(m),
    bias: rootBias(pos, m, record),
  }));
  const search = new Search(pos, limitsOf(options, settings, started));
  const result = search.run(rootOptions, settings.noise > 0);
  let best = result.best;
  if (settings.noise > 0) {
    const noisy = Array.from(result.values, (v) => v + (rng.int(-1000, 1000) / 1000) * settings.noise);
    best = pickBest(noisy, rng);
  }
  const m = rootOptions[best].move;
  const value = result.values[best];
  return {
    kind: 'move',
    move: decodeMove(m),
    reason: `${moveGist(pos, m, text(m))} (searched ${result.depth} plies, value ${signed(value)})`,
    stats: { nodes: result.nodes, depth: result.depth, value, stop: result.stop },
  };
}

/** 再行 or 終季: 終季 is valued exactly; 再行 by searching the opponent's replies at twice the rate. */
function declare(pos: SearchPosition, options: BotOptions, rng: Rng, started: number): BotAction {
  const me = pos.side;
  const points = pos.declaredPoints(me);
  const rate = pos.rate;
  const hands = handsText(pos, me);
  const now = `${hands} = ${points}${rate === 1 ? '' : ` × ${rate} = ${points * rate}`} points now`;
  if (options.level === 'random') {
    const value = [TYMOK, TAXOT][rng.int(0, 1)];
    return { kind: 'choice', value, reason: `${value === TAXOT ? '終季' : '再行'} at random (random player; ${now})`, stats: NO_SEARCH };
  }
  if (options.level === 'greedy') {
    const value = points > 0 ? TAXOT : TYMOK;
    const reason = points > 0 ? `終季: takes ${now} (greedy player)` : `再行: 終季 would score nothing (${now}; greedy player)`;
    return { kind: 'choice', value, reason, stats: NO_SEARCH };
  }
  const taxot = taxotValue(pos);
  pos.tymok();
  const replies = shuffled(legalPacked(pos), rng);
  let tymok: number;
  let nodes = 0;
  let depth = 0;
  let stop: BotStats['stop'] = null;
  if (replies.length === 0) {
    tymok = -endValue(pos, pos.side);
  } else {
    const search = new Search(pos, limitsOf(options, LEVEL_SETTINGS[options.level], started));
    const result = search.run(replies.map((m) => ({ move: m, chance: pos.successChance(m) })));
    tymok = -result.value;
    nodes = result.nodes;
    depth = result.depth;
    stop = result.stop;
  }
  pos.undo();
  const doubled = Math.min(rate * 2, 64);
  const values = `終季 ${signed(taxot)}, 再行 ${signed(tymok)}`;
  if (taxot >= tymok) {
    return {
      kind: 'choice',
      value: TAXOT,
      reason: `終季: ${now}; playing on at ×${doubled} looks worse (${values})`,
      stats: { nodes, depth, value: taxot, stop },
    };
  }
  return {
    kind: 'choice',
    value: TYMOK,
    reason: `再行: the rate doubles to ×${doubled}; more is expected from playing on than ${now} (${values})`,
    stats: { nodes, depth, value: tymok, stop },
  };
}

/** Online, after a short stepping cast: a square toward the declared one, or give up. */
function direction(
  state: CetkaikState,
  pos: SearchPosition,
  declared: PieceMove,
  squares: readonly number[],
  options: BotOptions,
  rng: Rng,
  started: number,
): BotAction {
  const packedDeclared = encodeMove(declared) as number;
  const choices = [...squares.map(squareName), GIVE_UP];
  const rootOptions: RootOption[] = squares.map((dest) => ({
    move: pack(STEP_RAY, declared.src, declared.via ?? NONE, NONE, dest),
    chance: needsWaterCast(state.board, { ...declared, dest }) ? 0.5 : 1,
  }));
  rootOptions.push({ move: packedDeclared, chance: 0 });
  const describe = (i: number) => (i === squares.length ? 'gives up: the piece stays' : `takes ${choices[i]}`);
  if (options.level === 'random') {
    const i = rng.int(0, choices.length - 1);
    return { kind: 'choice', value: choices[i], reason: `${describe(i)} (random player)`, stats: NO_SEARCH };
  }
  if (options.level === 'greedy') {
    const i = pickBest(rootOptions.map((o) => greedyValue(pos, o.move, o.chance)), rng);
    return { kind: 'choice', value: choices[i], reason: `${describe(i)} (greedy player)`, stats: NO_SEARCH };
  }
  const search = new Search(pos, limitsOf(options, LEVEL_SETTINGS[options.level], started));
  const result = search.run(rootOptions);
  const i = result.best;
  return {
    kind: 'choice',
    value: choices[i],
    reason: `${describe(i)} (searched ${result.depth} plies, value ${signed(result.value)})`,
    stats: { nodes: result.nodes, depth: result.depth, value: result.value, stop: result.stop },
  };
}

