// LEDS flow control: at most one LEDS frame in flight (the board's LED output blocks its UART,
// so it must finish showing a frame before it can take the next). Newer frames wait; only the
// newest waiting one is sent (latest wins). A lost ACK costs one resend, then the link moves on.
// The transmitter may send a frame as a delta on the last shown one; a resend is always whole
// (whether the board showed the first copy is unknown).
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { LedsFrame } from './types.ts';

export interface LedsQueueDeps {
  clock: Clock;
  ackTimeoutMs: number;
  /** Writes a LEDS frame (`whole`: never as a delta), returns the seq it was given. */
  transmit(frame: LedsFrame, whole: boolean): number;
  shown(seq: number, at: number): void;
  ackTimedOut(seq: number, willResend: boolean): void;
}

interface InFlight {
  frame: LedsFrame;
  /** Every seq this frame went out with (the original and the resend): a late ACK of either counts. */
  seqs: number[];
  resent: boolean;
  timer: TimerHandle;
  /** When the ACK wait runs out. */
  deadline: number;
  /** The wait was stretched once because the host itself was late to look (see timedOut). */
  stretched: boolean;
}

/**
 * A timer that fires this much after its time was kept from firing by the host's own work (its
 * event loop busy): an ACK may be waiting unread in the input, so the host looks once more,
 * STRETCH_MS later, before it calls the ACK lost.
 */
const LATE_MS = 50;
const STRETCH_MS = 50;

export class LedsQueue {
  private latest: LedsFrame | undefined;
  private waiting: LedsFrame | undefined;
  private inFlight: InFlight | undefined;
  private active = false;

  constructor(private readonly deps: LedsQueueDeps) {}

  /** True while a frame waits for its ACK. */
  get busy(): boolean { return this.inFlight !== undefined; }

  /** The newest frame asked for (what the board should show). */
  get current(): LedsFrame | undefined { return this.latest; }

  request(frame: LedsFrame): void {
    this.latest = frame;
    if (!this.active || this.inFlight) this.waiting = frame;
    else this.send(frame);
  }

  ack(ackedSeq: number): void {
    const flight = this.inFlight;
    if (!flight || !flight.seqs.includes(ackedSeq)) return; // stale or foreign ACK
    this.deps.clock.clearTimeout(flight.timer);
    this.inFlight = undefined;
    this.deps.shown(ackedSeq, this.deps.clock.now());
    this.sendWaiting();
  }

  /** The board could not apply the frame `seq` as a delta (ERROR NO_BASE): send it whole now. */
  refusedDelta(seq: number): void {
    const flight = this.inFlight;
    if (!flight || !flight.seqs.includes(seq)) return;
    this.deps.clock.clearTimeout(flight.timer);
    flight.seqs.push(this.deps.transmit(flight.frame, true));
    Object.assign(flight, this.waitForAck());
  }

  /** The link is down: whatever was in flight is gone with the board's power. */
  suspend(): void {
    this.active = false;
    this.dropInFlight();
    this.waiting = undefined;
  }

  /** A fresh board (first connect, reconnect or reboot): it shows nothing, so send the newest frame. */
  resume(): void {
    this.active = true;
    this.dropInFlight();
    this.waiting = undefined;
    if (this.latest) this.send(this.latest);
  }

  private sendWaiting(): void {
    const next = this.waiting;
    this.waiting = undefined;
    if (next && this.active) this.send(next);
  }

  private send(frame: LedsFrame): void {
    const seq = this.deps.transmit(frame, false);
    this.inFlight = { frame, seqs: [seq], resent: false, ...this.waitForAck() };
  }

  /** Waits ackTimeoutMs for the ACK of the frame in flight (again, after a resend). */
  private waitForAck(): Pick<InFlight, 'timer' | 'deadline' | 'stretched'> {
    const { clock, ackTimeoutMs } = this.deps;
    return { timer: clock.setTimeout(() => this.timedOut(), ackTimeoutMs), deadline: clock.now() + ackTimeoutMs, stretched: false };
  }

  private timedOut(): void {
    const flight = this.inFlight;
    if (!flight) return;
    const { clock } = this.deps;
    // Fired late: the host was busy, not the board slow. Timers run before input is read, so
    // an ACK that came meanwhile has not been seen yet: look again shortly before calling it lost.
    if (!flight.stretched && clock.now() - flight.deadline > LATE_MS) {
      flight.stretched = true;
      flight.timer = clock.setTimeout(() => this.timedOut(), STRETCH_MS);
      return;
    }
    const lastSeq = flight.seqs[flight.seqs.length - 1];
    if (!flight.resent) {
      this.deps.ackTimedOut(lastSeq, true);
      flight.resent = true;
      flight.seqs.push(this.deps.transmit(flight.frame, true));
      Object.assign(flight, this.waitForAck());
      return;
    }
    this.deps.ackTimedOut(lastSeq, false);
    this.inFlight = undefined;
    this.sendWaiting();
  }

  private dropInFlight(): void {
    if (this.inFlight) this.deps.clock.clearTimeout(this.inFlight.timer);
    this.inFlight = undefined;
  }
}
