// The firmware's figures for `npm run bench`: the scan's cost in CPU cycles measured in the
// emulator (cycles spent in the scan interrupt and the debounce, per code address), flash and RAM
// from avr-size, and the host ↔ firmware lift-to-lit time in emulated time. Plain JSON.
import { builtinProfiles, toBoardCell, VirtualClock } from '../../hardware/index.ts';
import { footprintOf, freeGame } from '../../rules/index.ts';
import type { AnyGame } from '../../rules/index.ts';
import { AvrBoard, CycleProfile } from '../../firmware-sim/avr/index.ts';
import { loadFirmware } from '../../firmware-sim/avr/index.ts';
import type { FirmwareImage } from '../../firmware-sim/avr/index.ts';
import { mismatches, startHostRig } from './host-rig.ts';
import { CPU_HZ, CYCLES_PER_MS } from '../../firmware-sim/avr/index.ts';
import type { WireByte } from '../../firmware-sim/avr/index.ts';
import { percentiles, type Percentiles } from '../bench/stats.ts';
import type { FlickerFigures } from '../bench/flickers.ts';

export interface FirmwareFigures {
  /** Stack peak is measured for the 10×10 build only (null for the others). */
  firmware: { board: string; flashBytes: number; ramBytes: number; stackPeakBytes: number | null; flashTargetBytes: number; ramTargetBytes: number }[];
  /** The scan's cost on the board's own build (eager debounce). */
  scan: ScanFigures;
  /** The same on the build forced to the deferred debounce (make DEBOUNCE=deferred). */
  scanDeferred: ScanFigures;
  latency: {
    game: string;
    board: string;
    /** The build's debounce mode (its board header's: eager on the reed boards, no 5 ms wait). */
    debounce: 'eager' | 'deferred';
    /** From the lift (switch opens) to the targets latched into the LEDs, emulated ms. */
    liftToLitMs: number;
    /** From the placing to the committed move's lights latched, emulated ms (settle window included). */
    placeToLitMs: number;
  };
  /**
   * Lift-to-lit over many lifts per LED kind, line speed and debounce mode (eager first, then
   * deferred), split into the terms of its budget; `fastest` is eager's fastest line speed per LED
   * kind, `fastestDeferred` the same in the deferred mode.
   */
  liftToLit: {
    runs: LatencyRun[]; what: Record<Term, string>; targetP99Ms: number;
    fastest: { ws2812: LatencyRun; apa102: LatencyRun };
    fastestDeferred: { ws2812: LatencyRun; apa102: LatencyRun };
  };
  /** Wall-clock ms the emulator needs per emulated second (host included), for planning tests. */
  emulatorWallMsPerSecond: number;
}

export type DebounceMode = 'eager' | 'deferred';
/** The bench measures both: eager (the reed boards' own builds) and deferred (forced with make DEBOUNCE=deferred). */
export const DEBOUNCE_MODES: readonly DebounceMode[] = ['eager', 'deferred'];

/** What to force for `board` to run `mode`: nothing when its header already picks it (its usual build), else the mode. */
function forcedMode(board: string, mode: DebounceMode): DebounceMode | undefined {
  return loadFirmware({ board }).pins.debounce === mode ? undefined : mode;
}

