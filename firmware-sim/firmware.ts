// The board's firmware, as the C firmware will run it: a scan loop with per-cell debounce, STATE
// reports on every debounced change and at least every reportIntervalMs, and the protocol: HELLO,
// PING, GET_STATE, LEDS (shown after the WS2812 show() time, then ACKed; BUSY while showing) and,
// from protocol minor 2, LEDS_DELTA on the frame shown (NO_BASE otherwise) and SET_SPEED to the
// line speeds its HELLO offers (`speeds`; none by default), switched, confirmed and fallen back
// from as app.c does (on_set_speed, fall_back, the checks in app_poll).
// Everything runs on the injected clock; the UART is `io`.
import { cornerCount, decodeFrame, encodeFrame, ErrorCode, Feature, ledKindCode, LineSpeed, MessageType, SlipFrameEncoder, SlipFrameSplitter } from '../hardware/index.ts';
import type { BoardProfile, Clock, DecodeError, Leds, LedsDelta, Message, SlipSink, TimerHandle } from '../hardware/index.ts';
import { createDebouncer, debounceIdle, debounceStepInPlace } from './debounce.ts';
import type { DebounceMode, DebounceState } from './debounce.ts';
import { darkFrame, maxLedPayloadBytes, renderLeds } from './leds.ts';
import type { ShownFrame } from './leds.ts';

export interface FirmwareConfig {
  profile: BoardProfile;
  clock: Clock;
  scanHz: number;
  debounceMs: number;
  /** 'deferred' reports a change once it has held for debounceMs; 'eager' on the first scan that sees it (debounce.ts). */
  debounceMode: DebounceMode;
  reportIntervalMs: number;
  showUsPerLed: number;
  firmwareId: string;
  firmwareVersion: [number, number, number];
  protocolMajor: number;
  protocolMinor: number;
  /**
   * The `LineSpeed` bits HELLO offers (protocol minor 2; the C's BOARD_SPEEDS). 0: one line speed,
   * and every SET_SPEED to another is refused with ERROR UNSUPPORTED_SPEED.
   */
  speeds: number;
  /** The speed every link starts at and falls back to (the C's UART_BAUD). */
  openingBaud: number;
  /** A switched line goes back to openingBaud when no valid frame confirms it this long after the switch (SPEED_CONFIRM_MS). */
  speedConfirmMs: number;
  /** … and when no valid frame comes from the host this long on a switched line (SWITCHED_SILENCE_MS). */
  switchedSilenceMs: number;
}

/** The C firmware's line speed timing (config.h): SPEED_CONFIRM_MS and SWITCHED_SILENCE_MS. */
export const SPEED_CONFIRM_MS = 250;
export const SWITCHED_SILENCE_MS = 1500;

export interface FirmwareIo {
  /** Raw contacts: one per cell (row-major on the board's grid), then one per button. */
  readContacts(): boolean[];
  /** Bytes for the UART transmitter. */
  transmit(bytes: Uint8Array): void;
  /**
   * The UART to `baud` once every byte queued so far has left at the old speed (the C's set_line:
   * hal_uart_flush, then hal_uart_set_baud). Returns the virtual time the switch took effect.
   */
  setLineBaud(baud: number): number;
}

export interface FirmwareCounters {
  boots: number;
  framesIn: number;
  framesOut: number;
  statesSent: number;
  ledFramesShown: number;
  /** Frames from the host dropped whole: bad CRC, too short, unknown type, bad length, too large. */
  badFrames: number;
  badCrc: number;
  tooShort: number;
  unknownType: number;
  badLength: number;
  tooLarge: number;
  /** LEDS_DELTA frames applied and shown (minor 2). */
  deltasShown: number;
  /** LEDS_DELTA refused with ERROR NO_BASE: built on a frame the board does not show. */
  noBase: number;
  /** LEDS frames refused with ERROR BUSY because one was still being shown. */
  busy: number;
  /** Frames the host should not send: STATE and ACK (answered with ERROR UNKNOWN_TYPE), PONG (ignored). */
  unexpected: number;
  /** ERROR frames received from the host (ignored). */
  hostErrors: number;
  /** Frames from the host missing between two received seqs. */
  hostSeqGaps: number;
  /** Bytes that reached the UART while the MCU was off. */
  bytesWhileOff: number;
  /** SET_SPEED switches confirmed by a valid frame at the new speed (the C's speed_switches). */
  speedSwitches: number;
  /** Back to the opening speed: no confirmation, or the host fell silent (speed_fallbacks). */
  speedFallbacks: number;
}

