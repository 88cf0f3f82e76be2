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
  settleMs?: number;
  /** Simulated board settings (scan rate, debounce, protocol version, baud rate…). */
  boardOptions?: Partial<Omit<SimBoardOptions, 'profile' | 'clock'>>;
  /** Called for every host event, in order. */
  onEvent?: (e: HostEvent) => void;
}

const BOARD_ID = '1';

export class Simulation {
  readonly events: HostEvent[] = [];

  private constructor(
    readonly clock: VirtualClock,
    readonly board: SimBoard,
    readonly link: BoardLink,
    readonly host: Host,
  ) {}

  /** Builds the simulation, completes the board handshake (in virtual time) and starts the game. */
  static async start(game: NewGame & { seed: number }, options: SimulationOptions): Promise<Checked<Simulation>> {
    const plan = planGame({ gameId: game.game, options: game.options, board: options.board, position: game.position, rng: seededRng(game.seed) });
    if (!plan.ok) return plan;
    const { profile } = plan.value;
    const clock = new VirtualClock(0);
    const sim = createSimBinding();
    const board = new SimBoard({ faultSeed: options.seed, ...options.boardOptions, profile, clock });
    // Pieces stand where the starting position expects them before the board powers up.
    board.place(plan.value.game.occupancy(plan.value.state).toArray().map((c: number) => toBoardCell(profile, c)));
    sim.attach('sim:1', board);
    const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock });
    const host = new Host({ clock, settleMs: options.settleMs, defaultSeed: () => game.seed });
    const s = new Simulation(clock, board, link, host);
    host.events$.subscribe((e) => { s.events.push(e); options.onEvent?.(e); });
    host.addBoard({ id: BOARD_ID, path: 'sim:1', profile, port: link, link, sim: simControls(board) });
    const started = host.startGame(BOARD_ID, game);
    if (!started.ok) return started;
    const opened = await s.settle(link.open(), 10_000);
    if (opened === undefined) return { ok: false, error: 'the simulated board did not answer within 10 s of virtual time' };
    if (!opened.ok) return { ok: false, error: opened.error.message };
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

  /** Applies one scripted action; cells are named in the game's own notation. */
  apply(action: Action): Checked<null> {
    const gameId = this.game.id;
    switch (action.kind) {
      case 'lift':
      case 'place': return this.host.simulate(BOARD_ID, action.kind, action.cells);
      case 'bounce': {
        const cell = this.host.boardCell(BOARD_ID, action.cell);
        if (!cell.ok) return cell;
        this.board.bounce(cell.value, action.ms);
        return { ok: true, value: null };
      }
      case 'unplug': this.board.unplug(); return { ok: true, value: null };
      case 'replug': this.board.replug(); return { ok: true, value: null };
      case 'sticks': return done(this.host.cast(gameId, action.heads));
      case 'choose': return done(this.host.choose(gameId, action.value));
    }
  }

  /** The board cell of a cell named in the game's notation. */
  cell(name: string): number {
    const cell = this.host.boardCell(BOARD_ID, name);
    if (!cell.ok) throw new Error(cell.error);
    return cell.value;
  }

  async stop(): Promise<void> {
    await this.settle(this.link.close(), 1000);
    this.host.close();
    this.board.dispose();
  }
}

function done(result: Checked<unknown>): Checked<null> { return result.ok ? { ok: true, value: null } : result; }
