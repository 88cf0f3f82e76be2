// One side of a game played from elsewhere (a remote host, through code outside host/): like the
// computer opponent (host/bots/bot-player.ts), its moves are made here by a person with the real pieces, lit
// and waited for; until its move is known the boards are read as no move at all. Whoever drives
// it says which: `hold` (its turn, move unknown), `guide` (this move, lit, the only one read), or
// `release` (not its turn: every legal move is read). Any change of the game holds again, so a
// board is never read past a remote move the driver has not decided about yet. A computer
// opponent playing this host's side (host/bots/bot-player.ts) shares the table: released, the table is let
// go to it (its move lit, or the boards held while it thinks), never to every legal move.
import type { Subscription } from 'rxjs';
import { seededRng, type AnyGame } from '../../rules/index.ts';
import { hostError } from '../errors.ts';
import type { Checked } from '../game-plan.ts';
import type { Decision, GameSession, Sticks } from '../session/session.ts';
import type { GameTable } from '../table/table.ts';
import { sameStatus, type RemoteStatus } from './remote-status.ts';

export type RemoteMode = 'held' | 'guiding' | 'released';

/**
 * A cast or an option taken for a choice of the game, after how many of the logged moves; for a
 * choice the state it led to (a choice may draw from the game's seeded rng, as Cetkaik's next first
 * mover: a replay takes the state the session reached rather than drawing again).
 */
export type TakenDecision = Decision;

/** A side of a running game, driven from outside host/ (see Host.remoteSide). */
export interface RemoteSide {
  readonly gameId: string;
  /** Who plays it, in words for the players (a seat, a side of the game). */
  readonly side: string;
  readonly game: AnyGame;
  /** Played on no board (every move entered): the peer's moves cannot be lit, so the driver takes them with `apply`. */
  readonly boardless: boolean;
  /** The game's state now (immutable: keep it to compare or hash later). */
  state(): unknown;
  /** Moves taken so far (the session's log). */
  steps(): number;
  /**
   * The moves taken so far in the game's notation, the casts and choices taken (each after how
   * many of the moves), and the state the first move was played from (a resumed game's match is
   * rebuilt from them).
   */
  history(): { start: unknown; moves: string[]; decisions: TakenDecision[] };
  /** How many choices the game has taken so far (a new one is a step of the match). */
  choicesTaken(): number;
  /** How many casts the game has taken so far (a cast deciding a move is reported only with the move: counted here at once). */
  castsTaken(): number;
  /** The heads of the game's last cast, or null before any. */
  lastCastHeads(): number | null;
  /** The option taken for the game's last choice, or null before any. */
  lastChoice(): string | null;
  /** Who acts now, when the game says; null when nobody in particular. */
  toMove(): string | null;
  /**
   * The move made on the boards that waits on a cast deciding it (Cetkaik's stepping, water), or
   * null: the session logs it only once cast, but a remote match publishes it first.
   */
  deciding(): string | null;
  /** The move in its canonical notation if the rules take it now, else why not. */
  legal(move: string): Checked<string>;
  /** Who casts the game's sticks: a remote game's casts come from both hosts, so they must not be the host's own (virtual). */
  sticks(): Sticks;
  /**
   * The cast awaited now, decided outside (both hosts' commit–reveal): the engine takes `heads`.
   * The only way a cast enters a game with a remote side (Host.cast refuses a person's).
   */
  cast(heads: number): Checked<number>;
  /**
   * Whether a count of real sticks may be entered here for the cast awaited now (a match whose
   * casts are counted by the caster's side, this side the caster): null allows it until the game
   * changes; otherwise the reason Host.cast gives (the default: the casts come from both hosts).
   */
  allowCast(refusal: string | null): void;
  /**
   * Its choice (decided outside): the engine takes `option` of the open choice. The only way a
   * choice of its enters the game: the boards and Host.choose refuse one while it is held.
   */
  choose(option: string): Checked<string>;
  /** Its turn, its move not known yet: the boards are read as no move. */
  hold(): void;
  /**
   * Its move: lit on the boards, the only move read until the game changes (then held again). A
   * move no board can show (Cetkaik's step-and-return: lift and fill cancel out) is read from no
   * board: a person confirms it on the dashboard or enters it (Host.play takes it, and only it).
   */
  guide(move: string): Checked<string>;
  /**
   * Not its turn: the table is this host's (every legal move read, or its computer opponent's move
   * lit, the boards held while it thinks), until the game changes (then held again).
   */
  release(): void;
  /**
   * Its move, on a game with no board: played at once as an entered move, checked by the rules
   * (no board can show it, so nobody makes it by hand). Refused on a game with boards: there the
   * move is lit (`guide`) and made by a person, or the boards would disagree with the game.
   */
  apply(move: string): Checked<string>;
  mode(): RemoteMode;
  /** How the match stands, as the driver sees it: shown in the game's detail, sent on the feed when it changes. */
  report(status: RemoteStatus): void;
  /** The latest report, null before any. */
  status(): RemoteStatus | null;
  /** Lets the boards go (every legal move read); the side is no longer driven. */
  close(): void;
}

