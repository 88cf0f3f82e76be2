// At most one run per gap, and always one after the last poke: a burst of changes is published
// once at once and once more when the gap has passed, with what holds then. Time from the injected
// clock, so tests run it in virtual time.
import type { Clock, TimerHandle } from '../../hardware/index.ts';

export class Throttle {
  private last: number | null = null;
  private pending: TimerHandle | null = null;

  constructor(private readonly clock: Clock, private readonly gapMs: number, private readonly run: () => void) {}

  /** Something changed: run now (off the caller's stack), or once the gap since the last run has passed. */
  poke(): void {
    if (this.pending !== null) return;
    const delay = this.last === null ? 0 : Math.max(0, this.last + this.gapMs - this.clock.now());
    this.pending = this.clock.setTimeout(() => {
      this.pending = null;
      this.last = this.clock.now();
      this.run();
    }, delay);
  }

  cancel(): void {
    if (this.pending !== null) this.clock.clearTimeout(this.pending);
    this.pending = null;
  }
}
