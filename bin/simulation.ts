// The whole product on a simulated board in virtual time: simulated board ⇄ serialport stream
// path ⇄ host link ⇄ host (table: sensing, detector, session, lights). Used by `simulate`, the
// end-to-end tests and the bench. Deterministic for a given game, seed and action sequence.
import { VirtualClock } from '../hardware/index.ts';
import { SimBoard, createSimBinding, type SimBoardOptions } from '../firmware-sim/index.ts';
import { BoardLink, decideByNodeBudget, Host, planGame, type Checked, type GameDetail, type HostEvent, type NewGame } from '../host/index.ts';
import { seededRng } from '../rules/index.ts';
import type { Action } from './sim-script.ts';
import { simControls } from './sim-controls.ts';

export interface SimulationOptions {
  /** Seed of the game's chance and of the board's fault injection. */
  seed: number;
  /** A built-in board profile name (default: the game's size). */
  board?: string;
  /** How many simulated boards (a game with seats takes one per seat); default 1. */
  boards?: number;
  settleMs?: number;
  /** Simulated board settings (scan rate, debounce, protocol version, baud rate…). */
  boardOptions?: Partial<Omit<SimBoardOptions, 'profile' | 'clock'>>;
  /** Called for every host event, in order. */
  onEvent?: (e: HostEvent) => void;
}

/** A tap: the piece is put back this long after it is lifted. */
export const TAP_HOLD_MS = 200;
/** A scripted button press is held this long. */
export const PRESS_HOLD_MS = 50;

/** Board n (1-based) is "n" to the host and "sim:n" to the serial binding. */
const boardId = (n: number): string => String(n);

export class Simulation {
  readonly events: HostEvent[] = [];

  private constructor(
    readonly clock: VirtualClock,
    readonly boards: SimBoard[],
    readonly links: BoardLink[],
    readonly host: Host,
  ) {}

  /** The first board, and its link (most simulations have one). */
  get board(): SimBoard { return this.boards[0]; }
  get link(): BoardLink { return this.links[0]; }

  /** Builds the simulation, completes the board handshake (in virtual time) and starts the game. */
  static async start(game: NewGame & { seed: number }, options: SimulationOptions): Promise<Checked<Simulation>> {
    const plan = planGame({ gameId: game.game, options: game.options, board: options.board, position: game.position, rng: seededRng(game.seed) });
    if (!plan.ok) return plan;
    const { profile } = plan.value;
    const count = profile === null ? 0 : options.boards ?? 1;
    if (profile === null && (options.boards ?? 0) > 0) return { ok: false, error: `${plan.value.game.id} is played without a board` };
    const clock = new VirtualClock(0);
    const sim = createSimBinding();
    // A computer opponent decides by its node budget here, in virtual time: the same seed and
    // script always play the same game.
    const host = new Host({ clock, settleMs: options.settleMs, defaultSeed: () => game.seed, decideBot: decideByNodeBudget });
    const boards: SimBoard[] = [];
    const links: BoardLink[] = [];
    for (let n = 1; n <= count; n++) {
      const board = new SimBoard({ faultSeed: options.seed + n - 1, ...options.boardOptions, profile: profile!, clock });
      sim.attach(`sim:${n}`, board);
      const link = new BoardLink({ path: `sim:${n}`, binding: sim.binding, clock });
      host.addBoard({ id: boardId(n), path: `sim:${n}`, profile: profile!, port: link, link, sim: simControls(board) });
      boards.push(board);
      links.push(link);
    }
    const s = new Simulation(clock, boards, links, host);
    host.events$.subscribe((e) => { s.events.push(e); options.onEvent?.(e); });
    // The game's pieces stand where its position expects them before the boards power up.
    const started = host.startGame(boards.map((_, i) => boardId(i + 1)), game);
    if (!started.ok) return started;
    for (const link of links) {
      const opened = await s.settle(link.open(), 10_000);
      if (opened === undefined) return { ok: false, error: 'a simulated board did not answer within 10 s of virtual time' };
      if (!opened.ok) return { ok: false, error: opened.error.message };
    }
    return { ok: true, value: s };
  }

  get game(): GameDetail { return this.host.games()[0]; }

