// The real firmware (hardware/firmware, built with avr-gcc) running in avr8js as a board the
// host can open through the serialport binding, exactly like a SimBoard: reed switches through a
// virtual diode matrix on the chip's pins, the WS2812 data pin (or the APA102 chain on the SPI) decoded back into colours, the
// USART bridged to the host at line speed. The CPU runs in the injected clock's time: it catches
// up whenever the host writes or a piece moves, and every `sliceMs` (one UART character by
// default), so bytes leave and arrive at the cycle the firmware sends or reads them.
import { avrInstruction } from 'avr8js';
import { ledChainIndex } from '../../hardware/index.ts';
import type { BoardProfile, Clock, TimerHandle } from '../../hardware/index.ts';
import type { HostConnection, HostEndpoint } from '../board.ts';
import { UsbSerialBridge } from './usb-serial.ts';
import { loadFirmware } from './firmware-build.ts';
import type { BuildOptions, FirmwareImage } from './firmware-build.ts';
import { createMega2560, CYCLES_PER_MS } from './mega2560.ts';
import type { Mega2560 } from './mega2560.ts';
import { SwitchMatrix } from './switch-matrix.ts';
import { Apa102Decoder } from './apa102-decoder.ts';
import { Ws2812Decoder } from './ws2812-decoder.ts';
import type { LatchedFrame, Rgb } from './ws2812-decoder.ts';

export interface AvrBoardOptions {
  profile: BoardProfile;
  clock: Clock;
  /** Which build of hardware/firmware (default: board mega-10x10). */
  firmware?: BuildOptions;
  /** 1N4148 in series with every switch (default true). */
  diodes?: boolean;
  /** The self-test pin is jumpered to GND (read by the firmware at boot). */
  selfTestJumper?: boolean;
  /** How often the CPU catches up with the clock, in ms; at most one UART character time. */
  sliceMs?: number;
  /** Count cycles per code region (see CycleProfile); slower, for the bench. */
  cycleProfile?: CycleProfile;
  /** Told of every byte on the serial line, with its times (the bench's latency terms). */
  onWire?: (byte: WireByte) => void;
}

/**
 * A byte on the serial line. To the host: `sentMs` when the firmware wrote it to the UART,
 * `arrivedMs` when its last bit reached the host. To the board: `sentMs` when the host wrote
 * it, `arrivedMs` when it landed in the USART.
 */
export interface WireByte { dir: 'to-host' | 'to-board'; byte: number; sentMs: number; arrivedMs: number }

/** fw_counters in hardware/firmware/src/app.h: u16 fields in this order. */
export const FIRMWARE_COUNTER_FIELDS = [
  'boots', 'framesIn', 'framesOut', 'statesSent', 'ledsShown', 'badFrames', 'badCrc', 'tooShort',
  'unknownType', 'badLength', 'tooLarge', 'busy', 'unexpected', 'hostErrors', 'hostSeqGaps',
  'idleEntries', 'shows', 'rxOverruns', 'showsSkipped', 'deltasShown', 'noBase', 'speedSwitches',
  'speedFallbacks', 'scanPauses', 'scanPauseMaxUs',
] as const;
export type AvrFirmwareCounters = Record<(typeof FIRMWARE_COUNTER_FIELDS)[number], number>;

export interface AvrBoardStats {
  /** CPU cycles run since the first power-up (all boots). */
  cycles: number;
  /** Of those, cycles the CPU spent asleep (idle mode, waiting for an interrupt). */
  sleepCycles: number;
  bytesToBoard: number;
  bytesToHost: number;
  /** Bytes that reached the USART while its receiver held an unread byte (lost on a real chip). */
  uartOverruns: number;
  /** Bytes that arrived while the firmware had not enabled its receiver yet. */
  bytesWhileRxOff: number;
  /** Bytes for the host while no host had the port open. */
  bytesUnread: number;
  /** Bytes from the host flipped by corruptNextHostFrame(). */
  bytesCorrupted: number;
  /** Lowest stack pointer seen (only with a CycleProfile). */
  minStackPointer: number;
}

