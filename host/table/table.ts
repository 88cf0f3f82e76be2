// The table of one game: its boards' reports in, moves and lights out. The shell around the pure
// reducer (reducer.ts): it subscribes to the boards and the session, keeps the timers, performs
// the reducer's effects (commits through the session, LED frames to the boards) and stamps every
// event with the time, the board and the game.
import { Subject, Subscription } from 'rxjs';
import type { BoardProfile, Clock, State, TimerHandle } from '../../hardware/index.ts';
import type { CellSet, Json } from '../../rules/index.ts';
import type { BoardPort } from '../board-port.ts';
import type { HostEvent, TableEvent } from '../events.ts';
import type { CellMap } from '../games/placement.ts';
import { DEFAULT_CAP_MA } from '../lights/current-cap.ts';
import { patientTimeout, type PatientTimer } from '../patient-timer.ts';
import { planDrawMa, renderFrame } from '../lights/render.ts';
import type { LightPlan } from '../lights/roles.ts';
import { occupancyReader } from '../sense/view-cells.ts';
import type { SessionEvent } from '../session/events.ts';
import type { Said } from '../said.ts';
import type { GameSession } from '../session/session.ts';
import { pressedButtons } from './buttons.ts';
import { setupDone, setupOrder, setupProgress, type SetupProgress } from './setup-guide.ts';
import { HeldButtons } from '../teach/held.ts';
import { liftedEvents } from '../teach/lifted.ts';
import { castShown, committed, evaluate, initialModel, observe, press, undone, type Effect, type Step, type TableContext, type TableModel } from './reducer.ts';

export const DEFAULT_SETTLE_MS = 120;

/** A board's lights against its current cap: above it, every colour is dimmed by capMa / askedMa. */
export interface LedPower { askedMa: number; capMa: number }

/** A board the game is played on. */
export interface TableBoard {
  id: string;
  profile: BoardProfile;
  port: BoardPort;
  /** LED current cap; default: the profile's, which defaults to 2000 mA. */
  capMa?: number;
}

export interface TableConfig {
  /** The game's id, on every event. */
  gameId: string;
  session: GameSession;
  map: CellMap;
  boards: TableBoard[];
  clock: Clock;
  /** A board still for this long is taken as the players' intent. */
  settleMs?: number;
  /** A new game: its boards are lit cell by cell until they show the starting position (setup-guide.ts). */
  setUp?: boolean;
}

export class GameTable {
  readonly session: GameSession;
  readonly map: CellMap;
  private readonly gameId: string;
  private readonly boards: TableBoard[];
  private readonly clock: Clock;
  private readonly settleMs: number;
  private readonly events = new Subject<HostEvent>();
  readonly events$ = this.events.asObservable();
  private readonly subscription = new Subscription();
  private model: TableModel;
  private readonly shown = new Map<string, LightPlan>();
  private wakeTimer: { at: number; timer: PatientTimer } | null = null;
  private lookAgain: TimerHandle | null = null;
  private warming: TimerHandle | null = null;
  private ambientOf: { state: unknown; lights: LightPlan | undefined } | null = null;
  /** How deep the table is in telling its listeners of an event (they may guide from there). */
  private emitting = 0;
  /** The move the players are asked to make (a computer opponent's), by its label, for the state it was asked in. */
  /** `label` null: the computer is still deciding, and the boards are read as no move meanwhile. */
  private guided: { state: unknown; label: string | null } | null = null;
  /** While a new game's boards are set up: the cells in the order asked for, and what was last said. */
  private setup: { order: number[]; said: string } | null = null;
  /** A hint lit for the state it was asked in (host/teach/hint.ts). */
  private hinted: { state: unknown; label: string } | null = null;

  constructor(config: TableConfig) {
    this.gameId = config.gameId;
    this.session = config.session;
    this.map = config.map;
    this.boards = config.boards.filter((b) => config.map.placedBoards.includes(b.id));
    this.clock = config.clock;
    this.settleMs = config.settleMs ?? DEFAULT_SETTLE_MS;
    this.model = initialModel(config.session.shape.areas.length);
    if (config.setUp && this.boards.length > 0) {
      const { game, state } = config.session;
      const kind = (cell: number) => game.pieceAt?.(state, cell)?.name.en ?? null;
      this.setup = { order: setupOrder(config.session.position().expected, kind), said: '' };
    }
  }

