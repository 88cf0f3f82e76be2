// What a game session reports. The table stamps each with the time (`t`), the board and the game,
// and sends it on to the event stream, the journal and the dashboard.
import type { Json, JsonSchema, Label } from '../../rules/index.ts';
import type { Said, SaidParams } from '../said.ts';

// `words`: what the game waits for, an end's reason or a note, in both languages, when the game
// says them (its pending's or event's `words`); `said`: a text the host made, as a code and its
// values (host/said.ts).
export type SessionEvent =
  | { type: 'move'; move: string; failed?: true }
  | { type: 'cast'; heads: number; purpose: string }
  | { type: 'pending'; for: 'cast'; sticks: number; purpose: string; words?: Label }
  | { type: 'choice'; prompt: string; options: string[]; words?: Label }
  | { type: 'entry'; prompt: string; schema: JsonSchema; example?: Json; words?: Label }
  | { type: 'score'; scores: Record<string, number>; detail?: Json }
  | { type: 'end'; scores: Record<string, number>; winner: string | null; reason: string; said?: Said; words?: Label }
  | { type: 'note'; text: string; said?: Said; words?: Label }
  | { type: 'undone'; move: string }
  /** `code`: the stable code of the refusal (the game's rule error code, or the session's own). */
  /** `malformed`: the input could not be read at all (a move not in the game's notation), as opposed to one the game refuses. */
  /** `params`: the values in `reason` (`move`: the move refused, in notation), for screens that say the code in their language. */
  | { type: 'rejected'; reason: string; code: string; params?: SaidParams; malformed?: true };