const SHARED_CASTS = 'its casts come from both hosts, not from a count entered here';

export class RemotePlayer implements RemoteSide {
  private readonly subscription: Subscription;
  private current: RemoteMode = 'held';
  private seen: unknown;
  private closed = false;
  private reported: RemoteStatus | null = null;
  /** Why a count entered here is refused now (null: allowed, for the state it was allowed in). */
  private castRefusal: { state: unknown; reason: string | null } | null = null;

  constructor(
    readonly gameId: string,
    readonly side: string,
    private readonly session: GameSession,
    private readonly table: GameTable,
    readonly boardless: boolean,
    /** Told once when closed, so the game may be driven again. */
    private readonly onClose: () => void = () => {},
    /** Lets the table go to this host's players (released, closed): every legal move read, unless a computer opponent of theirs guides it. */
    private readonly letGo: () => void = () => table.guide(null),
  ) {
    this.seen = session.state;
    this.subscription = session.changed$.subscribe(() => {
      // A change of the phase alone (players naming a look-alike move) keeps what was decided.
      if (session.state === this.seen) return;
      this.seen = session.state;
      this.current = 'held';
      // From within the change: the table looks again once it is done.
      table.awaitGuide();
    });
    table.hold();
  }

  get game(): AnyGame { return this.session.game; }
  state(): unknown { return this.session.state; }
  steps(): number { return this.session.log.length; }
  history(): { start: unknown; moves: string[]; decisions: TakenDecision[] } {
    return { start: this.session.start, moves: this.session.log.map((e) => e.move), decisions: this.session.decisions.map((d) => ({ ...d })) };
  }
  choicesTaken(): number { return this.session.decisions.filter((d) => d.kind === 'choice').length; }
  castsTaken(): number { return this.session.decisions.filter((d) => d.kind === 'cast').length; }
  lastCastHeads(): number | null {
    const last = this.session.decisions.findLast((d) => d.kind === 'cast');
    return last?.kind === 'cast' ? last.heads : null;
  }
  lastChoice(): string | null {
    const last = this.session.decisions.findLast((d) => d.kind === 'choice');
    return last?.kind === 'choice' ? last.value : null;
  }
  toMove(): string | null { return this.session.game.toMove?.(this.session.state) ?? null; }
  deciding(): string | null { return this.session.deciding; }

  legal(text: string): Checked<string> {
    const { game, state } = this.session;
    if (game.isOver(state)) return hostError('conflict', 'the game is over');
    if (game.pending(state) !== null) return hostError('conflict', 'a choice, a cast or an entry is awaited first');
    const parsed = game.parseMove(text, state);
    if (!parsed.ok) return hostError('bad-input', parsed.error.message);
    const label = game.formatMove(parsed.value, state);
    // Played on a copy (states are immutable); the sticks of a scratch rng decide nothing kept.
    const outcome = game.play(state, parsed.value, seededRng(0));
    if (!outcome.ok) return hostError('conflict', `${label}: ${outcome.error.message}`);
    return { ok: true, value: label };
  }

  sticks(): Sticks { return this.session.sticks; }

  cast(heads: number): Checked<number> {
    if (this.closed) return hostError('conflict', `the ${this.side} side of game "${this.gameId}" is no longer driven`);
    const { game, state } = this.session;
    const pending = game.pending(state);
    if (pending?.kind !== 'cast') return hostError('conflict', 'no cast is awaited');
    if (!Number.isInteger(heads) || heads < 0 || heads > pending.sticks) return hostError('bad-input', `a cast of ${pending.sticks} sticks shows 0 to ${pending.sticks} heads, not ${heads}`);
    this.table.cast(heads);
    // The session says a refusal only as an event: a state unchanged is one.
    return this.session.state === state ? hostError('conflict', `the cast of ${heads} heads was not taken`) : { ok: true, value: heads };
  }