export function emptyFirmwareCounters(): FirmwareCounters {
  return {
    boots: 0, framesIn: 0, framesOut: 0, statesSent: 0, ledFramesShown: 0, deltasShown: 0, noBase: 0, badFrames: 0, badCrc: 0,
    tooShort: 0, unknownType: 0, badLength: 0, tooLarge: 0, busy: 0, unexpected: 0, hostErrors: 0,
    hostSeqGaps: 0, bytesWhileOff: 0, speedSwitches: 0, speedFallbacks: 0,
  };
}

const FRAME_OVERHEAD = 4; // type, seq, CRC-16
const EPSILON_MS = 1e-6; // fractional virtual time: k * period must not floor to k * period - 1

export class Firmware {
  readonly counters: FirmwareCounters = emptyFirmwareCounters();
  readonly cellCount: number;
  readonly buttonCount: number;
  /** Contacts of the corner layer (0 without one), scanned after the buttons. */
  readonly cornerCount: number;
  readonly maxLedFrame: number;
  private readonly scanPeriodMs: number;
  /** The UART's frame buffer: the largest LEDS frame this board takes, like the C firmware's. */
  private readonly receiver: SlipFrameSplitter;
  private readonly frames: SlipSink = {
    frame: (frame) => { if (this.running) this.onFrame(frame); },
    tooLarge: (type) => { if (this.running) this.onTooLarge(type); },
  };
  private readonly slip = new SlipFrameEncoder();

  private running = false;
  private bootAt = 0;
  /** False during the first debounce window after power-up, when no contact is known yet. */
  private contactsSettled = false;
  private reportWhenSettled = false;
  private seq = 0;
  private lastHostSeq: number | undefined;
  private debounce: DebounceState;
  private scanTimer: TimerHandle | undefined;
  private lastScanTick = -1;
  private reportTimer: TimerHandle | undefined;
  private showing: { seq: number; timer: TimerHandle } | undefined;
  private shown: ShownFrame;
  /** The frame shown, as its LEDS said it (palette and indices): what a LEDS_DELTA builds on. */
  private base: { seq: number; frame: LedsPicture } | undefined;
  /** clock.now() when the frame now shown appeared (undefined before the first LEDS frame). */
  private shownSince: number | undefined;
  // Line speed (app.c: line_baud, confirming, switched_ms, report_when_confirmed, last_host_ms):
  // switched by SET_SPEED; `confirming` until a valid frame arrives at the new speed, and
  // meanwhile STATEs wait (the host may not hear the new speed yet): nothing is lost.
  private lineBaud: number;
  private confirming = false;
  private reportWhenConfirmed = false;
  /** millis() (uptime) when the line switched, and when the last valid frame came from the host. */
  private switchedMs = 0;
  private lastHostMs = 0;
  /** The C polls its two fallback checks every loop; here a timer wakes at the earliest moment either can hold. */
  private speedTimer: TimerHandle | undefined;

  constructor(private readonly config: FirmwareConfig, private readonly io: FirmwareIo) {
    const { profile } = config;
    this.cellCount = profile.rows * profile.cols;
    this.buttonCount = profile.buttons?.length ?? 0;
    this.cornerCount = cornerCount(profile);
    this.scanPeriodMs = 1000 / config.scanHz;
    this.maxLedFrame = maxLedPayloadBytes(this.cellCount);
    this.receiver = new SlipFrameSplitter({ maxFrameLength: this.maxLedFrame + FRAME_OVERHEAD });
    this.debounce = createDebouncer(this.cellCount + this.buttonCount + this.cornerCount, config.debounceMs, undefined, config.debounceMode);
    this.shown = darkFrame(this.cellCount);
    this.lineBaud = config.openingBaud;
  }