/** Cycle counts per code region, by flash byte address ranges (for the bench). */
export class CycleProfile {
  readonly cycles = new Map<string, number>();
  minSp = Infinity;
  private readonly regionOfWord: Uint16Array;
  private readonly names: string[] = ['other'];

  constructor(regions: { name: string; start: number; end: number }[], flashWords: number) {
    this.regionOfWord = new Uint16Array(flashWords);
    for (const r of regions) {
      let id = this.names.indexOf(r.name);
      if (id < 0) { id = this.names.length; this.names.push(r.name); }
      this.regionOfWord.fill(id, r.start >> 1, r.end >> 1);
    }
    for (const n of this.names) this.cycles.set(n, 0);
  }

  add(pcWord: number, cycles: number): void {
    const name = this.names[this.regionOfWord[pcWord]];
    this.cycles.set(name, (this.cycles.get(name) ?? 0) + cycles);
  }

  reset(): void {
    for (const n of this.names) this.cycles.set(n, 0);
    this.minSp = Infinity;
  }
}

const SLEEP_OPCODE = 0x9588;
const SEI_OPCODE = 0x9478;
const SMCR = 0x53;
const SMCR_SE = 0x01;

interface ClockEventList { cycles: number }
const nextClockEvent = (chip: Mega2560): ClockEventList | null =>
  (chip.cpu as unknown as { nextClockEvent: ClockEventList | null }).nextClockEvent;

export class AvrBoard {
  readonly firmwareId = 'TT-MEGA';
  readonly profile: BoardProfile;
  readonly image: FirmwareImage;
  readonly matrix: SwitchMatrix;
  /** The WS2812 line's decoder (WS2812 builds). */
  readonly decoder = new Ws2812Decoder();
  /** The APA102 chain's decoder (APA102 builds: the LEDs on the SPI). */
  readonly apa102 = new Apa102Decoder();
  readonly ledKind: 'ws2812' | 'apa102';
  private readonly clock: Clock;
  private readonly sliceMs: number;
  private readonly cycleProfile: CycleProfile | undefined;
  private readonly onWire: ((byte: WireByte) => void) | undefined;
  private readonly originMs: number;
  selfTestJumper: boolean;
  /** The buttons held down now, by their index in the profile's button list. */
  private readonly pressed = new Set<number>();

  private chip: Mega2560 | undefined;
  private cycleBase = 0;
  private sleeping = false;
  private sliceTimer: TimerHandle | undefined;
  private plugged = true;
  private readonly usb: UsbSerialBridge;
  private rxLineFreeAt = 0;
  private rxInFlight = 0;
  private drainWaiters: (() => void)[] = [];
  private corruptArmed = false;
  private finishedCycles = 0;
  /** Cycle of the last scan tick (a row driven low) and the longest gap between two. */
  private lastRowCycle: number | undefined;
  private longestRowGap = 0;
  /** Scan ticks (rows driven) since the first power-up. */
  scanTicks = 0;
  private readonly statsCounts = {
    sleepCycles: 0, bytesToBoard: 0, uartOverruns: 0, bytesWhileRxOff: 0, bytesCorrupted: 0,
  };

  constructor(options: AvrBoardOptions) {
    this.profile = options.profile;
    this.clock = options.clock;
    this.image = loadFirmware(options.firmware);
    this.checkProfile();
    const { pins } = this.image;
    this.matrix = new SwitchMatrix(pins.rows, pins.cols, pins.rowPins, pins.colPins, options.diodes ?? true);
    this.matrix.onRowDriven = () => this.rowDriven();
    this.ledKind = pins.ledKind;
    this.selfTestJumper = options.selfTestJumper ?? false;
    this.sliceMs = options.sliceMs ?? 1360 / CYCLES_PER_MS;
    this.cycleProfile = options.cycleProfile;
    this.onWire = options.onWire;
    this.originMs = this.clock.now();
    const onWire = this.onWire;
    this.usb = new UsbSerialBridge(this.clock, (cycle) => this.msOfCycle(cycle), 115200, onWire === undefined ? undefined
      : (p) => onWire({ dir: 'to-host', byte: p.byte, sentMs: this.msOfCycle(p.sentCycle), arrivedMs: this.msOfCycle(p.arrivalCycle) }));
    this.boot();
  }

