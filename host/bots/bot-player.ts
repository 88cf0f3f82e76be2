// A computer opponent at the table: when it is the bot's side to act, it is asked (off the event
// loop) what to do. A move is lit on the boards and waited for — a person makes it with the real
// piece, and the boards are read as that move only; a choice (再行/終季) is answered at once. Each
// decision is reported with the bot's reason. An undo, or any change meanwhile, makes it think
// again about the new position. Seated on this host's side of a remote match (Host.remoteSide), it
// shares the table with the remote side: it acts only while that side lets the table go
// (released), and there re-lights what it wants (`resume`); on no board its moves are played at once.
import type { Subscription } from 'rxjs';
import type { BotSeat } from '../../rules/index.ts';
import type { BotDecided, DecideBot } from './bot-runner.ts';
import type { TableEvent } from '../events.ts';
import type { GameSession } from '../session/session.ts';
import type { GameTable } from '../table/table.ts';
import { said } from '../said.ts';

/** The states the bot is shown to avoid going round in circles: the latest this many. */
const HISTORY = 100;

/** What the computer opponent is doing, for the dashboard. */
export interface ComputerStatus {
  side: string;
  level: string;
  /** Asked about the position now, and not answered yet. */
  thinking: boolean;
  /** Its move for the position now (a person makes it on the board), with its reason. */
  move?: string;
  reason?: string;
  /** Its latest answer to a choice (再行/終季…), kept until the next move. */
  answered?: { choice: string; reason: string };
}

/** How the bot shares its table with a side played from another host (Host.remoteSide). */
export interface BotShare {
  /** Whether the table is this host's now (the remote side released it): else an answer is kept until `resume`. */
  free(): boolean;
  /** The game has no board (a remote seat played on none): its moves are played at once, nobody makes them by hand. */
  atOnce: boolean;
}

export class BotPlayer {
  private readonly subscription: Subscription;
  private asked: unknown = undefined;
  /** Its latest answer, for the state it was asked in; `taken` once acted on (lit, played, chosen). */
  private latest: { state: unknown; answer: BotDecided; taken: boolean } | null = null;
  private sharing: BotShare | null = null;
  private closed = false;
  private decided: { state: unknown; move: string; reason: string } | null = null;
  private answered: { moves: number; choice: string; reason: string } | null = null;
  private readonly history: unknown[] = [];

  constructor(
    private readonly session: GameSession,
    private readonly table: GameTable,
    private readonly seat: BotSeat,
    private readonly seed: number,
    private readonly decide: DecideBot,
  ) {
    this.history.push(session.state);
    this.subscription = session.changed$.subscribe(() => {
      // Any change (an undo back to a position already asked about included) is looked at afresh.
      this.asked = undefined;
      this.history.push(session.state);
      if (this.history.length > HISTORY) this.history.shift();
      this.look();
    });
    this.look();
  }

  close(): void {
    this.closed = true;
    this.subscription.unsubscribe();
  }

  /** The side it plays. */
  get side(): string { return this.seat.side; }

  /** Shares the table with a remote side (null: no longer). */
  share(share: BotShare | null): void { this.sharing = share; }

  /**
   * The table is this host's again (the remote side released it, or was let go): its answer kept
   * meanwhile is acted on; its move already lit is lit again, the boards held while it thinks, and
   * every legal move read when it is not its turn.
   */
  resume(): void {
    if (this.closed) return;
    const { session, table } = this;
    const state = session.state;
    const latest = this.latest?.state === state ? this.latest : null;
    if (latest !== null && !latest.taken) { this.take(latest); return; }
    if (latest !== null && latest.answer.ok && latest.answer.kind === 'move') { table.guide(latest.answer.text); return; }
    if (latest === null && this.asked === state && session.game.pending(state) === null) { table.hold(); return; }
    table.guide(null);
  }

  status(): ComputerStatus {
    const { session, seat } = this;
    const now = session.state;
    const status: ComputerStatus = { side: seat.side, level: seat.level, thinking: this.asked === now && this.decided?.state !== now };
    const decided = this.decided;
    if (decided !== null && decided.state === now) { status.move = decided.move; status.reason = decided.reason; }
    if (this.answered !== null && this.answered.moves === session.log.length) status.answered = { choice: this.answered.choice, reason: this.answered.reason };
    return status;
  }

  private look(): void {
    const { session, seat } = this;
    const { game } = session;
    const state = session.state;
    if (state === this.asked || game.isOver(state) || game.toMove?.(state) !== seat.side) return;
    // The sticks are cast by the caster and entries made by people: the bot answers moves and choices.
    const pending = game.pending(state);
    if (pending !== null && pending.kind !== 'choice') return;
    this.asked = state;
    // While it thinks, nothing of its side is read from the boards (a touch is not its move).
    if (pending === null) this.table.awaitGuide();
    const seed = (this.seed * 1_000_003 + session.log.length * 7919 + this.history.length) % 2 ** 31;
    void this.decide({ game: game.id, state, seat, seed, history: this.history.slice(0, -1) }).then((answer) => {
      if (session.state !== state) return; // the game moved on meanwhile: it is looked at again
      this.latest = { state, answer, taken: false };
      this.take(this.latest);
    });
  }

  /** Acts on its answer: lit (or played, on no board of a remote match), chosen, or said it could not. */
  private take(latest: { state: unknown; answer: BotDecided; taken: boolean }): void {
    const { session, seat, table } = this;
    // A remote side holds the table (a match stopped or paused): kept until it lets it go (resume).
    if (this.closed || (this.sharing !== null && !this.sharing.free())) return;
    latest.taken = true;
    const { state, answer } = latest;
    if (!answer.ok) {
      // People may then play its side: every legal move is read again.
      table.guide(null);
      this.report({ type: 'bot', side: seat.side, reason: `could not decide: ${answer.error}`, said: said('bot-undecided', { error: answer.error }) });
      return;
    }
    if (answer.kind === 'choice') {
      this.answered = { moves: session.log.length, choice: answer.text, reason: answer.reason };
      this.report({ type: 'bot', side: seat.side, choice: answer.text, reason: answer.reason });
      table.choose(answer.text);
      return;
    }
    this.decided = { state, move: answer.text, reason: answer.reason };
    this.report({ type: 'bot', side: seat.side, move: answer.text, reason: answer.reason });
    if (this.sharing?.atOnce === true) table.playText(answer.text);
    else table.guide(answer.text);
  }

  private report(e: TableEvent): void { this.table.report(e); }
}