  get isRunning(): boolean { return this.running; }

  /**
   * Power on or reset: fresh RAM, then HELLO; the first STATE waits one debounce window. Deferred,
   * every contact has to hold, like any later change, before it is reported (a contact flickering
   * at power-up must not be taken for a piece); eager, a contact flips on the first scan that sees
   * it closed and is then held for a window, as the C firmware does.
   */
  boot(): void {
    this.halt();
    const { clock, debounceMs, debounceMode } = this.config;
    this.running = true;
    this.counters.boots++;
    this.bootAt = clock.now();
    this.seq = 0;
    this.lastHostSeq = undefined;
    this.lastScanTick = -1;
    this.debounce = createDebouncer(this.cellCount + this.buttonCount + this.cornerCount, debounceMs, undefined, debounceMode);
    this.contactsSettled = false;
    // app_init: line_baud = UART_BAUD (the UART starts there), nothing to confirm.
    this.lineBaud = this.config.openingBaud;
    this.io.setLineBaud(this.lineBaud);
    this.confirming = false;
    this.reportWhenConfirmed = false;
    this.lastHostMs = this.uptimeMs();
    this.sendHello();
    this.sendState();
    this.wake();
  }

  /** Power lost: timers stop, LEDs go dark, a half-received frame is forgotten. */
  halt(): void {
    const { clock } = this.config;
    this.running = false;
    if (this.scanTimer !== undefined) clock.clearTimeout(this.scanTimer);
    if (this.reportTimer !== undefined) clock.clearTimeout(this.reportTimer);
    if (this.showing !== undefined) clock.clearTimeout(this.showing.timer);
    if (this.speedTimer !== undefined) clock.clearTimeout(this.speedTimer);
    this.scanTimer = undefined;
    this.reportTimer = undefined;
    this.speedTimer = undefined;
    this.showing = undefined;
    this.shown = darkFrame(this.cellCount);
    this.shownSince = undefined;
    this.base = undefined;
    this.receiver.reset(); // a reset forgets a half-received frame
  }

  /**
   * A contact may have changed: make sure the scan loop runs. The loop sleeps while every contact
   * agrees with its debounced value, which is invisible from outside (such scans change nothing)
   * and spares a timer per millisecond of virtual time.
   */
  wake(): void {
    if (!this.running || this.scanTimer !== undefined) return;
    const { clock } = this.config;
    const sinceBoot = clock.now() - this.bootAt;
    const tick = Math.max(this.lastScanTick + 1, Math.ceil(sinceBoot / this.scanPeriodMs - EPSILON_MS));
    const at = this.bootAt + tick * this.scanPeriodMs;
    this.scanTimer = clock.setTimeout(() => this.scan(tick), Math.max(0, at - clock.now()));
  }

  /** Debounced contacts: cells then buttons. */
  debounced(): boolean[] { return this.debounce.stable.slice(); }

  shownAt(): number | undefined { return this.shownSince; }

  shownFrame(): ShownFrame {
    return { blinkPeriodMs: this.shown.blinkPeriodMs, cells: this.shown.cells.map((c) => ({ ...c })) };
  }

  /** The UART's speed now: the opening speed, or the one a SET_SPEED switched to. */
  get lineBaudRate(): number { return this.lineBaud; }

  /** True between a switch and the host's first valid frame at the new speed (STATEs wait). */
  get confirmingSpeed(): boolean { return this.confirming; }

  uptimeMs(): number {
    return Math.floor(this.config.clock.now() - this.bootAt + EPSILON_MS) >>> 0;
  }

  /** Bytes from the UART receiver. */
  receive(bytes: Uint8Array): void {
    if (!this.running) { this.counters.bytesWhileOff += bytes.length; return; }
    this.receiver.scan(bytes, this.frames); // its handlers stop at a halt (defensive: none halts today)
  }

