// This host's part of a cast's commit–reveal, as a pure step over the match state: what to publish
// next (its commitment, then its reveal) and, once both secrets are known, the heads for the
// engine. Called again after anything that may move the round on (a step taken, the peer's
// commitment or reveal); calling it twice changes nothing. The secret and the time are handed in.
import type { Result } from '../../rules/index.ts';
import {
  castHeads, castOverdue, commitHere, revealHere,
  type CastCommitPayload, type CastRevealPayload, type PeerCheck, type PeerState, type Refusal,
} from '../match/index.ts';
import { own } from '../match/peer.ts';

export type CastOut = { kind: 'commit'; payload: CastCommitPayload } | { kind: 'reveal'; payload: CastRevealPayload };

export interface CastProgress {
  state: PeerState;
  /** To publish, in order. */
  publish: CastOut[];
  /** The cast's heads once both secrets are known and this host revealed; the engine takes them. */
  heads: number | null;
}

/**
 * Moves this host's side of the cast of step seq + 1 on. Commits only when `peerReady` (the peer
 * has reached step seq too, so it takes the commitment as the next step's rather than refusing it
 * as out of order). `fresh` is asked for a secret only when one is committed.
 */
export function castProgress(
  state: PeerState, check: PeerCheck, fresh: () => string, now: number, peerReady: boolean,
): Result<CastProgress, Refusal> {
  const publish: CastOut[] = [];
  let s = state;
  const seq = s.seq + 1;
  if (check.turnAt(seq).kind !== 'cast') return { ok: true, value: { state, publish, heads: null } };
  const round = s.cast !== null && s.cast.seq === seq ? s.cast : null;
  if (round === null || own(round.commits, s.me) === undefined) {
    // The peer's commitment here says it is at this step too.
    if (!peerReady && (round === null || own(round.commits, s.peer) === undefined)) return { ok: true, value: { state, publish, heads: null } };
    const committed = commitHere(s, fresh(), now, check);
    if (!committed.ok) return committed;
    s = committed.value.state;
    publish.push({ kind: 'commit', payload: committed.value.publish });
  }
  if (s.cast !== null && !s.cast.revealed && own(s.cast.commits, s.peer) !== undefined) {
    const revealed = revealHere(s);
    if (!revealed.ok) return revealed;
    s = revealed.value.state;
    publish.push({ kind: 'reveal', payload: revealed.value.publish });
  }
  const heads = s.cast !== null && s.cast.revealed ? castHeads(s) : null;
  return { ok: true, value: { state: s, publish, heads } };
}

/** The peer, if it keeps the cast waiting past `limitMs` (this host's own lateness is not the peer's). */
export function peerOverdue(state: PeerState, now: number, limitMs: number): 'commit' | 'reveal' | null {
  return castOverdue(state, now, limitMs).find((late) => late.seat === state.peer)?.missing ?? null;
}
