// A tiny board on the far side of a @serialport/binding-mock port, for BoardLink's tests: it
// answers HELLO, acknowledges LEDS and LEDS_DELTA, echoes PINGs and switches its line speed (and
// falls back from it) the way the protocol says a board does, and can put noise on a fast line
// (test support only); each test overrides the part it examines.
import { SerialPortMock } from 'serialport';
// These packages ship types only for `require`; with ESM they are read through that condition.
import type { MockPortBinding } from '@serialport/binding-mock' with { 'resolution-mode': 'require' };
import type {
  BindingInterface, BindingPortInterface, OpenOptions, SetOptions, UpdateOptions,
} from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { createFrameDecoder, ErrorCode, PROTOCOL_MAJOR, slipFrame } from '../../hardware/index.ts';
import type { Decoded, Hello, Message, VirtualClock } from '../../hardware/index.ts';
import type { LedsFrame } from '../link/types.ts';

export const PATH = '/dev/ttyFAKE0';
// The one MockBinding instance (the ESM build of @serialport/binding-mock would be a second one).
export const MockBinding = SerialPortMock.binding;

export type Unnumbered<M> = M extends Message ? Omit<M, 'seq'> : never;

export interface Received { at: number; message: Message }

/** A board on the far side of a MockBinding port: decodes what the host writes, answers in SLIP. */
export class FakeBoard {
  readonly received: Received[] = [];
  /** What the board answers HELLO with (protocolMajor overridable). */
  hello: Omit<Hello, 'seq'> = {
    type: 'HELLO', protocolMajor: PROTOCOL_MAJOR, protocolMinor: 0, firmwareId: 'FAKE',
    firmwareVersion: [1, 2, 3], rows: 3, cols: 3, ledKind: 1, buttons: 1, maxLedFrame: 512,
  };
  answerHello = true;
  answerPing = true;
  /** How the board meets SET_SPEED: ACK then switch, refuse (ERROR UNSUPPORTED_SPEED), or say nothing. */
  setSpeedAnswer: 'ack' | 'refuse' | 'ignore' = 'ack';
  /** False: after a switch the board never hears the host at the new speed (a cable that cannot carry it). */
  hearsNewSpeed = true;
  /** Refuse every LEDS_DELTA with ERROR NO_BASE (as a board that lost its picture would). */
  refuseDeltas = false;
  /** The board's own line speed: bytes cross only when the host's port runs at it too. */
  lineBaud = 115_200;
  /** Bytes each side sent while the two speeds differed (garbled on the line). */
  garbledToHost = 0;
  garbledToBoard = 0;
  /** Garbage bytes the noise (startNoise) sent to the host so far. */
  noiseBytes = 0;
  /** ACK a LEDS frame this long after it arrives; null: the test ACKs by hand. */
  ackAfterMs: number | null = 5;
  occupied: boolean[] = Array(9).fill(false);
  /** Line noise (startNoise): only while the line runs at one of these speeds. */
  private noise: { speeds: number[]; lostEvery: number; frames: number; byte: number; timer: ReturnType<VirtualClock['setTimeout']> | undefined } | undefined;
  private seq = 0;
  private bootAt = 0;
  private plugged = true;
  private port: FakePort | undefined;
  readonly binding: BindingInterface;

  constructor(readonly clock: VirtualClock, readonly path = PATH) {
    MockBinding.createPort(path, { echo: false, record: true });
    this.binding = {
      list: () => MockBinding.list(),
      open: async (options: OpenOptions) => {
        if (!this.plugged || options.path !== this.path) {
          throw new Error(`Error: No such file or directory, cannot open ${options.path}`);
        }
        const inner = await MockBinding.open(options);
        this.port = new FakePort(inner, (bytes) => this.fromHost(bytes));
        return this.port;
      },
    };
  }

  get isOpen(): boolean { return this.port?.isOpen ?? false; }

  /** Everything the host wrote on the current port, as recorded by the mock. */
  get recordedBytes(): number { return this.port?.inner.recording.length ?? 0; }

  sent(type: Message['type']): Received[] { return this.received.filter((r) => r.message.type === type); }

  /** Sends a frame to the host with the board's next seq. */
  emit(message: Unnumbered<Message>): number {
    const seq = this.seq;
    this.seq = (seq + 1) & 0xff;
    this.emitNumbered({ ...message, seq } as Message);
    return seq;
  }

