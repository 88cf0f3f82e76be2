// The firmware's figures for `npm run bench`: the scan's cost in CPU cycles measured in the
// emulator (cycles spent in the scan interrupt and the debounce, per code address), flash and RAM
// from avr-size, and the host ↔ firmware lift-to-lit time in emulated time. Plain JSON.
import { builtinProfiles, toBoardCell, VirtualClock } from '../../hardware/index.ts';
import { AvrBoard, CycleProfile } from '../../firmware-sim/avr/index.ts';
import { loadFirmware } from '../../firmware-sim/avr/index.ts';
import type { FirmwareImage } from '../../firmware-sim/avr/index.ts';
import { mismatches, startHostRig } from './host-rig.ts';
import { CPU_HZ, CYCLES_PER_MS } from '../../firmware-sim/avr/index.ts';
import type { WireByte } from '../../firmware-sim/avr/index.ts';
import { percentiles, type Percentiles } from '../bench/stats.ts';

export interface FirmwareFigures {
  /** Stack peak is measured for the 10×10 build only (null for the others). */
  firmware: { board: string; flashBytes: number; ramBytes: number; stackPeakBytes: number | null; flashTargetBytes: number; ramTargetBytes: number }[];
  scan: {
    board: string;
    /** Cycles per millisecond (one full 10×10 scan) in the scan interrupt + taking the scan + debounce, pieces still. */
    cyclesPerScanIdle: number;
    /** The same while a piece is lifted and put back every 7 ms (the debounce is busy). */
    cyclesPerScanMoving: number;
    /** CPU share of scanning at 1 kHz (target < 25 %). */
    cpuShareAt1kHzPercent: number;
    cpuShareAt1kHzMovingPercent: number;
    /** Scans per second the CPU could do if it did nothing else. */
    achievableScanHz: number;
    /** Everything the CPU does (scan, protocol, sleep excluded) with pieces still and the host quiet. */
    cpuBusyIdlePercent: number;
  };
  latency: {
    game: string;
    board: string;
    /** From the lift (switch opens) to the targets latched into the LEDs, emulated ms. */
    liftToLitMs: number;
    /** From the placing to the committed move's lights latched, emulated ms (settle window included). */
    placeToLitMs: number;
  };
  /** Lift-to-lit over many lifts, split into the terms of its budget (issue: lift to lit in 10 ms). */
  liftToLitTerms: LiftToLitTerms;
  /** Wall-clock ms the emulator needs per emulated second (host included), for planning tests. */
  emulatorWallMsPerSecond: number;
}

const SCAN_CODE = ['__vector_17', 'hal_scan_take', 'rows_to_bitmap', 'debounce_step', 'memset'];
const TIMER1_COMPA_VECTOR = { start: 17 * 4, end: 18 * 4 }; // its JMP in the vector table

function scanProfile(image: FirmwareImage): CycleProfile {
  const regions = SCAN_CODE.flatMap((name) => {
    const s = image.symbols.get(name);
    return s === undefined ? [] : [{ name: 'scan', start: s.address, end: s.address + s.size }];
  });
  regions.push({ name: 'scan', ...TIMER1_COMPA_VECTOR });
  return new CycleProfile(regions, image.program.length);
}

async function measureScan(board: string) {
  const image = loadFirmware({ board });
  const profile = scanProfile(image);
  const clock = new VirtualClock(0);
  const avr = new AvrBoard({ profile: builtinProfiles['10x10'], clock, firmware: { board }, cycleProfile: profile });
  avr.place([0, 11, 22, 55, 99]);
  await clock.advanceBy(50); // boot
  const window = async (ms: number, moving: boolean) => {
    profile.reset();
    const before = avr.stats;
    for (let t = 0; t < ms; t += 7) {
      if (moving) avr.setRaw(44, (t / 7) % 2 === 0);
      await clock.advanceBy(7);
    }
    const after = avr.stats;
    const total = after.cycles - before.cycles;
    return {
      scanPerMs: (profile.cycles.get('scan') ?? 0) / (total / CYCLES_PER_MS),
      busyShare: (total - (after.sleepCycles - before.sleepCycles)) / total,
    };
  };
  const idle = await window(210, false);
  const moving = await window(210, true);
  const stackPeak = 0x21ff - profile.minSp;
  avr.dispose();
  return { idle, moving, stackPeak };
}

