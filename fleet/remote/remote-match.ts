// One seat of a remote match, played by this host through a broker: the peer's side of the game
// is a RemoteSide of the host (its moves lit and made here by a person), this seat's moves are
// the board's own. What the peer publishes goes through the pure contract (decodeMatchMessage,
// receivePeer) checked by this host's own engine (the ledger); what this host does goes out as
// the contract says (playHere, madeHere), with its presence and retained snapshot at every
// connect and after every step. Nothing the peer sends throws: it is taken, or dropped or
// refused, counted by code and said once a code.
import { randomBytes } from 'node:crypto';
import type { Subscription } from 'rxjs';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { Checked, Host, HostEvent, RemoteSide } from '../../host/index.ts';
import { countDrop, noDrops, type DropCounts } from '../drops.ts';
import {
  catchUpSteps, checkMatchId, countRefusal, decodeMatchMessage, encodePresence, madeHere, matchFilters, noRefusals, playHere, receivePeer, startPeer,
  castEnteredHere, castTakenHere, choiceTakenHere, chooseHere, enteredTakenHere,
  type CastMode, type CastRound, type PeerEffect, type PeerMessage, type PeerState, type Presence, type PresenceSetup, type RefusalCounts, type Snapshot,
} from '../match/index.ts';
import type { BrokerConnection } from '../publisher/connect.ts';
import { castProgress, peerOverdue, type CastOut } from './casts.ts';
import { writeCastSecrets, type CastSecrets } from './cast-secrets.ts';
import { connectMatch, type MatchBroker } from './connect.ts';
import { DEFAULT_KEEPALIVE_S } from '../publisher/connect.ts';
import { MatchOutbox } from './outbox.ts';
import { PeerWatch } from './peer-watch.ts';
import type { MatchLedger } from './ledger.ts';
import { rebuildMatch, type Rebuilt } from './rebuild.ts';
import { MatchReporter } from './match-report.ts';

export interface RemoteMatchOptions {
  host: Host;
  /** The running game this host plays the match on (started from the same options and seed as the peer's). */
  gameId: string;
  match: string;
  /** This host's seat, and its peer's. */
  seat: string;
  peer: string;
  /** The seat that moves first, where the game names no side to move (free play): the seats then take turns. */
  first: string;
  /** The game's sides to seats, where the game names the side to move. */
  sides?: Readonly<Record<string, string>>;
  broker: MatchBroker;
  /** For reconnecting (real time in the product). */
  clock: Clock;
  log: (line: string) => void;
  /** The wall clock, for the presence's `since`. */
  now?: () => Date;
  reconnect?: { firstMs: number; mostMs: number };
  /** How long the peer may keep a cast waiting (its commitment or reveal) before it is named and the match pauses; 30 s by default. */
  castLimitMs?: number;
  /** A fresh 32-byte secret as hex for each cast; crypto.randomBytes by default (tests seed it). */
  secret?: () => string;
  /**
   * How the match's casts are made: `shared` (the default), by both hosts' secrets; `physical`, real
   * sticks counted by the caster's side and entered there (both hosts must say the same).
   */
  casts?: CastMode;
  /** How the game was started, published in the presence so another host can join the match (docs/REMOTE-TOPICS.md). */
  setup?: PresenceSetup;
}

const CAST_LIMIT_MS = 30_000;

export interface RemoteMatchStatus {
  connected: boolean;
  /** Steps taken here. */
  seq: number;
  /** The peer's move lit on the boards, not made yet. */
  pending: string | null;
  /** The last of this seat's moves the peer confirmed. */
  acked: number;
  peer: Presence | null;
  /** The peer, online by its word, has said nothing past 1.5 × its heartbeat since then (ISO-8601): shown offline; else null. */
  peerSilentSince: string | null;
  /** Why the match stopped (the boards then take no move of the peer); null while it plays. */
  stopped: string | null;
  /** Why the match waits on the peer past the cast limit (the boards take nothing meanwhile); null otherwise. */
  paused: string | null;
  refusals: RefusalCounts;
  drops: DropCounts;
}