  // ── Pieces ────────────────────────────────────────────────────────────────────────────────

  get cellCount(): number { return this.profile.rows * this.profile.cols; }

  /** Presses or releases a button, by index or by its profile name (wired as the build's pin map says). */
  setButton(button: number | string, pressed: boolean): void {
    const index = typeof button === 'number' ? button : (this.profile.buttons ?? []).indexOf(button);
    const pin = this.image.pins.buttonPins[index];
    if (pin === undefined) throw new RangeError(`no button ${JSON.stringify(button)} on the ${this.image.pins.board} build`);
    this.catchUp();
    if (pressed) this.pressed.add(index); else this.pressed.delete(index);
    this.chip?.ports[pin.port].setPin(pin.bit, !pressed);
  }

  /** Cells are numbered row-major on the board's own grid. */
  setRaw(cell: number, occupied: boolean): void {
    this.checkCell(cell);
    this.catchUp();
    this.matrix.set(cell, occupied);
  }

  lift(cells: number | Iterable<number>): void {
    for (const cell of typeof cells === 'number' ? [cells] : cells) this.setRaw(cell, false);
  }

  place(cells: number | Iterable<number>): void {
    for (const cell of typeof cells === 'number' ? [cells] : cells) this.setRaw(cell, true);
  }

  occupiedRaw(): boolean[] { return this.matrix.closed.slice(); }

  // ── LEDs ──────────────────────────────────────────────────────────────────────────────────

  /** Colour per board cell as the chain shows it now (dark before the first frame and when off). */
  shownLeds(): Rgb[] {
    this.catchUp();
    const frame = this.plugged ? this.leds.current : undefined;
    return Array.from({ length: this.cellCount }, (_, cell) => {
      const led = frame?.leds[ledChainIndex(this.profile, cell)];
      return led === undefined ? { r: 0, g: 0, b: 0 } : { r: led.r, g: led.g, b: led.b };
    });
  }

  /** Every frame latched so far, with the clock time it latched at. */
  latchedFrames(): (LatchedFrame & { atMs: number })[] {
    this.catchUp();
    return this.leds.frames.map((f) => ({ ...f, atMs: this.msOfCycle(f.latchedAt) }));
  }

  private get leds(): Ws2812Decoder | Apa102Decoder { return this.ledKind === 'apa102' ? this.apa102 : this.decoder; }

  // ── Scanning ──────────────────────────────────────────────────────────────────────────────

  /**
   * The longest time between two scan ticks (rows driven) since the last call, in ms: a pause of
   * scanning shows here (WS2812 output with interrupts off), measured on the pins.
   */
  takeLongestScanPauseMs(): number {
    this.catchUp();
    const ms = this.longestRowGap / CYCLES_PER_MS;
    this.longestRowGap = 0;
    return ms;
  }

  private rowDriven(): void {
    this.scanTicks++;
    const now = this.globalCycles();
    if (this.lastRowCycle !== undefined) this.longestRowGap = Math.max(this.longestRowGap, now - this.lastRowCycle);
    this.lastRowCycle = now;
  }

  // ── Power and USB ─────────────────────────────────────────────────────────────────────────

  get isPlugged(): boolean { return this.plugged; }

  get isRunning(): boolean { return this.chip !== undefined; }

  /** The USB cable is pulled: the port vanishes, the board loses power (LEDs go dark). */
  unplug(): void {
    if (!this.plugged) return;
    this.catchUp();
    this.plugged = false;
    this.powerOff();
    this.usb.unplug();
  }