  private scan(tick: number): void {
    this.scanTimer = undefined;
    this.lastScanTick = tick;
    const millis = Math.floor(tick * this.scanPeriodMs + EPSILON_MS); // the firmware's millis()
    const changed = debounceStepInPlace(this.debounce, this.io.readContacts(), millis & 0xffff);
    if (!this.contactsSettled && millis >= this.config.debounceMs) {
      this.contactsSettled = true;
      if (this.reportWhenSettled) this.sendState();
      this.reportWhenSettled = false;
    } else if (changed.length > 0) {
      this.sendState();
    }
    if (!debounceIdle(this.debounce) || !this.contactsSettled) this.wake();
  }

  /** A frame outgrew the receive buffer: it is dropped whole, and said so as soon as it is noticed. */
  private onTooLarge(type: number): void {
    this.counters.badFrames++;
    this.counters.tooLarge++;
    this.sendError(ErrorCode.FRAME_TOO_LARGE, type);
  }

  private onFrame(frame: Uint8Array): void {
    const decoded = decodeFrame(frame);
    if (!decoded.ok) { this.rejectFrame(decoded.error); return; }
    this.counters.framesIn++;
    this.lastHostMs = this.uptimeMs();
    if (this.confirming) {
      this.confirming = false; // the host hears the new speed: what waited goes out
      this.counters.speedSwitches++;
      this.reportWhenConfirmed = false;
      this.sendState();
      this.armSpeedCheck(); // from now on, the switched line's silence check
    }
    this.onMessage(decoded.message);
  }

  private rejectFrame(error: DecodeError): void {
    this.counters.badFrames++;
    switch (error.kind) {
      case 'bad-crc':
        this.counters.badCrc++;
        this.sendError(ErrorCode.BAD_CRC, 0); // nothing in the frame can be trusted
        return;
      case 'too-short':
        this.counters.tooShort++;
        this.sendError(ErrorCode.BAD_CRC, 0);
        return;
      case 'unknown-type':
        this.counters.unknownType++;
        this.sendError(ErrorCode.UNKNOWN_TYPE, error.type);
        return;
      case 'bad-length':
        this.counters.badLength++;
        this.sendError(ErrorCode.BAD_LENGTH, error.type);
        return;
    }
  }

  private onMessage(message: Message): void {
    if (message.type !== 'HELLO' && this.lastHostSeq !== undefined) {
      this.counters.hostSeqGaps += (message.seq - this.lastHostSeq - 1) & 0xff;
    }
    this.lastHostSeq = message.seq; // a HELLO (new host session) restarts the expectation
    switch (message.type) {
      case 'HELLO':
        this.sendHello();
        this.sendState();
        // Still answered, so the host can name both versions; then the board says it cannot talk.
        if (message.protocolMajor !== this.config.protocolMajor) {
          this.sendError(ErrorCode.UNSUPPORTED_VERSION, this.config.protocolMajor);
        }
        return;
      case 'PING':
        this.send({ type: 'PONG', seq: 0, nonce: message.nonce });
        return;
      case 'GET_STATE':
        this.sendState();
        return;
      case 'LEDS':
        this.onLeds(message);
        return;
      case 'LEDS_DELTA':
        this.onLedsDelta(message);
        return;
      case 'SET_SPEED':
        this.onSetSpeed(message.seq, message.baudRate);
        return;
      case 'ERROR':
        this.counters.hostErrors++;
        return;
      case 'PONG': // the board never PINGs; harmless
        this.counters.unexpected++;
        return;
      case 'STATE':
      case 'ACK':
        // Board-only messages: this receiver has no handler for them.
        this.counters.unexpected++;
        this.sendError(ErrorCode.UNKNOWN_TYPE, MessageType[message.type]);
        return;
    }
  }

  /** The speeds this board offers: `speeds` from protocol minor 2 (none before: no SET_SPEED). */
  private get offeredSpeeds(): number {
    return this.config.protocolMinor >= 2 ? this.config.speeds : 0;
  }

