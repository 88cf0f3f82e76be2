// One fault scenario: a seeded game played to the end (or a move budget) on simulated boards,
// from physical actions only, while the line, the cable and the contacts misbehave. The players
// keep their own copy of the game (a session fed the same moves, casts and choices), so every
// move the host commits can be checked against what they really did.
import { config } from 'rxjs';
import { areaPosition, DEFAULT_SETTLE_MS, planGame, positionOf, readBoard, sessionFor, type GameDetail, type GameSession, type HostEvent, type Position } from '../../host/index.ts';
import { CellSet, castSticks, seededRng, type Geometry, type Json, type Rng } from '../../rules/index.ts';
import type { LineFaults } from '../../firmware-sim/index.ts';
import { Simulation } from '../simulation.ts';
import { bounces, fakesAMove, flicker, neighbours, noFault, stuck, type CellFault, type CellFaultKind } from './cell-faults.ts';
import { chooseMove, type Choice } from './choose-move.ts';
import { resyncFigures, type FaultFigures } from './figures.ts';
import { brisk, moveGesture, restoreGesture, snapshots, type Step } from './gestures.ts';
import { ResyncMeter, type UnplugCadence } from './resync.ts';
import { BoardTruth } from './truth.ts';

export interface FaultScenario {
  name: string;
  game: string;
  options?: Record<string, unknown>;
  seed: number;
  /** Simulated boards (a game with seats: one per seat); default 1. */
  boards?: number;
  /** The most moves the players make (the game may end first). */
  moves: number;
  /** Per-byte faults on the serial line, both ways. */
  line?: Partial<LineFaults>;
  /** The cable is pulled on this cadence (every board). */
  unplug?: UnplugCadence;
  /** One turn in `every` gets a contact fault, the kinds taken in turn. */
  cells?: { kinds: CellFaultKind[]; every: number };
}

const TICK_MS = 20;
/**
 * Players wait this long with the host reachable before they put a piece down again: several
 * periodic reports (one a second) in a row would have to be lost for a plain move to need it.
 */
const NUDGE_AFTER_MS = 3000;
/**
 * ...and up to this much more, a different while each time: players keep no clock, and a fixed
 * wait can fall in step with a periodic fault (a connector that wiggles loose every few seconds
 * garbles the line just before it drops), hiding every put-down the same way. The longest wait
 * stays within the shortest stretch the unplug scenarios leave the cable in.
 */
const NUDGE_JITTER_MS = 2000;
const MAX_NUDGES = 3;
/** Flicker periods: filtered by the debounce, never still for the settle window, slow. */
const FLICKER_PERIODS = [4, 60, 400];

export async function runFaultScenario(scenario: FaultScenario): Promise<FaultFigures> {
  const crashes: unknown[] = [];
  const previous = config.onUnhandledError;
  config.onUnhandledError = (e) => { crashes.push(e); };
  try {
    return await new FaultRun(scenario, crashes).run();
  } finally {
    config.onUnhandledError = previous;
  }
}

class FaultRun {
  private sim!: Simulation;
  private mirror!: GameSession;
  private boardCount = 1;
  private truths: BoardTruth[] = [];
  private meters: ResyncMeter[] = [];
  private geometry!: Geometry;
  /** The boards debounce eager (their profile's mode): a glitch or a bounce reaches the host. */
  private eager = false;
  /** Cells each board's host has seen empty since its last commit, as far as the players know. */
  private seen: CellSet[] = [];
  private readonly rng: Rng;
  private readonly faultRng: Rng;
  /** Its own stream, so waits never shift the moves and faults a seed gives. */
  private readonly patienceRng: Rng;
  private moves = 0;
  /** Pieces put down again: on a captured square (the host never saw it empty), or elsewhere. */
  private captureNudges = 0;
  private otherNudges = 0;
  private readonly cellFaults: Record<string, number> = {};
  private refused = 0;
  private heldAvoided = 0;
  /** Turns whose stuck contact hid the move; of those, boards that matched nothing, and those corrected. */
  private stuckHiding = 0;
  private stuckWrong = 0;
  private stuckCorrected = 0;
  private guesses = 0;
  /** The cable was out (or the link down) at some point of this turn: the host may not have seen its fault. */
  private blind = false;
  private faultTurns = 0;
  private problem: string | null = null;

