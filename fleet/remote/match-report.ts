// What the players are told about their remote match (host/games/remote-status.ts), worked out
// from what the driver keeps anyway: the peer reducer's state (the lit move, the confirmed
// steps, the peer's presence) and the ledger of steps taken here. Reported after everything
// that may change it; the host sends a report on only when it differs from the last.
import type { RemoteSide, RemoteStatus } from '../../host/index.ts';
import type { PeerMessage, PeerState, Presence } from '../match/index.ts';
import type { MatchLedger } from './ledger.ts';

type Stopped = NonNullable<RemoteStatus['stopped']>;

export class MatchReporter {
  private peerWas: Presence['state'] | null = null;
  /** When this host saw the peer's presence turn (a Last Will still carries the online time). */
  private peerTurnedAt: string | null = null;
  private stoppedFor: Stopped | null = null;

  constructor(
    private readonly side: Pick<RemoteSide, 'report'>,
    private readonly who: Pick<RemoteStatus, 'match' | 'seat' | 'peer' | 'boardless'>,
    private readonly ledger: MatchLedger,
    private readonly now: () => Date,
  ) {}

  /**
   * The match stopped. `from`: the peer's message that showed the two hosts disagree (a
   * snapshot of another position, an `applied` with another hash), so both positions are shown.
   */
  stopped(reason: string, from?: PeerMessage): void {
    if (this.stoppedFor !== null) return;
    this.stoppedFor = { reason, ...(from === undefined ? { here: null, peer: null } : disagreement(this.ledger, from)) };
  }

  /** `silentSince`: the peer, online by its word, has said nothing past its heartbeat since then (peer-watch.ts). */
  send(connected: boolean, state: PeerState, silentSince: string | null = null): void {
    const presence = state.presence;
    if (presence !== null && presence.state !== this.peerWas) {
      this.peerWas = presence.state;
      this.peerTurnedAt = this.now().toISOString();
    }
    const online = presence !== null && presence.state === 'online' && silentSince === null;
    this.side.report({
      ...this.who,
      connected,
      peerOnline: presence === null ? null : online,
      peerSince: presence === null ? null : online ? presence.since : silentSince ?? this.peerTurnedAt,
      ...(presence?.board === false ? { peerBoardless: true as const } : {}),
      ...steps(this.ledger, state, this.who.seat),
      stopped: this.stoppedFor,
    });
  }
}

/** The move waiting to be made on one of the boards, the choice awaited, and the latest move made on both. */
function steps(ledger: MatchLedger, state: PeerState, seat: string): Pick<RemoteStatus, 'waiting' | 'made' | 'choosing'> {
  const last = ledger.seq;
  const mineAt = (seq: number) => { const turn = ledger.turnAt(seq); return turn.kind === 'move' && turn.seat === seat; };
  // This seat's last move, not yet confirmed made on the peer's board.
  const unconfirmed = last >= 1 && mineAt(last) && state.acked < last;
  const waiting: RemoteStatus['waiting'] = state.pending !== null
    ? { seq: state.pending.seq, move: state.pending.move, for: 'us-to-make' }
    : unconfirmed ? { seq: last, move: ledger.moveAt(last) ?? '', for: 'peer-to-make' } : null;
  // The latest move made on both boards (choices and casts are steps, but nothing to make).
  let done = unconfirmed ? last - 1 : last;
  while (done >= 1 && ledger.moveAt(done) === null) done--;
  const made: RemoteStatus['made'] = done >= 1 ? { seq: done, move: ledger.moveAt(done) ?? '', by: mineAt(done) ? 'seat' : 'peer' } : null;
  const next = ledger.turnAt(last + 1);
  const choosing = next.kind === 'choice' ? { choosing: { seq: last + 1, by: next.seat === seat ? 'seat' as const : 'peer' as const } } : {};
  return { waiting, made, ...choosing };
}

/** This host's position and the peer's, at the step where they disagree. */
function disagreement(ledger: MatchLedger, from: PeerMessage): Pick<Stopped, 'here' | 'peer'> {
  const ours = (seq: number) => ({ seq, hash: ledger.hashAt(seq), moves: ledger.snapshot().moves.slice(0, seq) });
  if (from.kind === 'snapshot') {
    const { seq, hash, moves } = from.body;
    return { here: ours(Math.min(seq, ledger.seq)), peer: { seq, hash, moves: [...moves] } };
  }
  if (from.kind === 'applied') return { here: ours(from.body.seq), peer: { seq: from.body.seq, hash: from.body.after, moves: null } };
  return { here: null, peer: null };
}
