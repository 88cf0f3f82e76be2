// A simulated tabletop board: reed switches (with seeded faults), the firmware, and the USB serial
// line with its byte timing. The host reaches it through the serialport binding in binding.ts.
// The line runs at the board's UART speed one way and the host port's the other; the two garble
// each other's bytes when they differ (a SET_SPEED the host has not followed yet, a host opened
// at the wrong speed).
import { cornerCount, LineSpeed } from '../hardware/index.ts';

/** The protocol minor the simulated board speaks (see SimBoardOptions.protocolMinor). */
export const SIM_PROTOCOL_MINOR = 2;
import type { BoardProfile, Clock, TimerHandle } from '../hardware/index.ts';
import { DEFAULT_DEBOUNCE_MODE } from './debounce.ts';
import type { DebounceMode } from './debounce.ts';
import { Firmware, SPEED_CONFIRM_MS, SWITCHED_SILENCE_MS } from './firmware.ts';
import type { FirmwareCounters } from './firmware.ts';
import { inChainOrder } from './leds.ts';
import type { ShownLed } from './leds.ts';
import { createFaultRng, deriveSeed } from './rng.ts';
import { SwitchField } from './switches.ts';
import { NO_LINE_FAULTS, SerialWire } from './wire.ts';
import type { LineFaults, WireCounters } from './wire.ts';

export interface SimBoardOptions {
  profile: BoardProfile;
  clock: Clock;
  scanHz?: number;
  debounceMs?: number;
  /**
   * 'deferred': a change is reported once it has held for debounceMs. 'eager': on the first scan
   * that sees it, then the contact is held for debounceMs (debounce.ts). Default: the profile's
   * `debounce` (eager on the built-in reed boards, deferred on those with buttons).
   */
  debounceMode?: DebounceMode;
  reportIntervalMs?: number;
  /** WS2812 show() time per LED; the ACK follows showUsPerLed × LED count after a LEDS frame. */
  showUsPerLed?: number;
  firmwareId?: string;
  firmwareVersion?: [number, number, number];
  /** Overridable so a host can be shown refusing a board of another major version. */
  protocolMajor?: number;
  /**
   * 2 by default: the corner layer's fields (minor 1) and LEDS_DELTA (minor 2), and the line
   * speeds of `speeds`. 0 or 1 make an older board (no speeds offered).
   */
  protocolMinor?: number;
  /**
   * The `LineSpeed` bits the board's HELLO offers, and SET_SPEED switches to (protocol minor 2).
   * By default `speedsOf(profile)`, what the real firmware's build for that board offers (the host
   * switches to the fastest after HELLO, as with a real board). 0: one line speed, every SET_SPEED
   * to another refused with ERROR UNSUPPORTED_SPEED.
   */
  speeds?: number;
  /** The speed every link opens at and a switched line falls back to (the firmware's UART_BAUD): 115200. */
  baudRate?: number;
  faultSeed?: number;
}

export type LineDirection = 'board-to-host' | 'host-to-board' | 'both';

export interface SimBoardCounters extends FirmwareCounters {
  toHost: WireCounters;
  toBoard: WireCounters;
  /** Bytes that reached the host end while no host had the port open. */
  bytesUnread: number;
  unplugs: number;
}

/** The host end of the USB serial line, as the binding sees it. */
export interface HostEndpoint {
  /** Bytes that reached the host's serial adapter. */
  receive(bytes: Uint8Array): void;
  /** The device vanished (USB unplug). */
  lost(): void;
}

export interface HostConnection {
  /** Bytes from the host; they reach the board after their time on the line. */
  write(bytes: Uint8Array): void;
  /** Resolves when everything written so far has reached the board. */
  drained(): Promise<void>;
  /** The host's baud rate: a mismatch garbles every byte, as a real UART would. */
  setBaudRate(baudRate: number): void;
  detach(): void;
}

const FIRMWARE_VERSION: [number, number, number] = [1, 0, 0];

