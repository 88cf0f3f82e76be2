// A broken board that babbles: a SerialDevice around a board whose line to the host also carries
// noise without a frame END (a floating RX pin, a wrong-speed UART, a crashed firmware printing),
// paced on the injected clock. The noise either comes between the board's own frames (each
// frame's leading END then ends the noise) or drowns them (the host hears nothing else).
import { SLIP_END } from '../hardware/index.ts';
import type { Clock, TimerHandle } from '../hardware/index.ts';
import type { SerialDevice } from './binding.ts';
import type { HostConnection, HostEndpoint } from './board.ts';

export interface Babble {
  bytesPerSecond: number;
  /** True: the host hears only the noise; false: the noise comes between the board's frames. */
  drown: boolean;
}

const TICK_MS = 10;

export class Babbler implements SerialDevice {
  private babble: Babble | null = null;
  private seed: number;
  /** Noise bytes that reached the host so far. */
  bytesSent = 0;

  constructor(private readonly board: SerialDevice, private readonly clock: Clock, seed = 1) {
    this.seed = seed >>> 0 || 1;
  }

  get firmwareId(): string { return this.board.firmwareId; }
  get isPlugged(): boolean { return this.board.isPlugged; }
  get hostAttached(): boolean { return this.board.hostAttached; }

  /** Starts (or changes) the noise; null stops it. */
  setBabble(babble: Babble | null): void {
    if (babble !== null && !(Number.isFinite(babble.bytesPerSecond) && babble.bytesPerSecond > 0)) {
      throw new RangeError(`bytesPerSecond must be a positive number (got ${babble.bytesPerSecond})`);
    }
    this.babble = babble;
  }

  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
    const inner = this.board.connectHost({
      receive: (bytes) => { if (!this.babble?.drown) endpoint.receive(bytes); },
      lost: () => endpoint.lost(),
    }, hostBaudRate);
    let timer: TimerHandle | undefined;
    let owed = 0;
    let last = this.clock.now();
    const tick = (): void => {
      const now = this.clock.now();
      const elapsedMs = now - last; // by the clock, not the tick: a late timer owes more bytes
      last = now;
      if (this.babble !== null) {
        owed += (this.babble.bytesPerSecond * elapsedMs) / 1000;
        const n = Math.floor(owed);
        owed -= n;
        if (n > 0) { endpoint.receive(this.noise(n)); this.bytesSent += n; }
      } else {
        owed = 0;
      }
      timer = this.clock.setTimeout(tick, TICK_MS);
    };
    timer = this.clock.setTimeout(tick, TICK_MS);
    return {
      ...inner,
      detach: () => {
        if (timer !== undefined) this.clock.clearTimeout(timer);
        timer = undefined;
        inner.detach();
      },
    };
  }

  /** Seeded bytes, never END, so they never end a frame. */
  private noise(length: number): Uint8Array {
    const out = new Uint8Array(length);
    let x = this.seed;
    for (let i = 0; i < length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const b = x >>> 24;
      out[i] = b === SLIP_END ? 0x5a : b;
    }
    this.seed = x;
    return out;
  }
}