  choose(option: string): Checked<string> {
    if (this.closed) return hostError('conflict', `the ${this.side} side of game "${this.gameId}" is no longer driven`);
    const { game, state } = this.session;
    const pending = game.pending(state);
    if (pending?.kind !== 'choice') return hostError('conflict', 'no choice is awaited');
    if (!pending.options.includes(option)) return hostError('bad-input', `"${option}" is not one of: ${pending.options.join(', ')}`);
    this.table.choose(option);
    // The session says a refusal only as an event: a state unchanged is one.
    return this.session.state === state ? hostError('conflict', `the choice "${option}" was not taken`) : { ok: true, value: option };
  }

  allowCast(refusal: string | null): void {
    this.castRefusal = { state: this.session.state, reason: refusal };
  }

  /** Why a count of sticks entered by hand is refused now, else null. */
  refusesCast(): string | null {
    const allowed = this.castRefusal !== null && this.castRefusal.state === this.session.state ? this.castRefusal.reason : SHARED_CASTS;
    return this.closed ? null : allowed;
  }

  /** Whether the players here may count the cast awaited now (the dashboard then offers it). */
  castsHere(): boolean { return this.refusesCast() === null; }

  hold(): void {
    if (this.closed) return;
    this.current = 'held';
    this.table.hold();
  }

  guide(move: string): Checked<string> {
    if (this.closed) return hostError('conflict', `the ${this.side} side of game "${this.gameId}" is no longer driven`);
    const label = this.legal(move);
    if (!label.ok) return label;
    // A move the boards cannot show is guided all the same: no board reads it (the table finds no
    // candidate for it), the dashboard offers it to confirm, and refusesEntered lets only it in.
    this.current = 'guiding';
    this.table.guide(label.value);
    return label;
  }

  release(): void {
    if (this.closed) return;
    this.current = 'released';
    this.letGo();
  }

  apply(move: string): Checked<string> {
    if (this.closed) return hostError('conflict', `the ${this.side} side of game "${this.gameId}" is no longer driven`);
    if (!this.boardless) return hostError('conflict', `game "${this.gameId}" is played on boards: the ${this.side} side's move is lit and made there`);
    const label = this.legal(move);
    if (!label.ok) return label;
    const before = this.session.state;
    this.table.playText(label.value);
    // The session says a refusal only as an event: a state unchanged is one.
    return this.session.state === before ? hostError('conflict', `${label.value} was not taken`) : label;
  }

  mode(): RemoteMode { return this.current; }

  report(status: RemoteStatus): void {
    if (this.closed || sameStatus(this.reported, status)) return;
    // A copy: the driver may go on changing what it handed in.
    this.reported = structuredClone(status);
    this.table.report({ type: 'remote', remote: this.reported });
  }

  /** Kept after close: the last word on the match (stopped, say) stays on the screen. */
  status(): RemoteStatus | null { return this.reported; }

  /**
   * Why a move entered by hand (the dashboard, a script) is refused now, else null: while the
   * side is held only nothing, while guided only its move, may be entered, as on the boards.
   */
  refusesEntered(text: string): string | null {
    if (this.closed || this.current === 'released') return null;
    const guided = this.current === 'guiding' ? this.table.guidedMove : null;
    if (guided !== null) {
      const label = this.legal(text);
      if (label.ok && label.value === guided) return null;
      return `it is the ${this.side} side's turn, played from elsewhere: only its move ${guided} may be entered`;
    }
    return `it is the ${this.side} side's turn, played from elsewhere: its move is not known yet`;
  }

  /** Why a choice entered by hand (the dashboard, a script) is refused now, else null: only when the choice is this host's (released). */
  refusesChoice(): string | null {
    if (this.closed || this.current === 'released') return null;
    // This host's own choice, held until the other host has made the move before it on its board.
    const mover = this.toMove();
    if (mover !== null && mover !== this.side) return `the choice waits until the ${this.side} side's host has made the move before it on its board`;
    return `it is the ${this.side} side's turn, played from elsewhere: its choice is made there`;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.subscription.unsubscribe();
    this.current = 'released';
    this.onClose();
    this.letGo();
  }
}
