// The USB cable pulled every few seconds, and how long the host takes to be whole again after
// each replug: from the replug to the link ready (handshake done), and to the board state
// matched (the host reads what the board reads, and the board shows the lights the host wants).
import { toBoardCell, toViewCell, type Clock } from '../../hardware/index.ts';
import type { BoardLink, Host } from '../../host/index.ts';
import type { SimBoard } from '../../firmware-sim/index.ts';
import type { Rng } from '../../rules/index.ts';

export interface UnplugCadence {
  /** Plugged in for this long (ms, drawn uniformly) … */
  inMs: [number, number];
  /** … then out for this long. */
  outMs: [number, number];
}

export interface Resync {
  /** Replug → link ready. */
  readyMs: number;
  /** Replug → link ready and board state matched. */
  matchedMs: number;
}

export class ResyncMeter {
  readonly resyncs: Resync[] = [];
  unplugs = 0;
  /** Replugs followed by another unplug before the host was whole again. */
  unfinished = 0;
  private replugAt: number | null = null;
  private readyAt: number | null = null;
  private timer: { id: number } | null = null;
  private stopped = false;
  private readonly cleanup: (() => void)[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly host: Host,
    private readonly boardId: string,
    private readonly board: SimBoard,
    link: BoardLink,
  ) {
    const check = (): void => this.check();
    const subs = [
      link.status$.subscribe((s) => {
        if (s.state === 'ready' && this.replugAt !== null && this.readyAt === null) this.readyAt = this.clock.now();
        check();
      }),
      link.states$.subscribe(check),
      link.ledsShown$.subscribe(check),
    ];
    this.cleanup.push(() => subs.forEach((s) => s.unsubscribe()));
  }

  /** Pulls and puts back the cable on a seeded cadence until stop(). */
  run(cadence: UnplugCadence, rng: Rng): void {
    const draw = ([lo, hi]: [number, number]): number => rng.int(lo, hi);
    const plugOut = (): void => {
      if (this.stopped) return;
      if (this.replugAt !== null) this.unfinished++;
      this.replugAt = null;
      this.readyAt = null;
      this.unplugs++;
      this.board.unplug();
      this.timer = this.clock.setTimeout(plugIn, draw(cadence.outMs));
    };
    const plugIn = (): void => {
      if (this.stopped) return;
      this.board.replug();
      this.replugAt = this.clock.now();
      this.timer = this.clock.setTimeout(plugOut, draw(cadence.inMs));
    };
    this.timer = this.clock.setTimeout(plugOut, draw(cadence.inMs));
  }

  /** Stops pulling the cable, and plugs it back in if it is out. */
  stop(): void {
    this.stopped = true;
    if (this.timer) this.clock.clearTimeout(this.timer);
    if (!this.board.isPlugged) {
      this.board.replug();
      this.replugAt = this.clock.now();
    }
  }

  get waiting(): boolean { return this.replugAt !== null; }

  dispose(): void { for (const c of this.cleanup) c(); }

  /** Looks whether the host is whole again (run on every frame in or lights shown, and by the driver). */
  check(): void {
    if (this.replugAt === null || this.readyAt === null) return;
    if (!this.matched()) return;
    const now = this.clock.now();
    this.resyncs.push({ readyMs: round(this.readyAt - this.replugAt), matchedMs: round(now - this.replugAt) });
    this.replugAt = null;
    this.readyAt = null;
  }

  private matched(): boolean {
    const detail = this.host.board(this.boardId);
    if (!detail || detail.link.state !== 'ready') return false;
    const { profile } = detail;
    const reads = this.board.debouncedOccupancy();
    const hostKnows = new Set(detail.occupancy);
    for (let view = 0; view < detail.cells.length; view++) {
      if (reads[toBoardCell(profile, view)] !== hostKnows.has(detail.cells[view])) return false;
    }
    const shown = this.board.shownLeds();
    for (let cell = 0; cell < shown.length; cell++) {
      const want = detail.leds[detail.cells[toViewCell(profile, cell)]];
      const led = shown[cell];
      if (want === undefined ? led.r + led.g + led.b !== 0 : led.r !== want.r || led.g !== want.g || led.b !== want.b || led.blink !== want.blink) return false;
    }
    return true;
  }
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;