  emitNumbered(message: Message): void {
    this.emitBytes(slipFrame(message));
  }

  emitBytes(bytes: Uint8Array): void {
    if (!this.port?.isOpen) return;
    // At another speed than the host's, every byte arrives as something else (as a real UART reads it).
    if (this.hostBaud() !== this.lineBaud) {
      this.garbledToHost += bytes.length;
      this.port.inner.emitData(Buffer.from(bytes.map((b) => b ^ 0x5a)));
      return;
    }
    this.port.inner.emitData(Buffer.from(bytes));
  }

  /** The speed the host's port runs at now. */
  hostBaud(): number { return this.port?.baudRate ?? 0; }

  emitState(): number {
    return this.emit({ type: 'STATE', uptimeMs: Math.floor(this.clock.now() - this.bootAt), occupied: [...this.occupied], buttons: [false] });
  }

  /** Skips seqs, as if frames were lost on the line. */
  skipSeq(count: number): void { this.seq = (this.seq + count) & 0xff; }

  ack(ackedSeq: number): void { this.emit({ type: 'ACK', ackedSeq }); }

  /** The USB cable is pulled: pending reads fail like a real disconnect, the path disappears. */
  unplug(): void {
    this.plugged = false;
    this.port?.disconnect();
  }

  /** Plugged in again: the board boots (seq restarts) and the path can be opened. */
  replug(): void {
    this.plugged = true;
    this.seq = 0;
    this.bootAt = this.clock.now();
  }

  /** The board reboots while connected: it announces itself with HELLO + STATE (at 115200). */
  reboot(): void {
    this.lineBaud = 115_200;
    this.rebootSilently();
    this.emit(this.hello);
    this.emitState();
  }

  /**
   * Line noise while the line runs at one of `speeds` (a cable that carries 115200 but not more):
   * `bytes` garbage bytes towards the host every `everyMs` (a fixed pseudo-random sequence, END
   * bytes among them), and every `lostEvery`-th frame of the host's lost on the way to the board.
   */
  startNoise({ speeds, everyMs = 5, bytes = 8, lostEvery = 5 }: { speeds: number[]; everyMs?: number; bytes?: number; lostEvery?: number }): void {
    this.stopNoise();
    const noise = { speeds, lostEvery, frames: 0, byte: 0x2b, timer: undefined as ReturnType<VirtualClock['setTimeout']> | undefined };
    this.noise = noise;
    const tick = () => {
      if (this.noisy()) {
        const garbage = Array.from({ length: bytes }, () => (noise.byte = (noise.byte * 97 + 61) & 0xff));
        this.port?.inner.emitData(Buffer.from(garbage));
        this.noiseBytes += bytes;
      }
      noise.timer = this.clock.setTimeout(tick, everyMs);
    };
    noise.timer = this.clock.setTimeout(tick, everyMs);
  }

  stopNoise(): void {
    if (this.noise?.timer !== undefined) this.clock.clearTimeout(this.noise.timer);
    this.noise = undefined;
  }

  /** True while noise is on and the line runs at a speed it hits. */
  private noisy(): boolean {
    return this.noise !== undefined && this.port?.isOpen === true && this.noise.speeds.includes(Math.abs(this.lineBaud));
  }

  /** A reboot whose HELLO is lost on the line: numbering and uptime restart, nothing is said. */
  rebootSilently(): void {
    this.seq = 0;
    this.bootAt = this.clock.now();
  }

  private fromHost(messages: Message[]): void {
    for (const message of messages) {
      if (this.hostBaud() !== this.lineBaud) { this.garbledToBoard++; continue; } // lost at the wrong speed
      if (this.noise && this.noisy() && ++this.noise.frames % this.noise.lostEvery === 0) continue; // lost in the noise
      this.received.push({ at: this.clock.now(), message });
      this.confirmed();
      this.answer(message);
    }
  }

  private confirmTimer: ReturnType<VirtualClock['setTimeout']> | undefined;

  private silenceTimer: ReturnType<VirtualClock['setTimeout']> | undefined;

  /**
   * A valid frame at a switched speed confirms it (the firmware's rule); at a switched speed,
   * 1.5 s without one takes the board back to 115200 (a host that went away opens there again).
   */
  private confirmed(): void {
    if (this.confirmTimer !== undefined) this.clock.clearTimeout(this.confirmTimer);
    this.confirmTimer = undefined;
    this.watchSilence();
  }