  constructor(private readonly scenario: FaultScenario, private readonly crashes: unknown[]) {
    this.rng = seededRng(scenario.seed * 7919 + 1);
    this.faultRng = seededRng(scenario.seed * 104729 + 2);
    this.patienceRng = seededRng(scenario.seed * 15485863 + 3);
  }

  async run(): Promise<FaultFigures> {
    const { scenario } = this;
    const plan = planGame({ gameId: scenario.game, options: scenario.options, rng: seededRng(scenario.seed) });
    if (!plan.ok) throw new Error(plan.error);
    this.mirror = sessionFor(plan.value, seededRng(scenario.seed));
    const { game } = plan.value;
    const profile = plan.value.profile!;
    this.geometry = { rows: profile.rows, cols: profile.cols };
    this.eager = profile.debounce === 'eager';
    const count = scenario.boards ?? 1;
    // Each board holds one area (a seat's site), the n-th board the n-th area.
    this.boardCount = Math.min(count, this.mirror.shape.areas.length);
    const started = await Simulation.start({ game: scenario.game, options: scenario.options, seed: scenario.seed }, { seed: scenario.seed, boards: count });
    if (!started.ok) throw new Error(started.error);
    this.sim = started.value;
    this.truths = this.sim.boards.map((board, i) => new BoardTruth(board, profile, this.boardPosition(i).expected));
    // The simulated board boots before its pieces are put on it, so its first report is an empty
    // board, and the host keeps every cell as seen empty until its first commit.
    this.seen = this.truths.map((t) => t.occupied);
    for (const board of this.sim.boards) if (scenario.line) board.setLineFaults(scenario.line, 'both');
    this.meters = this.sim.boards.map((board, i) => new ResyncMeter(this.sim.clock, this.sim.host, String(i + 1), board, this.sim.links[i]));
    if (scenario.unplug) for (const meter of this.meters) meter.run(scenario.unplug, this.faultRng);

    try {
      await this.awaitIdle();
      while (this.moves < scenario.moves && !game.isOver(this.mirror.state) && this.problem === null && this.crashes.length === 0) {
        await this.turn();
      }
      for (const meter of this.meters) meter.stop();
      // Long enough for a last reconnect and any late (false) commit to show.
      await this.runFor(8000);
      this.compareLogs();
    } catch (e) {
      this.crashes.push(e);
    }
    const figures = this.figures();
    for (const meter of this.meters) meter.dispose();
    await this.sim.stop();
    return figures;
  }

  // ── One turn ──────────────────────────────────────────────────────────────────────────────

