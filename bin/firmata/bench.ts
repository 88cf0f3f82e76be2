// Bench figures for Arduinos running StandardFirmata, on the real StandardFirmata in the emulated
// Uno (emulated time, so the figures do not depend on the machine):
// - press-to-host: a button pressed on a pin until the host's FirmataDevice reports it (through
//   StandardFirmata's report, the line at 57600 baud, firmata-io and johnny-five's 7 ms debounce);
// - report latency: a pin change until firmata-io has the new value (no debounce);
// - keeping up at 1 kHz: N input pins each changing every emulated millisecond; the largest N
//   for which the host still sees (nearly) every change, soon after it happens.
// johnny-five and firmata-io time themselves with the global timers, so they are faked here
// (@sinonjs/fake-timers) and the emulator reads the same faked clock.
import FakeTimers from '@sinonjs/fake-timers';
import { SerialPortStream } from '@serialport/stream';
import firmataIo from 'firmata-io';
import { systemClock } from '../../hardware/index.ts';
import { createSimBinding } from '../../firmware-sim/index.ts';
import { FirmataUno } from '../../firmware-sim/avr/index.ts';
import { FIRMATA_BAUD, FirmataDevice, parsePinMap } from '../../host/index.ts';
import { percentiles, type Percentiles } from '../bench/stats.ts';

const PRESSES = 200;
const KEEP_UP_MS = 300;
/** "Keeps up": at least this share of the changes reach the host… */
const KEEP_UP_SHARE = 0.99;
/** …and the last change reaches it within this long once the changes stop (no backlog). */
const KEEP_UP_DRAIN_MS = 5;
const INPUT_PINS = Array.from({ length: 18 }, (_, i) => 2 + i); // D2–D13, A0–A5

export interface FirmataFigures {
  firmware: string;
  pressToHostMs: Percentiles;
  reportLatencyMs: Percentiles;
  keepUpAt1kHz: { maxPins: number; byPins: { pins: number; reportedPercent: number; drainMs: number }[]; rule: string };
  unit: string;
}

type Fake = ReturnType<typeof FakeTimers.install>;

export interface FirmataRun {
  /** Presses (and pin changes) measured; the bench's 200 by default. */
  presses?: number;
  /** How many pins are tried for keeping up; every count from 1 to 18 by default. */
  pinCounts?: readonly number[];
}

/** The bench's figures; a test asks for fewer samples (each is emulated in real CPU time). */
export async function firmataFigures(run: FirmataRun = {}): Promise<FirmataFigures> {
  const presses = run.presses ?? PRESSES;
  const pinCounts = run.pinCounts ?? INPUT_PINS.map((_, i) => i + 1);
  const fake = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  try {
    const press = await pressToHost(fake, presses);
    const report = await reportLatency(fake, presses);
    const byPins = [];
    for (const n of pinCounts) byPins.push(await keepUp(fake, n));
    const kept = byPins.filter((r) => r.reportedPercent >= KEEP_UP_SHARE * 100 && r.drainMs <= KEEP_UP_DRAIN_MS);
    return {
      firmware: 'StandardFirmata 2.4 (avrgirl-arduino@5.0.1, Uno) in avr8js as an ATmega328P, 57600 baud',
      pressToHostMs: press,
      reportLatencyMs: report.latency,
      keepUpAt1kHz: {
        maxPins: kept.length === 0 ? 0 : Math.max(...kept.map((r) => r.pins)),
        byPins,
        rule: `N pins (D2 upwards) each change every emulated ms for ${KEEP_UP_MS} ms; kept up = ≥ ${KEEP_UP_SHARE * 100} % of the changes seen by firmata-io and the last one seen within ${KEEP_UP_DRAIN_MS} ms of it (drainMs: a longer time is a backlog on the line)`,
      },
      unit: 'emulated ms',
    };
  } finally {
    fake.uninstall();
  }
}

async function until(fake: Fake, done: () => boolean, limitMs: number, what: string, stepMs = 1): Promise<void> {
  for (let t = 0; t <= limitMs; t += stepMs) {
    if (done()) return;
    await fake.tickAsync(stepMs);
  }
  throw new Error(`firmata bench: not within ${limitMs} ms: ${what}`);
}

