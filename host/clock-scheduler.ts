// An rxjs scheduler driven by the injected Clock, so the sensing pipeline's time operators
// (the settle window) run in virtual time in tests and `simulate`, and in real time in the product.
import { Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import type { Clock, TimerHandle } from '../hardware/index.ts';

class ClockAction<T> extends Subscription implements SchedulerAction<T> {
  private handle: TimerHandle | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly work: (this: SchedulerAction<T>, state?: T) => void,
  ) {
    super(() => this.cancel());
  }

  schedule(state?: T, delay = 0): Subscription {
    if (this.closed) return this;
    this.cancel();
    this.handle = this.clock.setTimeout(() => {
      this.handle = undefined;
      if (!this.closed) this.work.call(this, state);
    }, delay);
    return this;
  }

  private cancel(): void {
    if (this.handle !== undefined) this.clock.clearTimeout(this.handle);
    this.handle = undefined;
  }
}

export function clockScheduler(clock: Clock): SchedulerLike {
  return {
    now: () => clock.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
      return new ClockAction<T>(clock, work).schedule(state, delay);
    },
  };
}