/**
 * The line speeds the real firmware's build for this board offers (app.c BOARD_SPEEDS by the
 * board header's BOARD_LED_KIND): a WS2812 build 250 000 and 500 000 baud (while it writes its
 * LEDs with interrupts off it polls the receiver about every 11 µs, too slow for 1 Mbaud), an
 * APA102 build (LEDs on the SPI, interrupts on) also 1 000 000. A profile without LEDs has no build
 * of its own: config.h's default kind, WS2812, and its speeds.
 */
export function speedsOf(profile: Pick<BoardProfile, 'ledKind'>): number {
  const ws2812 = LineSpeed[250_000] | LineSpeed[500_000];
  return profile.ledKind === 'apa102' ? ws2812 | LineSpeed[1_000_000] : ws2812;
}

export class SimBoard {
  readonly profile: BoardProfile;
  readonly clock: Clock;
  /** The opening speed (the firmware's UART_BAUD); `lineBaudRate` is the speed the UART runs at now. */
  readonly baudRate: number;
  /** The `LineSpeed` bits its HELLO offers (0: none). */
  readonly speeds: number;
  readonly cellCount: number;
  readonly buttonNames: readonly string[];
  readonly firmwareId: string;

  private readonly switches: SwitchField;
  private readonly firmware: Firmware;
  private readonly toHost: SerialWire;
  private readonly toBoard: SerialWire;
  private host: HostEndpoint | undefined;
  private plugged = true;
  private bytesUnread = 0;
  private unplugs = 0;
  /** The host port's baud rate while a host is attached. */
  private hostBaud: number | undefined;
  /** The board's UART receiver speed: it follows a switch once the transmitter's flush is done. */
  private rxBaud: number;
  private rxSwitch: TimerHandle | undefined;

  constructor(options: SimBoardOptions) {
    const { profile, clock } = options;
    const seed = options.faultSeed ?? 1;
    this.profile = profile;
    this.clock = clock;
    this.baudRate = options.baudRate ?? 115200;
    this.speeds = options.speeds ?? speedsOf(profile);
    this.rxBaud = this.baudRate;
    this.cellCount = profile.rows * profile.cols;
    this.buttonNames = [...(profile.buttons ?? [])];
    this.firmwareId = options.firmwareId ?? 'SIMBOARD';

    this.switches = new SwitchField(
      this.cellCount + this.buttonNames.length + cornerCount(profile), clock, createFaultRng(deriveSeed(seed, 0)),
      () => this.firmware?.wake(),
    );
    this.toHost = new SerialWire(clock, this.baudRate, createFaultRng(deriveSeed(seed, 1)), (bytes) => {
      if (this.host === undefined) this.bytesUnread += bytes.length;
      else this.host.receive(bytes);
    });
    this.toBoard = new SerialWire(clock, this.baudRate, createFaultRng(deriveSeed(seed, 2)), (bytes) => {
      this.firmware.receive(bytes);
    });
    this.firmware = new Firmware(
      {
        profile, clock,
        scanHz: options.scanHz ?? 1000,
        debounceMs: options.debounceMs ?? 5,
        debounceMode: options.debounceMode ?? profile.debounce ?? DEFAULT_DEBOUNCE_MODE,
        reportIntervalMs: options.reportIntervalMs ?? 1000,
        showUsPerLed: options.showUsPerLed ?? 30,
        firmwareId: this.firmwareId,
        firmwareVersion: options.firmwareVersion ?? FIRMWARE_VERSION,
        protocolMajor: options.protocolMajor ?? 1,
        protocolMinor: options.protocolMinor ?? SIM_PROTOCOL_MINOR,
        speeds: this.speeds,
        openingBaud: this.baudRate,
        speedConfirmMs: SPEED_CONFIRM_MS,
        switchedSilenceMs: SWITCHED_SILENCE_MS,
      },
      {
        readContacts: () => this.switches.readAll(),
        transmit: (bytes) => this.toHost.send(bytes),
        setLineBaud: (baud) => this.setLineBaud(baud),
      },
    );
    this.firmware.boot();
  }

  // ── Pieces and buttons ────────────────────────────────────────────────────────────────────

  /**
   * Cells are numbered row-major on the board's own grid; on a board with the corner layer the
   * inner corners follow (rows×cols + corner index), as PROTOCOL.md numbers them.
   */
  setRaw(cell: number, occupied: boolean): void {
    this.switches.setBase(this.contactOfCell(cell), occupied);
  }

