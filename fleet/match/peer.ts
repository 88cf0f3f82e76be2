// What a host makes of its peer's messages: a pure reducer over the match as this host sees it.
// The engine stays outside: `check` answers from this host's own rules engine and journal, so
// the peer is never trusted. A refusal names why and leaves the state as it was (the same object).
import { quoted } from '../errors.ts';
import type { AppliedPayload, CastCommitPayload, CastEnteredPayload, CastRevealPayload, ChoicePayload, MovePayload, Presence, Snapshot } from './payloads.ts';
import { castFrom, checkReveal } from './commit-reveal.ts';
import type { Refusal, RefusalCode } from './refusals.ts';

/** What step `seq` of the game is, by this host's engine. `options`: those the choice offers (empty for a choice already taken). */
export type Turn = { kind: 'move'; seat: string } | { kind: 'choice'; seat: string; options: readonly string[] } | { kind: 'cast'; sticks: number } | { kind: 'over' };

/**
 * This host's engine and journal, as the reducer asks them. Asked only about steps this host has
 * taken and the next one (`state.seq + 1`).
 */
export interface PeerCheck {
  turnAt(seq: number): Turn;
  /** Why the rules refuse `move` as step `seq`, or null when it is legal. */
  legal(move: string, seq: number): string | null;
  /** The position hash after step `seq` (0: the start), or null when this host has not reached it. */
  hashAt(seq: number): string | null;
  /** The move taken as step `seq`, or null when that step was no move or is not taken here. */
  moveAt(seq: number): string | null;
  /** The option taken as step `seq`, or null when that step was no choice or is not taken here. */
  choiceAt(seq: number): string | null;
  /** The seat that casts the sticks of step `seq` (in a match of physical casts, the one that counts them): the last mover's. */
  casterAt(seq: number): string | null;
  /** The heads counted for the physical cast taken as step `seq`, or null when that step was none or is not taken here. */
  enteredAt(seq: number): number | null;
}

/** How a match's casts are made: by both hosts' secrets (commit–reveal), or real sticks counted by the caster's side. */
export type CastMode = 'shared' | 'physical';

/** One cast's commit–reveal, for the step after this host's last. */
export interface CastRound {
  readonly seq: number;
  readonly sticks: number;
  /** When the round opened here (ms, handed in): the first commitment seen or made. */
  readonly openedAt: number;
  readonly commits: Readonly<Record<string, string>>;
  /** Secrets known: this host's own from its commitment on, the peer's once revealed. */
  readonly secrets: Readonly<Record<string, string>>;
  /** Whether this host has published its reveal. */
  readonly revealed: boolean;
}

export interface PeerState {
  readonly match: string;
  /** The rules' id both hosts must play. */
  readonly game: string;
  readonly me: string;
  readonly peer: string;
  /** Steps taken on this host (its engine's count). */
  readonly seq: number;
  /** The peer's move for step seq + 1, accepted, lit on this board until it is made. */
  readonly pending: MovePayload | null;
  /** The last of this host's moves the peer confirmed with `applied`. */
  readonly acked: number;
  /** The cast of step seq + 1 while its commit–reveal is under way. */
  readonly cast: CastRound | null;
  /** The last cast taken, so a late repeat of its messages is known as one. */
  readonly lastCast: CastRound | null;
  /** The peer's presence as last published. */
  readonly presence: Presence | null;
  /** How this match's casts are made (both seats must agree). */
  readonly casts: CastMode;
}

interface From { from: string; /** When the message arrived (ms, handed in). */ at: number }
export type PeerMessage =
  | (From & { kind: 'presence'; body: Presence })
  | (From & { kind: 'snapshot'; body: Snapshot })
  | (From & { kind: 'moves'; body: MovePayload })
  | (From & { kind: 'applied'; body: AppliedPayload })
  | (From & { kind: 'choice'; body: ChoicePayload })
  | (From & { kind: 'cast-commit'; body: CastCommitPayload })
  | (From & { kind: 'cast-reveal'; body: CastRevealPayload })
  | (From & { kind: 'cast-entered'; body: CastEnteredPayload });