export interface ScanFigures {
  board: string;
  /** The build's debounce mode. */
  debounce: DebounceMode;
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

async function measureScan(board: string, mode: DebounceMode) {
  const firmware = { board, debounce: forcedMode(board, mode) };
  const image = loadFirmware(firmware);
  if (image.pins.debounce !== mode) throw new Error(`firmware bench: the ${board} build runs ${image.pins.debounce}, not ${mode}`);
  const profile = scanProfile(image);
  const clock = new VirtualClock(0);
  const avr = new AvrBoard({ profile: builtinProfiles['10x10'], clock, firmware, cycleProfile: profile });
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
  const move = moves.find((m) => { const f = footprintOf(h.game, state, m); return f.lift.size === 1 && f.fill.size === 1 && f.kind === 'plain'; });
  if (move === undefined) throw new Error(`${h.game.id}: no simple move`);
  const f = footprintOf(h.game, state, move);
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
  const debounce = h.board.image.pins.debounce;
  await h.stop();
  return { game, board, debounce, liftToLitMs, placeToLitMs, wallPerSecond };
}

const round = (x: number, digits = 2): number => Number(x.toFixed(digits));

async function liftToLitFigures(samples: number, onRun?: (run: LatencyRun) => void): Promise<FirmwareFigures['liftToLit']> {
  const runs: LatencyRun[] = [];
  for (const mode of DEBOUNCE_MODES) {
    for (const { ledKind, baud } of LATENCY_RUNS) {
      const run = await latencyRun(ledKind, baud, samples, mode);
      runs.push(run);
      onRun?.(run);
    }
  }
  const fastestOf = (kind: 'ws2812' | 'apa102', mode: DebounceMode) =>
    runs.filter((r) => r.ledKind === kind && r.debounce === mode).sort((x, y) => y.baud - x.baud)[0];
  return {
    runs, what: TERM_MEANING, targetP99Ms: 10,
    fastest: { ws2812: fastestOf('ws2812', 'eager'), apa102: fastestOf('apa102', 'eager') },
    fastestDeferred: { ws2812: fastestOf('ws2812', 'deferred'), apa102: fastestOf('apa102', 'deferred') },
  };
}

/** The terms of lift-to-lit, each from one event on the path to the next (emulated ms). */
const TERMS = ['scanAndDebounce', 'stateOnWire', 'host', 'ledsOnWire', 'firmwareBeforeOutput', 'ledOutput'] as const;
type Term = (typeof TERMS)[number];

/** One LED kind at one line speed: the board, the host, the game, all emulated. */
export interface LatencyRun {
  ledKind: 'ws2812' | 'apa102';
  board: string;
  /** The build's debounce mode (its board header's eager, or forced deferred with make DEBOUNCE=deferred). */
  debounce: DebounceMode;
  game: string;
  /** The line speed the host and the firmware agreed on after HELLO. */
  baud: number;
  samples: number;
  liftToLitMs: Percentiles;
  /** Each term's p50 and p99 over the samples. */
  termsMs: Record<Term, { p50: number; p99: number }>;
  /** Each term's share of the mean lift-to-lit. */
  sharePercent: Record<Term, number>;
  /** LED frames the host sent whole and as deltas during the lifts. */
  ledsFrames: { whole: number; deltas: number };
  /** Scan sweeps per second and the CPU's busy share (sleep excluded) over the run. */
  scanHz: number;
  cpuBusyPercent: number;
  /** The longest time between two scan ticks, measured on the pins; and the firmware's own count. */
  longestScanPauseMs: number;
  firmwareScanPauseMaxUs: number;
  /** From a piece put down to the host's commit of the move (the `free` game; settle window included). */
  placeToCommitMs: Percentiles;
}

const TERM_MEANING: Record<Term, string> = {
  scanAndDebounce: 'switch opens → the firmware writes the first byte of its STATE (scan period, the debounce: none in the eager mode, 5 ms deferred; loop)',
  stateOnWire: 'first byte of the STATE written → its last byte at the host',
  host: 'STATE at the host → the first byte of the LED frame written by the host; 0 here, as the host runs in virtual time: its CPU time is hostProcessingUs',
  ledsOnWire: 'first byte of the LEDS or LEDS_DELTA frame written → its last byte in the board\'s USART',
  firmwareBeforeOutput: 'LED frame received → the first bit of the LED chain output (decode, render, and for WS2812 the wait for the end of the scan sweep)',
  ledOutput: 'first bit of the LED chain output → the chain latched it (WS2812: 30 µs per LED and the 280 µs latch; APA102: ~4 µs per LED on the 8 MHz SPI)',
};

const LED_FRAME_TYPES = new Set([0x03, 0x0a]); // LEDS, LEDS_DELTA

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

const BUILDS = { ws2812: { firmwareBoard: 'mega-9x9', profile: '9x9' }, apa102: { firmwareBoard: 'mega-9x9-apa102', profile: '9x9-apa102' } } as const;

/** Lifts the same piece `samples` times, at a different phase of the scan each time, and splits each lift-to-lit into its terms. */
async function measureLiftToLit(kind: 'ws2812' | 'apa102', baud: number, samples: number, mode: DebounceMode) {
  const wire: WireByte[] = [];
  const build = BUILDS[kind];
  const h = await startHostRig({
    onWire: (b) => wire.push(b), maxBaudRate: baud, firmwareBoard: build.firmwareBoard, profile: builtinProfiles[build.profile],
    debounce: forcedMode(build.firmwareBoard, mode),
  });
  if (h.board.image.pins.debounce !== mode) throw new Error(`firmware bench: the ${build.firmwareBoard} build runs ${h.board.image.pins.debounce}, not ${mode}`);
  if (h.link.baudRate !== baud) throw new Error(`firmware bench: the link runs at ${h.link.baudRate} baud, not ${baud}`);
  const state = h.table.session.state;
  const move = h.game.legalMoves(state).find((m) => { const f = footprintOf(h.game, state, m); return f.lift.size === 1 && f.fill.size === 1 && f.kind === 'plain'; });
  if (move === undefined) throw new Error(`${h.game.id}: no simple move`);
  const from = toBoardCell(h.profile, footprintOf(h.game, state, move).lift.first() as number);
  const rows: Record<Term, number>[] = [];
  const totals: number[] = [];
  await h.clock.advanceTo(300);
  const before = { stats: h.board.stats, ticks: h.board.scanTicks, at: h.clock.now(), link: h.link.counters };
  h.board.takeLongestScanPauseMs();
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
    const ledsFrame = stateFrame && framesOf(wire.filter((b) => b.dir === 'to-board' && b.sentMs >= stateFrame.last.arrivedMs - 0.01)).find((f) => LED_FRAME_TYPES.has(f.type));
    if (stateFrame === undefined || ledsFrame === undefined) throw new Error(`firmware bench: ${stateFrame === undefined ? 'STATE' : 'LED'} frame not seen on the wire (sample ${k})`);
    rows.push({
      scanAndDebounce: stateFrame.first.sentMs - t0,
      stateOnWire: stateFrame.last.arrivedMs - stateFrame.first.sentMs,
      host: ledsFrame.first.sentMs - stateFrame.last.arrivedMs,
      ledsOnWire: ledsFrame.last.arrivedMs - ledsFrame.first.sentMs,
      firmwareBeforeOutput: lit.startedMs - ledsFrame.last.arrivedMs,
      ledOutput: lit.atMs - lit.startedMs,
    });
    totals.push(lit.atMs - t0);
    if (process.env.BENCH_DEBUG) console.error(JSON.stringify({ k, end: ledsFrame.last.arrivedMs, start: lit.startedMs, at: lit.atMs }));
    await h.clock.advanceBy(1100); // held longer than a tap
    h.board.place(from);
    await h.clock.advanceBy(600);
    wire.length = 0;
  }
  const after = { stats: h.board.stats, ticks: h.board.scanTicks, at: h.clock.now(), link: h.link.counters };
  const cycles = after.stats.cycles - before.stats.cycles;
  const run = {
    game: h.game.id, board: h.board.image.board, debounce: h.board.image.pins.debounce,
    scanHz: Math.round(((after.ticks - before.ticks) / h.profile.rows) / ((after.at - before.at) / 1000)),
    cpuBusyPercent: round((100 * (cycles - (after.stats.sleepCycles - before.stats.sleepCycles))) / cycles),
    longestScanPauseMs: round(h.board.takeLongestScanPauseMs(), 3),
    firmwareScanPauseMaxUs: h.board.counters.scanPauseMaxUs,
    ledsFrames: { whole: after.link.ledsWhole - before.link.ledsWhole, deltas: after.link.ledsDeltas - before.link.ledsDeltas },
  };
  await h.stop();
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
  const termsMs = Object.fromEntries(TERMS.map((t) => { const p = percentiles(rows.map((r) => r[t])); return [t, { p50: round(p.p50, 3), p99: round(p.p99, 3) }]; })) as LatencyRun['termsMs'];
  const sharePercent = Object.fromEntries(TERMS.map((t) => [t, round((100 * rows.reduce((a, r) => a + r[t], 0)) / rows.length / mean, 1)])) as LatencyRun['sharePercent'];
  return { ...run, liftToLitMs: percentiles(totals), termsMs, sharePercent };
}

