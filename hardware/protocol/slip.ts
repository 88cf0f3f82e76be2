// Synchronous SLIP (RFC 1055) on top of @serialport/parser-slip-encoder's Transforms.
// A Transform's write() runs _transform and push() synchronously, and read() in paused mode
// hands back what was pushed, so one write+read pair encodes or splits without waiting
// (slip.test.ts checks this, including frames far above the stream highWaterMark).
import { SlipDecoder, SlipEncoder } from '@serialport/parser-slip-encoder';

export const SLIP_END = 0xc0;
export const SLIP_ESC = 0xdb;
export const SLIP_ESC_END = 0xdc;
export const SLIP_ESC_ESC = 0xdd;

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** SLIP-encodes whole frames: END, escaped bytes, END (an empty frame yields no bytes). */
export class SlipFrameEncoder {
  // bluetoothQuirk = the library's option for an END before each frame as well as after.
  private readonly encoder = new SlipEncoder({ bluetoothQuirk: true });

  encode(frame: Uint8Array): Uint8Array {
    if (frame.length === 0) return new Uint8Array(0);
    this.encoder.write(asBuffer(frame));
    const out: Buffer | null = this.encoder.read();
    if (out === null) throw new Error('SlipEncoder did not encode synchronously'); // cannot happen: see header
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }
}

/**
 * Splits a byte stream, in any chunking, into SLIP frames (empty frames dropped).
 * Bytes after the last END stay pending until their END arrives.
 *
 * One fix on top of the library: it ends a frame at an ESC followed by anything but ESC_END or
 * ESC_ESC, and then treats the next byte, even END, as data — so line noise ending in 0xDB
 * would swallow the END that opens the next good frame. PROTOCOL.md says a stray ESC is kept as
 * a literal 0xDB (the CRC then rejects that frame) and the byte after it is read normally;
 * we get that by inserting ESC_ESC after a stray ESC before the library sees it.
 */
export class SlipFrameSplitter {
  private readonly decoder = new SlipDecoder({ readableObjectMode: true });
  private afterEsc = false;

  push(chunk: Uint8Array): Uint8Array[] {
    if (chunk.length === 0) return [];
    this.decoder.write(this.repairStrayEscapes(chunk));
    const frames: Uint8Array[] = [];
    for (let f: Buffer | null = this.decoder.read(); f !== null; f = this.decoder.read()) {
      if (f.length > 0) frames.push(new Uint8Array(f.buffer, f.byteOffset, f.byteLength));
    }
    return frames;
  }

  private repairStrayEscapes(chunk: Uint8Array): Buffer {
    if (!this.afterEsc && !chunk.includes(SLIP_ESC)) return asBuffer(chunk); // the usual case
    const out: number[] = [];
    for (const b of chunk) {
      if (this.afterEsc) {
        this.afterEsc = false;
        if (b === SLIP_ESC_END || b === SLIP_ESC_ESC) { out.push(b); continue; }
        out.push(SLIP_ESC_ESC); // the stray ESC becomes a literal 0xDB; b is read afresh
      }
      this.afterEsc = b === SLIP_ESC;
      out.push(b);
    }
    return Buffer.from(out);
  }
}

/** The SLIP frames in a complete byte string (an unterminated tail is not a frame). */
export function slipSplit(bytes: Uint8Array): Uint8Array[] {
  return new SlipFrameSplitter().push(bytes);
}
