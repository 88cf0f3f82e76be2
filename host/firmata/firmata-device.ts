// One Arduino running StandardFirmata, driven by johnny-five over the host's serialport stream
// (firmata-io's Firmata as johnny-five's io). Its inputs (buttons, reed switches) come out
// debounced by johnny-five; its outputs (LEDs, a buzzer) are kept as wanted states and shown
// again after a reconnect. A lost port (USB unplug) is reopened with backoff, as a board link's is.
import { SerialPortStream } from '@serialport/stream';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import type { Firmata } from 'firmata-io';
import type { Board, Led, Pin } from 'johnny-five';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import { backoffDelay, defaultBackoff } from '../link/backoff.ts';
import type { BackoffOptions } from '../link/types.ts';
import { pinName, type PinMap, type PinUse } from './pin-map.ts';
import { said, type Said } from '../said.ts';

/** StandardFirmata's line speed (Firmata.begin(57600) in the sketch). */
export const FIRMATA_BAUD = 57600;
/** StandardFirmata blinks its version on pin 13 before it answers (about 2 s): allow for it. */
const READY_TIMEOUT_MS = 8000;

/** `said`: the reason as a code and its values (host/said.ts), where it is the device's own words. */
export interface FirmataStatus { state: 'connecting' | 'ready' | 'lost' | 'reconnecting' | 'failed' | 'closed'; reason?: string; said?: Said }

/** An input after johnny-five's debounce: a button (by its index in the map) or a reed switch. */
export type FirmataInput = { kind: 'button'; use: number; down: boolean } | { kind: 'reed'; use: number; closed: boolean };

/** What an output pin should do. */
export type OutputWanted = 'on' | 'off' | { blinkMs: number };

export interface FirmataDeviceOptions {
  path: string;
  binding: BindingInterface;
  map: PinMap;
  clock: Clock;
  backoff?: BackoffOptions;
  log?: (line: string) => void;
}

type Five = (typeof import('johnny-five'))['default'];
interface Drivers { five: Five; Firmata: typeof Firmata }

/** johnny-five and firmata-io are loaded by the first connection: every other command starts without them. */
let drivers: Promise<Drivers> | undefined;
function loadDrivers(): Promise<Drivers> {
  drivers ??= Promise.all([import('johnny-five'), import('firmata-io')])
    .then(([j5, io]) => ({ five: j5.default, Firmata: io.default.Firmata }));
  return drivers;
}

type Output = { led: Led } | { pin: Pin };

interface Session {
  five: Five;
  port: SerialPortStream;
  board: Board;
  outputs: Map<number, Output>;
  shown: Map<number, string>;
}

export class FirmataDevice {
  readonly path: string;
  readonly map: PinMap;
  private readonly statusSubject = new BehaviorSubject<FirmataStatus>({ state: 'connecting', reason: 'not opened yet', said: said('link-not-opened') });
  readonly status$: Observable<FirmataStatus> = this.statusSubject.asObservable();
  private readonly inputSubject = new Subject<FirmataInput>();
  readonly inputs$: Observable<FirmataInput> = this.inputSubject.asObservable();
  /** Input levels by the index of their use in the map (buttons down, reeds closed). */
  readonly levels: boolean[];
  private readonly wanted = new Map<number, OutputWanted>();
  private session: Session | undefined;
  private closed = false;
  private attempt = 0;
  private retryTimer: TimerHandle | undefined;
  private readonly log: (line: string) => void;

  constructor(private readonly options: FirmataDeviceOptions) {
    this.path = options.path;
    this.map = options.map;
    this.levels = options.map.uses.map(() => false);
    this.log = options.log ?? (() => {});
  }

  get status(): FirmataStatus { return this.statusSubject.getValue(); }

  /** The first connection: resolves once the Arduino answered as Firmata, or with why not. */
  async open(): Promise<{ ok: true } | { ok: false; error: string }> {
    const first = await this.connect();
    if (!first.ok) { this.setStatus({ state: 'failed', reason: first.error }); return { ok: false, error: `${this.path}: ${first.error}` }; }
    return { ok: true };
  }

