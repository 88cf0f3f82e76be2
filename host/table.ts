// One board and the game played on it: board reports in, moves and lights out.
//   STATE → view cells → lifts lit at once → settle window → detector → session → lights
import { Subject, Subscription } from 'rxjs';
import type { BoardProfile, Clock, State, TimerHandle } from '../hardware/index.ts';
import { CellSet } from '../rules/index.ts';
import type { BoardPort } from './board-port.ts';
import { clockScheduler } from './clock-scheduler.ts';
import { readBoard, type Reading } from './detect/detector.ts';
import type { HostEvent, TableEvent } from './events.ts';
import { DEFAULT_CAP_MA } from './lights/current-cap.ts';
import { planFor, planKey, withCast, withConfirm } from './lights/plan.ts';
import { renderFrame } from './lights/render.ts';
import type { LightPlan } from './lights/roles.ts';
import { Timed } from './lights/timed.ts';
import type { GameSession } from './session/session.ts';
import { settled } from './sense/settle.ts';
import { occupancyReader } from './sense/view-cells.ts';

export const DEFAULT_SETTLE_MS = 120;
/** How long the heads of a cast stay lit along the board's edge. */
export const CAST_SHOWN_MS = 2000;
/** How long a committed move's cells blink before they show as the last move. */
export const CONFIRM_SHOWN_MS = 1000;

export interface TableConfig {
  id: string;
  port: BoardPort;
  profile: BoardProfile;
  session: GameSession;
  clock: Clock;
  /** A board still for this long is taken as the players' intent. */
  settleMs?: number;
  /** LED current cap; default: the profile's, which defaults to 2000 mA. */
  capMa?: number;
  /** The seat this board plays, when the game is played on several boards at once. */
  seat?: string;
}

export class Table {
  readonly id: string;
  readonly session: GameSession;
  readonly profile: BoardProfile;
  private readonly events = new Subject<HostEvent>();
  readonly events$ = this.events.asObservable();
  private readonly port: BoardPort;
  private readonly clock: Clock;
  private readonly settleMs: number;
  private readonly capMa: number;
  private readonly readOccupancy: (state: State) => CellSet;
  private readonly raw = new Subject<CellSet>();
  private readonly subscription = new Subscription();
  private observed: CellSet | null = null;
  private settled = false;
  /** Cells seen empty since the game last changed: a capture needs its square emptied once. */
  private seenEmpty = CellSet.empty();
  private seenEmptyFor: unknown = undefined;
  private lastMove: CellSet | null = null;
  private shownPlan: LightPlan = new Map();
  private shownKey: string | null = null;
  private correctionKey: string | null = null;
  /**
   * The game changed under a board that does not show it (an undo, a failed cast, a new season, a
   * move entered as text, another board's move): the board never showed the new position, so
   * nothing on it is taken as a move until it matches the game again (the lights say what to
   * clear and fill). A board that is wrong by itself is not held: once it shows exactly one
   * legal move from the position, that is the move.
   */
  private holdCommits = false;
  /** The occupancy the game expected when the board was last read. */
  private expectedAt: CellSet | null = null;
  /** The heads of the last cast, while they are lit. */
  private readonly castShown: Timed<number>;
  /** The cells of the move just committed, while they blink. */
  private readonly confirmShown: Timed<CellSet>;
  /** The plan for the board alone, before overlays. */
  private basePlan: LightPlan = new Map();
  private ambientOf: { state: unknown; lights: LightPlan } | null = null;
  private readonly seat: string | undefined;
  private lookAgain: TimerHandle | null = null;

  constructor(config: TableConfig) {
    this.id = config.id;
    this.port = config.port;
    this.profile = config.profile;
    this.session = config.session;
    this.clock = config.clock;
    this.settleMs = config.settleMs ?? DEFAULT_SETTLE_MS;
    this.capMa = config.capMa ?? config.profile.maxCurrentMa ?? DEFAULT_CAP_MA;
    this.readOccupancy = occupancyReader(this.profile);
    this.seat = config.seat;
    this.castShown = new Timed(this.clock, CAST_SHOWN_MS, () => this.showPlan(this.basePlan));
    this.confirmShown = new Timed(this.clock, CONFIRM_SHOWN_MS, () => this.showPlan(this.basePlan));
  }

