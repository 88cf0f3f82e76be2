// Public surface of the Cetkaik game: the game object for the registry, the fast generator and
// perft for benchmarks, hand scoring, game records (parse, replay) for the CLI, and the bot.
export { cetkaikGame } from './game.ts';
export type { CetkaikMove, CetkaikOptions, CetkaikState, Ruleset } from './types.ts';
export { generateMoves, legalMoves } from './moves.ts';
export { perft } from './perft.ts';
export { randomPlayout } from './playout.ts';
export { scoreHands } from './hands.ts';
export type { Color, HeldPiece, Kind } from './hands.ts';
export { parseRecord } from './record.ts';
export type { GameRecord, RecordError, RecordMove, RecordPly, RecordSeason } from './record.ts';
export { moveOfRecord, replayRecord } from './replay.ts';
export type { Replay, ReplayError, SeasonResult } from './replay.ts';
export {
  BOT_LEVELS, LEVEL_SETTINGS, MAX_STEPS, chooseAction, derivedSeed, isBotLevel, playGame,
} from './bot/index.ts';
export type {
  BotAction, BotBudget, BotLevel, BotOptions, BotStats, GameResult, LevelSettings, MatchPlayer, SearchLevel,
} from './bot/index.ts';
export { cetkaikLesson } from './lesson.ts';