  lift(cells: number | Iterable<number>): void {
    for (const cell of typeof cells === 'number' ? [cells] : cells) this.setRaw(cell, false);
  }

  place(cells: number | Iterable<number>): void {
    for (const cell of typeof cells === 'number' ? [cells] : cells) this.setRaw(cell, true);
  }

  /** What every cell's contact reads right now, faults included. */
  occupiedRaw(): boolean[] {
    const all = this.switches.readAll();
    return [...all.slice(0, this.cellCount), ...all.slice(this.cellCount + this.buttonNames.length)];
  }

  /** Presses or releases a button, by index or by its profile name. */
  setButton(button: number | string, pressed: boolean): void {
    this.switches.setBase(this.contactOfButton(button), pressed);
  }

  /** The debounced occupancy the firmware reports (what the next STATE will say). */
  debouncedOccupancy(): boolean[] {
    const all = this.firmware.debounced();
    return [...all.slice(0, this.cellCount), ...all.slice(this.cellCount + this.buttonNames.length)];
  }

  // ── Faults (seeded by faultSeed) ──────────────────────────────────────────────────────────

  /** The contact toggles every 0.3–1 ms for `ms`, then reads its piece again. */
  bounce(cell: number, ms: number): void {
    this.switches.bounce(this.contactOfCell(cell), ms);
  }

  /** Stuck closed (true) or open (false) whatever stands on it; null repairs it. */
  stick(cell: number, value: boolean | null): void {
    this.switches.stick(this.contactOfCell(cell), value);
  }

  /** The contact reads the opposite of its piece for half of every `periodMs` (null stops). */
  flicker(cell: number, periodMs: number | null): void {
    this.switches.flicker(this.contactOfCell(cell), periodMs);
  }

  /** Per-byte faults on the serial line; board→host unless told otherwise. Missing rates are 0. */
  setLineFaults(faults: Partial<LineFaults>, direction: LineDirection = 'board-to-host'): void {
    const full: LineFaults = { ...NO_LINE_FAULTS, ...faults };
    if (direction !== 'host-to-board') this.toHost.faults = { ...full };
    if (direction !== 'board-to-host') this.toBoard.faults = { ...full };
  }

  // ── Power and USB ─────────────────────────────────────────────────────────────────────────

  get isPlugged(): boolean { return this.plugged; }

  /** The USB cable is pulled: the port vanishes (host reads fail), the board loses power. */
  unplug(): void {
    if (!this.plugged) return;
    this.plugged = false;
    this.unplugs++;
    this.firmware.halt();
    this.toHost.cut();
    this.toBoard.cut();
    const host = this.host;
    this.detachHost();
    host?.lost();
  }

  /** The cable is back: the board boots and announces itself (HELLO + STATE). */
  replug(): void {
    if (this.plugged) return;
    this.plugged = true;
    this.firmware.boot();
  }

  /** The reset button: the firmware restarts (LEDs off, fresh state, HELLO + STATE); USB stays. */
  reset(): void {
    if (!this.plugged) return;
    this.toHost.cut();
    this.toBoard.cut();
    this.firmware.boot();
  }

  /** Stops every timer the board holds (for a clean shutdown on the system clock). */
  dispose(): void {
    this.firmware.halt();
    this.cancelRxSwitch();
    this.switches.stopFaults();
    this.toHost.cut();
    this.toBoard.cut();
    this.detachHost();
  }

  // ── LEDs ──────────────────────────────────────────────────────────────────────────────────

  /** What each cell's LED shows now, row-major on the board's grid. */
  shownLeds(): ShownLed[] {
    return this.firmware.shownFrame().cells;
  }

  /** The same, in LED chain order (index k = k-th LED on the data line). */
  ledChain(): ShownLed[] {
    return inChainOrder(this.profile, this.shownLeds());
  }

  /** When the LED frame now shown appeared (clock ms), or undefined before the first one. */
  shownAt(): number | undefined {
    return this.firmware.shownAt();
  }

  shownBlinkPeriodMs(): number {
    return this.firmware.shownFrame().blinkPeriodMs;
  }

