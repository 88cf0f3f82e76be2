// The serial frame decoder: the SLIP splitter's throughput on valid frames and on line noise that
// never ends a frame, and the host's event-loop delay while a simulated board sends it noise at
// 100 KB/s for a few seconds, in real time through the sim binding, the serialport stream and the
// real BoardLink. (The library decoder it replaced spent 54–67 % of a CPU there, stalling 0.6 s.)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { builtinProfiles, encodeFrame, SLIP_END, SlipFrameEncoder, SlipFrameSplitter, systemClock } from '../../hardware/index.ts';
import type { Message, SlipSink } from '../../hardware/index.ts';
import { createSimBinding, SimBoard } from '../../firmware-sim/index.ts';
import type { HostConnection, HostEndpoint } from '../../firmware-sim/index.ts';
import type { SerialDevice } from '../../firmware-sim/binding.ts';
import { BoardLink, Host } from '../../host/index.ts';
import { simControls } from '../sim-controls.ts';

export interface DecoderFigures {
  validMBps: number;
  garbageMBps: number;
  nsPerByteValid: number;
  nsPerByteGarbage: number;
  /** p99 of the host's event-loop delay while the board sends noise (monitorEventLoopDelay, 1 ms resolution). */
  garbageLoopDelayP99Ms: number;
  garbageLoopDelayMaxMs: number;
  targetGarbageLoopDelayP99Ms: number;
  /** What the link counted meanwhile: the endless noise frame(s) it dropped, the bytes that arrived. */
  garbage: { seconds: number; bytesPerSecond: number; framesTooLarge: number };
  unit: string;
}

const CHUNK = 4096; // bytes per read, about what a USB serial read hands over under load
const STREAM_BYTES = 8 << 20;
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

/**
 * A simulated board that can turn into a noise source: while `noisy`, the host hears none of the
 * board's own bytes, only noise without an END at `bytesPerSecond`, on real timers.
 */
class NoisyBoard implements SerialDevice {
  noisy = false;
  bytesSent = 0;
  private seed = 1;

  constructor(private readonly board: SimBoard, private readonly bytesPerSecond: number) {}

  get firmwareId(): string { return this.board.firmwareId; }
  get isPlugged(): boolean { return this.board.isPlugged; }
  get hostAttached(): boolean { return this.board.hostAttached; }

  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
    const inner = this.board.connectHost({ receive: (bytes) => { if (!this.noisy) endpoint.receive(bytes); }, lost: () => endpoint.lost() }, hostBaudRate);
    const everyMs = 10;
    const perTick = (this.bytesPerSecond * everyMs) / 1000;
    const timer = setInterval(() => {
      if (!this.noisy) return;
      endpoint.receive(noise(perTick, this.seed++));
      this.bytesSent += perTick;
    }, everyMs);
    return { ...inner, detach: () => { clearInterval(timer); inner.detach(); } };
  }
}

const settle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The host's event-loop delay while its board sends noise at NOISE_BYTES_PER_SECOND. */
export async function garbageLoopDelay(seconds = NOISE_SECONDS): Promise<{ p99Ms: number; maxMs: number; bytesPerSecond: number; framesTooLarge: number }> {
  const clock = systemClock();
  const profile = builtinProfiles['9x9'];
  const sim = createSimBinding();
  const board = new SimBoard({ profile, clock, faultSeed: 1 });
  const device = new NoisyBoard(board, NOISE_BYTES_PER_SECOND);
  sim.attach('sim:1', device);
  const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock, log: () => undefined });
  const opened = await link.open();
  if (!opened.ok) throw new Error(`the simulated board did not open: ${opened.error.message}`);
  const host = new Host({ clock, defaultSeed: () => 1 });
  host.addBoard({ id: 'noisy', path: 'sim:1', profile, port: link, link, sim: simControls(board) });
  try {
    await settle(200);
    const loop = monitorEventLoopDelay({ resolution: 1 });
    device.noisy = true;
    loop.enable();
    const t0 = performance.now();
    await settle(seconds * 1000);
    loop.disable();
    const elapsedS = (performance.now() - t0) / 1000;
    device.noisy = false;
    const round = (ns: number) => Math.round(ns / 1e4) / 100;
    // The link sees no valid frame in the noise, declares the board lost after 2 s and reconnects:
    // the drops counted before and after that are summed (counters survive reconnects).
    return { p99Ms: round(loop.percentile(99)), maxMs: round(loop.max), bytesPerSecond: Math.round(device.bytesSent / elapsedS), framesTooLarge: link.counters.framesTooLarge };
  } finally {
    host.close();
    await link.close();
    board.dispose();
  }
}

export async function decoderFigures(): Promise<DecoderFigures> {
  const valid = nsPerByte(validStream(STREAM_BYTES));
  const garbage = nsPerByte(noise(STREAM_BYTES, 7));
  const loop = await garbageLoopDelay();
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    validMBps: round2(1e3 / valid),
    garbageMBps: round2(1e3 / garbage),
    nsPerByteValid: round2(valid),
    nsPerByteGarbage: round2(garbage),
    garbageLoopDelayP99Ms: loop.p99Ms,
    garbageLoopDelayMaxMs: loop.maxMs,
    targetGarbageLoopDelayP99Ms: TARGET_P99_MS,
    garbage: { seconds: NOISE_SECONDS, bytesPerSecond: loop.bytesPerSecond, framesTooLarge: loop.framesTooLarge },
    unit: `SLIP splitter alone, ${CHUNK}-byte reads, best of 5 passes over 8 MB (MB = 10^6 bytes); garbage = noise without an END; loop delay while a simulated board sends that noise at 100 KB/s for ${NOISE_SECONDS} s through the serialport stream and BoardLink`,
  };
}
