// Why a host refuses what its peer published, with stable codes: the game state is untouched
// and the peer is named. Apart from fleet/errors.ts's codes, which say a message could not be
// read at all; these say it was read and is wrong for the game.
import { err } from '../../rules/index.ts';

export const REFUSAL_CODES = [
  /** The seq is not the next step this host expects (a gap, or ahead of the game). */
  'out-of-order',
  /** A step already taken, published again with a different payload (an exact repeat is a no-op). */
  'replayed',
  /** The step is not this seat's: the other seat's move, a cast, or the game is over. */
  'not-your-turn',
  /** The rules refuse the move (the reason is the engine's). */
  'illegal',
  /** A position hash (`before`, `after`, a snapshot's) differs from this host's at that step. */
  'hash-mismatch',
  /** A revealed secret does not match its commitment, or cannot be one. */
  'cast-mismatch',
  /** A secret revealed before its commitment was seen. */
  'reveal-without-commit',
  /** The peer plays other rules than this host. */
  'wrong-game',
  /** From a seat that is not this match's peer (this host's own, or a stranger's). */
  'not-the-peer',
  /** The two hosts' positions differ at the same seq: the game stops, both positions shown. */
  'diverged',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  code: RefusalCode;
  /** One sentence naming the seat, the step and why. */
  message: string;
}

export function refuse(code: RefusalCode, message: string): { ok: false; error: Refusal } {
  return err({ code, message });
}

export type RefusalCounts = Readonly<Record<RefusalCode, number>>;

/** Refusals counted by code, as drops.ts counts drops: a pure record the host shows with its health. */
export function noRefusals(): RefusalCounts {
  return Object.fromEntries(REFUSAL_CODES.map((code) => [code, 0])) as Record<RefusalCode, number>;
}

export function countRefusal(counts: RefusalCounts, code: RefusalCode): RefusalCounts {
  return { ...counts, [code]: counts[code] + 1 };
}
