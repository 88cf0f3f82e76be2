// Waits for a frame from the board (the answer to SET_SPEED, a PONG at a new speed, any frame
// after a probe's PING), each with its own timeout on the injected clock. The link hands every
// valid frame to `heard` and ends every wait when its connection goes.
import type { Clock, Message } from '../../hardware/index.ts';

interface Waiter {
  match(message: Message): boolean;
  done(message: Message | undefined): void;
}

export class FrameWaits {
  private waiters: Waiter[] = [];

  constructor(private readonly clock: Clock) {}

  /** Resolves with the first frame `match` accepts, or undefined after timeoutMs (or at endAll). */
  next(match: (message: Message) => boolean, timeoutMs: number): Promise<Message | undefined> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        match,
        done: (message) => {
          this.clock.clearTimeout(timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(message);
        },
      };
      const timer = this.clock.setTimeout(() => waiter.done(undefined), timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** A frame arrived: every wait it matches ends with it. */
  heard(message: Message): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.match(message)) waiter.done(message);
    }
  }

  /** The connection is gone (or the link closed): every wait ends with nothing. */
  endAll(): void {
    for (const waiter of [...this.waiters]) waiter.done(undefined);
  }
}
