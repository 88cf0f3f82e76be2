// planDelta: applying the delta the way the board does (PROTOCOL.md, LEDS_DELTA) must give every
// cell the colour and blink of the next frame, whatever palette numbering either frame uses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rgb } from '../../hardware/index.ts';
import { deltaPayloadBytes, ledsPayloadBytes, planDelta } from './leds-delta.ts';
import type { DeltaBody } from './leds-delta.ts';
import type { LedsFrame } from './types.ts';

const DARK = { r: 0, g: 0, b: 0 };

/** What the firmware's picture_apply_delta does. */
function apply(shown: LedsFrame, delta: DeltaBody): LedsFrame {
  const palette = shown.palette.map((c) => ({ ...c }));
  for (const { index, colour } of delta.palette) {
    while (palette.length <= index) palette.push({ ...DARK });
    palette[index] = { ...colour };
  }
  const cells = shown.cells.map((c) => ({ ...c }));
  for (const { cell, colour, blink } of delta.cells) cells[cell] = { colour, blink };
  return { blinkPeriodMs: delta.blinkPeriodMs, palette, cells };
}

const looks = (f: LedsFrame) => f.cells.map((c) => ({ rgb: f.palette[c.colour] ?? DARK, blink: c.blink }));

// Few distinct colours, so frames share some and not others.
const colour: fc.Arbitrary<Rgb> = fc.constantFrom(DARK, { r: 255, g: 0, b: 0 }, { r: 0, g: 255, b: 0 }, { r: 0, g: 0, b: 255 }, { r: 9, g: 9, b: 9 }, { r: 200, g: 100, b: 0 });
const frame = (cells: number): fc.Arbitrary<LedsFrame> => fc.record({
  blinkPeriodMs: fc.constantFrom(0, 500),
  palette: fc.array(colour, { minLength: 1, maxLength: 16 }),
  cells: fc.array(fc.record({ colour: fc.integer({ min: 0, max: 15 }), blink: fc.boolean() }), { minLength: cells, maxLength: cells }),
});

describe('planDelta', () => {
  it('leaves the board showing exactly the next frame, and says what its picture then is', () => {
    fc.assert(fc.property(frame(12), frame(12), (shown, next) => {
      const planned = planDelta(shown, next);
      if (planned === undefined) return; // more than 16 colours would be needed: sent whole
      const after = apply(shown, planned.delta);
      expect(looks(after)).toEqual(looks(next));
      expect(looks(planned.picture)).toEqual(looks(after));
      expect(planned.picture.cells).toEqual(after.cells);
    }), { numRuns: 400 });
  });

  it('sends only the cells that change when the renderer numbers its palette afresh', () => {
    const red = { r: 255, g: 0, b: 0 };
    const blue = { r: 0, g: 0, b: 255 };
    const shown: LedsFrame = { blinkPeriodMs: 500, palette: [DARK, red], cells: [{ colour: 1, blink: false }, { colour: 0, blink: false }, { colour: 0, blink: false }] };
    // A new role sorts first: red moves from slot 1 to slot 2.
    const next: LedsFrame = { blinkPeriodMs: 500, palette: [DARK, blue, red], cells: [{ colour: 2, blink: false }, { colour: 1, blink: true }, { colour: 0, blink: false }] };
    const planned = planDelta(shown, next)!;
    expect(planned.delta.palette).toEqual([{ index: 2, colour: blue }]);
    expect(planned.delta.cells).toEqual([{ cell: 1, colour: 2, blink: true }]);
    expect(deltaPayloadBytes(planned.delta)).toBe(6 + 4 + 3);
    expect(ledsPayloadBytes(next)).toBe(5 + 9 + 2 + 1);
  });

  it('reuses a slot whose colour the next frame no longer uses once all 16 are taken', () => {
    const palette = Array.from({ length: 16 }, (_, i) => ({ r: i, g: 0, b: 0 }));
    const shown: LedsFrame = { blinkPeriodMs: 0, palette, cells: palette.map((_, i) => ({ colour: i, blink: false })) };
    const green = { r: 0, g: 255, b: 0 };
    const next: LedsFrame = { ...shown, palette: [...palette.slice(0, 15), green], cells: shown.cells.map((c, i) => (i === 3 ? { colour: 15, blink: false } : c)) };
    const planned = planDelta(shown, next)!;
    // Slot 3's colour is gone from the next frame (cell 3 was its only user) and slot 15's too.
    expect(planned.delta.palette).toHaveLength(1);
    expect(looks(apply(shown, planned.delta))).toEqual(looks(next));
  });

  it('cannot describe another cell count', () => {
    const a: LedsFrame = { blinkPeriodMs: 0, palette: [DARK], cells: [{ colour: 0, blink: false }] };
    expect(planDelta(a, { ...a, cells: [...a.cells, ...a.cells] })).toBeUndefined();
  });
});