  private async turn(): Promise<void> {
    const choice = this.choose();
    if (choice === null) { this.problem = 'no visible legal move left'; return; }
    const { board, candidate } = choice;
    const truth = this.truths[board];
    const position = this.boardPosition(board);
    let steps = moveGesture(candidate.footprint, this.rng);
    // A lost STATE frame or a pulled cable leaves the host looking at a passing board for as long
    // as it likes: then any board on the way may settle.
    const frozen = this.scenario.line !== undefined || this.scenario.unplug !== undefined;
    const snapsOf = (s: Step[]) => [{ cells: truth.occupied, settles: true }, ...snapshots(truth.occupied, s).map((x) => (frozen ? { ...x, settles: true } : x))];
    let snaps = snapsOf(steps);
    const kind = this.faultKindForTurn();
    let fault = kind === null ? null : this.faultFor(kind, choice, snaps);
    if (kind !== null && fault === null && !frozen) {
      // Every cell the fault could hit makes a held piece look like another move: move briskly.
      steps = brisk(steps);
      snaps = snapsOf(steps);
      fault = this.faultFor(kind, choice, snaps);
    }
    const stateBefore = this.mirror.state;
    // What the host sees empty during the gesture (through the fault, if any).
    let seenNow = CellSet.empty();
    for (const snap of snaps) for (const view of (fault ?? noFault).views(snap.cells)) seenNow = seenNow.union(position.expected.minus(view));
    // What the players assume the host still counts as seen empty after the move: nothing when the
    // board committed it at once; otherwise (a cast or an answer completes it) they stay careful and
    // keep what they saw (the host forgets at every change of the game, so this is a superset).
    const loggedAtOnce = this.mirror.play(choice.meant).some((e) => e.type === 'move') && choice.answer === null;
    this.moves++;

    const watchFrom = this.sim.events.length;
    this.blind = false;
    fault?.start(truth);
    await this.perform(board, steps, fault);
    const repairAt = this.sim.clock.now() + this.rng.int(500, 2500);
    let repairedAt = await this.awaitCommit(choice, fault, repairAt, stateBefore);
    if (fault && repairedAt === null) { fault.stop(truth); repairedAt = this.sim.clock.now(); }
    if (this.problem !== null) return;
    if (fault && (fault.kind === 'stuck-on' || fault.kind === 'stuck-off') && !this.blind) {
      this.judgeStuck(fault, position, snaps[snaps.length - 1].cells, this.seen[board].union(seenNow), watchFrom, repairedAt!, String(board + 1));
    }
    const fp = candidate.footprint;
    this.seen[board] = loggedAtOnce ? CellSet.empty() : this.seen[board].union(seenNow).union(fp.touch);
    await this.restoreBoards();
    await this.awaitIdle();
    await this.runFor(this.rng.int(100, 600));
  }

  /** The position as board `i` (0-based) sees it, in its own cells. */
  private boardPosition(i: number): Position {
    // Kept while the mirror's position stands: an area localizes every candidate anew, and the
    // players look at it several times a turn.
    const whole = this.mirror.position();
    const known = this.areas.get(i);
    if (known?.of === whole) return known.area;
    const area = areaPosition(whole, this.mirror.shape, i);
    this.areas.set(i, { of: whole, area });
    return area;
  }

  private readonly areas = new Map<number, { of: Position; area: Position }>();

  private choose(): Choice | null {
    for (let tries = 0; tries < 20; tries++) {
      const choice = chooseMove(this.mirror, this.boardCount, (b) => this.boardPosition(b), this.seen, this.rng);
      if (choice === null) return null;
      if (choice.uncertain) { this.heldAvoided++; continue; }
      // A piece held while another cell was seen empty could pass for a capture: pick again.
      const truth = this.truths[choice.board];
      const steps = moveGesture(choice.candidate.footprint, seededRng(0));
      const snaps = snapshots(truth.occupied, steps).map((s) => ({ ...s, settles: true }));
      if (!fakesAMove(this.boardPosition(choice.board), snaps, noFault, choice.lookAlikes, this.seen[choice.board])) return choice;
      this.heldAvoided++;
    }
    throw new Error('no move found that the host could not mistake');
  }

  /** The kind of contact fault this turn gets, if any. */
  private faultKindForTurn(): CellFaultKind | null {
    const cells = this.scenario.cells;
    if (!cells || cells.kinds.length === 0 || this.moves % cells.every !== cells.every - 1) return null;
    return cells.kinds[this.faultTurns++ % cells.kinds.length];
  }

