// What the LED chain shows: a LEDS frame turned into one colour per cell, and the same in the order
// the WS2812 chain is wired (the order the firmware shifts the bytes out).
import { ledChainIndex } from '../hardware/index.ts';
import type { BoardProfile, Leds } from '../hardware/index.ts';

export interface ShownLed { r: number; g: number; b: number; blink: boolean }

export interface ShownFrame {
  blinkPeriodMs: number;
  cells: ShownLed[];
}

const OFF: ShownLed = { r: 0, g: 0, b: 0, blink: false };

export function darkFrame(cells: number): ShownFrame {
  return { blinkPeriodMs: 0, cells: Array.from({ length: cells }, () => ({ ...OFF })) };
}

/** Per cell colour of a LEDS frame; a palette index past the palette shows as off. */
export function renderLeds(frame: Pick<Leds, 'blinkPeriodMs' | 'palette' | 'cells'>): ShownFrame {
  return {
    blinkPeriodMs: frame.blinkPeriodMs,
    cells: frame.cells.map(({ colour, blink }) => {
      const rgb = frame.palette[colour];
      return rgb === undefined ? { ...OFF } : { r: rgb.r, g: rgb.g, b: rgb.b, blink };
    }),
  };
}

/** The shown cells reordered along the LED chain: result[k] is the k-th LED on the data line. */
export function inChainOrder(profile: BoardProfile, cells: readonly ShownLed[]): ShownLed[] {
  const chain = new Array<ShownLed>(cells.length);
  cells.forEach((led, cell) => { chain[ledChainIndex(profile, cell)] = { ...led }; });
  return chain;
}

/** Bytes of the largest LEDS payload this board accepts (HELLO's maxLedFrame). */
export function maxLedPayloadBytes(cells: number): number {
  const header = 2 + 1; // blinkPeriodMs u16, paletteCount u8
  const palette = 16 * 3;
  return header + palette + 2 + Math.ceil(cells / 2) + Math.ceil(cells / 8); // + cells u16, indices, blink bitmap
}