async function measureLatency() {
  const h = await startHostRig();
  const state = h.table.session.state;
  const moves = h.game.legalMoves(state);
  const move = moves.find((m) => { const f = h.game.footprint(state, m); return f.lift.size === 1 && f.fill.size === 1 && f.kind === 'plain'; });
  if (move === undefined) throw new Error(`${h.game.id}: no simple move`);
  const f = h.game.footprint(state, move);
  const from = toBoardCell(h.profile, f.lift.first() as number);
  const to = toBoardCell(h.profile, f.fill.first() as number);
  /** Time from `at` until the LEDs latched the table's newest picture. */
  const litAfter = async (at: number): Promise<number> => {
    const end = h.clock.now() + 1000;
    while (h.clock.now() < end) {
      await h.clock.advanceBy(1);
      const asked = h.asked.at(-1);
      if (asked === undefined || asked.at < at) continue;
      const frame = h.board.latchedFrames().find((l) => l.atMs >= asked.at && mismatches(asked.frame, h.board.shownLeds()).length === 0);
      if (frame !== undefined && h.link.counters.ackTimeouts === 0) return frame.atMs - at;
    }
    return NaN;
  };
  await h.clock.advanceTo(200);
  const liftAt = h.clock.now();
  h.board.lift(from);
  const liftToLitMs = await litAfter(liftAt);
  await h.clock.advanceBy(100);
  const placeAt = h.clock.now();
  h.board.place(to);
  await h.clock.advanceBy(50); // before the settle window ends nothing new is lit
  const placeToLitMs = (await litAfter(placeAt + 50)) + 50;
  const wall0 = performance.now();
  const virtual0 = h.clock.now();
  await h.clock.advanceBy(500);
  const wallPerSecond = ((performance.now() - wall0) / (h.clock.now() - virtual0)) * 1000;
  const game = h.game.id;
  const board = h.board.image.board;
  await h.stop();
  return { game, board, liftToLitMs, placeToLitMs, wallPerSecond };
}

const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

/** The terms of lift-to-lit, each from one event on the path to the next (emulated ms). */
const TERMS = ['scanAndDebounce', 'stateOnWire', 'host', 'ledsOnWire', 'firmwareBeforeOutput', 'ledOutput'] as const;
type Term = (typeof TERMS)[number];

export interface LiftToLitTerms {
  game: string;
  board: string;
  baud: number;
  samples: number;
  liftToLitMs: Percentiles;
  /** Each term's p50 and p99 over the samples. */
  termsMs: Record<Term, { p50: number; p99: number }>;
  /** Each term's share of the mean lift-to-lit. */
  sharePercent: Record<Term, number>;
  what: Record<Term, string>;
}

const TERM_MEANING: Record<Term, string> = {
  scanAndDebounce: 'switch opens → the firmware writes the first byte of its STATE (scan period, 5 ms debounce, loop)',
  stateOnWire: 'first byte of the STATE written → its last byte at the host',
  host: 'STATE at the host → the first byte of the LEDS frame written by the host; 0 here, as the host runs in virtual time: its CPU time is hostProcessingUs',
  ledsOnWire: 'first byte of the LEDS frame written → its last byte in the board\'s USART',
  firmwareBeforeOutput: 'LEDS frame received → the first bit of the LED chain output (decode, render)',
  ledOutput: 'first bit of the LED chain output → the chain latched it',
};

/** Splits a direction's bytes into SLIP frames (END = 0xC0), keeping their first and last byte. */
function framesOf(bytes: WireByte[]): { type: number; first: WireByte; last: WireByte }[] {
  const frames: { type: number; first: WireByte; last: WireByte }[] = [];
  let open: WireByte[] = [];
  for (const b of bytes) {
    if (b.byte !== 0xc0) { open.push(b); continue; }
    if (open.length > 0) frames.push({ type: open[0].byte, first: open[0], last: b });
    open = [];
  }
  return frames;
}

