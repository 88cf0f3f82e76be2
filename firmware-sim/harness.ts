// Test harness: a host that opens a simulated board through the real SerialPortStream path, with
// hardware's frame encoder/decoder, in virtual time. Used by the firmware-sim tests; bin/ may reuse it.
import { SerialPortStream } from '@serialport/stream';
import { builtinProfiles, createFrameDecoder, createFrameEncoder, VirtualClock } from '../hardware/index.ts';
import type { Decoded, Message, MessageTypeName } from '../hardware/index.ts';
import { SimBoard } from './board.ts';
import type { SimBoardOptions } from './board.ts';
import { createSimBinding } from './binding.ts';
import type { SimBinding } from './binding.ts';

type Outgoing = Message extends infer M ? (M extends Message ? Omit<M, 'seq'> : never) : never;

export interface Received { at: number; decoded: Decoded }

/** The host end of one open port: what it sent and what it decoded, with virtual arrival times. */
export class HostSide {
  readonly received: Received[] = [];
  /** Raw bytes that came out of the port, before SLIP decoding. */
  readonly bytes: number[] = [];
  closeError: (Error & { disconnected?: boolean }) | null | undefined;
  private seq = 0;
  private readonly encoder = createFrameEncoder();

  constructor(readonly port: SerialPortStream, private readonly clock: VirtualClock) {
    const decoder = createFrameDecoder();
    port.pipe(decoder);
    port.on('data', (chunk: Buffer) => { for (const b of chunk) this.bytes.push(b); });
    decoder.on('data', (decoded: Decoded) => this.received.push({ at: clock.now(), decoded }));
    this.encoder.on('data', (bytes: Buffer) => port.write(bytes));
    port.on('close', (err: (Error & { disconnected?: boolean }) | null) => { this.closeError = err; });
    port.on('error', () => { /* surfaced through closeError / open failures in tests */ });
  }

  /** Sends a message numbered with the host's own seq; returns the seq used. */
  send(message: Outgoing): number {
    const seq = this.seq;
    this.seq = (this.seq + 1) & 0xff;
    this.encoder.write({ ...message, seq } as Message);
    return seq;
  }

  /** Writes raw bytes (for corrupt frames). */
  sendBytes(bytes: number[] | Uint8Array): void {
    this.port.write(Buffer.from(bytes));
  }

  messages(type?: MessageTypeName): Message[] {
    return this.received
      .flatMap((r) => (r.decoded.ok ? [r.decoded.message] : []))
      .filter((m) => type === undefined || m.type === type);
  }

  /** Messages of one type with their arrival time. */
  timed<T extends MessageTypeName>(type: T): { at: number; message: Extract<Message, { type: T }> }[] {
    return this.received.flatMap((r) =>
      r.decoded.ok && r.decoded.message.type === type
        ? [{ at: r.at, message: r.decoded.message as Extract<Message, { type: T }> }]
        : []);
  }

  /** Messages of one type, typed (ACK, ERROR, STATE…). */
  all<T extends MessageTypeName>(type: T): Extract<Message, { type: T }>[] {
    return this.timed(type).map((t) => t.message);
  }

  /** The port to `baud` (as the host's link does for a line speed), once what it wrote has left. */
  switchBaud(baud: number): Promise<void> {
    return new Promise((resolve, reject) => this.port.update({ baudRate: baud }, (err) => (err ? reject(err) : resolve())));
  }

  decodeErrors(): number { return this.received.filter((r) => !r.decoded.ok).length; }

  clear(): void { this.received.length = 0; this.bytes.length = 0; }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.port.close((err) => (err ? reject(err) : resolve())));
  }
}

export function openPort(sim: SimBinding, path: string, clock: VirtualClock, baudRate = 115200): Promise<HostSide> {
  return new Promise((resolve, reject) => {
    const port = new SerialPortStream({ binding: sim.binding, path, baudRate, autoOpen: false });
    port.open((err) => (err ? reject(err) : resolve(new HostSide(port, clock))));
  });
}

export interface Rig { clock: VirtualClock; board: SimBoard; sim: SimBinding; host: HostSide }

/** A 9×9 board (or the given profile) at 'sim:1', opened by a host, boot chatter cleared. */
export async function createRig(options: Partial<Omit<SimBoardOptions, 'clock'>> = {}, start = 0): Promise<Rig> {
  const clock = new VirtualClock(start);
  const board = new SimBoard({ profile: builtinProfiles['9x9'], ...options, clock });
  const sim = createSimBinding();
  sim.attach('sim:1', board);
  const host = await openPort(sim, 'sim:1', clock, options.baudRate ?? 115200);
  await clock.advanceBy(20);
  host.clear();
  return { clock, board, sim, host };
}
