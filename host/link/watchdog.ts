// Heartbeat and dead-link detection on the injected clock: PING when the board has been quiet
// for heartbeatMs, declare the link dead when nothing at all arrived for deadAfterMs. Two
// self-rescheduling timers instead of re-arming on every frame (STATE can come at 1 kHz).
import type { Clock, TimerHandle } from '../../hardware/index.ts';

export interface WatchdogOptions {
  clock: Clock;
  heartbeatMs: number;
  deadAfterMs: number;
  ping(): void;
  dead(silentMs: number): void;
}

const EPSILON_MS = 1e-6; // virtual time may be fractional; never spin on rounding

export class Watchdog {
  private lastHeardAt = 0;
  private lastPingAt = -Infinity;
  private heartbeatTimer: TimerHandle | undefined;
  private deadTimer: TimerHandle | undefined;

  constructor(private readonly options: WatchdogOptions) {}

  /** Starts watching, counting the board as heard just now. */
  start(): void {
    this.stop();
    this.lastHeardAt = this.options.clock.now();
    this.lastPingAt = -Infinity;
    this.scheduleHeartbeat(this.options.heartbeatMs);
    this.scheduleDeadCheck(this.options.deadAfterMs);
  }

  stop(): void {
    if (this.heartbeatTimer) this.options.clock.clearTimeout(this.heartbeatTimer);
    if (this.deadTimer) this.options.clock.clearTimeout(this.deadTimer);
    this.heartbeatTimer = undefined;
    this.deadTimer = undefined;
  }

  /** A valid frame arrived. */
  heard(): void {
    this.lastHeardAt = this.options.clock.now();
  }

  private scheduleHeartbeat(delay: number): void {
    this.heartbeatTimer = this.options.clock.setTimeout(() => this.heartbeat(), Math.max(delay, 0));
  }

  /** PING when the board has been quiet for heartbeatMs (and we have not just pinged). */
  private heartbeat(): void {
    const { clock, heartbeatMs } = this.options;
    const now = clock.now();
    const quietSince = Math.max(this.lastHeardAt, this.lastPingAt);
    if (now - quietSince >= heartbeatMs - EPSILON_MS) {
      this.lastPingAt = now;
      this.scheduleHeartbeat(heartbeatMs);
      this.options.ping();
    } else {
      this.scheduleHeartbeat(quietSince + heartbeatMs - now);
    }
  }

  private scheduleDeadCheck(delay: number): void {
    this.deadTimer = this.options.clock.setTimeout(() => this.deadCheck(), Math.max(delay, 0));
  }

  private deadCheck(): void {
    const { clock, deadAfterMs } = this.options;
    const silent = clock.now() - this.lastHeardAt;
    if (silent >= deadAfterMs - EPSILON_MS) {
      this.deadTimer = undefined;
      this.stop();
      this.options.dead(silent);
    } else {
      this.scheduleDeadCheck(deadAfterMs - silent);
    }
  }
}