/** Starts playing `seat` of `match` on the host's game, or says why it cannot. */
export function startRemoteMatch(options: RemoteMatchOptions): Checked<RemoteMatch> {
  for (const [kind, id] of [['match', options.match], ['seat', options.seat], ['seat', options.peer]] as const) {
    const checked = checkMatchId(kind, id);
    if (!checked.ok) return { ok: false, error: checked.error.message };
  }
  if (options.seat === options.peer) return { ok: false, error: `the peer's seat must differ from this host's (both are "${options.seat}")` };
  if (options.first !== options.seat && options.first !== options.peer) return { ok: false, error: `the first seat "${options.first}" is neither "${options.seat}" nor "${options.peer}"` };
  const side = options.host.remoteSide(options.gameId, options.peer);
  if (!side.ok) return side;
  const fail = (error: string): Checked<RemoteMatch> => { side.value.close(); return { ok: false, error }; };
  const { game } = side.value;
  const rebuilt = rebuildMatch(options, side.value);
  if (!rebuilt.ok) return fail(rebuilt.error);
  const { ledger } = rebuilt.value;
  if (ledger.seq > 0) options.log(`tabletop: match ${options.match} resumed at step ${ledger.seq} from this host's journal: catching up with seat ${options.peer}`);
  const physical = options.casts === 'physical';
  const online: Presence = {
    state: 'online', since: (options.now ?? (() => new Date()))().toISOString(), game: game.id, seat: options.seat,
    ...(options.setup === undefined ? {} : { setup: options.setup }), ...(physical ? { casts: 'physical' as const } : {}),
    ...(side.value.boardless ? { board: false } : {}),
    // The heartbeat: the presence again every keepalive, so the peer notices silence itself.
    every: options.broker.keepaliveS ?? DEFAULT_KEEPALIVE_S,
  };
  const published = encodePresence(online);
  if (!published.ok) return fail(`this seat's presence cannot be published (game "${game.id}"): ${published.error.message}`);
  const filters = matchFilters(options.match);
  if (!filters.ok) return fail(filters.error.message);
  const connection = connectMatch(options.broker, options.match, online, { clock: options.clock, log: options.log, reconnect: options.reconnect });
  if (!connection.ok) return fail(connection.error);
  return { ok: true, value: new RemoteMatch(options, side.value, ledger, online, filters.value, connection.value, rebuilt.value) };
}

export class RemoteMatch {
  private peerState: PeerState;
  private refusals = noRefusals();
  private drops = noDrops();
  private stoppedFor: string | null = null;
  /** The peer's latest snapshot ahead of this host, to catch up from (one kept, the newest). */
  private ahead: Snapshot | null = null;
  private readonly said = new Set<string>();
  private peerSaid: Presence['state'] | null = null;
  private readonly events: Subscription;
  private closing = false;
  /** Tells the host how the match stands, for its players (GameDetail.remote). */
  private readonly reporter: MatchReporter;
  /** The highest step the peer is known to have taken: it commits for a cast only once the peer is there too. */
  private peerAt = 0;
  private paused: string | null = null;
  private castTimer: TimerHandle | null = null;
  /** True while the engine takes the cast this driver handed it (any other cast here stops the match). */
  private casting = false;
  /** The move taken as a step while its deciding cast is awaited: its report after the cast is not a new step. */
  private deciding: string | null = null;
  /** The game's journal, beside which the casts' secrets are kept (null: the host keeps no journal). */
  private readonly journal: string | null;
  /** The peer silent past its heartbeat: taken as gone before the broker says so. */
  private readonly watch: PeerWatch;
  private readonly outbox: MatchOutbox;
  private heartbeat: TimerHandle | null = null;

  constructor(
    private readonly options: RemoteMatchOptions,
    private readonly side: RemoteSide,
    private readonly ledger: MatchLedger,
    private readonly online: Presence,
    filters: string[],
    private readonly connection: BrokerConnection,
    resumed: Rebuilt,
  ) {
    const { match, seat, peer } = options;
    // Resumed at step seq: what this host took before is known to it; the snapshots bring both level.
    this.peerState = { ...startPeer({ match, game: side.game.id, me: seat, peer, seq: ledger.seq, casts: options.casts }), cast: resumed.round };
    this.deciding = resumed.deciding;
    this.journal = resumed.journal;
    this.outbox = new MatchOutbox(connection, match, seat, (key, line) => this.sayOnce(key, line));
    this.watch = new PeerWatch(options.clock, options.now ?? (() => new Date()), (since) => {
      this.options.log(since === null
        ? `tabletop: seat ${peer} of match ${match} speaks again`
        : `tabletop: seat ${peer} of match ${match} has said nothing since ${since}, over 1.5 × its heartbeat: taken as offline`);
      this.report();
    });
    this.reporter = new MatchReporter(side, { match, seat, peer, ...(side.boardless ? { boardless: true as const } : {}) }, ledger, options.now ?? (() => new Date()));
    this.events = options.host.events$.subscribe((e) => this.onHostEvent(e));
    connection.client.on('message', (topic, payload) => this.receive(topic, payload));
    // The players see the broker gone at once, not at the next message.
    connection.client.on('close', () => this.report());
    connection.onConnect(() => {
      connection.client.subscribe(filters, { qos: 1 }, (e) => { if (e) this.sayOnce('subscribe', `could not subscribe to match ${match}: ${e.message}`); });
      this.publishPresence(online);
      this.publishSnapshot();
      this.republishCast();
      this.report();
    });
    this.decideBoards();
    this.report();
    this.beat();
  }