  /** app.c on_set_speed: ACK at the old speed, then the switch; the host's next frame at the new speed confirms it. */
  private onSetSpeed(seq: number, baud: number): void {
    const { openingBaud } = this.config;
    if (baud !== openingBaud && (speedBit(baud) & this.offeredSpeeds) === 0) {
      this.sendError(ErrorCode.UNSUPPORTED_SPEED, seq);
      return;
    }
    this.send({ type: 'ACK', seq: 0, ackedSeq: seq });
    const at = this.setLine(baud);
    this.confirming = baud !== openingBaud;
    this.switchedMs = this.millisAt(at); // hal_millis() once the flush is done
    this.armSpeedCheck();
  }

  /** app.c set_line: every byte queued at the old speed leaves at the old speed, then the UART switches. */
  private setLine(baud: number): number {
    const at = this.io.setLineBaud(baud);
    this.lineBaud = baud;
    return at;
  }

  /** app.c fall_back: back to the speed every link starts at; the STATE that waited goes out there. */
  private fallBack(): void {
    this.counters.speedFallbacks++;
    this.setLine(this.config.openingBaud);
    this.confirming = false;
    if (this.reportWhenConfirmed) this.sendState();
    this.reportWhenConfirmed = false;
    this.armSpeedCheck();
  }

  /**
   * app_poll's checks, `confirming && now - switched_ms >= SPEED_CONFIRM_MS` and else
   * `line_baud != UART_BAUD && now - last_host_ms >= SWITCHED_SILENCE_MS`, on millis(): a timer at
   * the first millisecond either can hold; when it fires the checks run as the C runs them (a
   * frame meanwhile has moved last_host_ms, so the silence check may just look again later).
   */
  private armSpeedCheck(): void {
    const { clock, openingBaud, speedConfirmMs, switchedSilenceMs } = this.config;
    if (this.speedTimer !== undefined) clock.clearTimeout(this.speedTimer);
    this.speedTimer = undefined;
    if (!this.running || this.lineBaud === openingBaud) return;
    const dueMs = this.confirming ? this.switchedMs + speedConfirmMs : this.lastHostMs + switchedSilenceMs;
    const at = this.bootAt + dueMs;
    this.speedTimer = clock.setTimeout(() => {
      this.speedTimer = undefined;
      const now = this.uptimeMs();
      if (this.confirming && now - this.switchedMs >= speedConfirmMs) this.fallBack();
      else if (this.lineBaud !== openingBaud && now - this.lastHostMs >= switchedSilenceMs) this.fallBack();
      else this.armSpeedCheck();
    }, Math.max(0, at - clock.now()));
  }

  /** The firmware's millis() at virtual time `at`. */
  private millisAt(at: number): number {
    return Math.floor(at - this.bootAt + EPSILON_MS) >>> 0;
  }

  private onLeds(frame: Leds): void {
    if (this.showing !== undefined) {
      // The host must wait for the ACK; a real AVR would even lose bytes while show() runs.
      this.counters.busy++;
      this.sendError(ErrorCode.BUSY, frame.seq);
      return;
    }
    if (frame.cells.length !== this.cellCount) {
      this.counters.badFrames++;
      this.counters.badLength++;
      this.sendError(ErrorCode.BAD_LENGTH, MessageType.LEDS);
      return;
    }
    this.show(frame.seq, { blinkPeriodMs: frame.blinkPeriodMs, palette: frame.palette, cells: frame.cells }, () => this.counters.ledFramesShown++);
  }

  private onLedsDelta(delta: LedsDelta): void {
    if (this.showing !== undefined) {
      this.counters.busy++;
      this.sendError(ErrorCode.BUSY, delta.seq);
      return;
    }
    const base = this.base;
    if (base === undefined || base.seq !== delta.baseSeq) {
      this.counters.noBase++; // the host sends the whole frame instead
      this.sendError(ErrorCode.NO_BASE, delta.seq);
      return;
    }
    if (delta.cells.some((c) => c.cell >= this.cellCount)) {
      this.counters.badFrames++;
      this.counters.badLength++;
      this.sendError(ErrorCode.BAD_LENGTH, MessageType.LEDS_DELTA);
      return;
    }
    this.show(delta.seq, applyDelta(base.frame, delta), () => this.counters.deltasShown++);
  }