  start(): void {
    for (const board of this.boards) {
      const read = occupancyReader(board.profile);
      const covered = this.map.coveredBy(board.id);
      let buttons: boolean[] = [];
      const held = new HeldButtons();
      this.subscription.add(board.port.status$.subscribe((s) => this.emit(board.id, linkEvent(s))));
      this.subscription.add(board.port.states$.subscribe((state: State) => {
        const pressed = pressedButtons(buttons, state.buttons, board.profile.buttons);
        buttons = state.buttons;
        const seen = this.map.toGlobal(board.id, read(state));
        this.teachOnLift(board.id, seen.intersect(covered));
        this.run(observe(this.model, board.id, seen, covered, this.context()));
        for (const name of pressed) this.press(board.id, name);
        // `next` held asks for a hint (host/teach/held.ts); its press has done what a press does.
        if (held.update(this.clock.now(), state.buttons, board.profile.buttons).includes('next')) this.onHintAsked?.();
      }));
      // The board reports only changes: one that reported before this table listened (the game
      // replaces another on a still board, or its report came while the line switched speed) is
      // asked again, else nothing is read or lit until a piece moves.
      board.port.requestState?.();
    }
    // A change made elsewhere (an entered move, another board's commit) is looked at once it is
    // complete, never inside another commit.
    this.subscription.add(this.session.changed$.subscribe(() => {
      this.lookAgain ??= this.clock.setTimeout(() => { this.lookAgain = null; this.evaluate(); }, 0);
      this.warmLater();
    }));
    const waiting = this.session.awaiting();
    if (waiting) this.emit(this.homeBoard(), waiting);
    this.warmLater();
  }

  /**
   * Works out the position's moves once the lights are out, before the next lift; then looks
   * again, for moves that wait for a confirmation with nothing to see (lit where to tap).
   */
  private warmLater(): void {
    this.warming ??= this.clock.setTimeout(() => {
      this.warming = null;
      void this.session.position().candidates;
      this.evaluate();
    }, 0);
  }

  stop(): void {
    if (this.lookAgain) this.clock.clearTimeout(this.lookAgain);
    if (this.warming) this.clock.clearTimeout(this.warming);
    this.wakeTimer?.timer.cancel();
    this.subscription.unsubscribe();
    this.events.complete();
  }

  // ── Inputs from outside the boards (dashboard, terminal, scripts) ───────────────────────────

  /** A new game's first input, when it is a cast the host makes (virtual sticks). */
  castOpening(): void { this.afterSession(this.homeBoard(), this.session.castOpening()); }
  /** A physical cast counted by the players. */
  cast(heads: number): void { this.afterSession(this.homeBoard(), this.session.cast(heads)); }
  choose(value: string): void { this.afterSession(this.homeBoard(), this.session.choose(value)); }
  enter(value: Json): void { this.afterSession(this.homeBoard(), this.session.enter(value)); }
  /** A move entered in the game's notation, not made on a board. */
  playText(move: string): void { this.afterSession(this.homeBoard(), this.session.playText(move)); }
  /** Takes back the last move; the lights then guide the players to put the boards back. */
  undo(board = this.homeBoard()): void {
    const events = this.session.undo();
    if (events.some((e) => e.type === 'undone')) this.model = undone(this.model);
    this.afterSession(board, events);
  }
  /** A button of one of the game's boards (`next` confirms, `undo` takes back). */
  press(board: string, button: string): void { this.perform(press(this.model, board, button, this.context())); }

  /** Reports something about the game that is not the boards' doing (its journal), on its home board. */
  report(e: TableEvent): void { this.emit(this.homeBoard(), e); }

  /**
   * Asks the players to make this move (the computer opponent's): it is lit, and it is the only
   * move the boards are read as until the game changes. Null lets every legal move through again.
   */
  guide(label: string | null): void {
    this.guided = label === null ? null : { state: this.session.state, label };
    this.lookNow();
  }

  /** Reads the boards as no move (a remote side's turn, its move not known yet), and looks again. */
  hold(): void {
    this.awaitGuide();
    this.lookNow();
  }

  /**
   * The computer opponent is deciding what to do in this state: until it has (`guide`), the
   * boards are read as no move at all — nothing of its side is lit or taken from a touch.
   */
  awaitGuide(): void {
    // Asked from within a change of the game: the table looks again once that change is done.
    this.guided = { state: this.session.state, label: null };
  }

  /** Asked when a board's `next` button is held (the host finds the hint and calls `suggest`). */
  onHintAsked: (() => void) | null = null;

  /**
   * Lights a move suggested at a player's request (a hint) while the board is still and shows
   * the position, until the game changes or a board reports a change. Null puts it out.
   */
  suggest(label: string | null): void {
    this.hinted = label === null ? null : { state: this.session.state, label };
    this.lookNow();
  }