  private watchSilence(): void {
    if (this.silenceTimer !== undefined) this.clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = undefined;
    if (this.lineBaud === 115_200) return;
    this.silenceTimer = this.clock.setTimeout(() => { this.silenceTimer = undefined; this.lineBaud = 115_200; }, 1500);
  }

  private switchTo(baud: number): void {
    this.lineBaud = this.hearsNewSpeed ? baud : -baud; // a speed no host port can match
    // No valid frame at the new speed within 250 ms: back to 115200, as the firmware does.
    this.confirmTimer = this.clock.setTimeout(() => { this.confirmTimer = undefined; this.lineBaud = 115_200; }, 250);
    this.watchSilence();
  }

  private answer(message: Message): void {
    switch (message.type) {
      case 'HELLO':
        if (this.answerHello) { this.emit(this.hello); this.emitState(); }
        break;
      case 'GET_STATE': this.emitState(); break;
      case 'PING': if (this.answerPing) this.emit({ type: 'PONG', nonce: message.nonce }); break;
      case 'SET_SPEED':
        if (this.setSpeedAnswer === 'refuse') this.emit({ type: 'ERROR', code: ErrorCode.UNSUPPORTED_SPEED, detail: message.seq });
        if (this.setSpeedAnswer !== 'ack') break;
        this.ack(message.seq); // at the old speed; then the switch
        this.switchTo(message.baudRate);
        break;
      case 'LEDS_DELTA':
      case 'LEDS':
        if (message.type === 'LEDS_DELTA' && this.refuseDeltas) {
          this.emit({ type: 'ERROR', code: ErrorCode.NO_BASE, detail: message.seq });
          break;
        }
        if (this.ackAfterMs !== null) {
          const seq = message.seq;
          this.clock.setTimeout(() => this.ack(seq), this.ackAfterMs);
        }
        break;
      default: break;
    }
  }
}

/** Wraps a MockPortBinding: decodes the host's writes, and can fail reads like an unplug. */
class FakePort implements BindingPortInterface {
  private readonly decoder = createFrameDecoder();
  private failRead: ((err: Error) => void) | undefined;
  private disconnected = false;

  constructor(readonly inner: MockPortBinding, onMessages: (messages: Message[]) => void) {
    this.decoder.on('data', (d: Decoded) => { if (d.ok) onMessages([d.message]); });
  }

  get openOptions() { return this.inner.openOptions; }
  get isOpen() { return this.inner.isOpen; }

  disconnect(): void {
    this.disconnected = true;
    this.failRead?.(new Error('device reports readiness to read but returned no data (device disconnected?)'));
  }

  read(buffer: Buffer, offset: number, length: number) {
    if (this.disconnected) return Promise.reject(new Error('device disconnected'));
    return new Promise<{ buffer: Buffer; bytesRead: number }>((resolve, reject) => {
      this.failRead = reject;
      this.inner.read(buffer, offset, length).then(resolve, reject);
    });
  }

  async write(buffer: Buffer): Promise<void> {
    if (this.disconnected) throw new Error('device disconnected');
    await this.inner.write(buffer);
    this.decoder.write(buffer);
  }

  close() { return this.inner.close(); }
  /** The port's speed: the opening one, then what update() set. */
  get baudRate(): number { return this.speed ?? this.inner.openOptions.baudRate; }
  private speed: number | undefined;

  async update(options: UpdateOptions): Promise<void> {
    await this.inner.update(options);
    this.speed = options.baudRate;
  }
  set(options: SetOptions) { return this.inner.set(options); }
  get() { return this.inner.get(); }
  getBaudRate() { return this.inner.getBaudRate(); }
  flush() { return this.inner.flush(); }
  drain() { return this.inner.drain(); }
}

export function ledsFrame(colour: number): LedsFrame {
  return {
    blinkPeriodMs: 0,
    palette: [{ r: 0, g: 0, b: 0 }, { r: 255, g: 0, b: 0 }, { r: 0, g: 255, b: 0 }, { r: 0, g: 0, b: 255 }],
    cells: Array.from({ length: 9 }, () => ({ colour, blink: false })),
  };
}

/** The colour of the first cell of a LEDS frame the board received: tells frames apart. */
export function colourOf(r: Received): number {
  if (r.message.type !== 'LEDS') throw new Error('not a LEDS frame');
  return r.message.cells[0].colour;
}