  /** A contact fault of that kind for this turn, one that cannot make the board look like another legal move. */
  private faultFor(kind: CellFaultKind, choice: Choice, snaps: { cells: CellSet; settles: boolean }[]): CellFault | null {
    const fp = choice.candidate.footprint;
    const moved = fp.lift.union(fp.fill).union(fp.touch);
    const around = CellSet.from(moved.toArray().flatMap((c) => neighbours(c, this.geometry))).minus(moved);
    const everEmpty = (c: number) => snaps.every((s) => !s.cells.has(c));
    const last = snaps[snaps.length - 1].cells;
    let options: CellFault[];
    switch (kind) {
      case 'bounce': options = [bounces(this.geometry, this.faultRng)]; break;
      case 'stuck-on': options = around.toArray().filter(everEmpty).map((c) => stuck(c, true)); break;
      case 'stuck-off': options = [...fp.fill.toArray(), ...around.toArray().filter((c) => last.has(c))].map((c) => stuck(c, false)); break;
      case 'flicker': {
        const period = FLICKER_PERIODS[this.faultTurns % FLICKER_PERIODS.length];
        options = around.toArray().filter(everEmpty).map((c) => flicker(c, period, this.scenario.unplug !== undefined, this.eager));
        break;
      }
    }
    const { game, state } = this.mirror;
    const position = this.boardPosition(choice.board);
    const played = game.play(state, choice.meant, seededRng(0));
    const next = played.ok ? areaPosition(positionOf(this.mirror.shape, played.value.state), this.mirror.shape, choice.board) : undefined;
    for (const fault of options.slice(0, 8)) {
      if (fakesAMove(position, snaps, fault, choice.lookAlikes, this.seen[choice.board], next)) { this.refused++; continue; }
      this.cellFaults[fault.kind] = (this.cellFaults[fault.kind] ?? 0) + 1;
      return fault;
    }
    return null;
  }

  private async perform(board: number, steps: Step[], fault: CellFault | null): Promise<void> {
    const truth = this.truths[board];
    for (const step of steps) {
      fault?.onStep(step, truth);
      if (!step.lift.isEmpty()) truth.lift(step.lift);
      if (!step.place.isEmpty()) truth.place(step.place);
      await this.runFor(step.holdMs);
    }
  }

  /**
   * Waits for the host to commit the move, answering what it asks (which look-alike move, the
   * sticks, a choice) as the players would; repairs the turn's fault when its time comes.
   */
  /** Resolves with when the fault was repaired (null: not yet). */
  private async awaitCommit(choice: Choice, fault: CellFault | null, repairAt: number, stateBefore: unknown): Promise<number | null> {
    const truth = this.truths[choice.board];
    let repaired = fault === null;
    let repairedAt: number | null = null;
    let answered = false;
    let quiet = 0;
    let nudges = 0;
    let patience = NUDGE_AFTER_MS + this.patienceRng.int(0, NUDGE_JITTER_MS);
    for (;;) {
      await this.runFor(TICK_MS);
      if (!repaired && this.sim.clock.now() >= repairAt) { fault!.stop(truth); repaired = true; repairedAt = this.sim.clock.now(); quiet = 0; }
      const host = this.hostGame();
      if (!this.compareLogs(host)) return repairedAt;
      const hostAwaits = host.awaiting as { type?: string; options?: string[] } | null;
      const mirrorAwaits = this.mirror.awaiting() as Json;
      const sameLength = host.log.length === this.mirror.log.length;
      if (choice.answer !== null && !answered && hostAwaits?.type === 'choice' && hostAwaits.options?.includes(choice.answer) && !sameJson(host.awaiting, mirrorAwaits)) {
        this.check(this.sim.host.choose(host.id, choice.answer));
        answered = true;
        continue;
      }
      if (mirrorAwaits !== null && sameLength && sameJson(host.awaiting, mirrorAwaits)) {
        this.answer(host.id);
        quiet = 0;
        continue;
      }
      if (mirrorAwaits === null && host.awaiting === null && sameLength) return repairedAt;
      quiet = repaired && this.reachable() ? quiet + TICK_MS : 0;
      if (quiet < patience) continue;
      if (nudges === MAX_NUDGES) {
        this.problem ??= `move ${this.moves} (${this.mirror.game.formatMove(choice.meant, stateBefore)}) never committed at ${this.sim.clock.now()} ms`;
        return repairedAt;
      }
      // The lights still show the piece in hand: put it down again.
      const fp = choice.candidate.footprint;
      const down = fp.fill.union(fp.touch);
      await this.perform(choice.board, [{ lift: down, place: CellSet.empty(), holdMs: 250 }, { lift: CellSet.empty(), place: down, holdMs: 250 }], null);
      nudges++;
      if (fp.touch.isEmpty()) this.otherNudges++;
      else this.captureNudges++;
      quiet = 0;
      patience = NUDGE_AFTER_MS + this.patienceRng.int(0, NUDGE_JITTER_MS);
    }
  }