  replug(): void {
    if (this.plugged) return;
    this.plugged = true;
    this.boot();
  }

  /** The reset button (or DTR): the chip restarts; the USB bridge and the host's port stay. */
  reset(): void {
    if (!this.plugged) return;
    this.catchUp();
    this.powerOff();
    this.boot();
  }

  /** Stops the board's timers (for a clean end of a test). */
  dispose(): void {
    this.catchUp();
    this.powerOff();
    this.usb.dispose();
  }

  // ── Faults ────────────────────────────────────────────────────────────────────────────────

  /** Flips one bit of the next data byte the host writes: exactly one frame arrives corrupt. */
  corruptNextHostFrame(): void { this.corruptArmed = true; }

  // ── Diagnostics ───────────────────────────────────────────────────────────────────────────

  /** The firmware's own counters, read from its RAM (zeros while it is off). */
  get counters(): AvrFirmwareCounters {
    this.catchUp();
    const out = Object.fromEntries(FIRMWARE_COUNTER_FIELDS.map((f) => [f, 0])) as AvrFirmwareCounters;
    const symbol = this.image.symbols.get('fw_counters');
    if (this.chip === undefined || symbol === undefined) return out;
    const { data } = this.chip.cpu;
    FIRMWARE_COUNTER_FIELDS.forEach((f, i) => { out[f] = data[symbol.address + 2 * i] | (data[symbol.address + 2 * i + 1] << 8); });
    return out;
  }

  get stats(): AvrBoardStats {
    this.catchUp();
    return {
      ...this.statsCounts,
      bytesToHost: this.usb.bytesToHost,
      bytesUnread: this.usb.bytesUnread,
      cycles: this.finishedCycles + (this.chip?.cpu.cycles ?? 0),
      minStackPointer: this.cycleProfile?.minSp ?? NaN,
    };
  }

  /** The firmware's UART speed as configured in its registers. */
  get uartBaudRate(): number { return this.chip?.usart0.baudRate ?? 0; }

  /** The chip, for tests and the bench that look at registers. */
  get mcu(): Mega2560 | undefined { return this.chip; }

  /** Clock time of a global cycle count. */
  msOfCycle(cycle: number): number { return this.originMs + cycle / CYCLES_PER_MS; }

  // ── The host end (used by the serialport binding) ─────────────────────────────────────────

