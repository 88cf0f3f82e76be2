// Streams between Message objects and SLIP-framed serial bytes.
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { decodeFrame, encodeFrame } from './codec.ts';
import type { Decoded, Message } from './messages.ts';
import { SlipFrameEncoder, SlipFrameSplitter } from './slip.ts';
import type { SlipSink } from './slip.ts';

const defaultEncoder = new SlipFrameEncoder();

/** The bytes to put on the wire for one message: END, escaped frame, END. */
export function slipFrame(message: Message): Uint8Array {
  return defaultEncoder.encode(encodeFrame(message));
}

/** Decodes each frame a splitter completes; a frame it drops for its size becomes a `too-large` error. */
function decodingSink(splitter: SlipFrameSplitter, out: (d: Decoded) => void): SlipSink {
  return {
    frame: (frame) => out(decodeFrame(frame)),
    tooLarge: (type) => out({ ok: false, error: { kind: 'too-large', type, limit: splitter.maxFrameLength } }),
  };
}

/** Decodes every non-empty SLIP frame in a complete byte string (for tests, tools, vectors). */
export function decodeSlipStream(bytes: Uint8Array): Decoded[] {
  const splitter = new SlipFrameSplitter();
  const decoded: Decoded[] = [];
  splitter.scan(bytes, decodingSink(splitter, (d) => decoded.push(d)));
  return decoded;
}

/** Writable side: Message objects. Readable side: SLIP-framed bytes (one Buffer per message). */
export function createFrameEncoder(): Transform {
  const slip = new SlipFrameEncoder();
  return new Transform({
    writableObjectMode: true,
    readableObjectMode: false,
    transform(message: Message, _encoding: BufferEncoding, done: TransformCallback) {
      let bytes: Uint8Array;
      try {
        bytes = slip.encode(encodeFrame(message));
      } catch (err) {
        return done(err instanceof Error ? err : new Error(String(err))); // not a Message
      }
      done(null, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  });
}

/**
 * Writable side: raw serial bytes in any chunking. Readable side: one `Decoded` per non-empty
 * SLIP frame, bad frames included as values (the link counts them); a frame longer than the
 * largest legal frame (MAX_FRAME_LENGTH) is dropped as it grows and comes out as a `too-large`
 * error at that moment, not at its END. Bytes after the last END when the stream ends are an
 * unfinished frame and are dropped.
 */
export function createFrameDecoder(): Transform {
  const splitter = new SlipFrameSplitter();
  const decoder: Transform = new Transform({
    writableObjectMode: false,
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      splitter.scan(chunk, sink);
      done();
    },
  });
  const sink = decodingSink(splitter, (d) => { decoder.push(d); });
  return decoder;
}
