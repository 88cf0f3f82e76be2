// Whether the peer still speaks, without waiting for the broker: a host republishes its presence
// every `every` seconds (the heartbeat its presence names), so a peer heard from nothing for 1.5 ×
// that is taken as gone — a host hung with its socket open, or a cable cut, shown within 1.5 × the
// peer's heartbeat rather than when the broker gets round to its Last Will (mosquitto 2.0 checks
// keepalives only every few seconds). Any message from the peer's seat is a sign of life.
import type { Clock, TimerHandle } from '../../hardware/index.ts';

export class PeerWatch {
  private timer: TimerHandle | null = null;
  /** When the peer was last heard from (wall clock, ISO-8601), while it is silent; else null. */
  private silent: string | null = null;
  private lastHeard = '';

  constructor(
    private readonly clock: Clock,
    private readonly now: () => Date,
    /** Told when the peer turns silent (since when) or speaks again (null). */
    private readonly changed: (silentSince: string | null) => void,
  ) {}

  /** The peer said something; `everyS`: the heartbeat its presence names (undefined: not known, nothing is watched). */
  heard(everyS: number | undefined): void {
    this.lastHeard = this.now().toISOString();
    this.clear();
    if (this.silent !== null) {
      this.silent = null;
      this.changed(null);
    }
    if (everyS === undefined) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.silent = this.lastHeard;
      this.changed(this.silent);
    }, everyS * 1_500);
  }

  /** The peer said it is gone (offline): nothing more to watch until it speaks. */
  forget(): void {
    this.clear();
    this.silent = null;
  }

  /** Since when the peer has been silent past its heartbeat, or null. */
  silentSince(): string | null { return this.silent; }

  stop(): void { this.clear(); }

  private clear(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
