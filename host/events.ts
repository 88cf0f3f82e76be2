// Everything the host reports, one JSON object each: the `simulate` output, the dashboard's
// live feed and the journal's raw material share this shape.
import type { Label } from '../rules/index.ts';
import type { RemoteStatus } from './games/remote-status.ts';
import type { Said } from './said.ts';
import type { SessionEvent } from './session/events.ts';

// `said`: a reason the host made, as a code and its values (host/said.ts, the codes in
// host/event-codes.ts), beside the English text it has always had.
export type TableEvent =
  | SessionEvent
  | { type: 'lights'; cells: Record<string, string> }
  | { type: 'correction'; clear: string[]; fill: string[]; reason?: string; said?: Said }
  | { type: 'corrected' }
  /** Moves the board shows only in part, lit and waiting for a confirmation (button, tap, dashboard). */
  | { type: 'confirm'; moves: string[] }
  /** A board's button was pressed. */
  | { type: 'press'; button: string }
  /** A piece lifted and put back at once, taken as a pick of what is lit there. */
  | { type: 'tap'; cell: string }
  | { type: 'link'; state: string; reason?: string; said?: Said }
  /** Something happened to the game's journal that the operator should know (written again whole after it was removed or replaced). */
  | { type: 'journal'; reason: string; said?: Said }
  /** A message for the players from the table's operators (the café's fleet): shown on the dashboard. */
  | { type: 'message'; text: string; from: string }
  /** The computer opponent decided: a move the players are asked to make on the board (lit), or its answer to a choice, with its reason. */
  | { type: 'bot'; side: string; move?: string; choice?: string; reason: string; said?: Said }
  /** How a remote match stands changed (the game's detail carries the same as `remote`). */
  | { type: 'remote'; remote: RemoteStatus }
  // Teaching at the table (the kiosk screen and the dashboard say these; docs/TEACHING.md):
  /** A piece lifted: which piece the game has there and how it moves, in both languages (null: the game names no piece there). */
  | { type: 'lifted'; cell: string; piece: { name: Label; moves: Label } | null }
  /** A good move lit on the board at a player's request (counted in the journal): the bot's, or one a simple rule chose. */
  | { type: 'hint'; move: string; by: 'bot' | 'rule'; label?: Label }
  /** A guided first game's step: what to do, explained; `move` lit on the board when the step is a move; `done` once the lesson is over. */
  | { type: 'lesson'; lesson: string; step: number; steps: number; say: Label; move?: string; done?: true }
  /** Set-up lights: the next cell to fill and the piece that goes there; `cell` null once the board shows the starting position. */
  | { type: 'setup'; cell: string | null; piece: Label | null; placed: number; total: number };

/** `board`: where it happened ('' for a game with no board); `game`: the game it concerns, if any. */
export type HostEvent = TableEvent & { t: number; board: string; game?: string };
