// Everything the host reports, one JSON object each: the `simulate` output, the dashboard's
// live feed and the journal's raw material share this shape.
import type { RemoteStatus } from './games/remote-status.ts';
import type { SessionEvent } from './session/events.ts';

export type TableEvent =
  | SessionEvent
  | { type: 'lights'; cells: Record<string, string> }
  | { type: 'correction'; clear: string[]; fill: string[]; reason?: string }
  | { type: 'corrected' }
  /** Moves the board shows only in part, lit and waiting for a confirmation (button, tap, dashboard). */
  | { type: 'confirm'; moves: string[] }
  /** A board's button was pressed. */
  | { type: 'press'; button: string }
  /** A piece lifted and put back at once, taken as a pick of what is lit there. */
  | { type: 'tap'; cell: string }
  | { type: 'link'; state: string; reason?: string }
  /** Something happened to the game's journal that the operator should know (written again whole after it was removed or replaced). */
  | { type: 'journal'; reason: string }
  /** A message for the players from the table's operators (the café's fleet): shown on the dashboard. */
  | { type: 'message'; text: string; from: string }
  /** The computer opponent decided: a move the players are asked to make on the board (lit), or its answer to a choice, with its reason. */
  | { type: 'bot'; side: string; move?: string; choice?: string; reason: string }
  /** How a remote match stands changed (the game's detail carries the same as `remote`). */
  | { type: 'remote'; remote: RemoteStatus };

/** `board`: where it happened ('' for a game with no board); `game`: the game it concerns, if any. */
export type HostEvent = TableEvent & { t: number; board: string; game?: string };