  /** The hint lit now, by its label; null when none. */
  get suggested(): string | null {
    return this.hinted !== null && this.hinted.state === this.session.state ? this.hinted.label : null;
  }

  /** A board's new report: a piece lifted is named (teaching), and any change puts a hint out. */
  private teachOnLift(board: string, seen: CellSet): void {
    const before = this.model.sensing.reports.get(board);
    if (before === undefined || before.equals(seen)) return;
    this.hinted = null;
    const { shape, state } = this.session;
    for (const e of liftedEvents(before, seen, shape, state, (c) => this.cellName(c))) this.emit(board, e);
  }

  /** A cell's name as its board shows it (with its area where the board holds several). */
  private cellName(cell: number): string {
    const at = this.map.toBoard(cell);
    return at ? this.map.nameOnBoard(at.board, at.cell) : this.map.nameOf(cell);
  }

  /** The move the players are asked to make now (a computer opponent's), by its label; null when none. */
  get guidedMove(): string | null {
    return this.guided !== null && this.guided.state === this.session.state ? this.guided.label : null;
  }

  /** What a board's lights show now, in its view cells. */
  lightsOn(board: string): LightPlan { return this.shown.get(board) ?? new Map(); }

  /** What the lights shown on a board would draw at full brightness, and the cap they are held to (null: not one of this table's boards). */
  ledPower(board: string): LedPower | null {
    const b = this.boards.find((x) => x.id === board);
    return b === undefined ? null : { askedMa: Math.round(planDrawMa(this.lightsOn(board))), capMa: this.capOf(b) };
  }

  private capOf(b: TableBoard): number { return b.capMa ?? b.profile.maxCurrentMa ?? DEFAULT_CAP_MA; }

  /** The moves waiting for a confirmation now (their labels), as the last `confirm` event said. */
  get confirmable(): string[] {
    const { confirmKey } = this.model.presentation;
    return confirmKey === '' ? [] : confirmKey.split('\n');
  }

  /** The board session inputs are reported on: the first the game is placed on ('' with none). */
  homeBoard(): string { return this.boards[0]?.id ?? ''; }

  // ── The loop ────────────────────────────────────────────────────────────────────────────────

  private evaluate(): void { this.run(evaluate(this.model, this.context())); }

  /**
   * Looks at the boards again now, or, when asked by a listener of one of the table's own events
   * (a move just committed), once that change is done: never inside another commit.
   */
  private lookNow(): void {
    if (this.emitting === 0) { this.evaluate(); return; }
    this.lookAgain ??= this.clock.setTimeout(() => { this.lookAgain = null; this.evaluate(); }, 0);
  }

  private afterSession(board: string, events: SessionEvent[]): void {
    this.emitAll(board, events);
    this.evaluate();
  }

  /** Takes a step's model and performs its effects; a commit hands the boards' move to the game, then looks again. */
  private run(step: Step): void {
    for (;;) {
      this.model = step.model;
      const commit = step.effects.find((e) => e.type === 'commit');
      for (const e of step.effects) if (e.type !== 'commit') this.performOne(e);
      if (!commit || commit.type !== 'commit') { this.followSetup(); return; }
      const { candidates, board } = commit;
      const footprint = candidates[0].footprint;
      // What all the boards show once this move is made (a group's candidates know their own areas only).
      const after = this.session.position().expected.minus(footprint.lift).union(footprint.fill);
      const before = this.session.log.length;
      const events = this.session.commit(candidates);
      const logged = this.session.log.length > before ? { last: footprint.lift.union(footprint.fill).union(footprint.touch), blink: footprint.fill.union(footprint.touch) } : null;
      this.model = committed(this.model, after, logged, { now: this.clock.now(), shape: this.session.shape });
      this.emitAll(board, events);
      step = evaluate(this.model, this.context());
    }
  }

  /** The set-up's progress, said when it changed; once the boards show the start (or a move was made elsewhere) it ends. */
  private followSetup(): void {
    const progress = this.setupProgress();
    if (progress === null || this.setup === null) return;
    const done = setupDone(progress) || this.session.log.length > 0;
    const board = this.homeBoard();
    const next = done || progress.next === null ? null : progress.next;
    const said = `${next}|${progress.placed}|${progress.clear.join(',')}`;
    if (said !== this.setup.said) {
      this.setup.said = said;
      const at = next === null ? undefined : this.map.toBoard(next);
      const piece = next === null ? null : this.session.game.pieceAt?.(this.session.state, next)?.name ?? null;
      this.emit(at?.board ?? board, { type: 'setup', cell: at ? this.map.nameOnBoard(at.board, at.cell) : null, piece, placed: progress.placed, total: progress.total });
    }
    if (done) {
      this.setup = null;
      this.lookNow();
    }
  }