  // ── Line speed ────────────────────────────────────────────────────────────────────────────

  /** The board's UART speed now (its transmitter's: a switch takes the receiver along once the ACK has left). */
  get lineBaudRate(): number { return this.toHost.baud; }

  /** True after a switch until the host's first valid frame at the new speed (STATEs wait meanwhile). */
  get confirmingSpeed(): boolean { return this.firmware.confirmingSpeed; }

  /**
   * The firmware's set_line: the bytes queued so far leave at the old speed (hal_uart_flush), then
   * the UART runs at `baud` both ways. Returns when the switch takes effect.
   */
  private setLineBaud(baud: number): number {
    const at = this.toHost.idleAt();
    this.toHost.setBaudRate(baud); // what the board sends from now on queues behind the flush, at the new speed
    this.cancelRxSwitch();
    const switchRx = (): void => { this.rxBaud = baud; this.matchSpeeds(); };
    if (at <= this.clock.now()) switchRx();
    else {
      this.matchSpeeds();
      this.rxSwitch = this.clock.setTimeout(() => { this.rxSwitch = undefined; switchRx(); }, at - this.clock.now());
    }
    return at;
  }

  private cancelRxSwitch(): void {
    if (this.rxSwitch !== undefined) this.clock.clearTimeout(this.rxSwitch);
    this.rxSwitch = undefined;
  }

  /**
   * Each direction's bytes take the sender's byte time (the board's UART one way, the host port's
   * the other) and arrive garbled when the receiver listens at another speed.
   */
  private matchSpeeds(): void {
    const host = this.hostBaud;
    this.toBoard.setBaudRate(host ?? this.rxBaud);
    this.toHost.garbled = host !== undefined && host !== this.toHost.baud;
    this.toBoard.garbled = host !== undefined && host !== this.rxBaud;
  }

  // ── Diagnostics ───────────────────────────────────────────────────────────────────────────

  /** A snapshot; the simulator keeps counting across resets and unplugs. */
  get counters(): SimBoardCounters {
    return {
      ...this.firmware.counters,
      toHost: { ...this.toHost.counters },
      toBoard: { ...this.toBoard.counters },
      bytesUnread: this.bytesUnread,
      unplugs: this.unplugs,
    };
  }

  // ── The host end (used by the serialport binding) ─────────────────────────────────────────

  get hostAttached(): boolean { return this.host !== undefined; }

  /** Connects the host end of the line; one host at a time (the binding locks the port). */
  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
    if (!this.plugged) throw new Error('board is unplugged');
    if (this.host !== undefined) throw new Error('a host is already attached');
    this.host = endpoint;
    const setBaudRate = (baud: number): void => {
      this.hostBaud = baud;
      this.matchSpeeds();
    };
    setBaudRate(hostBaudRate);
    const attached = (): boolean => this.host === endpoint;
    return {
      write: (bytes) => { if (attached() && this.plugged) this.toBoard.send(bytes); },
      drained: () => this.toBoard.whenIdle(),
      setBaudRate: (baud) => { if (attached()) setBaudRate(baud); },
      detach: () => { if (attached()) this.detachHost(); },
    };
  }

  private detachHost(): void {
    this.host = undefined;
    this.hostBaud = undefined;
    this.matchSpeeds();
  }

  /** Contacts run cells, buttons, corners (the firmware's scan order). */
  private contactOfCell(cell: number): number {
    const corners = cornerCount(this.profile);
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.cellCount + corners) {
      const layer = corners > 0 ? ` (cells 0–${this.cellCount - 1}, corners ${this.cellCount}–${this.cellCount + corners - 1})` : '';
      throw new RangeError(`cell ${cell} is not on this ${this.profile.rows}×${this.profile.cols} board${layer}`);
    }
    return cell < this.cellCount ? cell : cell + this.buttonNames.length;
  }

  private contactOfButton(button: number | string): number {
    const index = typeof button === 'number' ? button : this.buttonNames.indexOf(button);
    if (!Number.isInteger(index) || index < 0 || index >= this.buttonNames.length) {
      throw new RangeError(`no button ${JSON.stringify(button)} on board ${this.profile.id}`);
    }
    return this.cellCount + index;
  }
}