/** Moves a piece back and forth in the `free` game: from the place to the host's commit. */
async function measurePlaceToCommit(kind: 'ws2812' | 'apa102', baud: number, samples: number, mode: DebounceMode): Promise<Percentiles> {
  const build = BUILDS[kind];
  const profile = builtinProfiles[build.profile];
  const h = await startHostRig({ game: freeGame as AnyGame, maxBaudRate: baud, firmwareBoard: build.firmwareBoard, profile, debounce: forcedMode(build.firmwareBoard, mode) });
  const occupied = h.board.occupiedRaw();
  const a = occupied.indexOf(true);
  const b = occupied.indexOf(false);
  if (a < 0 || b < 0) throw new Error('firmware bench: no piece or no empty cell for place-to-commit');
  const times: number[] = [];
  await h.clock.advanceTo(300);
  for (let k = 0; k < samples; k++) {
    const [src, dst] = k % 2 === 0 ? [a, b] : [b, a];
    await h.clock.advanceBy(300 + ((k * 0.37) % 1));
    h.board.lift(src);
    await h.clock.advanceBy(200);
    const moves = h.events.filter((e) => e.type === 'move').length;
    const placedAt = h.clock.now();
    h.board.place(dst);
    for (let waited = 0; waited < 1000 && h.events.filter((e) => e.type === 'move').length === moves; waited++) await h.clock.advanceBy(1);
    const move = h.events.filter((e) => e.type === 'move')[moves];
    if (move === undefined) throw new Error('firmware bench: no commit after a place');
    times.push(move.t - placedAt);
  }
  await h.stop();
  return percentiles(times);
}

