// What a game session reports. The table stamps each with the time (`t`), the board and the game,
// and sends it on to the event stream, the journal and the dashboard.
import type { Json, JsonSchema } from '../../rules/index.ts';

export type SessionEvent =
  | { type: 'move'; move: string; failed?: true }
  | { type: 'cast'; heads: number; purpose: string }
  | { type: 'pending'; for: 'cast'; sticks: number; purpose: string }
  | { type: 'choice'; prompt: string; options: string[] }
  | { type: 'entry'; prompt: string; schema: JsonSchema; example?: Json }
  | { type: 'score'; scores: Record<string, number>; detail?: Json }
  | { type: 'end'; scores: Record<string, number>; winner: string | null; reason: string }
  | { type: 'note'; text: string }
  | { type: 'undone'; move: string }
  /** `code`: the stable code of the refusal (the game's rule error code, or the session's own). */
  /** `malformed`: the input could not be read at all (a move not in the game's notation), as opposed to one the game refuses. */
  | { type: 'rejected'; reason: string; code: string; malformed?: true };