/** What the host does about an accepted message. */
export type PeerEffect =
  /** An exact repeat (QoS 1 delivers at least once): nothing to do. */
  | { type: 'repeat' }
  | { type: 'presence'; presence: Presence }
  /** Light the peer's move on this board until it is made, then call `madeHere`. */
  | { type: 'show-move'; seq: number; move: string }
  /** The peer chose `choice` as step `seq`: the engine takes it (no board shows a choice), then `choiceTakenHere`. */
  | { type: 'take-choice'; seq: number; choice: string }
  /** The peer applied this host's move of step `seq` and reached the same position. */
  | { type: 'confirmed'; seq: number }
  /** The peer committed for the cast of step `seq`: this host may reveal (`revealHere`) once it has committed. */
  | { type: 'peer-committed'; seq: number }
  /** The peer revealed; `heads` once every secret is known (resolve the cast, then `castTakenHere`). */
  | { type: 'peer-revealed'; seq: number; heads: number | null }
  /** The peer counted `heads` on real sticks for the cast of step `seq` (physical casts): the engine takes them, then `enteredTakenHere`. */
  | { type: 'take-cast'; seq: number; heads: number }
  /** The peer's snapshot is one step ahead, and that step is under way here (its move lit, or the cast revealed): nothing to do. */
  | { type: 'under-way'; seq: number }
  /** The snapshot agrees with this host at its seq. */
  | { type: 'in-step'; seq: number }
  /** The peer is ahead: replay the snapshot's steps from `from` through this host's engine, checking each. */
  | { type: 'catch-up'; from: number; snapshot: Snapshot };

export type PeerResult = { state: PeerState; accepted: PeerEffect } | { state: PeerState; refused: Refusal };

export function startPeer(init: { match: string; game: string; me: string; peer: string; seq?: number; casts?: CastMode }): PeerState {
  return {
    match: init.match, game: init.game, me: init.me, peer: init.peer, seq: init.seq ?? 0,
    pending: null, acked: init.seq ?? 0, cast: null, lastCast: null, presence: null, casts: init.casts ?? 'shared',
  };
}

export function receivePeer(state: PeerState, message: PeerMessage, check: PeerCheck): PeerResult {
  const no = (code: RefusalCode, text: string): PeerResult => ({ state, refused: { code, message: `${seatName(message.from)} ${text}` } });
  if (message.from !== state.peer) {
    return no('not-the-peer', message.from === state.me ? 'is this host\'s own seat, not its peer.' : `is not in match ${quoted(state.match)} (its peer is ${quoted(state.peer)}).`);
  }
  switch (message.kind) {
    case 'presence': return presence(state, message.body, no);
    case 'snapshot': return snapshot(state, message.body, check, no);
    case 'moves': return move(state, message.body, check, no);
    case 'applied': return applied(state, message.body, check, no);
    case 'choice': return choice(state, message.body, check, no);
    case 'cast-commit': return commit(state, message.body, message.at, check, no);
    case 'cast-reveal': return reveal(state, message.body, check, no);
    case 'cast-entered': return entered(state, message.body, check, no);
    default: return no('not-the-peer', 'sent a message of no kind this contract knows.');
  }
}

type No = (code: RefusalCode, text: string) => PeerResult;
const seatName = (seat: string) => `Seat ${quoted(seat, 64)}`;
const short = (hash: string | null) => (hash === null ? 'none' : `${hash.slice(0, 12)}…`);
const castWords = (mode: CastMode) => (mode === 'physical' ? 'with real sticks counted by the caster' : 'by both hosts\' secrets');
const turnWords = (t: Turn) => (t.kind === 'over' ? 'the game is over' : t.kind === 'cast' ? 'it is a cast of sticks' : `it is ${quoted(t.seat, 64)}'s ${t.kind}`);