  /**
   * A stuck contact hides the truth: while the board it shows matches no legal move, the host
   * must say what is wrong (a correction) and act on nothing until the contact works again.
   */
  private judgeStuck(fault: CellFault, position: Position, finished: CellSet, seen: CellSet, from: number, repairedAt: number, boardId: string): void {
    const shown = fault.views(finished)[0];
    const reading = readBoard(position, shown, seen);
    if (reading.kind === 'match') return;
    this.stuckHiding++;
    const during = this.sim.events.slice(from).filter((e) => e.board === boardId && e.t < repairedAt);
    const acted = during.find((e) => e.type === 'move' || e.type === 'pending' || e.type === 'choice');
    if (acted) {
      this.guesses++;
      this.problem ??= `the host acted (${acted.type}) on a board with a ${fault.label} before it was repaired, at ${acted.t} ms`;
    }
    if (reading.kind === 'mismatch') {
      this.stuckWrong++;
      if (during.some((e) => e.type === 'correction')) this.stuckCorrected++;
      else this.problem ??= `no correction shown for a board with a ${fault.label} (at ${this.sim.clock.now()} ms)`;
    }
  }

  /** The sticks or the choice the game waits for, given to the host and to the players' copy. */
  private answer(gameId: string): void {
    const waiting = this.mirror.awaiting();
    if (waiting?.type === 'pending') {
      const heads = castSticks(this.rng, waiting.sticks);
      this.check(this.sim.host.cast(gameId, heads));
      this.mirror.cast(heads);
    } else if (waiting?.type === 'choice') {
      // Cetkaik's 再行 most of the time, so that a season (and the game) goes on.
      const value = waiting.options.includes('tymok') && this.rng.int(0, 9) < 8 ? 'tymok' : waiting.options[this.rng.int(0, waiting.options.length - 1)];
      this.check(this.sim.host.choose(gameId, value));
      this.mirror.choose(value);
    }
  }

  /** After a failed cast (or a new season) the boards are put as the game now expects. */
  private async restoreBoards(): Promise<void> {
    for (const [i, truth] of this.truths.entries()) {
      const expected = this.boardPosition(i).expected;
      if (truth.occupied.equals(expected)) continue;
      const steps = restoreGesture(truth.occupied, expected, this.rng);
      for (const snap of snapshots(truth.occupied, steps)) this.seen[i] = this.seen[i].union(expected.minus(snap.cells));
      await this.perform(i, steps, null);
    }
  }

  /** Until every host reads its board as the game expects it (the cable may be out a while). */
  private async awaitIdle(): Promise<void> {
    const limit = this.sim.clock.now() + 60_000;
    while (this.sim.clock.now() < limit) {
      if (this.truths.every((truth, i) => this.hostReads(i, truth.occupied))) {
        await this.runFor(200); // the settle window, before anyone reaches for a piece again
        return;
      }
      await this.runFor(TICK_MS);
    }
    this.problem ??= `the host did not read the boards back within 60 s (at ${this.sim.clock.now()} ms)`;
  }

  // ── Helpers ───────────────────────────────────────────────────────────────────────────────

  private hostReads(board: number, cells: CellSet): boolean {
    const detail = this.sim.host.board(String(board + 1));
    if (!detail || detail.link.state !== 'ready') return false;
    const names = cells.toArray().map((c) => this.mirror.game.cellName(c, this.geometry));
    return detail.occupancy.length === names.length && names.every((n) => detail.occupancy.includes(n));
  }

  private reachable(): boolean {
    return this.sim.links.every((l) => l.status.state === 'ready') && this.sim.boards.every((b) => b.isPlugged);
  }