/** Lifts the same piece `samples` times, at a different phase of the scan each time. */
async function measureTerms(samples: number): Promise<LiftToLitTerms> {
  const wire: WireByte[] = [];
  const h = await startHostRig({ onWire: (b) => wire.push(b) });
  const state = h.table.session.state;
  const move = h.game.legalMoves(state).find((m) => { const f = h.game.footprint(state, m); return f.lift.size === 1 && f.fill.size === 1 && f.kind === 'plain'; });
  if (move === undefined) throw new Error(`${h.game.id}: no simple move`);
  const from = toBoardCell(h.profile, h.game.footprint(state, move).lift.first() as number);
  const rows: Record<Term, number>[] = [];
  const totals: number[] = [];
  await h.clock.advanceTo(300);
  for (let k = 0; k < samples; k++) {
    await h.clock.advanceBy(300 + ((k * 0.37) % 1)); // a different phase of the 1 ms scan each time
    const t0 = h.clock.now();
    const askedBefore = h.asked.length;
    h.board.lift(from);
    let lit: { startedMs: number; atMs: number } | undefined;
    for (let waited = 0; lit === undefined && waited < 200; waited++) {
      await h.clock.advanceBy(1);
      const asked = h.asked[askedBefore];
      if (asked === undefined) continue;
      const frame = h.board.latchedFrames().find((l) => l.atMs >= asked.at && mismatches(asked.frame, h.board.shownLeds()).length === 0);
      if (frame !== undefined) lit = { startedMs: h.board.msOfCycle(frame.startedAt), atMs: frame.atMs };
    }
    if (lit === undefined) throw new Error('firmware bench: the lift was never lit');
    const stateFrame = framesOf(wire.filter((b) => b.dir === 'to-host' && b.sentMs >= t0)).find((f) => f.type === 0x02);
    const ledsFrame = stateFrame && framesOf(wire.filter((b) => b.dir === 'to-board' && b.sentMs >= stateFrame.last.arrivedMs)).find((f) => f.type === 0x03);
    if (stateFrame === undefined || ledsFrame === undefined) throw new Error('firmware bench: STATE or LEDS frame not seen on the wire');
    rows.push({
      scanAndDebounce: stateFrame.first.sentMs - t0,
      stateOnWire: stateFrame.last.arrivedMs - stateFrame.first.sentMs,
      host: ledsFrame.first.sentMs - stateFrame.last.arrivedMs,
      ledsOnWire: ledsFrame.last.arrivedMs - ledsFrame.first.sentMs,
      firmwareBeforeOutput: lit.startedMs - ledsFrame.last.arrivedMs,
      ledOutput: lit.atMs - lit.startedMs,
    });
    totals.push(lit.atMs - t0);
    await h.clock.advanceBy(1100); // held longer than a tap
    h.board.place(from);
    await h.clock.advanceBy(600);
    wire.length = 0;
  }
  await h.stop();
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  const termsMs = Object.fromEntries(TERMS.map((t) => { const p = percentiles(rows.map((r) => r[t])); return [t, { p50: round(p.p50, 3), p99: round(p.p99, 3) }]; })) as LiftToLitTerms['termsMs'];
  const sharePercent = Object.fromEntries(TERMS.map((t) => [t, round((100 * rows.reduce((a, r) => a + r[t], 0)) / rows.length / mean, 1)])) as LiftToLitTerms['sharePercent'];
  return { game: h.game.id, board: h.board.image.board, baud: 115200, samples, liftToLitMs: percentiles(totals), termsMs, sharePercent, what: TERM_MEANING };
}

export async function firmwareFigures(): Promise<FirmwareFigures> {
  const boards = ['mega-10x10', 'mega-9x9'];
  const scan = await measureScan('mega-10x10');
  const latency = await measureLatency();
  return {
    firmware: boards.map((board) => {
      const { size } = loadFirmware({ board });
      return {
        board, flashBytes: size.flashBytes, ramBytes: size.ramBytes,
        stackPeakBytes: board === 'mega-10x10' ? scan.stackPeak : null,
        flashTargetBytes: 16 * 1024, ramTargetBytes: 2 * 1024,
      };
    }),
    scan: {
      board: 'mega-10x10',
      cyclesPerScanIdle: Math.round(scan.idle.scanPerMs),
      cyclesPerScanMoving: Math.round(scan.moving.scanPerMs),
      cpuShareAt1kHzPercent: round((100 * scan.idle.scanPerMs) / CYCLES_PER_MS),
      cpuShareAt1kHzMovingPercent: round((100 * scan.moving.scanPerMs) / CYCLES_PER_MS),
      achievableScanHz: Math.round(CPU_HZ / scan.moving.scanPerMs),
      cpuBusyIdlePercent: round(100 * scan.idle.busyShare),
    },
    latency: { game: latency.game, board: latency.board, liftToLitMs: round(latency.liftToLitMs), placeToLitMs: round(latency.placeToLitMs) },
    liftToLitTerms: await measureTerms(20),
    emulatorWallMsPerSecond: Math.round(latency.wallPerSecond),
  };
}
