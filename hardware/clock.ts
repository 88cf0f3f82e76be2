// A time source shared by board-side (firmware-sim) and host-side code, so that both can run
// in injected virtual time (tests, `simulate`, bench) or in real time (the product).

export type TimerHandle = { readonly id: number };

export interface Clock {
  /** Milliseconds since an arbitrary origin; may be fractional. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The wall clock, for the real product. */
export function systemClock(): Clock {
  const origin = performance.now();
  const live = new Map<number, NodeJS.Timeout>();
  let next = 1;
  return {
    now: () => performance.now() - origin,
    setTimeout(fn, ms) {
      const id = next++;
      live.set(id, setTimeout(() => { live.delete(id); fn(); }, Math.max(0, ms)));
      return { id };
    },
    clearTimeout(handle) {
      const t = live.get(handle.id);
      if (t !== undefined) { clearTimeout(t); live.delete(handle.id); }
    },
  };
}

interface PendingTimer { id: number; at: number; fn: () => void }

/** Lets promise chains and stream callbacks (serialport's read loop, Transforms) run. */
export async function settleIo(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Virtual time: timers fire only when the owner advances the clock. Between timers the
 * event loop is drained, so bytes travelling through real stream objects arrive in order.
 * Deterministic: timers at the same instant fire in the order they were set.
 */
export class VirtualClock implements Clock {
  private t: number;
  private timers: PendingTimer[] = [];
  private nextId = 1;

  constructor(start = 0) { this.t = start; }

  now(): number { return this.t; }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const timer = { id: this.nextId++, at: this.t + Math.max(0, ms), fn };
    // Keep sorted by (at, id): insert after every timer due at or before this one.
    let i = this.timers.length;
    while (i > 0 && this.timers[i - 1].at > timer.at) i--;
    this.timers.splice(i, 0, timer);
    return { id: timer.id };
  }

  clearTimeout(handle: TimerHandle): void {
    const i = this.timers.findIndex((t) => t.id === handle.id);
    if (i >= 0) this.timers.splice(i, 1);
  }

  /** Time of the next pending timer, or undefined. */
  nextDue(): number | undefined { return this.timers[0]?.at; }

  /** Runs every timer due up to `target` (inclusive), draining I/O after each, then sets now = target. */
  async advanceTo(target: number): Promise<void> {
    await settleIo();
    for (;;) {
      const head = this.timers[0];
      if (head === undefined || head.at > target) break;
      this.timers.shift();
      this.t = Math.max(this.t, head.at);
      head.fn();
      await settleIo();
    }
    this.t = Math.max(this.t, target);
    await settleIo();
  }

  async advanceBy(ms: number): Promise<void> { await this.advanceTo(this.t + ms); }
}