  /** Shows a picture after the WS2812 show() time, then ACKs it; it is the next delta's base. */
  private show(seq: number, picture: LedsPicture, counted: () => void): void {
    const { clock, showUsPerLed } = this.config;
    const showMs = (showUsPerLed * this.cellCount) / 1000;
    const next = renderLeds(picture);
    this.showing = {
      seq,
      timer: clock.setTimeout(() => {
        this.showing = undefined;
        this.shown = next;
        this.base = { seq, frame: picture };
        this.shownSince = this.config.clock.now();
        counted();
        this.send({ type: 'ACK', seq: 0, ackedSeq: seq });
      }, showMs),
    };
  }

  private sendHello(): void {
    const { profile, firmwareId, firmwareVersion, protocolMajor, protocolMinor } = this.config;
    this.send({
      type: 'HELLO', seq: 0, protocolMajor, protocolMinor, firmwareId, firmwareVersion,
      rows: profile.rows, cols: profile.cols,
      ledKind: ledKindCode(profile.ledKind),
      buttons: this.buttonCount, maxLedFrame: this.maxLedFrame,
      // Minor 1 announces its features, minor 2 also LEDS_DELTA and its line speeds (BOARD_SPEEDS).
      ...(protocolMinor >= 1 ? { features: (profile.corners ? Feature.CORNERS : 0) | (protocolMinor >= 2 ? Feature.LEDS_DELTA : 0) } : {}),
      ...(protocolMinor >= 2 ? { speeds: this.offeredSpeeds } : {}),
    });
  }

  private sendState(): void {
    const { clock, reportIntervalMs } = this.config;
    if (!this.contactsSettled) {
      // Still in the power-up window: the scan reports once the contacts have settled.
      this.reportWhenSettled = true;
      return;
    }
    if (this.confirming) {
      this.reportWhenConfirmed = true; // the host may not hear the new speed yet
      return;
    }
    const stable = this.debounce.stable;
    this.send({
      type: 'STATE', seq: 0, uptimeMs: this.uptimeMs(),
      occupied: stable.slice(0, this.cellCount),
      buttons: stable.slice(this.cellCount, this.cellCount + this.buttonCount),
      ...(this.cornerCount > 0 && this.config.protocolMinor >= 1 ? { corners: stable.slice(this.cellCount + this.buttonCount) } : {}),
    });
    this.counters.statesSent++;
    // "At least every reportIntervalMs": the quiet-time countdown restarts with every STATE.
    if (this.reportTimer !== undefined) clock.clearTimeout(this.reportTimer);
    this.reportTimer = clock.setTimeout(() => { this.reportTimer = undefined; this.sendState(); }, reportIntervalMs);
  }

  private sendError(code: number, detail: number): void {
    this.send({ type: 'ERROR', seq: 0, code, detail: detail & 0xff });
  }

  /** Numbers the frame with the board's own u8 seq, frames it and hands it to the UART. */
  private send(message: Message): void {
    const frame = encodeFrame({ ...message, seq: this.seq });
    this.seq = (this.seq + 1) & 0xff;
    this.counters.framesOut++;
    this.io.transmit(this.slip.encode(frame));
  }
}

/** app.c speed_bit: a speed's `LineSpeed` bit, 0 for any other speed. */
function speedBit(baud: number): number {
  return (LineSpeed as Record<number, number>)[baud] ?? 0;
}

/** A LEDS frame's picture: blink period, palette, one palette index and blink flag per cell. */
type LedsPicture = Pick<Leds, 'blinkPeriodMs' | 'palette' | 'cells'>;

/** What a LEDS_DELTA makes of the picture it was built on (PROTOCOL.md, LEDS_DELTA). */
function applyDelta(base: LedsPicture, delta: LedsDelta): LedsPicture {
  const palette = base.palette.map((c) => ({ ...c }));
  for (const { index, colour } of delta.palette) {
    while (palette.length < index) palette.push({ r: 0, g: 0, b: 0 });
    palette[index] = { ...colour };
  }
  const cells = base.cells.map((c) => ({ ...c }));
  for (const { cell, colour, blink } of delta.cells) cells[cell] = { colour, blink };
  return { blinkPeriodMs: delta.blinkPeriodMs, palette, cells };
}
