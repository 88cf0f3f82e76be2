import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './hex.ts';
import { MAX_FRAME_LENGTH } from './frame-limits.ts';
import { SLIP_END, SLIP_ESC, SLIP_ESC_END, SLIP_ESC_ESC, SlipFrameEncoder, SlipFrameSplitter, slipSplit } from './slip.ts';
import type { SlipSink, SlipWork } from './slip.ts';

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

describe('SlipFrameSplitter', () => {
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

/** What a splitter hands out, as text: a frame's hex, or `too-large TYPE`. */
function recorder(): { events: string[]; sink: SlipSink } {
  const events: string[] = [];
  return { events, sink: { frame: (f) => { events.push(toHex(f)); }, tooLarge: (type) => { events.push(`too-large ${type}`); } } };
}

/** PROTOCOL.md section 3 read literally, one byte at a time into a growing array: what the splitter must hand out. */
function specification(bytes: Uint8Array, max: number): string[] {
  const events: string[] = [];
  let frame: number[] = [];
  let afterEsc = false;
  const end = () => {
    if (frame.length > max) events.push(`too-large ${frame[0]}`);
    else if (frame.length > 0) events.push(toHex(Uint8Array.from(frame)));
    frame = [];
  };
  for (const b of bytes) {
    if (afterEsc) {
      afterEsc = false;
      if (b === SLIP_ESC_END) { frame.push(SLIP_END); continue; }
      if (b === SLIP_ESC_ESC) { frame.push(SLIP_ESC); continue; }
      frame.push(SLIP_ESC); // a stray ESC; b is read normally below
    }
    if (b === SLIP_END) end();
    else if (b === SLIP_ESC) afterEsc = true;
    else frame.push(b);
  }
  if (frame.length > max) events.push(`too-large ${frame[0]}`); // dropped while it grew, before any END
  return events;
}

function chunkAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const at of [...points, bytes.length]) { chunks.push(bytes.subarray(from, at)); from = at; }
  return chunks;
}

/** Deterministic line noise without END bytes (ESC and its partners included). */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const b = x >>> 24;
    out[i] = b === SLIP_END ? SLIP_ESC : b;
  }
  return out;
}

describe('SlipFrameSplitter size limit (the largest legal frame)', () => {
  it('holds at most the largest frame given 1 MB without an END, reports that frame dropped at once, and reads the next frame', () => {
    const work: SlipWork = { bytesExamined: 0, bytesCopied: 0 };
    const splitter = new SlipFrameSplitter({ work });
    expect(splitter.maxFrameLength).toBe(MAX_FRAME_LENGTH);
    const { events, sink } = recorder();
    const chunkBytes = 4096;
    for (let k = 0; k < (1 << 20) / chunkBytes; k++) {
      splitter.scan(noise(chunkBytes, k + 1), sink);
      expect(splitter.pendingLength).toBeLessThanOrEqual(MAX_FRAME_LENGTH);
      if ((k + 1) * chunkBytes > 2 * MAX_FRAME_LENGTH) expect(events).toHaveLength(1); // reported long before any END
    }
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^too-large \d+$/);
    expect(splitter.framesTooLarge).toBe(1);
    expect(work.bytesExamined).toBe(1 << 20);
    expect(work.bytesCopied).toBeLessThanOrEqual(MAX_FRAME_LENGTH); // nothing past the limit was kept
    splitter.scan(hex('c00102c0'), sink);
    expect(events.slice(1)).toEqual(['0102']);
    expect(splitter.framesTooLarge).toBe(1);
  });

  it('keeps a frame of exactly the limit and drops one a byte longer, escapes not counted', () => {
    const splitter = new SlipFrameSplitter({ maxFrameLength: 4 });
    const { events, sink } = recorder();
    splitter.scan(hex('c0dbdc0203dbddc0' + 'c00102030405c0' + 'c00708c0'), sink);
    expect(events).toEqual(['c00203db', 'too-large 1', '0708']);
    expect(splitter.framesTooLarge).toBe(1);
    expect(new SlipFrameSplitter({ maxFrameLength: 4 }).push(hex('c00102030405c0c00708c0')).map(toHex)).toEqual(['0708']);
  });

  it('ends a dropped frame at the END after a stray ESC, as it ends any frame', () => {
    const { events, sink } = recorder();
    const splitter = new SlipFrameSplitter({ maxFrameLength: 2 });
    splitter.scan(hex('c0010203db'), sink);
    splitter.scan(hex('c00a0bc0'), sink);
    expect(events).toEqual(['too-large 1', '0a0b']);
    expect(splitter.pendingLength).toBe(0);
  });

  it('forgets a half-received or half-dropped frame on reset', () => {
    const splitter = new SlipFrameSplitter({ maxFrameLength: 2 });
    const { events, sink } = recorder();
    splitter.scan(hex('c00102db'), sink);
    splitter.reset();
    splitter.scan(hex('0304c0'), sink);
    splitter.scan(hex('050607'), sink);
    splitter.reset();
    splitter.scan(hex('08c0'), sink);
    expect(events).toEqual(['0304', 'too-large 5', '08']);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new SlipFrameSplitter({ maxFrameLength: 0 })).toThrow(RangeError);
    expect(() => new SlipFrameSplitter({ maxFrameLength: 1.5 })).toThrow(RangeError);
  });

  it('hands out what the protocol says for any bytes, limit and chunking, looking at each byte once and copying it at most twice', () => {
    const special = fc.constantFrom(SLIP_END, SLIP_ESC, SLIP_ESC_END, SLIP_ESC_ESC);
    const byte = fc.oneof({ weight: 3, arbitrary: fc.nat(255) }, { weight: 2, arbitrary: special });
    fc.assert(fc.property(
      fc.array(byte, { maxLength: 400 }), fc.array(fc.nat(), { maxLength: 12 }), fc.integer({ min: 1, max: 40 }),
      (raw, cuts, max) => {
        const bytes = Uint8Array.from(raw);
        const run = (chunks: Uint8Array[]) => {
          const work: SlipWork = { bytesExamined: 0, bytesCopied: 0 };
          const splitter = new SlipFrameSplitter({ maxFrameLength: max, work });
          const { events, sink } = recorder();
          for (const chunk of chunks) {
            splitter.scan(chunk, sink);
            expect(splitter.pendingLength).toBeLessThanOrEqual(max);
          }
          return { events, work, dropped: splitter.framesTooLarge };
        };
        const whole = run([bytes]);
        const pieces = run(chunkAt(bytes, cuts));
        expect(whole.events).toEqual(specification(bytes, max));
        expect(pieces.events).toEqual(whole.events);
        for (const r of [whole, pieces]) {
          expect(r.dropped).toBe(r.events.filter((e) => e.startsWith('too-large')).length);
          expect(r.work.bytesExamined).toBe(bytes.length);
          expect(r.work.bytesCopied).toBeLessThanOrEqual(2 * bytes.length); // linear: into the buffer once, out once
        }
      },
    ));
  });
});