  start(): void {
    const scheduler = clockScheduler(this.clock);
    this.subscription.add(
      this.port.status$.subscribe((s) => this.emit(s.reason ? { type: 'link', state: s.state, reason: s.reason } : { type: 'link', state: s.state })),
    );
    this.subscription.add(this.port.states$.subscribe((s) => this.handleState(s)));
    this.subscription.add(settled(this.raw, this.settleMs, scheduler).subscribe(() => this.onSettled()));
    // Another board of the same game may change what this one expects: look again, but only
    // after the change is complete (never inside another board's commit).
    this.subscription.add(this.session.changed$.subscribe(() => {
      this.lookAgain ??= this.clock.setTimeout(() => { this.lookAgain = null; this.evaluate(); }, 0);
    }));
    this.emitAwaiting();
  }

  stop(): void {
    this.castShown.clear();
    if (this.lookAgain) this.clock.clearTimeout(this.lookAgain);
    this.confirmShown.clear();
    this.subscription.unsubscribe();
    this.events.complete();
  }

  /** The board's report, in the board's own cells. */
  handleState(state: State): void {
    this.observe(this.readOccupancy(state));
  }

  /** Occupancy in the game's (view) cells. Lifts light up at once; moves wait for the settle window. */
  observe(occupied: CellSet): void {
    if (this.observed?.equals(occupied)) return;
    this.observed = occupied;
    this.settled = false;
    const { expected } = this.session.position(this.seat);
    // Back at the position, nothing is under way: a lift from before must not count for a capture.
    this.seenEmpty = occupied.equals(expected) ? CellSet.empty() : this.emptiedCells().union(expected.minus(occupied));
    this.raw.next(occupied);
    this.refreshLights(this.read());
  }

  /** A physical cast counted by the players. */
  cast(heads: number): void { this.afterSession(this.session.cast(heads)); }

  choose(value: string): void { this.afterSession(this.session.choose(value)); }

  /** A move entered in the game's notation, not made on this board. */
  playText(move: string): void { this.afterSession(this.session.playText(move)); }

  /** Takes back the last move; the lights then guide the players to put the board back. */
  undo(): void {
    const events = this.session.undo();
    if (events.some((e) => e.type === 'undone')) {
      this.lastMove = null;
      this.holdCommits = true;
    }
    this.afterSession(events);
  }

  /** What the board reports now, in view cells (null before the first report). */
  get occupancy(): CellSet | null { return this.observed; }

  get lights(): LightPlan { return this.shownPlan; }

  cellName(cell: number): string {
    return this.session.game.cellName(cell, { rows: this.profile.rows, cols: this.profile.cols });
  }

  private read(): Reading | null {
    if (!this.observed) return null;
    const position = this.session.position(this.seat);
    const { expected } = position;
    if (this.expectedAt !== null && !expected.equals(this.expectedAt) && !this.observed.equals(expected)) this.holdCommits = true;
    this.expectedAt = expected;
    if (this.holdCommits && this.observed.equals(expected)) this.holdCommits = false;
    if (this.holdCommits) return { kind: 'mismatch', clear: this.observed.minus(expected), fill: expected.minus(this.observed) };
    return readBoard(position, this.observed, this.emptiedCells());
  }

  /**
   * What was seen empty counts for the game state it was seen in only: once a move, a cast or a
   * choice changes the game (also a move completed later by its cast), it starts afresh.
   */
  private emptiedCells(): CellSet {
    if (this.seenEmptyFor !== this.session.state) {
      this.seenEmpty = CellSet.empty();
      this.seenEmptyFor = this.session.state;
    }
    return this.seenEmpty;
  }

  private onSettled(): void {
    this.settled = true;
    this.evaluate();
  }

  private afterSession(events: TableEvent[]): void {
    this.emitAll(events);
    this.evaluate();
  }