  /** Sets what an output pin shows; it is shown again after a reconnect. */
  setOutput(pin: number, wanted: OutputWanted): void {
    this.wanted.set(pin, wanted);
    if (this.session) this.show(this.session, pin);
  }

  /** Drives a buzzer pin high for `ms` (an active buzzer beeps while it is high). */
  beep(pin: number, ms: number): void {
    this.setOutput(pin, 'on');
    this.options.clock.setTimeout(() => this.setOutput(pin, 'off'), ms);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) this.options.clock.clearTimeout(this.retryTimer);
    const session = this.session;
    this.session = undefined;
    if (session) await closePort(session.port);
    this.setStatus({ state: 'closed' });
    this.statusSubject.complete();
    this.inputSubject.complete();
  }

  // ── Connecting ─────────────────────────────────────────────────────────────────────────────

  private async connect(): Promise<{ ok: true } | { ok: false; error: string }> {
    const { five, Firmata: FirmataIo } = await loadDrivers();
    return new Promise((resolve) => {
      const { clock } = this.options;
      let settled = false;
      const port = new SerialPortStream({ binding: this.options.binding, path: this.path, baudRate: FIRMATA_BAUD });
      // firmata-io must see the port open ("connect") before it reports "ready" to johnny-five.
      const io = new FirmataIo(port, { reportVersionTimeout: 3000 });
      const board = new five.Board({ io, repl: false, debug: false, sigint: false, timeout: READY_TIMEOUT_MS + 1000 });
      const finish = (result: { ok: true } | { ok: false; error: string }): void => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        if (!result.ok) void closePort(port);
        resolve(result);
      };
      const timer = clock.setTimeout(() => finish({ ok: false, error: `no Firmata answer within ${READY_TIMEOUT_MS / 1000} s (is StandardFirmata flashed on it, at ${FIRMATA_BAUD} baud?)` }), READY_TIMEOUT_MS);
      port.on('error', (e: Error) => { this.log(`firmata ${this.path}: ${e.message}`); finish({ ok: false, error: e.message }); });
      // firmata-io repeats the port's errors, johnny-five its own: an 'error' with no listener would throw.
      io.on('error', (e: Error) => this.log(`firmata ${this.path}: ${e.message}`));
      board.on('error', (e: { message?: string }) => { this.log(`firmata ${this.path}: ${e?.message ?? String(e)}`); });
      port.on('close', () => {
        finish({ ok: false, error: 'the port closed' });
        if (this.session?.port === port) this.lose('the port closed (unplugged?)', said('link-firmata-unplugged', { path: this.path }));
      });
      board.on('ready', () => {
        if (settled || this.closed) { void closePort(port); return; }
        const problem = this.checkPins(io);
        if (problem !== null) { finish({ ok: false, error: problem }); return; }
        const session: Session = { five, port, board, outputs: new Map(), shown: new Map() };
        this.session = session;
        this.attach(session);
        this.attempt = 0;
        const firmware = `${io.firmware?.name ?? 'Firmata'} ${io.firmware?.version.major ?? '?'}.${io.firmware?.version.minor ?? '?'}`;
        this.setStatus({ state: 'ready', reason: firmware, said: said('link-firmata-ready', { firmware }) });
        finish({ ok: true });
      });
    });
  }

  /** Pins the map uses that this Arduino does not have as digital pins (another board flashed?). */
  private checkPins(io: Firmata): string | null {
    const missing = this.map.uses.filter((u) => {
      const modes = io.pins[u.pin]?.supportedModes ?? [];
      return !modes.includes(io.MODES.INPUT) || !modes.includes(io.MODES.OUTPUT);
    });
    if (missing.length === 0) return null;
    return `this Arduino has no digital pin ${missing.map((u) => pinName(u.pin, this.map.arduino)).join(', ')} (the pin map says "${this.map.arduino}")`;
  }

  /** Makes johnny-five components for every pin of the map on a fresh connection. */
  private attach(session: Session): void {
    const { board, five } = session;
    this.map.uses.forEach((use, i) => {
      switch (use.kind) {
        case 'button': {
          // Wired from the pin to GND, read with the pin's pull-up.
          const button = new five.Button({ pin: use.pin, board, isPullup: true });
          button.on('down', () => this.input(session, { kind: 'button', use: i, down: true }));
          button.on('up', () => this.input(session, { kind: 'button', use: i, down: false }));
          break;
        }
        case 'reed': {
          const reed = new five.Switch({ pin: use.pin, board, type: 'NO' });
          reed.on('close', () => this.input(session, { kind: 'reed', use: i, closed: true }));
          reed.on('open', () => this.input(session, { kind: 'reed', use: i, closed: false }));
          break;
        }
        default:
          session.outputs.set(use.pin, outputFor(five, use, board));
          this.show(session, use.pin);
      }
    });
  }

  private input(session: Session, input: FirmataInput): void {
    if (session !== this.session) return;
    const level = input.kind === 'button' ? input.down : input.closed;
    if (this.levels[input.use] === level) return; // johnny-five repeats a level when a port neighbour changes
    this.levels[input.use] = level;
    this.inputSubject.next(input);
  }

  private show(session: Session, pin: number): void {
    const output = session.outputs.get(pin);
    const wanted = this.wanted.get(pin) ?? 'off';
    const key = typeof wanted === 'string' ? wanted : `blink ${wanted.blinkMs}`;
    if (output === undefined || session.shown.get(pin) === key) return;
    session.shown.set(pin, key);
    if ('pin' in output) { if (wanted === 'on') output.pin.high(); else output.pin.low(); return; }
    output.led.stop();
    if (wanted === 'on') output.led.on();
    else if (wanted === 'off') output.led.off();
    else output.led.blink(wanted.blinkMs);
  }

  // ── Losing and finding it again ───────────────────────────────────────────────────────────

  private lose(reason: string, words: Said): void {
    const session = this.session;
    this.session = undefined;
    if (session) for (const [, output] of session.outputs) if ('led' in output) output.led.stop();
    if (this.closed) return;
    this.log(`firmata ${this.path} lost: ${reason}`);
    this.setStatus({ state: 'lost', reason, said: words });
    // Pressed buttons and closed reeds are unknown until it answers again: report them released.
    this.levels.forEach((level, i) => {
      if (!level) return;
      this.levels[i] = false;
      const use = this.map.uses[i];
      this.inputSubject.next(use.kind === 'button' ? { kind: 'button', use: i, down: false } : { kind: 'reed', use: i, closed: false });
    });
    this.scheduleRetry(reason);
  }

  private scheduleRetry(lastProblem: string): void {
    const delay = backoffDelay(this.options.backoff ?? defaultBackoff, this.attempt++);
    this.setStatus({ state: 'reconnecting', reason: `attempt ${this.attempt} in ${delay} ms (${lastProblem})`, said: said('link-reconnecting', { attempt: this.attempt, ms: delay }) });
    this.retryTimer = this.options.clock.setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect().then((result) => {
        if (this.closed || result.ok) return;
        this.scheduleRetry(result.error);
      });
    }, delay);
  }

  private setStatus(status: FirmataStatus): void { this.statusSubject.next(status); }
}

function outputFor(five: Five, use: Exclude<PinUse, { kind: 'button' } | { kind: 'reed' }>, board: Board): Output {
  if (use.kind === 'buzzer') return { pin: new five.Pin({ pin: use.pin, board, type: 'digital' }) };
  return { led: new five.Led({ pin: use.pin, board }) };
}

function closePort(port: SerialPortStream): Promise<void> {
  return new Promise((resolve) => {
    if (!port.isOpen) { resolve(); return; }
    port.close(() => resolve());
  });
}
