// LEDS_DELTA (protocol minor 2): the cells and palette entries that differ between the picture
// the board shows (its last ACKed frame) and the next one, and whether sending them beats
// sending the whole frame. Pure.
import type { LedsDelta } from '../../hardware/index.ts';
import type { LedsFrame } from './types.ts';

export type DeltaBody = Pick<LedsDelta, 'blinkPeriodMs' | 'palette' | 'cells'>;

const sameColour = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }): boolean =>
  a.r === b.r && a.g === b.g && a.b === b.b;

/**
 * The delta from `shown` to `next`, or undefined when only a whole frame can say it: another
 * cell count, or a shorter palette (the board keeps the entries past its end, so a cell pointing
 * there would show an old colour instead of dark).
 */
export function ledsDelta(shown: LedsFrame, next: LedsFrame): DeltaBody | undefined {
  if (shown.cells.length !== next.cells.length || next.palette.length < shown.palette.length) return undefined;
  const palette = next.palette.flatMap((colour, index) =>
    index < shown.palette.length && sameColour(colour, shown.palette[index]) ? [] : [{ index, colour }]);
  const cells = next.cells.flatMap((c, cell) => {
    const before = shown.cells[cell];
    return (before.colour & 0x0f) === (c.colour & 0x0f) && before.blink === c.blink ? [] : [{ cell, colour: c.colour, blink: c.blink }];
  });
  return { blinkPeriodMs: next.blinkPeriodMs, palette, cells };
}

/** Payload bytes of a LEDS frame (PROTOCOL.md, LEDS). */
export function ledsPayloadBytes(frame: LedsFrame): number {
  const cells = frame.cells.length;
  return 5 + 3 * frame.palette.length + Math.ceil(cells / 2) + Math.ceil(cells / 8);
}

/** Payload bytes of a LEDS_DELTA (PROTOCOL.md, LEDS_DELTA). */
export function deltaPayloadBytes(delta: DeltaBody): number {
  return 6 + 4 * delta.palette.length + 3 * delta.cells.length;
}