  /** Advances virtual time until the promise settles (or `limitMs` passes). */
  async settle<T>(promise: Promise<T>, limitMs: number): Promise<T | undefined> {
    let done = false;
    let value: T | undefined;
    void promise.then((v) => { done = true; value = v; });
    const end = this.clock.now() + limitMs;
    while (!done && this.clock.now() < end) await this.clock.advanceBy(1);
    return value;
  }

  async runTo(t: number): Promise<void> { await this.clock.advanceTo(t); }

  /**
   * Applies one scripted action on board `on` (a number, 1-based, or a seat whose area's board it
   * is); cells are named in the game's own notation.
   */
  apply(action: Action, on: number | string = 1): Checked<null> {
    const gameId = this.game.id;
    switch (action.kind) {
      case 'sticks': return done(this.host.cast(gameId, action.heads));
      case 'choose': return done(this.host.choose(gameId, action.value));
      case 'move': return done(this.host.play(gameId, action.move));
      case 'entry': return done(this.host.enter(gameId, action.value));
      default: break;
    }
    const where = this.boardOn(on);
    if (!where.ok) return where;
    const { n, seat } = where.value;
    const board = this.boards[n - 1];
    switch (action.kind) {
      case 'lift':
      case 'place': return this.host.simulate(boardId(n), action.kind, action.cells, seat);
      case 'tap': {
        const lifted = this.host.simulate(boardId(n), 'lift', [action.cell], seat);
        if (!lifted.ok) return lifted;
        this.clock.setTimeout(() => void this.host.simulate(boardId(n), 'place', [action.cell], seat), TAP_HOLD_MS);
        return { ok: true, value: null };
      }
      case 'press':
        // A board with that button presses it through the wire; any other, as the dashboard does.
        if (board.buttonNames.includes(action.button)) { board.setButton(action.button, true); this.clock.setTimeout(() => board.setButton(action.button, false), PRESS_HOLD_MS); return { ok: true, value: null }; }
        return done(this.host.press(gameId, action.button));
      case 'bounce': {
        const cell = this.host.boardCell(boardId(n), action.cell, seat);
        if (!cell.ok) return cell;
        board.bounce(cell.value, action.ms);
        return { ok: true, value: null };
      }
      case 'unplug': board.unplug(); return { ok: true, value: null };
      case 'replug': board.replug(); return { ok: true, value: null };
    }
  }

  /**
   * Whether a scripted action could be applied at all: its board or seat exists and its cells are
   * on that board. Nothing happens; a script is checked whole before it runs.
   */
  check(action: Action, on: number | string = 1): Checked<null> {
    const named = action.kind === 'lift' || action.kind === 'place' ? action.cells : action.kind === 'tap' || action.kind === 'bounce' ? [action.cell] : null;
    if (named === null && action.kind !== 'unplug' && action.kind !== 'replug' && action.kind !== 'press') return { ok: true, value: null };
    const where = this.boardOn(on);
    if (!where.ok) return where;
    for (const name of named ?? []) {
      const cell = this.host.boardCell(boardId(where.value.n), name, where.value.seat);
      if (!cell.ok) return cell;
    }
    return { ok: true, value: null };
  }

  /** The board a physical step is on: by number, or the board holding a seat's area. */
  private boardOn(on: number | string): Checked<{ n: number; seat?: string }> {
    if (typeof on === 'number') return this.boards[on - 1] ? { ok: true, value: { n: on } } : { ok: false, error: `there is no board ${on}` };
    const area = this.game.areas.find((a) => a.seat === on || a.id === on);
    if (!area) return { ok: false, error: `"${on}" is no seat of this game (${this.game.areas.map((a) => a.seat ?? a.id).join(', ')})` };
    if (area.board === null) return { ok: false, error: `${on}'s area is on no board: enter its moves with "move"` };
    return { ok: true, value: { n: Number(area.board), seat: on } };
  }

  /** The board cell of a cell named in the game's notation. */
  cell(name: string, on = 1): number {
    const cell = this.host.boardCell(boardId(on), name);
    if (!cell.ok) throw new Error(cell.error);
    return cell.value;
  }

  async stop(): Promise<void> {
    for (const link of this.links) await this.settle(link.close(), 1000);
    this.host.close();
    for (const board of this.boards) board.dispose();
  }
}

function done(result: Checked<unknown>): Checked<null> { return result.ok ? { ok: true, value: null } : result; }
