// This host's own steps, as the same pure state as peer.ts: what it publishes, and when it may.
// Each returns the next state and the payload to publish, or a refusal naming why it may not
// (the state then unchanged). The engine is asked through the same `check`.
import { ok, type Result } from '../../rules/index.ts';
import { quoted } from '../errors.ts';
import { commitOf, isSecret } from './commit-reveal.ts';
import type { AppliedPayload, CastCommitPayload, CastEnteredPayload, CastRevealPayload, ChoicePayload, MovePayload } from './payloads.ts';
import { headsOf, own, type CastRound, type PeerCheck, type PeerState } from './peer.ts';
import { refuse, type Refusal } from './refusals.ts';

export interface Step<P> { state: PeerState; publish: P }

/**
 * This host's move as step seq + 1, checked before it goes out: its turn, legal, no peer move
 * still waiting to be made. Call it before the engine takes the move (`before` is the position now).
 */
export function playHere(state: PeerState, move: string, check: PeerCheck): Result<Step<MovePayload>, Refusal> {
  const seq = state.seq + 1;
  if (state.pending !== null) return refuse('out-of-order', `The peer's move of step ${state.pending.seq} must be made on this board first.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'move' || turn.seat !== state.me) return refuse('not-your-turn', `Step ${seq} is not this seat's move.`);
  const reason = check.legal(move, seq);
  if (reason !== null) return refuse('illegal', `The rules refuse ${quoted(move, 40)} as step ${seq}: ${reason}`);
  const before = check.hashAt(state.seq);
  if (before === null) return refuse('hash-mismatch', `This host has no position hash at step ${state.seq}.`);
  return ok({ state: { ...state, seq }, publish: { seq, move, before } });
}

/** The peer's pending move was made on this board and taken by the engine: publish `applied`. */
export function madeHere(state: PeerState, check: PeerCheck): Result<Step<AppliedPayload>, Refusal> {
  if (state.pending === null) return refuse('out-of-order', 'No move of the peer is waiting to be made here.');
  const { seq } = state.pending;
  const after = check.hashAt(seq);
  if (after === null) return refuse('out-of-order', `The engine has not taken step ${seq} yet.`);
  return ok({ state: { ...state, seq, pending: null }, publish: { seq, after } });
}

/**
 * This host's choice as step seq + 1 (the game's open choice is this seat's), checked before it
 * goes out. Call it before the engine takes the choice (`before` is the position now).
 */
export function chooseHere(state: PeerState, choice: string, check: PeerCheck): Result<Step<ChoicePayload>, Refusal> {
  const seq = state.seq + 1;
  if (state.pending !== null) return refuse('out-of-order', `The peer's move of step ${state.pending.seq} must be made on this board first.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'choice' || turn.seat !== state.me) return refuse('not-your-turn', `Step ${seq} is not this seat's choice.`);
  if (!turn.options.includes(choice)) return refuse('illegal', `${quoted(choice, 40)} is none of the options of step ${seq}: ${turn.options.map((o) => quoted(o, 40)).join(', ')}.`);
  const before = check.hashAt(state.seq);
  if (before === null) return refuse('hash-mismatch', `This host has no position hash at step ${state.seq}.`);
  return ok({ state: { ...state, seq }, publish: { seq, choice, before } });
}

/** The engine took the peer's choice of step seq + 1 (`take-choice`): the step is done. */
export function choiceTakenHere(state: PeerState, check: PeerCheck): Result<PeerState, Refusal> {
  const seq = state.seq + 1;
  if (check.choiceAt(seq) === null) return refuse('out-of-order', `The engine has not taken a choice as step ${seq}.`);
  return ok({ ...state, seq });
}

/**
 * This host's count of real sticks for the cast of step seq + 1 (a match of physical casts, this
 * seat the caster), checked before it goes out. Call it before the engine takes the cast.
 */
export function castEnteredHere(state: PeerState, heads: number, check: PeerCheck): Result<Step<CastEnteredPayload>, Refusal> {
  const seq = state.seq + 1;
  if (state.casts !== 'physical') return refuse('not-your-turn', 'This match\'s casts are made by both hosts\' secrets, not counted on real sticks.');
  if (state.pending !== null) return refuse('out-of-order', `The peer's move of step ${state.pending.seq} must be made on this board first.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'cast' || check.casterAt(seq) !== state.me) return refuse('not-your-turn', `Step ${seq} is not a cast this seat counts.`);
  if (!Number.isInteger(heads) || heads < 0 || heads > turn.sticks) return refuse('illegal', `A cast of ${turn.sticks} sticks shows 0 to ${turn.sticks} heads, not ${heads}.`);
  const before = check.hashAt(state.seq);
  if (before === null) return refuse('hash-mismatch', `This host has no position hash at step ${state.seq}.`);
  return ok({ state: { ...state, seq }, publish: { seq, heads, before } });
}

/** The engine took the peer's count of step seq + 1 (`take-cast`): the step is done. */
export function enteredTakenHere(state: PeerState, check: PeerCheck): Result<PeerState, Refusal> {
  const seq = state.seq + 1;
  if (check.enteredAt(seq) === null) return refuse('out-of-order', `The engine has not taken a counted cast as step ${seq}.`);
  return ok({ ...state, seq });
}

/**
 * This host's commitment for the cast of step seq + 1, from a fresh secret handed in (32 random
 * bytes as hex, from a cryptographic source: the peer must not guess it). Opens the round at `now`.
 */
export function commitHere(state: PeerState, secret: string, now: number, check: PeerCheck): Result<Step<CastCommitPayload>, Refusal> {
  const seq = state.seq + 1;
  const turn = check.turnAt(seq);
  if (turn.kind !== 'cast') return refuse('not-your-turn', `Step ${seq} is not a cast.`);
  const round: CastRound = state.cast !== null && state.cast.seq === seq
    ? state.cast
    : { seq, sticks: turn.sticks, openedAt: now, commits: {}, secrets: {}, revealed: false };
  if (own(round.commits, state.me) !== undefined) return refuse('replayed', `This host has committed for the cast of step ${seq} already.`);
  if (!isSecret(secret)) return refuse('cast-mismatch', 'A secret is 64 lower-case hex digits (32 bytes).');
  // A secret once revealed is known to the peer, who could then choose its own to fix the cast.
  if (state.lastCast !== null && Object.values(state.lastCast.secrets).includes(secret)) return refuse('replayed', 'This secret was revealed for the last cast: every cast needs a fresh one.');
  const commit = commitOf(secret, { match: state.match, seq, seat: state.me });
  if (!commit.ok) return refuse('cast-mismatch', commit.error.message);
  const next: CastRound = { ...round, commits: { ...round.commits, [state.me]: commit.value }, secrets: { ...round.secrets, [state.me]: secret } };
  return ok({ state: { ...state, cast: next }, publish: { seq, commit: commit.value } });
}

/**
 * This host's reveal, only once the peer's commitment is here: revealing earlier would let the
 * peer pick its secret knowing ours.
 */
export function revealHere(state: PeerState): Result<Step<CastRevealPayload>, Refusal> {
  const round = state.cast;
  const secret = round === null ? undefined : own(round.secrets, state.me);
  if (round === null || secret === undefined) return refuse('reveal-without-commit', 'This host has not committed for the cast.');
  if (own(round.commits, state.peer) === undefined) return refuse('reveal-without-commit', `The peer has not committed for the cast of step ${round.seq}: reveal after it has.`);
  return ok({ state: { ...state, cast: { ...round, revealed: true } }, publish: { seq: round.seq, secret } });
}

/** The heads of the cast under way, once both secrets are known; else null. */
export const castHeads = (state: PeerState): number | null => (state.cast === null ? null : headsOf(state, state.cast));

/** The engine took the cast: step seq + 1 is done; the round is kept to know late repeats. */
export function castTakenHere(state: PeerState): Result<PeerState, Refusal> {
  const round = state.cast;
  if (round === null || headsOf(state, round) === null) return refuse('out-of-order', 'No cast is complete here.');
  if (!round.revealed) return refuse('out-of-order', `This host must reveal for the cast of step ${round.seq} before taking it (the peer needs its secret).`);
  return ok({ ...state, seq: round.seq, cast: null, lastCast: round });
}

/** Who has kept the cast waiting past `limitMs` (time handed in), and for what; empty while in time. */
export function castOverdue(state: PeerState, now: number, limitMs: number): { seat: string; missing: 'commit' | 'reveal' }[] {
  const round = state.cast;
  if (round === null || now - round.openedAt <= limitMs) return [];
  const late: { seat: string; missing: 'commit' | 'reveal' }[] = [];
  for (const seat of [state.me, state.peer]) {
    if (own(round.commits, seat) === undefined) late.push({ seat, missing: 'commit' });
    // Each reveals once it has seen the other's commitment, so a reveal is late only after both.
    else if (own(round.commits, seat === state.me ? state.peer : state.me) === undefined) continue;
    else if (seat === state.peer ? own(round.secrets, seat) === undefined : !round.revealed) late.push({ seat, missing: 'reveal' });
  }
  return late;
}