  private hostGame(): GameDetail { return this.sim.host.games()[0]; }

  /** False (and the problem noted) when the host committed a move the players did not make. */
  private compareLogs(host = this.hostGame()): boolean {
    const mine = this.mirror.log;
    for (const [i, entry] of host.log.entries()) {
      const want = mine[i];
      if (want === undefined || want.move !== entry.move || want.failed !== entry.failed) {
        this.problem ??= `host committed ${entry.move}${entry.failed ? ' (failed)' : ''} as move ${i + 1}, the players ${want ? `made ${want.move}` : 'made no such move'} (at ${this.sim.clock.now()} ms)`;
        return false;
      }
    }
    return true;
  }

  private check(result: { ok: boolean; error?: string }): void {
    if (!result.ok) throw new Error(result.error);
  }

  private async runFor(ms: number): Promise<void> {
    if (!this.reachable()) this.blind = true;
    await this.sim.runTo(this.sim.clock.now() + ms);
    if (!this.reachable()) this.blind = true;
    for (const meter of this.meters) meter.check();
  }

  private figures(): FaultFigures {
    const host = this.hostGame();
    const mine = this.mirror.log;
    let agreed = 0;
    while (agreed < Math.min(host.log.length, mine.length) && host.log[agreed].move === mine[agreed].move && host.log[agreed].failed === mine[agreed].failed) agreed++;
    const counters = this.sim.links.map((l) => l.counters);
    const resyncs = this.meters.flatMap((m) => m.resyncs);
    if (this.crashes.length > 0) this.problem ??= `crash: ${String(this.crashes[0])}`;
    return {
      scenario: this.scenario.name,
      game: this.scenario.game,
      seed: this.scenario.seed,
      moves: this.moves,
      committed: host.log.length,
      falseCommits: host.log.length - agreed,
      lostMoves: mine.length - agreed,
      crashes: this.crashes.length,
      captureNudges: this.captureNudges,
      otherNudges: this.otherNudges,
      corrections: this.sim.events.filter((e) => e.type === 'correction').length,
      debounce: this.eager ? 'eager' : 'deferred',
      flickers: lightFlickers(this.sim.events),
      cellFaults: this.cellFaults,
      cellFaultsRefused: this.refused,
      heldMovesAvoided: this.heldAvoided,
      stuckHiding: this.stuckHiding,
      stuckWrong: this.stuckWrong,
      stuckCorrected: this.stuckCorrected,
      guesses: this.guesses,
      unplugs: this.meters.reduce((n, m) => n + m.unplugs, 0),
      ...resyncFigures(resyncs),
      resyncUnfinished: this.meters.reduce((n, m) => n + m.unfinished, 0),
      crcErrors: counters.reduce((n, c) => n + c.crcErrors + c.decodeErrors, 0),
      framesMissed: counters.reduce((n, c) => n + c.framesMissed, 0),
      gameOver: this.mirror.game.isOver(this.mirror.state),
      virtualS: Math.round(this.sim.clock.now()) / 1000,
      firstProblem: this.problem,
    };
  }
}

/**
 * Lights shown, then taken back: a board's lights changed and, within the settle window, came
 * back to what they were before (a glitch or a bounce seen as a lift and the piece back, or a
 * piece lifted and put straight back).
 */
export function lightFlickers(events: readonly HostEvent[]): number {
  const pictures = new Map<string, { picture: string; t: number }[]>();
  let flickers = 0;
  for (const e of events) {
    if (e.type !== 'lights') continue;
    const board = e.board;
    const seen = pictures.get(board) ?? [];
    const picture = JSON.stringify(e.cells);
    const [before, shown] = seen.slice(-2);
    if (before !== undefined && picture === before.picture && picture !== shown.picture && e.t - shown.t <= DEFAULT_SETTLE_MS) flickers++;
    seen.push({ picture, t: e.t });
    pictures.set(board, seen.slice(-2));
  }
  return flickers;
}

function sameJson(a: unknown, b: unknown): boolean { return JSON.stringify(a) === JSON.stringify(b); }