/** Every LED kind at every line speed its build offers (and 115200, where every link starts). */
export const LATENCY_RUNS: { ledKind: 'ws2812' | 'apa102'; baud: number }[] = [
  { ledKind: 'ws2812', baud: 115_200 }, { ledKind: 'ws2812', baud: 250_000 }, { ledKind: 'ws2812', baud: 500_000 },
  { ledKind: 'apa102', baud: 115_200 }, { ledKind: 'apa102', baud: 250_000 }, { ledKind: 'apa102', baud: 500_000 },
  { ledKind: 'apa102', baud: 1_000_000 },
];

export async function latencyRun(ledKind: 'ws2812' | 'apa102', baud: number, samples: number, mode: DebounceMode = 'eager'): Promise<LatencyRun> {
  const lift = await measureLiftToLit(ledKind, baud, samples, mode);
  const placeToCommitMs = await measurePlaceToCommit(ledKind, baud, samples, mode);
  return {
    ledKind, board: lift.board, debounce: lift.debounce, game: lift.game, baud, samples, liftToLitMs: lift.liftToLitMs, termsMs: lift.termsMs,
    sharePercent: lift.sharePercent, ledsFrames: lift.ledsFrames, scanHz: lift.scanHz, cpuBusyPercent: lift.cpuBusyPercent,
    longestScanPauseMs: lift.longestScanPauseMs, firmwareScanPauseMaxUs: lift.firmwareScanPauseMaxUs, placeToCommitMs,
  };
}

