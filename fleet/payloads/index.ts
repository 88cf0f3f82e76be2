// The payloads of every topic: types (TypeBox schemas), encoders and bounded decoders.
export { KIB, LIMITS } from './limits.ts';
export { ISO_8601, TABLE_STATES, TableStatus, decodeStatus, encodeStatus, isoTime, lastWill, type TableState } from './status.ts';
export { BoardStatus, LINK_STATES, MAX_SIDE, decodeBoardStatus, encodeBoardStatus } from './board-status.ts';
export { GameState, decodeGameState, encodeGameState } from './game-state.ts';
export { GameEvent, decodeGameEvent, encodeGameEvent } from './game-events.ts';
export {
  COMMAND_VERBS, EndGameCommand, MessageCommand, NewGameCommand, decodeCommand, encodeCommand, isCommandVerb,
  type Command, type CommandOf, type CommandVerb, type TableSelf,
} from './commands.ts';
export { CommandReply, decodeReply, encodeReply } from './replies.ts';
