// The players a bot can be: two baselines for the match runner and three search levels, each
// bounded by a node budget (what makes a move reproducible) and a time per move (a cap, used
// only when the caller gives a clock).

export type SearchLevel = 'easy' | 'normal' | 'strong';
export type BotLevel = 'random' | 'greedy' | SearchLevel;

export const BOT_LEVELS: readonly BotLevel[] = ['random', 'greedy', 'easy', 'normal', 'strong'];

export interface LevelSettings {
  /** Deepest full-width iteration. */
  maxDepth: number;
  /** Plies of captures past it. */
  qDepth: number;
  /** Positions per move. */
  nodes: number;
  /** Milliseconds per move, with a clock. */
  timeMs: number;
  /** Points of seeded noise added to each root move's value (easy only): it misjudges a little. */
  noise: number;
}

export const LEVEL_SETTINGS: Readonly<Record<SearchLevel, Readonly<LevelSettings>>> = Object.freeze({
  easy: Object.freeze({ maxDepth: 1, qDepth: 2, nodes: 5_000, timeMs: 100, noise: 3 }),
  normal: Object.freeze({ maxDepth: 8, qDepth: 4, nodes: 20_000, timeMs: 400, noise: 0 }),
  strong: Object.freeze({ maxDepth: 12, qDepth: 6, nodes: 100_000, timeMs: 2_000, noise: 0 }),
});

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

export function isSearchLevel(level: BotLevel): level is SearchLevel {
  return level === 'easy' || level === 'normal' || level === 'strong';
}