/** A button on D2 through johnny-five, pressed at every phase of the sketch's loop. */
async function pressToHost(fake: Fake, presses: number): Promise<Percentiles> {
  const clock = systemClock();
  const uno = new FirmataUno({ clock, sliceMs: 0.05 });
  const sim = createSimBinding();
  sim.attach('firmata:1', uno);
  const map = parsePinMap({ pins: [{ pin: 2, button: 'next' }] });
  if (!map.ok) throw new Error(map.error);
  const device = new FirmataDevice({ path: 'firmata:1', binding: sim.binding, map: map.value, clock });
  let opened: { ok: boolean; error?: string } | undefined;
  void device.open().then((r) => { opened = r; });
  await until(fake, () => opened !== undefined, 10_000, 'the device opens', 10);
  if (!opened!.ok) throw new Error(opened!.error);
  let downAt: number | undefined;
  device.inputs$.subscribe((i) => { if (i.kind === 'button' && i.down) downAt = clock.now(); });
  const samples: number[] = [];
  for (let k = 0; k < presses; k++) {
    await fake.tickAsync(20 + ((k * 37) % 100) / 100); // a different phase each time
    downAt = undefined;
    const pressedAt = clock.now();
    uno.setSwitch(2, true);
    await until(fake, () => downAt !== undefined, 100, 'the press reaches the host', 0.05);
    samples.push(downAt! - pressedAt);
    uno.setSwitch(2, false);
  }
  const closing = device.close();
  await fake.tickAsync(10);
  await closing;
  uno.dispose();
  return percentiles(samples);
}

interface RawRig { uno: FirmataUno; io: InstanceType<typeof firmataIo.Firmata>; now: () => number; close(): Promise<void> }

/** firmata-io alone on the emulated Uno (johnny-five's io, without its debounce). */
async function rawRig(fake: Fake, pins: number[], onValue: (pin: number, value: number) => void): Promise<RawRig> {
  const clock = systemClock();
  const uno = new FirmataUno({ clock, sliceMs: 0.05 });
  const sim = createSimBinding();
  sim.attach('firmata:1', uno);
  const port = new SerialPortStream({ binding: sim.binding, path: 'firmata:1', baudRate: FIRMATA_BAUD });
  const io = new firmataIo.Firmata(port);
  await until(fake, () => io.isReady, 10_000, 'firmata-io is ready', 10);
  const raw = io as unknown as { pinMode(pin: number, mode: number): void; digitalWrite(pin: number, v: number): void; digitalRead(pin: number, cb: (v: number) => void): void };
  for (const pin of pins) {
    raw.pinMode(pin, io.MODES.INPUT);
    raw.digitalWrite(pin, 1);
    raw.digitalRead(pin, (value) => onValue(pin, value)); // turns on the port's reports
  }
  await fake.tickAsync(20);
  return {
    uno, io, now: () => clock.now(),
    async close() {
      const closing = new Promise<void>((resolve) => port.close(() => resolve()));
      await fake.tickAsync(5);
      await closing;
      uno.dispose();
    },
  };
}

/** One pin changed at every phase of the loop: until firmata-io holds the new value. */
async function reportLatency(fake: Fake, presses: number): Promise<{ latency: Percentiles }> {
  let seen: { value: number; at: number } | undefined;
  let now = (): number => 0;
  const rig = await rawRig(fake, [2], (_pin, value) => { if (value !== seen?.value) seen = { value, at: now() }; });
  now = rig.now;
  const samples: number[] = [];
  for (let k = 0; k < presses; k++) {
    await fake.tickAsync(5 + ((k * 37) % 100) / 100);
    const level = k % 2 === 0 ? 0 : 1;
    const changedAt = rig.now();
    rig.uno.setSwitch(2, level === 0);
    await until(fake, () => seen?.value === level && seen.at >= changedAt, 100, 'the change reaches firmata-io', 0.05);
    samples.push(seen!.at - changedAt);
  }
  await rig.close();
  return { latency: percentiles(samples) };
}

/** N pins each changing every ms: what share of the changes the host sees, and the backlog left when they stop. */
async function keepUp(fake: Fake, n: number): Promise<{ pins: number; reportedPercent: number; drainMs: number }> {
  const pins = INPUT_PINS.slice(0, n);
  const seenLevel = new Map<number, number>();
  let counting = false;
  let observed = 0;
  let lastChangeAt = 0;
  let now = (): number => 0;
  const rig = await rawRig(fake, pins, (pin, value) => {
    if (value === seenLevel.get(pin)) return;
    seenLevel.set(pin, value);
    if (!counting) return; // the reports that start when reporting is turned on
    observed++;
    lastChangeAt = now();
  });
  now = rig.now;
  counting = true;
  let toggles = 0;
  for (let ms = 0; ms < KEEP_UP_MS; ms++) {
    const level = ms % 2 === 0 ? 0 : 1;
    for (const pin of pins) { rig.uno.setSwitch(pin, level === 0); toggles++; }
    if (ms < KEEP_UP_MS - 1) await fake.tickAsync(1);
  }
  const stoppedAt = rig.now();
  await fake.tickAsync(100); // everything still on its way arrives
  await rig.close();
  return { pins: n, reportedPercent: Math.round((observed / toggles) * 1000) / 10, drainMs: Math.round((lastChangeAt - stoppedAt) * 100) / 100 };
}
