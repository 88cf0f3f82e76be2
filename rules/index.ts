// Public surface of the rules core: the game contract, cell sets and names, randomness,
// and the registry of games the host can start (every registered game exported by name).
export type {
  AnyGame,
  Area,
  Disambiguation,
  GameAbout,
  GameResult,
  JsonSchema,
  Label,
  MoveForm,
  MoveOffer,
  MoveWords,
  PieceWords,
  ScoreSheet,
  BotSeat,
  BotDecision,
  GameBot,
  Sensing,
  Footprint,
  Game,
  GameEvent,
  Geometry,
  Json,
  LightRole,
  Outcome,
  Pending,
  PendingInput,
  Result,
  RuleError,
  TargetKind,
} from './contract.ts';
export { LIGHT_ROLES, err, ok } from './contract.ts';
export { fail } from './fail.ts';
export { MAX_JSON_DEPTH, tooDeep, withinDepth } from './json-depth.ts';
export { QUOTE_MAX, quoteInput } from './quote.ts';
export { CellSet, MAX_CELLS } from './cellset.ts';
export {
  alphaNumericCornerName,
  alphaNumericName,
  cellAt,
  cellCount,
  cellsAroundCorner,
  cellSpan,
  colOf,
  cornerCell,
  cornerCount,
  isCorner,
  isOnBoard,
  parseAlphaNumeric,
  parseAlphaNumericCorner,
  rowOf,
} from './cells.ts';
export { areaCellOf, areaGeometry, areaIndex, areaOffsets, globalCell, type AreaCell } from './areas.ts';
export { boardless, unsensed } from './boardless.ts';
export type { Rng } from './rng.ts';
export { castSticks, seededRng } from './rng.ts';
export type { FreeMove, FreeOptions, FreeState } from './free/index.ts';
export { generateMoves as generateCetkaikMoves, perft as cetkaikPerft } from './cetkaik/index.ts';
export { squareName as cetkaikSquareName } from './cetkaik/board.ts';
export type { CetkaikMove, CetkaikOptions, CetkaikState } from './cetkaik/index.ts';
export type { ScarabyaGame, ScarabyaMove, ScarabyaOptions, ScarabyaState } from './scarabya/index.ts';
export type { GardenMove, GardenOptions, GardenState } from './garden/index.ts';
export type { BankState, ContestState, SticksMove, SticksOptions, SticksState } from './sticks/index.ts';
export type { ShipraceMove, ShipraceOptions, ShipraceState } from './shiprace/index.ts';
export type { GyozanMove, GyozanOptions, GyozanState } from './gyozan/index.ts';
export { oldCetkaikListing } from './cetkaik/old/index.ts';
export { rokusaiListing } from './rokusai/listing.ts';
export { cuzcoMissionsReport } from './cuzco/index.ts';
export type { CuzcoMove, CuzcoOptions, CuzcoState } from './cuzco/index.ts';
export type { AnkhorGame, AnkhorMove, AnkhorOptions, AnkhorState } from './ankhor/index.ts';
export type { TerraMove, TerraOptions, TerraState } from './terra/index.ts';
// Every registered game by its export name (xGame), and the registry by id: a new game needs no line here.
export * from './registered.ts';
export { findGame, games } from './registry.ts';
export { boardOf, catalogue, listingOf, NOT_PLAYABLE, VARIANTS, type GameListing, type GameStatus } from './catalogue.ts';
export { lessonProgress, replayLesson, type Lesson, type LessonInput, type LessonStep } from './lesson.ts';
export { findLesson, lessons } from './lessons.ts';
export { defineGame, type GameSpec } from './define-game.ts';
export { footprintOf, fullFootprint, type BoardFootprint } from './footprint.ts';
