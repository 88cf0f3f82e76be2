// A value shown on the board for a while, then gone: a cast's heads, a move's confirmation.
import type { Clock, TimerHandle } from '../../hardware/index.ts';

export class Timed<T> {
  private current: { value: T; timer: TimerHandle } | null = null;

  constructor(private readonly clock: Clock, private readonly ms: number, private readonly onExpire: () => void) {}

  get value(): T | null { return this.current?.value ?? null; }

  show(value: T): void {
    this.clear();
    const timer = this.clock.setTimeout(() => {
      this.current = null;
      this.onExpire();
    }, this.ms);
    this.current = { value, timer };
  }

  clear(): void {
    if (this.current) this.clock.clearTimeout(this.current.timer);
    this.current = null;
  }
}