  private emitAll(events: TableEvent[]): void {
    for (const e of events) {
      this.emit(e);
      if (e.type === 'cast') this.castShown.show(e.heads);
    }
  }

  /**
   * Commits what a still board shows, then lights what is left. Runs after the settle window and
   * after every session change: a move made while a cast or choice was awaited commits once
   * the game can take it.
   */
  private evaluate(): void {
    for (;;) {
      const reading = this.read();
      if (reading === null) return;
      if (!this.settled || reading.kind !== 'match') return this.refresh(reading);
      const stateBefore = this.session.state;
      const footprint = reading.candidates[0].footprint;
      const before = this.session.log.length;
      const events = this.session.commit(reading.candidates, this.seat);
      // The board made this change itself: it is held only if the game's outcome differs from it.
      this.expectedAt = reading.candidates[0].after;
      this.emitAll(events);
      if (this.session.log.length > before) {
        this.lastMove = footprint.lift.union(footprint.fill).union(footprint.touch);
        this.confirmShown.show(footprint.fill.union(footprint.touch));
        // Work out the next position's moves once the lights are out, before the next lift.
        this.clock.setTimeout(() => void this.session.position(this.seat).candidates, 0);
      }
      // A rejected commit changes nothing: show the board as it is rather than retry.
      if (this.session.state === stateBefore && !this.session.awaiting()) return this.refresh(this.read());
    }
  }

  private refresh(reading: Reading | null): void {
    if (reading === null) return;
    this.reportCorrection(reading);
    this.refreshLights(reading);
  }

  /** The game's own lights for the current state, computed once per state. */
  private ambient(): LightPlan | undefined {
    const { game, state } = this.session;
    if (!game.ambientLights) return undefined;
    const cached = this.ambientOf;
    if (cached !== null && cached.state === state) return cached.lights;
    const lights = game.ambientLights(state, this.seat);
    this.ambientOf = { state, lights };
    return lights;
  }

  private reportCorrection(reading: Reading): void {
    if (!this.settled) return;
    if (reading.kind === 'mismatch') {
      const clear = reading.clear.toArray().map((c) => this.cellName(c));
      const fill = reading.fill.toArray().map((c) => this.cellName(c));
      const key = `${clear.join(',')}|${fill.join(',')}`;
      if (key !== this.correctionKey) {
        const { game, state } = this.session;
        const reason = game.explainMismatch?.(state, reading.clear, reading.fill, this.seat) ?? null;
        this.emit(reason ? { type: 'correction', clear, fill, reason } : { type: 'correction', clear, fill });
      }
      this.correctionKey = key;
    } else if (this.correctionKey !== null) {
      this.correctionKey = null;
      this.emit({ type: 'corrected' });
    }
  }

  private refreshLights(reading: Reading | null): void {
    if (reading === null) return;
    const plan = planFor(reading, this.settled, this.lastMove, this.ambient());
    if (plan === null) return;
    this.basePlan = plan;
    this.showPlan(plan);
  }

  private showPlan(base: LightPlan): void {
    const confirm = this.confirmShown.value;
    const heads = this.castShown.value;
    const confirmed = confirm ? withConfirm(base, confirm) : base;
    const plan = heads !== null ? withCast(confirmed, heads, this.profile.rows, this.profile.cols) : confirmed;
    const key = planKey(plan);
    if (key === this.shownKey) return;
    this.shownKey = key;
    this.shownPlan = plan;
    this.port.sendLeds(renderFrame(plan, this.profile, { capMa: this.capMa }));
    const cells: Record<string, string> = {};
    for (const [c, role] of [...plan].sort((a, b) => a[0] - b[0])) cells[this.cellName(c)] = role;
    this.emit({ type: 'lights', cells });
  }

  private emitAwaiting(): void {
    const waiting = this.session.awaiting();
    if (waiting) this.emit(waiting);
  }

  private emit(e: TableEvent): void {
    this.events.next({ t: round(this.clock.now()), ...e, board: this.id } as HostEvent);
  }
}

/** Virtual times carry float noise from byte timings; events show them to the microsecond. */
function round(t: number): number { return Math.round(t * 1000) / 1000; }
