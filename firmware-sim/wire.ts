// One direction of the serial line: bytes take 10 bit times each (start + 8 data + stop) at the
// sender's baud rate and are delivered at the virtual time their last byte arrives. Seeded line
// faults act per byte. The sender may change its speed (SET_SPEED): bytes already on the line keep
// their timing, later ones queue behind them at the new speed.
import type { Clock, TimerHandle } from '../hardware/index.ts';
import type { FaultRng } from './rng.ts';

export interface LineFaults {
  /** Probability that a byte arrives with one bit flipped. */
  corruptRate: number;
  /** Probability that a byte is lost. */
  dropRate: number;
  /** Probability that a byte arrives twice. */
  duplicateRate: number;
}

export const NO_LINE_FAULTS: LineFaults = { corruptRate: 0, dropRate: 0, duplicateRate: 0 };

export interface WireCounters {
  bytesSent: number;
  bytesDelivered: number;
  bytesCorrupted: number;
  bytesDropped: number;
  bytesDuplicated: number;
  /** Bytes garbled because the receiver listens at another baud rate. */
  bytesGarbled: number;
}

export const BITS_PER_BYTE = 10;

/** Milliseconds one byte occupies the line at `baudRate` (115200 baud → ~0.0868 ms). */
export function byteTimeMs(baudRate: number): number {
  return (BITS_PER_BYTE * 1000) / baudRate;
}

interface InFlight { timer: TimerHandle; bytes: Uint8Array }

export class SerialWire {
  faults: LineFaults = { ...NO_LINE_FAULTS };
  /** Set when the two ends disagree on the baud rate: every byte arrives as noise. */
  garbled = false;
  readonly counters: WireCounters = {
    bytesSent: 0, bytesDelivered: 0, bytesCorrupted: 0, bytesDropped: 0, bytesDuplicated: 0, bytesGarbled: 0,
  };
  private busyUntil = -Infinity;
  private readonly inFlight = new Set<InFlight>();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly clock: Clock,
    private baudRate: number,
    private readonly rng: FaultRng,
    private readonly deliver: (bytes: Uint8Array) => void,
  ) {}

  /** Queues bytes behind whatever is still on the line; returns the virtual time they all arrive. */
  send(bytes: Uint8Array): number {
    if (bytes.length === 0) return this.clock.now();
    this.counters.bytesSent += bytes.length;
    const { onLine, duplicates } = this.applyFaults(bytes);
    const now = this.clock.now();
    // Dropped bytes still took their time on the line; duplicates take it twice.
    const lineBytes = bytes.length + duplicates;
    const arrival = Math.max(now, this.busyUntil) + lineBytes * byteTimeMs(this.baudRate);
    this.busyUntil = arrival;
    const entry: InFlight = {
      bytes: onLine,
      timer: this.clock.setTimeout(() => {
        this.inFlight.delete(entry);
        if (entry.bytes.length > 0) {
          this.counters.bytesDelivered += entry.bytes.length;
          this.deliver(entry.bytes);
        }
        if (this.inFlight.size === 0) this.wakeIdleWaiters();
      }, arrival - now),
    };
    this.inFlight.add(entry);
    return arrival;
  }

  /** The sender's speed now: the byte time of everything sent from here on. */
  get baud(): number { return this.baudRate; }

  /** The sender switches speed: bytes sent from now on take the new byte time (queued behind the rest). */
  setBaudRate(baudRate: number): void {
    if (!(baudRate > 0)) throw new RangeError(`baud rate must be positive, got ${baudRate}`);
    this.baudRate = baudRate;
  }

  /** The virtual time the last byte sent so far has left the line (now when it is idle). */
  idleAt(): number {
    return Math.max(this.clock.now(), this.busyUntil);
  }

  /** Resolves once every byte sent so far has arrived (or was cut off). */
  whenIdle(): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The sender lost power or was reset: bytes still on the line never arrive. */
  cut(): void {
    for (const entry of this.inFlight) this.clock.clearTimeout(entry.timer);
    this.inFlight.clear();
    this.busyUntil = -Infinity;
    this.wakeIdleWaiters();
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private applyFaults(bytes: Uint8Array): { onLine: Uint8Array; duplicates: number } {
    const { corruptRate, dropRate, duplicateRate } = this.faults;
    const clean = corruptRate <= 0 && dropRate <= 0 && duplicateRate <= 0 && !this.garbled;
    if (clean) return { onLine: bytes.slice(), duplicates: 0 };
    const out: number[] = [];
    let duplicates = 0;
    for (const original of bytes) {
      if (this.rng.chance(dropRate)) { this.counters.bytesDropped++; continue; }
      let byte = original;
      if (this.rng.chance(corruptRate)) {
        byte ^= 1 << this.rng.int(0, 7);
        this.counters.bytesCorrupted++;
      }
      if (this.garbled) {
        byte = this.rng.int(0, 255);
        this.counters.bytesGarbled++;
      }
      out.push(byte);
      if (this.rng.chance(duplicateRate)) { out.push(byte); duplicates++; this.counters.bytesDuplicated++; }
    }
    return { onLine: Uint8Array.from(out), duplicates };
  }
}
