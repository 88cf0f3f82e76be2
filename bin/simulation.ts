// The whole product on a simulated board in virtual time: simulated board ⇄ serialport stream
// path ⇄ host link ⇄ host (table: sensing, detector, session, lights). Used by `simulate`, the
// end-to-end tests and the bench. Deterministic for a given game, seed and action sequence.
import { toBoardCell, VirtualClock } from '../hardware/index.ts';
import { SimBoard, createSimBinding, type SimBoardOptions } from '../firmware-sim/index.ts';
import { BoardLink, Host, planGame, type Checked, type GameDetail, type HostEvent, type NewGame } from '../host/index.ts';
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
    const { profile, game: rules, state } = plan.value;
    const count = options.boards ?? 1;
    const seats: (string | undefined)[] = rules.seats?.(state) ?? [undefined];
    if (count > seats.length) return { ok: false, error: seats.length === 1 ? `${rules.id} is played on one board` : `${rules.id} has ${seats.length} seats here, not ${count}` };
    const clock = new VirtualClock(0);
    const sim = createSimBinding();
    const host = new Host({ clock, settleMs: options.settleMs, defaultSeed: () => game.seed });
    const boards: SimBoard[] = [];
    const links: BoardLink[] = [];
    for (let n = 1; n <= count; n++) {
      const board = new SimBoard({ faultSeed: options.seed + n - 1, ...options.boardOptions, profile, clock });
      // Pieces stand where the starting position expects them before the board powers up.
      const seat = seats[n - 1];
      const expected = seat !== undefined && rules.occupancyOf ? rules.occupancyOf(state, seat) : rules.occupancy(state);
      board.place(expected.toArray().map((c: number) => toBoardCell(profile, c)));
      sim.attach(`sim:${n}`, board);
      const link = new BoardLink({ path: `sim:${n}`, binding: sim.binding, clock });
      host.addBoard({ id: boardId(n), path: `sim:${n}`, profile, port: link, link, sim: simControls(board) });
      boards.push(board);
      links.push(link);
    }
    const s = new Simulation(clock, boards, links, host);
    host.events$.subscribe((e) => { s.events.push(e); options.onEvent?.(e); });
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

  /** Applies one scripted action on board `on` (1-based); cells are named in the game's own notation. */
  apply(action: Action, on = 1): Checked<null> {
    const gameId = this.game.id;
    const board = this.boards[on - 1];
    if (!board) return { ok: false, error: `there is no board ${on}` };
    switch (action.kind) {
      case 'lift':
      case 'place': return this.host.simulate(boardId(on), action.kind, action.cells);
      case 'bounce': {
        const cell = this.host.boardCell(boardId(on), action.cell);
        if (!cell.ok) return cell;
        board.bounce(cell.value, action.ms);
        return { ok: true, value: null };
      }
      case 'unplug': board.unplug(); return { ok: true, value: null };
      case 'replug': board.replug(); return { ok: true, value: null };
      case 'sticks': return done(this.host.cast(gameId, action.heads));
      case 'choose': return done(this.host.choose(gameId, action.value));
    }
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
