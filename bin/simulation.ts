// The whole product on simulated boards in virtual time: simulated board ⇄ serialport stream
// path ⇄ host link ⇄ table (sensing, detector, session, lights). Used by `simulate`, the
// end-to-end tests and the bench. Deterministic for a given plan, seed and action sequence.
import { toBoardCell, VirtualClock, type BoardProfile } from '../hardware/index.ts';
import { SimBoard, createSimBinding, type SimBoardOptions } from '../firmware-sim/index.ts';
import { BoardLink, Table, type HostEvent } from '../host/index.ts';
import { seededRng } from '../rules/index.ts';
import { sessionFor, type Checked, type GamePlan } from './game-setup.ts';
import type { Action } from './sim-script.ts';

export interface SimulationOptions {
  seed: number;
  settleMs?: number;
  /** Simulated board settings (scan rate, debounce, protocol version, baud rate…). */
  board?: Partial<Omit<SimBoardOptions, 'profile' | 'clock'>>;
  /** Called for every host event, in order. */
  onEvent?: (e: HostEvent) => void;
}

export class Simulation {
  readonly clock = new VirtualClock(0);
  readonly board: SimBoard;
  readonly link: BoardLink;
  readonly table: Table;
  readonly events: HostEvent[] = [];
  private readonly profile: BoardProfile;

  private constructor(readonly plan: GamePlan, options: SimulationOptions) {
    this.profile = plan.profile;
    const sim = createSimBinding();
    this.board = new SimBoard({ faultSeed: options.seed, ...options.board, profile: plan.profile, clock: this.clock });
    const path = 'sim:1';
    sim.attach(path, this.board);
    // Pieces stand where the starting position expects them before the board powers up.
    this.board.place(plan.game.occupancy(plan.state).toArray().map((c: number) => toBoardCell(this.profile, c)));
    this.link = new BoardLink({ path, binding: sim.binding, clock: this.clock });
    const session = sessionFor(plan, seededRng(options.seed));
    this.table = new Table({ id: '1', port: this.link, profile: plan.profile, session, clock: this.clock, settleMs: options.settleMs });
    this.table.events$.subscribe((e) => {
      this.events.push(e);
      options.onEvent?.(e);
    });
  }

  /** Builds the simulation and completes the board handshake (in virtual time). */
  static async start(plan: GamePlan, options: SimulationOptions): Promise<Checked<Simulation>> {
    const sim = new Simulation(plan, options);
    sim.table.start();
    const opened = await sim.settle(sim.link.open(), 10_000);
    if (opened === undefined) return { ok: false, error: 'the simulated board did not answer within 10 s of virtual time' };
    if (!opened.ok) return { ok: false, error: opened.error.message };
    return { ok: true, value: sim };
  }

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
    const cell = (name: string): Checked<number> => {
      const geometry = { rows: this.profile.rows, cols: this.profile.cols };
      const c = this.plan.game.parseCell(name, geometry);
      return c === null ? { ok: false, error: `unknown cell "${name}"` } : { ok: true, value: toBoardCell(this.profile, c) };
    };
    const cells = (names: string[]): Checked<number[]> => {
      const out: number[] = [];
      for (const n of names) {
        const c = cell(n);
        if (!c.ok) return c;
        out.push(c.value);
      }
      return { ok: true, value: out };
    };
    switch (action.kind) {
      case 'lift':
      case 'place': {
        const cs = cells(action.cells);
        if (!cs.ok) return cs;
        if (action.kind === 'lift') this.board.lift(cs.value);
        else this.board.place(cs.value);
        break;
      }
      case 'bounce': {
        const c = cell(action.cell);
        if (!c.ok) return c;
        this.board.bounce(c.value, action.ms);
        break;
      }
      case 'unplug': this.board.unplug(); break;
      case 'replug': this.board.replug(); break;
      case 'sticks': this.table.cast(action.heads); break;
      case 'choose': this.table.choose(action.value); break;
    }
    return { ok: true, value: null };
  }

  async stop(): Promise<void> {
    const closing = this.link.close();
    await this.settle(closing, 1000);
    this.table.stop();
  }
}