  /** The presence again every `every` seconds while connected: the peer's sign that this host lives. */
  private beat(): void {
    this.heartbeat = this.options.clock.setTimeout(() => {
      this.heartbeat = null;
      if (this.closing) return;
      this.publishPresence(this.online);
      this.beat();
    }, (this.online.every ?? DEFAULT_KEEPALIVE_S) * 1_000);
  }

  status(): RemoteMatchStatus {
    const { peerState } = this;
    return {
      connected: this.connection.connected(), seq: this.ledger.seq, pending: peerState.pending?.move ?? null, acked: peerState.acked,
      peer: peerState.presence, peerSilentSince: this.watch.silentSince(), stopped: this.stoppedFor, paused: this.paused, refusals: this.refusals, drops: this.drops,
    };
  }

  /**
   * A clean stop: the presence turns offline (retained), the client ends, the boards are let go.
   * `leave`: the host leaves the match for good (its game is done): its retained presence and
   * snapshot are cleared, so no later game under this match id catches up from them.
   */
  async close(options: { leave?: boolean } = {}): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.events.unsubscribe();
    this.clearCastTimer();
    this.watch.stop();
    if (this.heartbeat !== null) this.options.clock.clearTimeout(this.heartbeat);
    if (options.leave === true) {
      this.outbox.clearRetained();
    } else {
      this.publishPresence({ ...this.online, state: 'offline' });
    }
    await this.connection.end();
    this.side.close();
  }

  // ── What the peer publishes ─────────────────────────────────────────────────────────────────

  private receive(topic: string, payload: Uint8Array): void {
    if (this.closing || this.stoppedFor !== null) return;
    const decoded = decodeMatchMessage(this.options.match, topic, payload, this.options.clock.now());
    if (!decoded.ok) {
      this.drops = countDrop(this.drops, decoded.error.code);
      this.sayOnce(`drop ${decoded.error.code}`, `dropped a match message (${decoded.error.code}): ${decoded.error.message}`);
      return;
    }
    const message = decoded.value;
    // A retained message cleared, or this host's own message back (MQTT 3.1.1 sends it to every subscriber).
    if ('cleared' in message || message.from === this.options.seat) return;
    this.take(message);
    // A sign of life from the peer's seat (whatever it said): silence is watched from here.
    if (message.from === this.options.peer) {
      const presence = this.peerState.presence;
      if (presence?.state === 'offline') this.watch.forget();
      else this.watch.heard(presence?.every);
    }
    this.report();
  }

  private take(message: PeerMessage): void {
    const result = receivePeer(this.peerState, message, this.ledger);
    if ('refused' in result) {
      const { code } = result.refused;
      this.refusals = countRefusal(this.refusals, code);
      this.sayOnce(`refused ${code}`, `refused from the peer (${code}): ${result.refused.message}`);
      // The two engines disagree: nothing is overwritten, the game stops here.
      if (code === 'diverged' || (code === 'hash-mismatch' && message.kind === 'applied')) this.stop(result.refused.message, message);
      // The peer plays other rules (another game, casts made otherwise): nothing can be played together.
      else if (code === 'wrong-game' && message.kind === 'presence') this.stop(result.refused.message);
      return;
    }
    this.peerState = result.state;
    const effect = result.accepted;
    this.peerAt = Math.max(this.peerAt, this.peerState.acked, reachedBy(effect));
    switch (effect.type) {
      case 'show-move': return this.show(effect.move);
      case 'take-cast': {
        // Real sticks counted on the peer's side: the engine takes them (castTaken records the step).
        this.casting = true;
        const taken = this.side.cast(effect.heads);
        this.casting = false;
        if (!taken.ok) this.stop(`the peer's count of ${effect.heads} heads cannot be taken on this table: ${taken.error}`);
        else this.castTaken(effect.heads);
        return;
      }
      case 'take-choice': {
        // No board shows a choice: the engine takes it at once (the choice's events record the step).
        const taken = this.side.choose(effect.choice);
        if (!taken.ok) this.stop(`the peer's choice ${effect.choice} cannot be taken on this table: ${taken.error}`);
        return;
      }
      case 'catch-up':
        this.ahead = effect.snapshot;
        return this.decideBoards();
      // Any of these may let the cast under way move on (the peer there too, its commitment, its secret).
      // A confirmation or snapshot may also show the peer has taken the step this seat's choice waits on.
      case 'confirmed': case 'in-step': case 'under-way': case 'peer-committed': case 'peer-revealed': {
        const next = this.ledger.turnAt(this.ledger.seq + 1);
        const ownChoice = next.kind === 'choice' && next.seat === this.options.seat && this.side.mode() === 'held';
        if (this.peerState.pending === null && (next.kind === 'cast' || ownChoice)) this.decideBoards();
        return;
      }
      case 'presence':
        // Said when it turns (online, offline), not at every new `since`: a peer cannot flood the log.
        if (effect.presence.state !== this.peerSaid) {
          this.peerSaid = effect.presence.state;
          this.options.log(`tabletop: seat ${this.options.peer} of match ${this.options.match} is ${effect.presence.state}`);
          // Cast messages are not retained: a peer back online gets this host's again.
          if (effect.presence.state === 'online') this.republishCast();
        }
        return;
      default: return; // a repeat, a confirmation, a snapshot in step or one step ahead with that step under way
    }
  }

  private show(move: string): void {
    // A seat with no board cannot light the peer's move: it is taken at once (stepTaken publishes `applied`).
    const shown = this.side.boardless ? this.side.apply(move) : this.side.guide(move);
    if (!shown.ok) this.stop(`the peer's move ${move} cannot be made on this table: ${shown.error}`);
  }

  // ── What this host does ─────────────────────────────────────────────────────────────────────

  private onHostEvent(e: HostEvent): void {
    if (e.game !== this.options.gameId || this.stoppedFor !== null) return;
    // A choice reports no event of its own: the first of what follows it (a note, a score, the end) says it was taken.
    if (this.side.choicesTaken() > this.ledger.choices) this.choiceTaken();
    // A cast entered here (reported late when another cast follows it for the same move): this seat's count of real sticks, else one cast alone.
    if (!this.casting && this.stoppedFor === null && this.side.castsTaken() > this.ledger.castCount) {
      const heads = this.side.lastCastHeads() ?? -1;
      if (this.countsCast()) this.enteredHere(heads);
      else this.stop(`sticks were cast here (${heads} heads) by this host alone: a remote game's casts come from both hosts`);
    }
    if (this.stoppedFor !== null) return;
    if (e.type === 'undone') this.stop(`the move ${e.move} was taken back here: a remote match cannot take moves back`);
    else if (e.type === 'cast') {
      // Taken as a step when the engine took it (above, or by the caller handing it in): this is its report.
    } else if (e.type === 'move') {
      // A move decided by its cast was taken as its own step when it began waiting (below).
      if (this.deciding === e.move) { this.deciding = null; return; }
      this.stepTaken(e.move);
    } else this.decidingStep();
  }

  /**
   * A cast that decides the move before it (Cetkaik's stepping, water): the session reports the
   * move only once cast, but the match takes it as a step at once (the position waiting on the
   * cast), published or applied as any move; the cast is the next step, by commit–reveal.
   */
  private decidingStep(): void {
    const pending = this.side.game.pending(this.side.state());
    if (pending === null || pending.kind === 'choice') return;
    // Both engines reach it at the same step: each host stops, rather than one going on alone.
    if (pending.kind !== 'cast') { this.stop(`the game awaits a ${pending.kind} (${pending.prompt}), which is not played remotely yet`); return; }
    if (pending.decidesMove !== true) return;
    const move = this.side.deciding();
    if (move === null || this.deciding !== null) return;
    this.deciding = move;
    this.stepTaken(move);
  }

  /** The engine took a move: the peer's, made on this board, or this seat's own. */
  private stepTaken(move: string): void {
    const { seat, peer } = this.options;
    const after = this.side.state();
    const pending = this.peerState.pending;
    if (pending !== null && pending.move === move) {
      const recorded = this.ledger.record(peer, move, after);
      if (!recorded.ok) return this.stop(recorded.error);
      const made = madeHere(this.peerState, this.ledger);
      if (!made.ok) return this.stop(made.error.message);
      this.peerState = made.value.state;
      this.outbox.send({ kind: 'applied', body: made.value.publish });
    } else {
      // Asked before the ledger takes it: `before` is the position the move was made from.
      const played = playHere(this.peerState, move, this.ledger);
      if (!played.ok) return this.stop(`this table took ${move}, which the match refuses: ${played.error.message}`);
      const recorded = this.ledger.record(seat, move, after);
      if (!recorded.ok) return this.stop(recorded.error);
      this.peerState = played.value.state;
      const unsent = this.outbox.send({ kind: 'moves', body: played.value.publish });
      if (unsent !== null) return this.stop(`the move ${move}: ${unsent}`);
    }
    this.publishSnapshot();
    this.decideBoards();
    this.report();
  }

  /**
   * The game took a choice: this seat's (made here, from the dashboard or the board), published
   * as a step; or the peer's, handed to the engine by `take-choice`. Either way recorded as the
   * step it is, with the state it led to.
   */
  private choiceTaken(): void {
    const { seat, peer } = this.options;
    const option = this.side.lastChoice() ?? '';
    const turn = this.ledger.turnAt(this.ledger.seq + 1);
    if (turn.kind !== 'choice') return this.stop(`the game took the choice ${option}, which is no step of the match here (${turn.kind})`);
    const after = this.side.state();
    if (turn.seat === peer) {
      const recorded = this.ledger.recordChoice(peer, option, after);
      if (!recorded.ok) return this.stop(recorded.error);
      const taken = choiceTakenHere(this.peerState, this.ledger);
      if (!taken.ok) return this.stop(taken.error.message);
      this.peerState = taken.value;
    } else {
      // Asked before the ledger takes it: `before` is the position the choice was made in.
      const chosen = chooseHere(this.peerState, option, this.ledger);
      if (!chosen.ok) return this.stop(`this table took the choice ${option}, which the match refuses: ${chosen.error.message}`);
      const recorded = this.ledger.recordChoice(seat, option, after);
      if (!recorded.ok) return this.stop(recorded.error);
      this.peerState = chosen.value.state;
      const unsent = this.outbox.send({ kind: 'choice', body: chosen.value.publish });
      if (unsent !== null) return this.stop(`the choice ${option}: ${unsent}`);
    }
    this.publishSnapshot();
    this.decideBoards();
    this.report();
  }

  /** What the boards may take now: this seat's moves, the peer's lit move, or nothing. */
  private decideBoards(): void {
    if (this.stoppedFor !== null || this.closing) return;
    const pending = this.peerState.pending;
    if (pending !== null) { this.show(pending.move); return; }
    const turn = this.ledger.turnAt(this.ledger.seq + 1);
    if (turn.kind === 'cast' && this.peerState.casts === 'physical') {
      // Real sticks: counted where the caster sits, entered there; the other side waits for the count.
      this.side.hold();
      if (this.countsCast()) this.side.allowCast(null);
      else { this.side.allowCast(`the cast of step ${this.ledger.seq + 1} is counted on seat ${this.options.peer}'s sticks`); this.catchUp(); }
      return;
    }
    if (turn.kind === 'cast') {
      this.side.hold();
      const seq = this.ledger.seq;
      this.catchUpCast();
      // Taking the snapshot's secret may have moved the cast on already (and the game past it).
      if (this.ledger.seq === seq && this.stoppedFor === null && !this.closing) this.castStep();
      return;
    }
    if ((turn.kind === 'move' || turn.kind === 'choice') && turn.seat === this.options.seat) {
      // This seat's choice after its own move: made only once the peer has made that move on its
      // board (confirmed), or the peer would refuse the choice as out of order. A choice that comes
      // at once (a computer's, a seat on no board) waits here until then.
      const last = this.ledger.seq > 0 ? this.ledger.turnAt(this.ledger.seq) : null;
      const unmade = last?.kind === 'move' && last.seat === this.options.seat && this.peerState.acked < this.ledger.seq;
      if (turn.kind === 'choice' && unmade) { this.side.hold(); return; }
      this.side.release();
      return;
    }
    this.side.hold();
    if (turn.kind === 'move' || turn.kind === 'choice') this.catchUp();
  }

  /**
   * The peer's snapshot is ahead (a move missed while the broker was away): its next step is taken
   * as if it came live, checked by this host's engine; the rest follow, one made move at a time.
   */
  private catchUp(): void {
    const ahead = this.ahead;
    if (ahead === null) return;
    if (ahead.seq <= this.ledger.seq) { this.ahead = null; return; }
    const steps = catchUpSteps(this.peerState, ahead, this.ledger.seq + 1, (seq) => (this.peerState.cast?.seq === seq ? this.peerState.cast.commits : null));
    const next = steps.ok ? steps.value[0] : undefined;
    this.ahead = null;
    if (!steps.ok) {
      this.refusals = countRefusal(this.refusals, steps.error.code);
      this.sayOnce(`refused ${steps.error.code}`, `refused the peer's snapshot (${steps.error.code}): ${steps.error.message}`);
      return;
    }
    if (next === undefined || next.kind === 'cast') return;
    if (next.kind === 'entered') {
      if (ahead.seq > next.seq) this.ahead = ahead;
      this.options.log(`tabletop: catching up step ${next.seq} (a cast of ${next.heads} heads counted there) from seat ${this.options.peer}'s snapshot`);
      this.take({ kind: 'cast-entered', from: this.options.peer, at: this.options.clock.now(), body: { seq: next.seq, heads: next.heads, before: this.ledger.hash } });
      return;
    }
    if (ahead.seq > next.seq) this.ahead = ahead;
    const at = this.options.clock.now();
    const from = this.options.peer;
    const before = this.ledger.hash;
    if (next.kind === 'choice') {
      this.options.log(`tabletop: catching up step ${next.seq} (the choice ${next.choice}) from seat ${from}'s snapshot`);
      // Taken at once; the step after it is caught up from what is kept of the snapshot.
      this.take({ kind: 'choice', from, at, body: { seq: next.seq, choice: next.choice, before } });
      return;
    }
    this.options.log(`tabletop: catching up step ${next.seq} (${next.move}) from seat ${from}'s snapshot`);
    this.take({ kind: 'moves', from, at, body: { seq: next.seq, move: next.move, before } });
  }

  // ── Casts, by commit–reveal with the peer ───────────────────────────────────────────────────

  /** Moves this host's side of the cast on (commit, reveal), and hands the heads to the engine once both secrets are in. */
  private castStep(): void {
    const { clock, secret = freshSecret } = this.options;
    const progress = castProgress(this.peerState, this.ledger, secret, clock.now(), this.peerAt >= this.ledger.seq);
    if (!progress.ok) return this.stop(`this host cannot take part in the cast of step ${this.ledger.seq + 1}: ${progress.error.message}`);
    this.peerState = progress.value.state;
    const round = this.peerState.cast;
    const heads = progress.value.heads;
    // Kept before anything goes out: a host killed after its commitment must reveal that secret, not a new one.
    if (round !== null && (heads !== null || progress.value.publish.length > 0)) {
      const kept = this.keepSecrets(round, heads !== null);
      if (kept !== null) return this.stop(kept);
    }
    for (const out of progress.value.publish) this.publishCast(out);
    if (heads === null) { this.watchCast(); this.sayPaused(); return; }
    if (this.paused !== null) {
      this.paused = null;
      this.options.log(`tabletop: match ${this.options.match} goes on: seat ${this.options.peer} revealed for the cast of step ${this.ledger.seq + 1}`);
    }
    this.casting = true;
    const taken = this.side.cast(heads);
    this.casting = false;
    if (!taken.ok) { this.stop(`the engine refused the cast of ${heads} heads agreed with the peer: ${taken.error}`); return; }
    // A cast followed by another deciding the same move (a stepping move onto water) is reported
    // by the session only with the move, after the last cast: it is taken as its step now.
    this.castTaken(heads);
  }

  /**
   * Writes the casts' secrets beside the journal: the round under way (`done`: with both secrets,
   * about to be taken) after the casts taken. The reason it could not, or null.
   */
  private keepSecrets(round: CastRound, done: boolean): string | null {
    if (this.journal === null) return null;
    const { match, seat } = this.options;
    const casts = this.ledger.snapshot().casts ?? [];
    const secret = round.secrets[seat];
    const file: CastSecrets = done
      ? { match, seat, casts: [...casts, { seq: round.seq, sticks: round.sticks, secrets: { ...round.secrets } }], open: null }
      : { match, seat, casts, open: { seq: round.seq, sticks: round.sticks, secret, commits: { ...round.commits } } };
    const failed = writeCastSecrets(this.journal, file);
    return failed === null ? null : `the cast of step ${round.seq} cannot go on: ${failed}`;
  }

  /**
   * The peer's snapshot is past the cast under way here (its reveal missed while the broker was
   * away): its secret from the snapshot goes through the reducer as if it came live, checked
   * against the commitment this host holds.
   */
  private catchUpCast(): void {
    const { ahead } = this;
    const seq = this.ledger.seq + 1;
    if (ahead === null || ahead.seq < seq) { this.ahead = null; return; }
    const { peer } = this.options;
    const cast = ahead.casts?.find((c) => c.seq === seq);
    const round = this.peerState.cast;
    if (cast === undefined || round === null || round.seq !== seq || !Object.hasOwn(cast.secrets, peer) || Object.hasOwn(round.secrets, peer)) return;
    // Kept for the steps after this one (caught up once this cast is taken), unless it is refused: tried once, not at every event.
    if (ahead.seq === seq) this.ahead = null;
    this.options.log(`tabletop: catching up the cast of step ${seq} from seat ${peer}'s snapshot`);
    this.take({ kind: 'cast-reveal', from: peer, at: this.options.clock.now(), body: { seq, secret: cast.secrets[peer] } });
    const taken = this.ledger.seq >= seq || (this.peerState.cast !== null && Object.hasOwn(this.peerState.cast.secrets, peer));
    if (!taken && this.ahead === ahead) this.ahead = null;
  }

  /** Whether the cast awaited now is counted on this seat's real sticks. */
  private countsCast(): boolean {
    const seq = this.ledger.seq + 1;
    return this.peerState.casts === 'physical' && this.ledger.turnAt(seq).kind === 'cast' && this.ledger.casterAt(seq) === this.options.seat && this.peerState.pending === null;
  }

  /** This seat's count of real sticks, taken by the engine: published as the step, for the other host to take. */
  private enteredHere(heads: number): void {
    const { seat } = this.options;
    const turn = this.ledger.turnAt(this.ledger.seq + 1);
    const entered = castEnteredHere(this.peerState, heads, this.ledger);
    if (!entered.ok || turn.kind !== 'cast') return this.stop(`the count of ${heads} heads cannot be sent: ${entered.ok ? 'no cast is due' : entered.error.message}`);
    const recorded = this.ledger.recordEntered(turn.sticks, heads, seat, this.side.state());
    if (!recorded.ok) return this.stop(recorded.error);
    this.peerState = entered.value.state;
    const unsent = this.outbox.send({ kind: 'cast-entered', body: entered.value.publish });
    if (unsent !== null) return this.stop(`the count of ${heads} heads: ${unsent}`);
    this.publishSnapshot();
    this.decideBoards();
    this.report();
  }

  /**
   * The engine took the cast handed to it: the step is recorded (with both secrets, or the peer's
   * count), for the snapshot. Once a cast: a cast followed by another deciding the same move (a
   * stepping move onto water) is reported by the session only with the move, after the last cast,
   * so the caller records it as soon as the engine has it, and the late report is none.
   */
  private castTaken(heads: number): void {
    if (this.side.castsTaken() <= this.ledger.castCount) return;
    if (this.peerState.casts === 'physical') {
      const turn = this.ledger.turnAt(this.ledger.seq + 1);
      if (turn.kind !== 'cast') return this.stop('the engine took a cast no step here awaited');
      const recorded = this.ledger.recordEntered(turn.sticks, heads, this.options.peer, this.side.state());
      if (!recorded.ok) return this.stop(recorded.error);
      const taken = enteredTakenHere(this.peerState, this.ledger);
      if (!taken.ok) return this.stop(taken.error.message);
      this.peerState = taken.value;
      this.publishSnapshot();
      this.decideBoards();
      return;
    }
    const round = this.peerState.cast;
    if (round === null) return this.stop('the engine took a cast no round here decided');
    const recorded = this.ledger.recordCast(round.sticks, round.secrets, this.side.state());
    if (!recorded.ok) return this.stop(recorded.error);
    const taken = castTakenHere(this.peerState);
    if (!taken.ok) return this.stop(taken.error.message);
    this.peerState = taken.value;
    this.clearCastTimer();
    this.publishSnapshot();
    this.decideBoards();
  }

  /** Once the round is open, names the peer if it keeps it waiting past the limit: the match pauses until it answers. */
  private watchCast(): void {
    const round = this.peerState.cast;
    if (round === null || this.castTimer !== null) return;
    const limit = this.options.castLimitMs ?? CAST_LIMIT_MS;
    const wait = Math.max(0, round.openedAt + limit - this.options.clock.now()) + 1;
    this.castTimer = this.options.clock.setTimeout(() => {
      this.castTimer = null;
      if (this.closing || this.stoppedFor !== null || this.peerState.cast === null) return;
      const missing = peerOverdue(this.peerState, this.options.clock.now(), limit);
      if (missing === null) { this.watchCast(); return; }
      this.sayPaused();
      // Perhaps it missed ours (cast messages are not retained).
      this.republishCast();
    }, wait);
  }

  /** While the round is past the limit: names what the peer still owes (its commitment, then its reveal), once each. */
  private sayPaused(): void {
    const round = this.peerState.cast;
    const limit = this.options.castLimitMs ?? CAST_LIMIT_MS;
    const missing = round === null ? null : peerOverdue(this.peerState, this.options.clock.now(), limit);
    if (round === null || missing === null) return;
    const { peer, match } = this.options;
    const paused = `seat ${peer} has not ${missing === 'commit' ? 'committed' : 'revealed'} for the cast of step ${round.seq} within ${limit / 1000} s`;
    if (paused === this.paused) return;
    this.paused = paused;
    this.options.log(`tabletop: match ${match} paused: ${paused}; the boards take nothing until it does`);
  }

  private clearCastTimer(): void {
    if (this.castTimer !== null) this.options.clock.clearTimeout(this.castTimer);
    this.castTimer = null;
  }

  private publishCast(out: CastOut): void {
    const unsent = out.kind === 'commit' ? this.outbox.send({ kind: 'cast-commit', body: out.payload }) : this.outbox.send({ kind: 'cast-reveal', body: out.payload });
    if (unsent !== null) this.sayOnce(`cast ${out.kind}`, unsent);
  }

  /** This host's commitment (and reveal, once made) for the cast under way, again: a repeat the peer takes as one. */
  private republishCast(): void {
    const round = this.peerState.cast;
    const { seat } = this.options;
    if (round === null || !Object.hasOwn(round.commits, seat)) return;
    this.publishCast({ kind: 'commit', payload: { seq: round.seq, commit: round.commits[seat] } });
    if (round.revealed) this.publishCast({ kind: 'reveal', payload: { seq: round.seq, secret: round.secrets[seat] } });
  }

  /** `from`: the peer's message showing the two hosts disagree, so the players see both positions. */
  private stop(reason: string, from?: PeerMessage): void {
    if (this.stoppedFor !== null) return;
    this.stoppedFor = reason;
    this.clearCastTimer();
    this.options.log(`tabletop: match ${this.options.match} stopped: ${reason}`);
    this.side.hold();
    this.reporter.stopped(reason, from);
    this.report();
  }

  private report(): void {
    if (!this.closing) this.reporter.send(this.connection.connected(), this.peerState, this.watch.silentSince());
  }

  // ── Publishing ──────────────────────────────────────────────────────────────────────────────

  private publishPresence(presence: Presence): void {
    this.outbox.send({ kind: 'presence', body: presence });
  }

  private publishSnapshot(): void {
    const unsent = this.outbox.send({ kind: 'snapshot', body: this.ledger.snapshot() });
    if (unsent !== null) this.sayOnce('snapshot', unsent);
  }

  /** Each kind of trouble said once: a hostile or broken peer is counted, not a flood in the log. */
  private sayOnce(key: string, line: string): void {
    if (this.said.has(key)) return;
    if (this.said.size < 64) this.said.add(key);
    else return;
    this.options.log(`tabletop: ${line}`);
  }
}

const freshSecret = (): string => randomBytes(32).toString('hex');

/** The step an accepted message shows the peer has taken (0 when it says nothing of that). */
function reachedBy(effect: PeerEffect): number {
  switch (effect.type) {
    case 'show-move': case 'take-choice': case 'in-step': case 'under-way': return effect.seq;
    case 'catch-up': return effect.snapshot.seq;
    // A commitment or reveal for a cast: the peer took every step before it.
    case 'peer-committed': case 'peer-revealed': return effect.seq - 1;
    default: return 0;
  }
}
