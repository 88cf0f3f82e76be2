// `games/<game>/state`: a snapshot of one game in progress, retained, published after every
// change. The topic's <game> is the running game's id; the payload's `game` is the rules' id.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits.ts';
import { codec, decodeWith, encodeWith } from './check.ts';
import { ID_PATTERN } from '../ids.ts';

const Text = (max: number) => Type.String({ maxLength: max });
/** Any JSON value (the game's own); bounded by the payload's size and depth. */
const AnyJson = Type.Unknown();

export const GameState = Type.Object({
  /** The rules' id (`garden`, `cetkaik`), as in the catalogue. */
  game: Type.String({ pattern: ID_PATTERN.source, maxLength: 64 }),
  title: Text(200),
  /** How many records the game's journal holds: grows by one with every input. */
  seq: Type.Integer({ minimum: 0 }),
  /** The moves played, each in the game's notation. */
  moves: Type.Array(Text(200), { maxItems: 10_000 }),
  /** Who acts now, when the game says; else null. */
  toMove: Type.Union([Text(100), Type.Null()]),
  over: Type.Boolean(),
  /** How the game ended, once it has. */
  result: Type.Union([Type.Object({ winner: Type.Union([Text(100), Type.Null()]), reason: Text(500) }), Type.Null()]),
  /** The scores now by player, or null before any. */
  scores: Type.Union([Type.Record(Type.String({ maxLength: 100 }), Type.Number(), { maxProperties: 64 }), Type.Null()]),
  /** What the game waits for besides a move (a cast, a choice, an entry), as the host's `awaiting`; null while it waits for a move. */
  awaiting: AnyJson,
  /** The game's position JSON (its `formatPosition`), where it has one; else null. */
  position: AnyJson,
  // Optional: a table of an older v1 publisher leaves them out.
  /** The players as the game names them (its score sheet's), in seat order; empty when it does not say. */
  players: Type.Optional(Type.Array(Text(100), { maxItems: 64 })),
  /** The player the computer opponent plays, when one is seated; else null. */
  computer: Type.Optional(Type.Union([Text(100), Type.Null()])),
  /** The last thing that happened to the game's journal that the operator should know (since the table started); else null. */
  journal: Type.Optional(Type.Union([Text(500), Type.Null()])),
});
export type GameState = Static<typeof GameState>;

const GAME_STATE = codec('a game state', GameState, LIMITS.gameState);

export const encodeGameState = (state: GameState) => encodeWith(GAME_STATE, state);
export const decodeGameState = (payload: Uint8Array | string) => decodeWith(GAME_STATE, payload);