  get hostAttached(): boolean { return this.usb.attached; }

  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
    if (!this.plugged) throw new Error('board is unplugged');
    return this.usb.connect(endpoint, hostBaudRate, {
      write: (bytes) => this.receiveFromHost(bytes),
      drained: () => (this.rxInFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.drainWaiters.push(resolve))),
    });
  }

  // ── Running the CPU ───────────────────────────────────────────────────────────────────────

  /** Runs the CPU up to the clock's now. */
  catchUp(): void {
    const chip = this.chip;
    if (chip === undefined) return;
    const target = Math.floor((this.clock.now() - this.originMs) * CYCLES_PER_MS) - this.cycleBase;
    if (target > chip.cpu.cycles) {
      this.runTo(chip, target, this.cycleProfile);
    }
    this.leds.poll(this.globalCycles());
    this.usb.flush(this.chip?.usart0.baudRate);
  }

  private globalCycles(): number { return this.cycleBase + (this.chip?.cpu.cycles ?? 0); }

  /**
   * Instructions and clock events; asleep, straight to the next event. As on the AVR, the
   * instruction after SEI runs before any pending interrupt, so `sei; sleep` cannot miss a wake-up.
   */
  private runTo(chip: Mega2560, target: number, profile: CycleProfile | undefined): void {
    const { cpu } = chip;
    // Read once: under vitest an imported binding is a getter, paid at every instruction otherwise.
    const instruction = avrInstruction;
    while (cpu.cycles < target) {
      if (this.sleeping) { this.sleepStep(chip, target); continue; }
      const pc = cpu.pc;
      const before = cpu.cycles;
      const opcode = cpu.progMem[pc];
      if (opcode === SLEEP_OPCODE && (cpu.data[SMCR] & SMCR_SE) !== 0) this.sleeping = true;
      instruction(cpu);
      if (opcode === SEI_OPCODE) {
        if (cpu.progMem[cpu.pc] === SLEEP_OPCODE && (cpu.data[SMCR] & SMCR_SE) !== 0) this.sleeping = true;
        instruction(cpu);
      }
      const resumeAt = cpu.pc;
      cpu.tick();
      if (cpu.pc !== resumeAt) this.sleeping = false; // an interrupt was taken: awake
      if (profile !== undefined) {
        profile.add(pc, cpu.cycles - before);
        if (cpu.SP < profile.minSp) profile.minSp = cpu.SP;
      }
    }
  }

  /** Asleep: jump to the next clock event (a timer, the UART), which may raise an interrupt. */
  private sleepStep(chip: Mega2560, target: number): void {
    const { cpu } = chip;
    if (cpu.interruptsEnabled && cpu.nextInterrupt >= 0) {
      this.sleeping = false;
      cpu.tick(); // takes the interrupt: the CPU wakes
      return;
    }
    const next = nextClockEvent(chip)?.cycles ?? Infinity;
    const wakeAt = Math.min(next, target);
    if (wakeAt > cpu.cycles) {
      this.statsCounts.sleepCycles += wakeAt - cpu.cycles;
      cpu.cycles = wakeAt;
    }
    const pc = cpu.pc;
    cpu.tick();
    if (cpu.pc !== pc) this.sleeping = false;
  }

  // ── Power ─────────────────────────────────────────────────────────────────────────────────

  private boot(): void {
    const chip = createMega2560(this.image.program);
    this.chip = chip;
    this.sleeping = false;
    this.cycleBase = Math.floor((this.clock.now() - this.originMs) * CYCLES_PER_MS);
    this.rxLineFreeAt = this.cycleBase;
    const { pins } = this.image;
    this.matrix.attach(chip.ports);
    const led = chip.ports[pins.ledPin.port];
    const ledMask = 1 << pins.ledPin.bit;
    if (this.ledKind === 'ws2812') led.addListener((value) => this.decoder.edge((value & ledMask) !== 0, this.globalCycles()));
    else {
      const { spi } = chip;
      spi.onByte = (value) => {
        const start = this.globalCycles();
        this.apa102.byte(value, start, start + spi.transferCycles);
        chip.cpu.addClockEvent(() => spi.completeTransfer(0xff), spi.transferCycles);
      };
    }
    chip.ports[pins.selfTestPin.port].setPin(pins.selfTestPin.bit, !this.selfTestJumper);
    // Buttons pull their pin to GND while pressed; released, the pull-up reads high.
    pins.buttonPins.forEach((pin, i) => chip.ports[pin.port].setPin(pin.bit, !this.pressed.has(i)));
    chip.usart0.onByteTransmit = (byte) => {
      const charCycles = (10 * 16_000_000) / chip.usart0.baudRate;
      this.usb.send({ byte, sentCycle: this.globalCycles(), arrivalCycle: this.globalCycles() + charCycles, baudRate: chip.usart0.baudRate });
    };
    this.scheduleSlice();
  }

  private powerOff(): void {
    if (this.sliceTimer !== undefined) this.clock.clearTimeout(this.sliceTimer);
    this.sliceTimer = undefined;
    if (this.chip !== undefined) this.finishedCycles += this.chip.cpu.cycles;
    this.chip = undefined;
    this.matrix.detach();
    this.lastRowCycle = undefined;
    this.decoder.abort();
    this.apa102.abort();
    this.usb.flush(undefined); // the chip is off: what it sent goes out as it was
    // Bytes on their way into the chip die with it.
    this.rxInFlight = 0;
    this.wakeDrainWaiters();
  }

  private scheduleSlice(): void {
    this.sliceTimer = this.clock.setTimeout(() => {
      this.catchUp();
      this.scheduleSlice();
    }, this.sliceMs);
  }

  // ── Serial line ───────────────────────────────────────────────────────────────────────────

  /** Host bytes travel back to back at the host's baud rate and land in the USART as they arrive. */
  private receiveFromHost(bytes: Uint8Array): void {
    const chip = this.chip;
    if (chip === undefined) return;
    this.catchUp();
    const charCycles = (10 * 16_000_000) / this.usb.hostBaudRate;
    const now = this.globalCycles();
    for (const sent of bytes) {
      const byte = this.maybeCorrupt(sent);
      this.rxLineFreeAt = Math.max(this.rxLineFreeAt, now) + charCycles;
      const delay = Math.max(1, Math.round(this.rxLineFreeAt - now));
      this.rxInFlight++;
      const sentMs = this.msOfCycle(now);
      chip.cpu.addClockEvent(() => this.deliverToUsart(chip, byte, sentMs), delay);
    }
  }

  /** A line fault on a data byte (never END or ESC, so the framing survives and the CRC catches it). */
  private maybeCorrupt(byte: number): number {
    if (!this.corruptArmed || byte === 0xc0 || byte === 0xdb) return byte;
    this.corruptArmed = false;
    this.statsCounts.bytesCorrupted++;
    const flipped = byte ^ 0x01;
    return flipped === 0xc0 || flipped === 0xdb ? byte ^ 0x02 : flipped;
  }

  private deliverToUsart(chip: Mega2560, byte: number, sentMs: number): void {
    if (chip !== this.chip) return;
    this.statsCounts.bytesToBoard++;
    this.onWire?.({ dir: 'to-board', byte, sentMs, arrivedMs: this.msOfCycle(this.globalCycles()) });
    if (!chip.usart0.rxEnable) this.statsCounts.bytesWhileRxOff++;
    else {
      if (!chip.receiveByte(this.usb.garble(byte, chip.usart0.baudRate))) this.statsCounts.uartOverruns++;
    }
    this.rxInFlight--;
    if (this.rxInFlight === 0) this.wakeDrainWaiters();
  }

  private wakeDrainWaiters(): void {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const wake of waiters) wake();
  }

  private checkProfile(): void {
    const { pins } = this.image;
    const p = this.profile;
    if ((p.buttons ?? []).length !== pins.buttonPins.length) {
      throw new Error(`board profile ${p.id} has ${(p.buttons ?? []).length} buttons, firmware build ${pins.board} wires ${pins.buttonPins.length}`);
    }
    if (p.ledKind !== pins.ledKind) {
      throw new Error(`board profile ${p.id} has ${p.ledKind} LEDs, firmware build ${pins.board} drives ${pins.ledKind}`);
    }
    // The header's own choice must be the profile's; a build with make DEBOUNCE=… forced is the override.
    if (this.image.debounce === undefined && p.debounce !== pins.debounce) {
      throw new Error(`board profile ${p.id} debounces ${p.debounce}, firmware build ${pins.board} ${pins.debounce} (set DEBOUNCE_MODE in its board header)`);
    }
    const starts = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
    if (p.rows !== pins.rows || p.cols !== pins.cols || (p.ledChain === 'serpentine') !== pins.serpentine || starts[pins.start] !== p.ledStart) {
      throw new Error(`board profile ${p.id} (${p.rows}×${p.cols}, ${p.ledChain} from ${p.ledStart}) does not match ` +
        `firmware build ${pins.board} (${pins.rows}×${pins.cols}, ${pins.serpentine ? 'serpentine' : 'row-major'} from ${starts[pins.start]})`);
    }
  }

  private checkCell(cell: number): void {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.cellCount) {
      throw new RangeError(`cell ${cell} is not on this ${this.profile.rows}×${this.profile.cols} board`);
    }
  }
}
