import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slipSplit } from '../hardware/index.ts';
import { createSlipReceiver, slipEncode } from './slip.ts';
import type { SlipEvent } from './slip.ts';

function feed(bytes: Iterable<number>, max = 64): SlipEvent[] {
  const rx = createSlipReceiver(max);
  const events: SlipEvent[] = [];
  for (const b of bytes) { const e = rx.push(b); if (e) events.push(e); }
  return events;
}

describe('board-side SLIP', () => {
  it('round-trips any frame, and agrees with hardware\'s splitter both ways', () => {
    fc.assert(fc.property(fc.array(fc.uint8Array({ minLength: 1, maxLength: 40 }), { maxLength: 5 }), (frames) => {
      const wire = frames.flatMap((f) => [...slipEncode(f)]);
      const mine = feed(wire).map((e) => (e.kind === 'frame' ? [...e.frame] : e.kind));
      expect(mine).toEqual(frames.map((f) => [...f]));
      expect(slipSplit(Uint8Array.from(wire)).map((f) => [...f])).toEqual(mine);
    }));
  });

  it('splits arbitrary line noise exactly like hardware\'s splitter', () => {
    const noisy = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0xc0, 0xdb, 0xdc, 0xdd)), { maxLength: 200 });
    fc.assert(fc.property(noisy, (bytes) => {
      const mine = feed(bytes, 1000).map((e) => (e.kind === 'frame' ? [...e.frame] : [])).filter((f) => f.length > 0);
      // An unterminated tail is no frame for either side.
      expect(mine).toEqual(slipSplit(Uint8Array.from(bytes)).map((f) => [...f]));
    }));
  });

  it('keeps a stray ESC as a literal byte and still sees the END after it', () => {
    expect(feed([0xc0, 1, 0xdb, 0xc0, 0xc0, 2, 0xc0])).toEqual([
      { kind: 'frame', frame: Uint8Array.from([1, 0xdb]) },
      { kind: 'frame', frame: Uint8Array.from([2]) },
    ]);
  });

  it('drops a frame longer than its buffer whole, then reads the next one', () => {
    expect(feed([0xc0, ...new Array<number>(10).fill(7), 0xc0, 9, 0xc0], 8)).toEqual([
      { kind: 'too-large', length: 10, type: 7 },
      { kind: 'frame', frame: Uint8Array.from([9]) },
    ]);
  });
});
