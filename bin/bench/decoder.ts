// The serial frame decoder: the SLIP splitter's throughput on valid frames and on line noise that
// never ends a frame, and the host's event-loop delay while a simulated board sends it noise at
// 100 KB/s for a few seconds, in real time through the sim binding, the serialport stream and the
// real BoardLink. (The library decoder it replaced spent 54–67 % of a CPU there, stalling 0.6 s.)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { builtinProfiles, encodeFrame, SLIP_END, SlipFrameEncoder, SlipFrameSplitter, systemClock } from '../../hardware/index.ts';
import type { Message, SlipSink } from '../../hardware/index.ts';
import { Babbler, createSimBinding, SimBoard } from '../../firmware-sim/index.ts';
import { BoardLink, Host } from '../../host/index.ts';
import { simControls } from '../sim-controls.ts';

export interface DecoderFigures {
  /** The SLIP splitter alone on back-to-back 9×9 STATE and LEDS frames. */
  nsPerByteValid: number;
  /** The same on noise without an END, at two lengths: equal figures mean a linear cost. */
  nsPerByteGarbage1MB: number;
  nsPerByteGarbage8MB: number;
  /** p99 of the host's event-loop delay while the board sends noise (monitorEventLoopDelay, 1 ms resolution). */
  garbageLoopDelayP99Ms: number;
  garbageLoopDelayMaxMs: number;
  targetGarbageLoopDelayP99Ms: number;
  /** What the link counted meanwhile: the endless noise frame(s) it dropped, and its reconnects. */
  garbage: { seconds: number; bytesPerSecond: number; framesTooLarge: number; reconnects: number };
  unit: string;
}

const CHUNK = 4096; // bytes per read, about what a USB serial read hands over under load
const MB = 1_000_000;
const NOISE_BYTES_PER_SECOND = 100_000;
const NOISE_SECONDS = 4;
const TARGET_P99_MS = 20;

/** Seeded noise without END bytes: every byte joins one frame that never ends. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const b = x >>> 24;
    out[i] = b === SLIP_END ? 0x5a : b;
  }
  return out;
}

/** A stream of back-to-back 9×9 STATE and LEDS frames, as the host and the board see them. */
function validStream(length: number): Uint8Array {
  const slip = new SlipFrameEncoder();
  const frames: Message[] = [
    { type: 'STATE', seq: 0xc0, uptimeMs: 0xdbc0, occupied: Array.from({ length: 81 }, (_, i) => i % 3 === 0), buttons: [false, true] },
    {
      type: 'LEDS', seq: 7, blinkPeriodMs: 500, palette: [{ r: 0, g: 0, b: 0 }, { r: 0xc0, g: 160, b: 0xdb }],
      cells: Array.from({ length: 81 }, (_, i) => ({ colour: i % 2, blink: i % 5 === 0 })),
    },
  ];
  const wire = frames.map((m) => slip.encode(encodeFrame(m)));
  const out = new Uint8Array(length);
  let at = 0;
  for (let k = 0; at < length; k++) {
    const w = wire[k % wire.length].subarray(0, length - at);
    out.set(w, at);
    at += w.length;
  }
  return out;
}

/** Best of a few passes of the whole stream through one splitter, in CHUNK-byte reads: ns per byte. */
function nsPerByte(stream: Uint8Array): number {
  let frames = 0;
  const sink: SlipSink = { frame: () => { frames++; }, tooLarge: () => { frames++; } };
  let best = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const splitter = new SlipFrameSplitter();
    const t0 = process.hrtime.bigint();
    for (let at = 0; at < stream.length; at += CHUNK) splitter.scan(stream.subarray(at, at + CHUNK), sink);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / stream.length);
  }
  if (frames === 0) throw new Error('the decoder bench saw no frame');
  return best;
}

const settle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The host's event-loop delay while its board sends noise at NOISE_BYTES_PER_SECOND. */
export async function garbageLoopDelay(seconds = NOISE_SECONDS): Promise<{ p99Ms: number; maxMs: number; bytesPerSecond: number; framesTooLarge: number; reconnects: number }> {
  const clock = systemClock();
  const profile = builtinProfiles['9x9'];
  const sim = createSimBinding();
  const board = new SimBoard({ profile, clock, faultSeed: 1 });
  const device = new Babbler(board, clock, 1);
  sim.attach('sim:1', device);
  const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock, log: () => undefined });
  const opened = await link.open();
  if (!opened.ok) throw new Error(`the simulated board did not open: ${opened.error.message}`);
  const host = new Host({ clock, defaultSeed: () => 1 });
  host.addBoard({ id: 'noisy', path: 'sim:1', profile, port: link, link, sim: simControls(board) });
  try {
    await settle(200);
    const loop = monitorEventLoopDelay({ resolution: 1 });
    device.setBabble({ bytesPerSecond: NOISE_BYTES_PER_SECOND, drown: true });
    loop.enable();
    const t0 = performance.now();
    await settle(seconds * 1000);
    loop.disable();
    const elapsedS = (performance.now() - t0) / 1000;
    device.setBabble(null);
    const round = (ns: number) => Math.round(ns / 1e4) / 100;
    // The link sees no valid frame in the noise, declares the board lost after 3 s and tries to reconnect:
    // the drops counted before and after that are summed (counters survive reconnects).
    return { p99Ms: round(loop.percentile(99)), maxMs: round(loop.max), bytesPerSecond: Math.round(device.bytesSent / elapsedS), framesTooLarge: link.counters.framesTooLarge, reconnects: link.counters.reconnects };
  } finally {
    host.close();
    await link.close();
    board.dispose();
  }
}

export async function decoderFigures(): Promise<DecoderFigures> {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const valid = nsPerByte(validStream(8 * MB));
  const garbage1 = nsPerByte(noise(MB, 7));
  const garbage8 = nsPerByte(noise(8 * MB, 7));
  const loop = await garbageLoopDelay();
  return {
    nsPerByteValid: round2(valid),
    nsPerByteGarbage1MB: round2(garbage1),
    nsPerByteGarbage8MB: round2(garbage8),
    garbageLoopDelayP99Ms: loop.p99Ms,
    garbageLoopDelayMaxMs: loop.maxMs,
    targetGarbageLoopDelayP99Ms: TARGET_P99_MS,
    garbage: { seconds: NOISE_SECONDS, bytesPerSecond: loop.bytesPerSecond, framesTooLarge: loop.framesTooLarge, reconnects: loop.reconnects },
    unit: `SLIP splitter alone: ns per byte, ${CHUNK}-byte reads, best of 5 passes (valid: 8 MB of frames; garbage: noise without an END, 1 MB and 8 MB; MB = 10^6 bytes). Loop delay: ms, while a simulated board drowns its frames in that noise at 100 KB/s for ${NOISE_SECONDS} s, through the serialport stream, BoardLink and the host`,
  };
}
