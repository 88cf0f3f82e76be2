// LEDS_DELTA (protocol minor 2): what to send so the board, which shows `shown` (its last ACKed
// picture, in the board's own palette slots), shows `next`. Colours are matched by RGB, not by
// palette index: the host's renderer numbers its palette afresh for every frame, so a lift that
// adds one role would otherwise move every index. A colour the board's palette lacks takes a
// free slot (past the end, or one whose colour `next` no longer uses). Pure.
import { MAX_PALETTE } from '../../hardware/index.ts';
import type { LedsDelta, Rgb } from '../../hardware/index.ts';
import type { LedsFrame } from './types.ts';

export type DeltaBody = Pick<LedsDelta, 'blinkPeriodMs' | 'palette' | 'cells'>;

/** The delta, and the picture the board holds once it has applied it (the next delta's base). */
export interface PlannedDelta { delta: DeltaBody; picture: LedsFrame }

const DARK: Rgb = { r: 0, g: 0, b: 0 };
const key = (c: Rgb): number => (c.r << 16) | (c.g << 8) | c.b;

/** The colour a frame shows in a cell: its palette entry, dark for an index past the palette. */
const colourOf = (frame: LedsFrame, index: number): Rgb => frame.palette[index & 0x0f] ?? DARK;

/** Undefined when only a whole frame can say it (another cell count, more than 16 colours). */
export function planDelta(shown: LedsFrame, next: LedsFrame): PlannedDelta | undefined {
  if (shown.cells.length !== next.cells.length) return undefined;
  const palette = shown.palette.map((c) => ({ ...c }));
  const slotOf = new Map<number, number>();
  palette.forEach((c, i) => { if (!slotOf.has(key(c))) slotOf.set(key(c), i); });
  const wanted = new Set(next.cells.map((c) => key(colourOf(next, c.colour))));
  // Slots whose colour `next` does not use: every cell showing them changes anyway.
  const free = palette.flatMap((c, i) => (wanted.has(key(c)) ? [] : [i]));
  const changes: DeltaBody['palette'] = [];
  for (const k of wanted) {
    if (slotOf.has(k)) continue;
    const index = palette.length < MAX_PALETTE ? palette.length : free.shift();
    if (index === undefined) return undefined;
    const colour = { r: (k >> 16) & 0xff, g: (k >> 8) & 0xff, b: k & 0xff };
    if (index === palette.length) palette.push(colour);
    else { slotOf.delete(key(palette[index])); palette[index] = colour; }
    slotOf.set(k, index);
    changes.push({ index, colour });
  }
  const cells = next.cells.map((c) => ({ colour: slotOf.get(key(colourOf(next, c.colour))) as number, blink: c.blink }));
  const cellChanges = cells.flatMap((c, cell) => {
    const before = shown.cells[cell];
    return (before.colour & 0x0f) === c.colour && before.blink === c.blink ? [] : [{ cell, colour: c.colour, blink: c.blink }];
  });
  return {
    delta: { blinkPeriodMs: next.blinkPeriodMs, palette: changes, cells: cellChanges },
    picture: { blinkPeriodMs: next.blinkPeriodMs, palette, cells },
  };
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