  /** How far the set-up is, while the boards are set up and have all reported. */
  private setupProgress(): SetupProgress | null {
    const { observed } = this.model.sensing;
    if (this.setup === null || observed === null) return null;
    return setupProgress(this.setup.order, this.session.position().expected, observed);
  }

  private perform(effects: Effect[]): void {
    for (const e of effects) {
      if (e.type === 'commit') this.run({ model: this.model, effects: [e] });
      else this.performOne(e);
    }
  }

  private performOne(e: Exclude<Effect, { type: 'commit' }>): void {
    switch (e.type) {
      case 'emit': return this.emit(e.board, e.event);
      case 'leds': return this.showLeds(e.board, e.plan);
      case 'wake': return this.wakeAt(e.at);
      case 'choose': return this.afterSession(e.board, this.session.choose(e.value));
      case 'undo': return this.undo(e.board);
    }
  }

  /** Looks again at `at` (the end of a settle window); patient: a host busy past it reads the boards' reports first. */
  private wakeAt(at: number): void {
    if (this.wakeTimer && this.wakeTimer.at <= at && this.wakeTimer.at > this.clock.now()) return;
    this.wakeTimer?.timer.cancel();
    const timer = patientTimeout(this.clock, Math.max(0, at - this.clock.now()), () => { this.wakeTimer = null; this.evaluate(); });
    this.wakeTimer = { at, timer };
  }

  private showLeds(board: string, plan: LightPlan): void {
    const b = this.boards.find((x) => x.id === board);
    if (!b) return;
    this.shown.set(board, plan);
    b.port.sendLeds(renderFrame(plan, b.profile, { capMa: this.capOf(b) }));
  }

  private context(): TableContext {
    const { session, map } = this;
    const state = session.state;
    const pending = session.game.pending(state);
    const awaited = session.awaiting();
    const position = session.position();
    const label = (move: unknown) => session.game.formatMove(move, state);
    // A guide holds for the state it was asked in: once the game moves on it is gone.
    const guiding = this.guided !== null && this.guided.state === state;
    // While guided or held, the choice is not the boards' to make (a remote side's, made elsewhere).
    const choice = awaited?.type === 'choice' && !guiding ? awaited.options : null;
    const choiceCells = pending?.kind === 'choice' && pending.cells && !guiding ? new Map(Object.entries(pending.cells)) : null;
    const guided = guiding ? this.guided!.label : null;
    const guide = guided === null ? null : position.candidates.find((c) => label(c.move) === guided) ?? null;
    const only = guide === null ? [] : [guide];
    const hinted = this.suggested;
    const hint = hinted === null ? null : position.candidates.find((c) => label(c.move) === hinted) ?? null;
    return {
      now: this.clock.now(),
      settleMs: this.settleMs,
      shape: session.shape,
      map,
      state,
      position: guiding ? { expected: position.expected, candidates: only, peek: () => only } : position,
      guide,
      hint,
      choice,
      choiceCells,
      ambient: this.ambient(),
      boardSize: (board) => this.boards.find((b) => b.id === board)!.profile,
      label,
      ...(this.setup === null || session.log.length > 0 ? {} : { setup: this.setup.order }),
    };
  }

  /** The game's own lights for the current state, computed once per state. */
  private ambient(): LightPlan | undefined {
    const { shape, state } = this.session;
    const cached = this.ambientOf;
    if (cached !== null && cached.state === state) return cached.lights;
    const lights = shape.ambientLights(state);
    this.ambientOf = { state, lights };
    return lights;
  }

  private emitAll(board: string, events: TableEvent[]): void {
    for (const e of events) {
      this.emit(board, e);
      if (e.type === 'cast') this.model = castShown(this.model, e.heads, this.clock.now());
    }
  }

  private emit(board: string, e: TableEvent): void {
    this.emitting++;
    try {
      this.events.next({ t: round(this.clock.now()), ...e, board, game: this.gameId } as HostEvent);
    } finally {
      this.emitting--;
    }
  }
}

/** Virtual times carry float noise from byte timings; events show them to the microsecond. */
function round(t: number): number { return Math.round(t * 1000) / 1000; }

/** A link's status as an event: its reason, and the reason's code when the link gives one. */
function linkEvent(s: { state: string; reason?: string; said?: Said }): TableEvent {
  if (!s.reason) return { type: 'link', state: s.state };
  return s.said ? { type: 'link', state: s.state, reason: s.reason, said: s.said } : { type: 'link', state: s.state, reason: s.reason };
}
