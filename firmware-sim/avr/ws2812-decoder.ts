// Decodes the WS2812 data line back into LED colours from the timing of its edges, in CPU cycles
// (16 MHz: 62.5 ns each), the way a WS2812B reads it: a high pulse of 250–550 ns is a 0 bit,
// 650–950 ns a 1 bit; the line low for ≥ 280 µs latches the bits received (24 per LED, G R B,
// most significant bit first). Anything else is counted as a timing violation. Pure.
import { CPU_HZ } from './mega2560.ts';

export interface Rgb { r: number; g: number; b: number }

export interface LatchedFrame {
  /** Cycle of the frame's first rising edge (its output began). */
  startedAt: number;
  /** Cycle at which the chain latched (end of the reset low time). */
  latchedAt: number;
  /** Colours in chain order (index 0 = first LED on the data line). */
  leds: Rgb[];
  /** Longest low time between two bits of this frame, in cycles. */
  maxGapCycles: number;
}

export interface DecoderStats {
  frames: number;
  bits: number;
  /** High pulses neither a clean 0 nor a clean 1. */
  badPulses: number;
  /** Low times between bits longer than 5 µs but shorter than the latch time (an LED may latch early). */
  longGaps: number;
  /** Frames whose bit count is not a multiple of 24. */
  partialFrames: number;
}

const ns = (n: number): number => (n * CPU_HZ) / 1e9;
export const WS2812_TIMING = {
  zeroHigh: [ns(250), ns(550)] as const,
  oneHigh: [ns(650), ns(950)] as const,
  maxGap: ns(5000),
  latch: ns(280_000),
};

export class Ws2812Decoder {
  readonly frames: LatchedFrame[] = [];
  readonly stats: DecoderStats = { frames: 0, bits: 0, badPulses: 0, longGaps: 0, partialFrames: 0 };
  private high = false;
  private lastRise = 0;
  private lastFall = 0;
  private bits: number[] = [];
  private maxGap = 0;
  private startedAt = 0;

  /** The data line changed level at `cycle`. */
  edge(high: boolean, cycle: number): void {
    if (high === this.high) return;
    this.high = high;
    if (high) {
      this.poll(cycle);
      if (this.bits.length === 0) this.startedAt = cycle;
      if (this.bits.length > 0) {
        const gap = cycle - this.lastFall;
        this.maxGap = Math.max(this.maxGap, gap);
        if (gap > WS2812_TIMING.maxGap) this.stats.longGaps++;
      }
      this.lastRise = cycle;
      return;
    }
    this.lastFall = cycle;
    const width = cycle - this.lastRise;
    const [z0, z1] = WS2812_TIMING.zeroHigh;
    const [o0, o1] = WS2812_TIMING.oneHigh;
    if (width >= z0 && width <= z1) this.bits.push(0);
    else if (width >= o0 && width <= o1) this.bits.push(1);
    else this.stats.badPulses++;
  }

  /** Time passed up to `cycle` with no edge: latch if the line has been low long enough. */
  poll(cycle: number): void {
    if (this.high || this.bits.length === 0 || cycle - this.lastFall < WS2812_TIMING.latch) return;
    this.latch(this.lastFall + WS2812_TIMING.latch);
  }

  /** The chain as last latched (undefined before the first frame). */
  get current(): LatchedFrame | undefined { return this.frames[this.frames.length - 1]; }

  /** Forgets bits of an unfinished frame (the chip was reset mid-frame). */
  abort(): void { this.bits = []; this.maxGap = 0; this.high = false; }

  private latch(at: number): void {
    const bits = this.bits;
    this.bits = [];
    this.stats.bits += bits.length;
    if (bits.length % 24 !== 0) this.stats.partialFrames++;
    const byte = (i: number): number => bits.slice(i * 8, i * 8 + 8).reduce((v, b) => (v << 1) | b, 0);
    const leds: Rgb[] = [];
    for (let k = 0; (k + 1) * 24 <= bits.length; k++) leds.push({ r: byte(3 * k + 1), g: byte(3 * k), b: byte(3 * k + 2) }); // sent G, R, B
    this.frames.push({ startedAt: this.startedAt, latchedAt: at, leds, maxGapCycles: this.maxGap });
    this.stats.frames++;
    this.maxGap = 0;
  }
}
