import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './hex.ts';
import { SLIP_END, SLIP_ESC, SlipFrameEncoder, SlipFrameSplitter, slipSplit } from './slip.ts';

fc.configureGlobal({ seed: 20240611, numRuns: 300 });

const hex = (text: string): Uint8Array => fromHex(text)!;

describe('SlipFrameEncoder (the library SlipEncoder, used synchronously)', () => {
  it('writes END, the escaped frame, END', () => {
    expect(toHex(new SlipFrameEncoder().encode(hex('01c0db02')))).toBe('c001dbdcdbdd02c0');
  });

  it('returns the bytes from the same call, again and again, even for frames far above highWaterMark', () => {
    const encoder = new SlipFrameEncoder();
    const huge = new Uint8Array(100_000).fill(SLIP_END); // every byte escaped: 200 002 bytes out
    for (let i = 0; i < 3; i++) {
      expect(encoder.encode(huge).length).toBe(200_002);
      expect(toHex(encoder.encode(hex('0102')))).toBe('c00102c0');
    }
  });

  it('sends nothing for an empty frame', () => {
    expect(new SlipFrameEncoder().encode(new Uint8Array(0)).length).toBe(0);
  });

  it('never leaves END inside a frame and always round-trips through the splitter', () => {
    const encoder = new SlipFrameEncoder();
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (frame) => {
      const wire = encoder.encode(frame);
      expect(wire[0]).toBe(SLIP_END);
      expect(wire[wire.length - 1]).toBe(SLIP_END);
      expect(wire.subarray(1, -1).includes(SLIP_END)).toBe(false);
      expect(slipSplit(wire).map(toHex)).toEqual([toHex(frame)]);
    }));
  });
});

describe('SlipFrameSplitter (the library SlipDecoder plus the stray-ESC rule)', () => {
  it('returns the frames of a chunk synchronously, however many', () => {
    const splitter = new SlipFrameSplitter();
    const chunk = Uint8Array.from(Array.from({ length: 300 }, (_, i) => [SLIP_END, i & 0x7f, SLIP_END]).flat());
    const frames = splitter.push(chunk);
    expect(frames.length).toBe(300);
    expect(frames.map((f) => f[0])).toEqual(Array.from({ length: 300 }, (_, i) => i & 0x7f));
    expect(splitter.push(hex('c00708c0')).map(toHex)).toEqual(['0708']);
  });

  it('ignores empty frames and keeps an unterminated tail for later', () => {
    const splitter = new SlipFrameSplitter();
    expect(splitter.push(hex('c0c0c00102'))).toEqual([]);
    expect(splitter.push(hex('03c0')).map(toHex)).toEqual(['010203']);
  });

  it('unescapes ESC ESC_END and ESC ESC_ESC, also when split between chunks', () => {
    const splitter = new SlipFrameSplitter();
    expect(splitter.push(hex('c001db'))).toEqual([]);
    expect(splitter.push(hex('dcdb'))).toEqual([]);
    expect(splitter.push(hex('ddc0')).map(toHex)).toEqual(['01c0db']);
  });

  it('keeps a stray ESC as a literal DB and still ends the frame at the END after it', () => {
    expect(slipSplit(hex('55dbc00102c0')).map(toHex)).toEqual(['55db', '0102']);
    expect(slipSplit(hex('c001db41c0')).map(toHex)).toEqual(['01db41']);
    expect(slipSplit(hex('c001dbdbdcc0')).map(toHex)).toEqual(['01dbc0']); // ESC ESC ESC_END
  });

  it('applies the stray-ESC rule across chunk boundaries', () => {
    const splitter = new SlipFrameSplitter();
    expect(splitter.push(hex('55db'))).toEqual([]);
    expect(splitter.push(hex('c00102c0')).map(toHex)).toEqual(['55db', '0102']);
  });

  it('gives the same frames for any chunking of any bytes', () => {
    fc.assert(fc.property(
      fc.uint8Array({ maxLength: 200 }).map((b) => b.map((x) => (x % 4 === 0 ? [SLIP_END, SLIP_ESC, 0xdc, 0xdd][x % 16 >> 2] : x))),
      fc.array(fc.nat(200), { maxLength: 10 }),
      (bytes, cuts) => {
        const whole = slipSplit(bytes).map(toHex);
        const splitter = new SlipFrameSplitter();
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let from = 0;
        for (const at of [...points, bytes.length]) {
          pieces.push(...splitter.push(bytes.subarray(from, at)).map(toHex));
          from = at;
        }
        expect(pieces).toEqual(whole);
      },
    ));
  });
});
