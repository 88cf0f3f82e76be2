// The USB–serial bridge between an emulated chip's UART and the host, as both emulated boards
// (our firmware's Mega, StandardFirmata's Uno) have it: the bytes the UART sends reach the host
// when their last bit has (never in the past); the two ends garble each other's bytes when their
// speeds are more than 5 % apart, as real UARTs do; a pulled cable tells the host its port is gone.
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { HostConnection, HostEndpoint } from '../board.ts';

/**
 * A byte the chip's UART wrote at `sentCycle`, at `baudRate` (the chip's speed then: a switch
 * right after it does not garble it); its last bit reaches the host at `arrivalCycle`.
 */
export interface SentByte { byte: number; sentCycle: number; arrivalCycle: number; baudRate?: number }

/** The chip's side of the host's connection. */
export interface ChipEnd {
  /** Bytes from the host, to be carried to the chip's UART. */
  write(bytes: Uint8Array): void;
  drained(): Promise<void>;
}

export class UsbSerialBridge {
  hostBaudRate: number;
  /** Bytes delivered to the host's end, and of those the ones no host had open. */
  bytesToHost = 0;
  bytesUnread = 0;
  private host: HostEndpoint | undefined;
  private pending: SentByte[] = [];
  private readonly timers = new Set<TimerHandle>();

  constructor(
    private readonly clock: Clock,
    private readonly msOfCycle: (cycle: number) => number,
    baudRate: number,
    /** Told of every byte handed on to the host (the bench's wire trace). */
    private readonly onFlushed?: (sent: SentByte) => void,
  ) {
    this.hostBaudRate = baudRate;
  }

  get attached(): boolean { return this.host !== undefined; }

  /** The host opens its port: its bytes go to `chip`, the chip's bytes to `endpoint`. */
  connect(endpoint: HostEndpoint, hostBaudRate: number, chip: ChipEnd): HostConnection {
    if (this.host !== undefined) throw new Error('a host is already attached');
    this.host = endpoint;
    this.hostBaudRate = hostBaudRate;
    const attached = (): boolean => this.host === endpoint;
    return {
      write: (bytes) => { if (attached()) chip.write(bytes); },
      drained: () => chip.drained(),
      setBaudRate: (baud) => { if (attached()) this.hostBaudRate = baud; },
      detach: () => { if (attached()) this.host = undefined; },
    };
  }

  /** The chip's UART sent a byte; it is handed on at the next flush. */
  send(sent: SentByte): void { this.pending.push(sent); }

  /** The byte as the receiving end reads it, the chip's UART running at `chipBaudRate`. */
  garble(byte: number, chipBaudRate: number | undefined): number {
    const chip = chipBaudRate ?? this.hostBaudRate;
    return Math.abs(chip - this.hostBaudRate) / this.hostBaudRate > 0.05 ? byte ^ 0x5a : byte;
  }

  /** Hands what the chip sent so far to the host, arriving when the last byte's last bit does. */
  flush(chipBaudRate: number | undefined): void {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    const bytes = Uint8Array.from(pending, (p) => this.garble(p.byte, p.baudRate ?? chipBaudRate));
    if (this.onFlushed) for (const p of pending) this.onFlushed(p);
    const arrivalMs = this.msOfCycle(pending[pending.length - 1].arrivalCycle);
    const timer: TimerHandle = this.clock.setTimeout(() => {
      this.timers.delete(timer);
      this.bytesToHost += bytes.length;
      if (this.host === undefined) this.bytesUnread += bytes.length;
      else this.host.receive(bytes);
    }, Math.max(0, arrivalMs - this.clock.now()));
    this.timers.add(timer);
  }

  /** The cable is pulled: nothing more arrives, and the host's port is gone. */
  unplug(): void {
    this.cancel();
    const host = this.host;
    this.host = undefined;
    host?.lost();
  }

  /** The end of a test: the bridge's timers stop and no host remains. */
  dispose(): void {
    this.cancel();
    this.host = undefined;
  }

  private cancel(): void {
    for (const t of this.timers) this.clock.clearTimeout(t);
    this.timers.clear();
  }
}