function scanFigures(board: string, debounce: DebounceMode, scan: Awaited<ReturnType<typeof measureScan>>): ScanFigures {
  return {
    board, debounce,
    cyclesPerScanIdle: Math.round(scan.idle.scanPerMs),
    cyclesPerScanMoving: Math.round(scan.moving.scanPerMs),
    cpuShareAt1kHzPercent: round((100 * scan.idle.scanPerMs) / CYCLES_PER_MS),
    cpuShareAt1kHzMovingPercent: round((100 * scan.moving.scanPerMs) / CYCLES_PER_MS),
    achievableScanHz: Math.round(CPU_HZ / scan.moving.scanPerMs),
    cpuBusyIdlePercent: round(100 * scan.idle.busyShare),
  };
}

/** `samples` lifts (and places) per run, every LED kind × line speed × debounce mode; the bench takes 20, its test fewer. */
export async function firmwareFigures(options: { samples?: number; onRun?: (run: LatencyRun) => void } = {}): Promise<FirmwareFigures> {
  const samples = options.samples ?? 20;
  const boards = ['mega-10x10', 'mega-9x9'];
  const scan = await measureScan('mega-10x10', 'eager');
  const scanDeferred = await measureScan('mega-10x10', 'deferred');
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
    scan: scanFigures('mega-10x10', 'eager', scan),
    scanDeferred: scanFigures('mega-10x10', 'deferred', scanDeferred),
    latency: { game: latency.game, board: latency.board, debounce: latency.debounce, liftToLitMs: round(latency.liftToLitMs), placeToLitMs: round(latency.placeToLitMs) },
    liftToLit: await liftToLitFigures(samples, options.onRun),
    emulatorWallMsPerSecond: Math.round(latency.wallPerSecond),
  };
}

/** One debounce mode at a glance: the emulated firmware's figures beside the simulated board's flickers. */
export interface DebounceModeFigures {
  debounce: DebounceMode;
  /** At each LED kind's fastest line speed: lift-to-lit p50/p99, its scan-and-debounce term's p99, place-to-commit p99. */
  fastest: Record<'ws2812' | 'apa102', { baud: number; liftToLitMs: { p50: number; p99: number }; scanAndDebounceP99Ms: number; placeToCommitP99Ms: number }>;
  cyclesPerScanIdle: number;
  cyclesPerScanMoving: number;
  flickersPer10kScans: number;
  falseCommits: number;
}

/** The bench's `debounce` section: eager and deferred side by side. */
export function debounceSection(f: FirmwareFigures, flickers: FlickerFigures): { modes: DebounceModeFigures[]; noise: string } {
  const modes = DEBOUNCE_MODES.map((mode): DebounceModeFigures => {
    const fastest = mode === 'eager' ? f.liftToLit.fastest : f.liftToLit.fastestDeferred;
    const scan = mode === 'eager' ? f.scan : f.scanDeferred;
    const flicker = flickers.runs.find((r) => r.debounce === mode);
    if (flicker === undefined) throw new Error(`firmware bench: no flicker run for ${mode}`);
    const at = (r: LatencyRun) => ({
      baud: r.baud, liftToLitMs: { p50: r.liftToLitMs.p50, p99: r.liftToLitMs.p99 },
      scanAndDebounceP99Ms: r.termsMs.scanAndDebounce.p99, placeToCommitP99Ms: r.placeToCommitMs.p99,
    });
    return {
      debounce: mode, fastest: { ws2812: at(fastest.ws2812), apa102: at(fastest.apa102) },
      cyclesPerScanIdle: scan.cyclesPerScanIdle, cyclesPerScanMoving: scan.cyclesPerScanMoving,
      flickersPer10kScans: flicker.flickersPer10kScans, falseCommits: flicker.falseCommits,
    };
  });
  return { modes, noise: flickers.noise };
}
