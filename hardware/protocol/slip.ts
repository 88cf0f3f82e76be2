// SLIP (RFC 1055) framing, PROTOCOL.md section 3.
//
// Sending uses @serialport/parser-slip-encoder's SlipEncoder synchronously: a Transform's write()
// runs _transform and push() synchronously, and read() in paused mode hands back what was pushed,
// so one write+read pair encodes without waiting (slip.test.ts checks this, including frames far
// above the stream highWaterMark).
//
// Receiving is our own splitter, not the library's SlipDecoder: that one grows each frame with a
// Buffer.concat per byte (quadratic: a frame of n bytes costs n²/2 byte copies) and has no size
// limit, so a board sending bytes without an END held the host's event loop for seconds. Ours looks
// at each byte once, unescapes it into one preallocated buffer the size of the largest legal frame
// (escapes are undone on the way in, so they need no room) and drops a frame the moment it outgrows
// that buffer.
import { SlipEncoder } from '@serialport/parser-slip-encoder';
import { MAX_FRAME_LENGTH } from './frame-limits.ts';

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

/** What a splitter hands out while it scans, in the order of the stream. */
export interface SlipSink {
  /** One whole, unescaped, non-empty frame (a copy: the receiver may keep it). */
  frame(frame: Uint8Array): void;
  /**
   * A frame outgrew the splitter's limit and is dropped; its bytes up to its END are skipped.
   * `type` is its first byte (the frame's type, if it was a frame at all).
   */
  tooLarge(type: number): void;
}

/** Work counters a caller may hand in (tests check that the cost stays linear in the input). */
export interface SlipWork {
  /** Input bytes looked at: each exactly once. */
  bytesExamined: number;
  /** Bytes written: into the frame buffer, and out again into each frame handed out. */
  bytesCopied: number;
}

export interface SlipSplitterOptions {
  /** The longest frame kept, in unescaped bytes; a longer one is dropped as it grows. Default MAX_FRAME_LENGTH. */
  maxFrameLength?: number;
  work?: SlipWork;
}

/**
 * Splits a byte stream, in any chunking, into SLIP frames (empty frames dropped), holding at most
 * `maxFrameLength` bytes. Bytes after the last END stay pending until their END arrives.
 *
 * A stray ESC (ESC followed by anything but ESC_END or ESC_ESC) is kept as a literal 0xDB and the
 * byte after it is read normally, as PROTOCOL.md says: so line noise ending in 0xDB cannot swallow
 * the END that opens the next good frame (the CRC then rejects the noisy frame).
 */
export class SlipFrameSplitter {
  readonly maxFrameLength: number;
  private readonly buffer: Uint8Array;
  private readonly work: SlipWork | undefined;
  private length = 0;
  private afterEsc = false;
  /** The frame being received outgrew the buffer: skip to its END. */
  private dropping = false;
  private tooLarge = 0;

  constructor(options: SlipSplitterOptions = {}) {
    const max = options.maxFrameLength ?? MAX_FRAME_LENGTH;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`maxFrameLength must be a positive integer (got ${max})`);
    this.maxFrameLength = max;
    this.buffer = new Uint8Array(max);
    this.work = options.work;
  }

  /** Frames dropped so far because they outgrew `maxFrameLength`. */
  get framesTooLarge(): number { return this.tooLarge; }

  /** Unescaped bytes held for the frame not yet ended (never more than `maxFrameLength`). */
  get pendingLength(): number { return this.length; }

  /** Forgets a half-received frame (a reset board, a new connection). */
  reset(): void {
    this.length = 0;
    this.afterEsc = false;
    this.dropping = false;
  }

  /** The frames this chunk completes, in order (frames too large are only counted). */
  push(chunk: Uint8Array): Uint8Array[] {
    const frames: Uint8Array[] = [];
    this.scan(chunk, { frame: (f) => { frames.push(f); }, tooLarge: () => undefined });
    return frames;
  }

  /** Scans a chunk, handing each frame it completes and each frame it drops to `sink`, in order. */
  scan(chunk: Uint8Array, sink: SlipSink): void {
    const buffer = this.buffer;
    const capacity = buffer.length;
    const n = chunk.length;
    // The state lives in locals while the loop runs (fields are written back before each hand-out,
    // so a sink may reset() the splitter).
    let length = this.length;
    let afterEsc = this.afterEsc;
    let dropping = this.dropping;
    let copied = 0;
    let i = 0;
    while (i < n) {
      if (dropping) {
        // Any END ends the dropped frame, even after an ESC (a stray ESC is read as a literal).
        const end = chunk.indexOf(SLIP_END, i);
        if (end < 0) { i = n; break; }
        i = end + 1;
        dropping = false;
        continue;
      }
      const b = chunk[i];
      let data: number;
      if (afterEsc) {
        afterEsc = false;
        if (b === SLIP_ESC_END) { data = SLIP_END; i++; }
        else if (b === SLIP_ESC_ESC) { data = SLIP_ESC; i++; }
        else data = SLIP_ESC; // a stray ESC: a literal 0xDB; b is read afresh on the next turn
      } else {
        i++;
        if (b === SLIP_END) {
          if (length > 0) {
            const frame = buffer.slice(0, length);
            copied += length;
            this.save(0, false, false);
            sink.frame(frame);
            ({ length, afterEsc, dropping } = this);
          }
          continue;
        }
        if (b === SLIP_ESC) { afterEsc = true; continue; }
        data = b;
      }
      if (length < capacity) {
        buffer[length++] = data;
        copied++;
      } else {
        this.tooLarge++;
        this.save(0, false, true);
        sink.tooLarge(buffer[0]);
        ({ length, afterEsc, dropping } = this);
      }
    }
    this.save(length, afterEsc, dropping);
    if (this.work !== undefined) {
      this.work.bytesExamined += i;
      this.work.bytesCopied += copied;
    }
  }

  private save(length: number, afterEsc: boolean, dropping: boolean): void {
    this.length = length;
    this.afterEsc = afterEsc;
    this.dropping = dropping;
  }
}

/** The SLIP frames in a complete byte string (an unterminated tail is not a frame). */
export function slipSplit(bytes: Uint8Array): Uint8Array[] {
  return new SlipFrameSplitter().push(bytes);
}
