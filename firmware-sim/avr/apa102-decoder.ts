// Decodes the bytes the chip's SPI clocks out to an APA102 / SK9822 chain back into LED colours:
// a start frame of 32 zero bits, then 4 bytes per LED (0b111 and a 5-bit brightness, blue, green,
// red), then more clock edges: each LED passes the data on half a clock late, so the chain's
// last LED has its colour once n/2 clock edges followed the data of n LEDs. That moment is the
// frame's latch. Brightness below 31 is counted (the firmware always sends 31). Pure.
import type { LatchedFrame, Rgb } from './ws2812-decoder.ts';

export interface Apa102Stats {
  frames: number;
  /** LED frames whose brightness field was not 31 (full). */
  dimmed: number;
  /** Frames abandoned before their data ended (the chip was reset mid-frame). */
  aborted: number;
}

export class Apa102Decoder {
  readonly frames: LatchedFrame[] = [];
  readonly stats: Apa102Stats = { frames: 0, dimmed: 0, aborted: 0 };
  private zeros = 0;
  private inFrame = false;
  /** Start cycles of the latest zero bytes (at most 4): the start frame is the last 4 before the data. */
  private zeroStarts: number[] = [];
  private leds: Rgb[] = [];
  private group: number[] = [];
  /** Bytes clocked since the LED data ended (the end frame), or -1 while the data goes on. */
  private endBytes = -1;

  /** The SPI shifted out `byte`; its last bit left at cycle `doneAt`, its first at `startAt`. */
  byte(value: number, startAt: number, doneAt: number): void {
    if (!this.inFrame) {
      if (value !== 0) { this.zeros = 0; this.zeroStarts = []; return; }
      this.noteZero(startAt);
      if (++this.zeros === 4) this.open();
      return;
    }
    if (this.endBytes >= 0) {
      this.endBytes++;
      if (this.endBytes * 8 >= this.leds.length / 2) this.latch(doneAt);
      return;
    }
    if (this.group.length === 0 && (value & 0xe0) !== 0xe0) {
      // Not an LED frame: the data has ended (or a zero continues the start frame).
      if (this.leds.length === 0) {
        if (value !== 0) this.reset();
        else this.noteZero(startAt); // idle zeros before the data: the start frame is the last four
        return;
      }
      this.endBytes = 1;
      if (this.endBytes * 8 >= this.leds.length / 2) this.latch(doneAt);
      return;
    }
    if (this.leds.length === 0 && this.group.length === 0) this.startedAt = this.zeroStarts[0];
    this.group.push(value);
    if (this.group.length < 4) return;
    const [head, b, g, r] = this.group;
    if ((head & 0x1f) !== 0x1f) this.stats.dimmed++;
    this.leds.push({ r, g, b });
    this.group = [];
  }

  /** Time passed up to `cycle` (no latch by time alone: an APA102 keeps what it was clocked). */
  poll(_cycle: number): void {}

  /** The chain as last latched (undefined before the first frame). */
  get current(): LatchedFrame | undefined { return this.frames[this.frames.length - 1]; }

  /** Forgets an unfinished frame (the chip was reset mid-frame). */
  abort(): void {
    if (this.inFrame && this.leds.length > 0) this.stats.aborted++;
    this.reset();
  }

  private startedAt = 0;

  private noteZero(startAt: number): void {
    this.zeroStarts.push(startAt);
    if (this.zeroStarts.length > 4) this.zeroStarts.shift();
  }

  private open(): void {
    this.inFrame = true;
    this.leds = [];
    this.group = [];
    this.endBytes = -1;
  }

  private latch(at: number): void {
    this.frames.push({ startedAt: this.startedAt, latchedAt: at, leds: this.leds, maxGapCycles: 0 });
    this.stats.frames++;
    this.reset();
  }

  private reset(): void {
    this.inFrame = false;
    this.zeros = 0;
    this.zeroStarts = [];
    this.leds = [];
    this.group = [];
    this.endBytes = -1;
  }
}
