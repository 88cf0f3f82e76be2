// LEDS flow control: at most one LEDS frame in flight (the board's LED output blocks its UART,
// so it must finish showing a frame before it can take the next). Newer frames wait; only the
// newest waiting one is sent (latest wins). A lost ACK costs one resend, then the link moves on.
// The transmitter may send a frame as a delta on the last shown one; a resend is always whole
// (whether the board showed the first copy is unknown).
import type { Clock } from '../../hardware/index.ts';
import { patientTimeout, type PatientTimer } from '../patient-timer.ts';
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
  /** The wait for its ACK; patient: a host busy past it looks once more before calling the ACK lost. */
  timer: PatientTimer;
}

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
    flight.timer.cancel();
    this.inFlight = undefined;
    this.deps.shown(ackedSeq, this.deps.clock.now());
    this.sendWaiting();
  }

  /** The board could not apply the frame `seq` as a delta (ERROR NO_BASE): send it whole now. */
  refusedDelta(seq: number): void {
    const flight = this.inFlight;
    if (!flight || !flight.seqs.includes(seq)) return;
    flight.timer.cancel();
    flight.seqs.push(this.deps.transmit(flight.frame, true));
    flight.timer = this.waitForAck();
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
    this.inFlight = { frame, seqs: [seq], resent: false, timer: this.waitForAck() };
  }

  /** Waits ackTimeoutMs for the ACK of the frame in flight (again, after a resend). */
  private waitForAck(): PatientTimer {
    return patientTimeout(this.deps.clock, this.deps.ackTimeoutMs, () => this.timedOut());
  }

  private timedOut(): void {
    const flight = this.inFlight;
    if (!flight) return;
    const lastSeq = flight.seqs[flight.seqs.length - 1];
    if (!flight.resent) {
      this.deps.ackTimedOut(lastSeq, true);
      flight.resent = true;
      flight.seqs.push(this.deps.transmit(flight.frame, true));
      flight.timer = this.waitForAck();
      return;
    }
    this.deps.ackTimedOut(lastSeq, false);
    this.inFlight = undefined;
    this.sendWaiting();
  }

  private dropInFlight(): void {
    this.inFlight?.timer.cancel();
    this.inFlight = undefined;
  }
}