function presence(state: PeerState, body: Presence, no: No): PeerResult {
  if (body.seat !== state.peer) return no('not-the-peer', `published a presence for seat ${quoted(body.seat, 64)}.`);
  if (body.game !== state.game) return no('wrong-game', `plays ${quoted(body.game, 64)}; this host plays ${quoted(state.game, 64)}.`);
  const casts = body.casts ?? 'shared';
  if (casts !== state.casts) return no('wrong-game', `makes its casts ${castWords(casts)}; this host ${castWords(state.casts)}: both seats must agree.`);
  const same = state.presence !== null && state.presence.state === body.state && state.presence.since === body.since;
  if (same) return { state, accepted: { type: 'repeat' } };
  return { state: { ...state, presence: body }, accepted: { type: 'presence', presence: body } };
}

function snapshot(state: PeerState, body: Snapshot, check: PeerCheck, no: No): PeerResult {
  if (body.game !== state.game) return no('wrong-game', `plays ${quoted(body.game, 64)}; this host plays ${quoted(state.game, 64)}.`);
  if (body.seq === state.seq + 1 && underWay(state)) return { state, accepted: { type: 'under-way', seq: body.seq } };
  if (body.seq > state.seq) return { state, accepted: { type: 'catch-up', from: state.seq + 1, snapshot: body } };
  const ours = check.hashAt(body.seq);
  if (ours !== body.hash) {
    return no('diverged', `stands at step ${body.seq} on position ${body.hash}; this host was at ${ours ?? 'an unknown position'} then. The game stops; nothing is overwritten.`);
  }
  return { state, accepted: { type: 'in-step', seq: body.seq } };
}

/**
 * Whether step seq + 1 is already under way here: the peer's move lit, or the cast with the peer's
 * secret in. The peer publishes its snapshot after each step, so it is often one step ahead.
 */
function underWay(state: PeerState): boolean {
  return state.pending !== null || (state.cast !== null && own(state.cast.secrets, state.peer) !== undefined);
}

function move(state: PeerState, body: MovePayload, check: PeerCheck, no: No): PeerResult {
  const { seq } = body;
  if (seq <= state.seq) {
    const turn = check.turnAt(seq);
    const same = turn.kind === 'move' && turn.seat === state.peer && check.moveAt(seq) === body.move && check.hashAt(seq - 1) === body.before;
    return same ? { state, accepted: { type: 'repeat' } } : no('replayed', `sent ${quoted(body.move, 40)} as step ${seq}, which is already taken here (this host is at step ${state.seq}).`);
  }
  if (state.pending !== null && seq === state.pending.seq) {
    const same = state.pending.move === body.move && state.pending.before === body.before;
    return same ? { state, accepted: { type: 'repeat' } } : no('replayed', `sent ${quoted(body.move, 40)} as step ${seq}, which it already played as ${quoted(state.pending.move, 40)}.`);
  }
  // A pending move is always step seq + 1, so past the check above a second move is a gap.
  if (seq !== state.seq + 1) return no('out-of-order', `sent step ${seq}; this host expects step ${state.seq + 1}${state.pending === null ? '' : ` (its move of step ${state.pending.seq} is not made here yet)`}.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'move' || turn.seat !== state.peer) return no('not-your-turn', `moved ${quoted(body.move, 40)} as step ${seq}, but ${turnWords(turn)}.`);
  const ours = check.hashAt(state.seq);
  if (ours !== body.before) return no('hash-mismatch', `moved from position ${short(body.before)} at step ${seq}; this host is at ${short(ours)}.`);
  const reason = check.legal(body.move, seq);
  if (reason !== null) return no('illegal', `moved ${quoted(body.move, 40)} as step ${seq}, which the rules refuse: ${reason}`);
  return { state: { ...state, pending: body }, accepted: { type: 'show-move', seq, move: body.move } };
}

function choice(state: PeerState, body: ChoicePayload, check: PeerCheck, no: No): PeerResult {
  const { seq } = body;
  if (seq <= state.seq) {
    const turn = check.turnAt(seq);
    const same = turn.kind === 'choice' && turn.seat === state.peer && check.choiceAt(seq) === body.choice && check.hashAt(seq - 1) === body.before;
    return same ? { state, accepted: { type: 'repeat' } } : no('replayed', `sent the choice ${quoted(body.choice, 40)} as step ${seq}, which is already taken here (this host is at step ${state.seq}).`);
  }
  if (state.pending !== null && seq === state.pending.seq) return no('replayed', `sent the choice ${quoted(body.choice, 40)} as step ${seq}, which it already played as the move ${quoted(state.pending.move, 40)}.`);
  if (seq !== state.seq + 1) return no('out-of-order', `sent step ${seq}; this host expects step ${state.seq + 1}${state.pending === null ? '' : ` (its move of step ${state.pending.seq} is not made here yet)`}.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'choice' || turn.seat !== state.peer) return no('not-your-turn', `chose ${quoted(body.choice, 40)} as step ${seq}, but ${turnWords(turn)}.`);
  const ours = check.hashAt(state.seq);
  if (ours !== body.before) return no('hash-mismatch', `chose from position ${short(body.before)} at step ${seq}; this host is at ${short(ours)}.`);
  if (!turn.options.includes(body.choice)) return no('illegal', `chose ${quoted(body.choice, 40)} as step ${seq}, which is none of the options: ${turn.options.map((o) => quoted(o, 40)).join(', ')}.`);
  return { state, accepted: { type: 'take-choice', seq, choice: body.choice } };
}

