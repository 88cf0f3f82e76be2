// Public surface of the Cetkaik bot: the entry point the host and the CLI call, the levels, and
// one bot-against-bot game for the match runner and the bench.
export { chooseAction } from './choose.ts';
export type { BotAction, BotBudget, BotOptions, BotStats } from './choose.ts';
export { BOT_LEVELS, LEVEL_SETTINGS, isBotLevel } from './levels.ts';
export type { BotLevel, LevelSettings, SearchLevel } from './levels.ts';
export { MAX_STEPS, derivedSeed, playGame } from './match.ts';
export type { GameResult, MatchPlayer } from './match.ts';