function applied(state: PeerState, body: AppliedPayload, check: PeerCheck, no: No): PeerResult {
  const { seq } = body;
  if (seq > state.seq) return no('out-of-order', `confirmed step ${seq}; this host has taken only ${state.seq}.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'move' || turn.seat !== state.me) return no('not-your-turn', `confirmed step ${seq}, which was not this host's move (${turnWords(turn)}).`);
  const ours = check.hashAt(seq);
  if (ours !== body.after) return no('hash-mismatch', `reached position ${short(body.after)} after step ${seq}; this host reached ${short(ours)}.`);
  if (seq <= state.acked) return { state, accepted: { type: 'repeat' } };
  return { state: { ...state, acked: seq }, accepted: { type: 'confirmed', seq } };
}

/** The round of step `seq`, or why a cast message for it is refused (or a repeat of the last cast). */
function roundFor(state: PeerState, seq: number, check: PeerCheck, what: string, no: No, repeatOfLast: (last: CastRound) => boolean): PeerResult | { round: CastRound | null; sticks: number } {
  if (state.casts !== 'shared') return no('not-your-turn', `sent a ${what} for step ${seq}, but this match's casts are made ${castWords(state.casts)}.`);
  if (seq <= state.seq) {
    if (state.lastCast !== null && state.lastCast.seq === seq && repeatOfLast(state.lastCast)) return { state, accepted: { type: 'repeat' } };
    return no('replayed', `sent a ${what} for step ${seq}, which is already taken here (this host is at step ${state.seq}).`);
  }
  if (seq !== state.seq + 1) return no('out-of-order', `sent a ${what} for step ${seq}; this host expects step ${state.seq + 1}.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'cast') return no('not-your-turn', `sent a ${what} for step ${seq}, but ${turnWords(turn)}.`);
  return { round: state.cast !== null && state.cast.seq === seq ? state.cast : null, sticks: turn.sticks };
}

function entered(state: PeerState, body: CastEnteredPayload, check: PeerCheck, no: No): PeerResult {
  const { seq } = body;
  if (state.casts !== 'physical') return no('not-your-turn', `counted a cast of real sticks for step ${seq}, but this match's casts are made ${castWords(state.casts)}.`);
  if (seq <= state.seq) {
    const same = check.enteredAt(seq) === body.heads && check.casterAt(seq) === state.peer && check.hashAt(seq - 1) === body.before;
    return same ? { state, accepted: { type: 'repeat' } } : no('replayed', `counted ${body.heads} heads for step ${seq}, which is already taken here (this host is at step ${state.seq}).`);
  }
  if (seq !== state.seq + 1 || state.pending !== null) return no('out-of-order', `sent step ${seq}; this host expects step ${state.seq + 1}${state.pending === null ? '' : ` (its move of step ${state.pending.seq} is not made here yet)`}.`);
  const turn = check.turnAt(seq);
  if (turn.kind !== 'cast') return no('not-your-turn', `counted a cast for step ${seq}, but ${turnWords(turn)}.`);
  if (check.casterAt(seq) !== state.peer) return no('not-your-turn', `counted the cast of step ${seq}, which is this seat's to count.`);
  const ours = check.hashAt(state.seq);
  if (ours !== body.before) return no('hash-mismatch', `cast from position ${short(body.before)} at step ${seq}; this host is at ${short(ours)}.`);
  if (body.heads > turn.sticks) return no('illegal', `counted ${body.heads} heads on ${turn.sticks} sticks for step ${seq}.`);
  return { state, accepted: { type: 'take-cast', seq, heads: body.heads } };
}

function commit(state: PeerState, body: CastCommitPayload, at: number, check: PeerCheck, no: No): PeerResult {
  const found = roundFor(state, body.seq, check, 'commitment', no, (last) => own(last.commits, state.peer) === body.commit);
  if ('state' in found) return found;
  const round = found.round ?? { seq: body.seq, sticks: found.sticks, openedAt: at, commits: {}, secrets: {}, revealed: false };
  const had = own(round.commits, state.peer);
  if (had !== undefined) {
    return had === body.commit ? { state, accepted: { type: 'repeat' } } : no('replayed', `sent a second, different commitment for the cast of step ${body.seq}.`);
  }
  const next = { ...round, commits: { ...round.commits, [state.peer]: body.commit } };
  return { state: { ...state, cast: next }, accepted: { type: 'peer-committed', seq: body.seq } };
}

function reveal(state: PeerState, body: CastRevealPayload, check: PeerCheck, no: No): PeerResult {
  const found = roundFor(state, body.seq, check, 'reveal', no, (last) => own(last.secrets, state.peer) === body.secret);
  if ('state' in found) return found;
  const commitment = found.round === null ? undefined : own(found.round.commits, state.peer);
  if (found.round === null || commitment === undefined) return no('reveal-without-commit', `revealed a secret for the cast of step ${body.seq} before committing to one.`);
  const had = own(found.round.secrets, state.peer);
  if (had !== undefined) {
    return had === body.secret ? { state, accepted: { type: 'repeat' } } : no('cast-mismatch', `revealed a second, different secret for the cast of step ${body.seq}.`);
  }
  const checked = checkReveal(commitment, body.secret, { match: state.match, seq: body.seq, seat: state.peer });
  if (!checked.ok) return { state, refused: checked.error };
  const next: CastRound = { ...found.round, secrets: { ...found.round.secrets, [state.peer]: body.secret } };
  return { state: { ...state, cast: next }, accepted: { type: 'peer-revealed', seq: body.seq, heads: headsOf(state, next) } };
}

/** The cast's heads once both seats' secrets are known (this host's from its commitment), else null. */
export function headsOf(state: Pick<PeerState, 'match' | 'me' | 'peer'>, round: CastRound): number | null {
  const mine = own(round.secrets, state.me);
  const theirs = own(round.secrets, state.peer);
  if (mine === undefined || theirs === undefined) return null;
  const heads = castFrom({ match: state.match, seq: round.seq, sticks: round.sticks, secrets: { [state.me]: mine, [state.peer]: theirs } });
  return heads.ok ? heads.value : null;
}

/** A record's own value (never one from Object.prototype, whatever the seat is called). */
export const own = (record: Readonly<Record<string, string>>, key: string): string | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);
