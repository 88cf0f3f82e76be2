import { once } from 'node:events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from './codec.ts';
import { MAX_FRAME_LENGTH } from './frame-limits.ts';
import { createFrameDecoder, createFrameEncoder, decodeSlipStream, slipFrame } from './framing.ts';
import { toHex } from './hex.ts';
import type { Decoded, Message } from './messages.ts';
import { ErrorCode } from './messages.ts';
import { hasValidCrc, validMessage } from '../testing/message-arbitraries.ts';
import { SlipFrameEncoder, slipSplit } from './slip.ts';
import { largestLeds, oneByteLonger } from '../testing/largest-frames.ts';
import { hostHello } from './version.ts';

fc.configureGlobal({ seed: 20240611, numRuns: 150 });

async function encodeThroughStream(messages: Message[]): Promise<Uint8Array> {
  const encoder = createFrameEncoder();
  const out: Buffer[] = [];
  encoder.on('data', (b: Buffer) => out.push(b));
  for (const m of messages) encoder.write(m);
  encoder.end();
  await once(encoder, 'end');
  return new Uint8Array(Buffer.concat(out));
}

async function decodeThroughStream(chunks: Uint8Array[]): Promise<Decoded[]> {
  const decoder = createFrameDecoder();
  const out: Decoded[] = [];
  decoder.on('data', (d: Decoded) => out.push(d));
  for (const c of chunks) decoder.write(Buffer.from(c));
  decoder.end();
  await once(decoder, 'end');
  return out;
}

function chunkAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const at of [...points, bytes.length]) { chunks.push(bytes.subarray(from, at)); from = at; }
  return chunks;
}

const ok = (message: Message): Decoded => ({ ok: true, message });

/** One of every type, with SLIP special bytes in several places. */
const sampleMessages: Message[] = [
  hostHello(0),
  { type: 'STATE', seq: 0xc0, uptimeMs: 0xdbc0dbc0, occupied: [true, false, true, true, false, false, true, true, true], buttons: [true, false] },
  { type: 'LEDS', seq: 0xdb, blinkPeriodMs: 0xc0db, palette: [{ r: 0xc0, g: 0xdb, b: 0xdc }], cells: [{ colour: 0, blink: true }, { colour: 1, blink: false }] },
  { type: 'ACK', seq: 2, ackedSeq: 0xc0 },
  { type: 'PING', seq: 3, nonce: 0xdbdbc0c0 },
  { type: 'PONG', seq: 4, nonce: 0xdbdbc0c0 },
  { type: 'ERROR', seq: 5, code: ErrorCode.BUSY, detail: 0xdb },
  { type: 'GET_STATE', seq: 255 },
];

describe('slipFrame', () => {
  it('is END, the escaped frame, END, with no END inside', () => {
    fc.assert(fc.property(validMessage, (m) => {
      const wire = slipFrame(m);
      expect([wire[0], wire[wire.length - 1]]).toEqual([0xc0, 0xc0]);
      expect(wire.subarray(1, -1).includes(0xc0)).toBe(false);
      expect(decodeSlipStream(wire)).toEqual([ok(m)]);
    }));
  });
});

describe('createFrameEncoder', () => {
  it('emits exactly the slipFrame bytes of each message, in order', async () => {
    const wire = await encodeThroughStream(sampleMessages);
    expect(toHex(wire)).toBe(sampleMessages.map((m) => toHex(slipFrame(m))).join(''));
  });

  it('fails the stream (instead of writing garbage) when given something that is not a message', async () => {
    const encoder = createFrameEncoder();
    const failed = once(encoder, 'error');
    encoder.write({ type: 'NOPE', seq: 1 });
    const [err] = await failed;
    expect(err).toBeInstanceOf(Error);
  });
});

describe('createFrameDecoder', () => {
  it('round-trips any messages through encoder stream, SLIP and decoder stream, in random chunkings', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(validMessage, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 12 }),
      async (messages, cuts) => {
        const wire = await encodeThroughStream(messages);
        expect(await decodeThroughStream(chunkAt(wire, cuts))).toEqual(messages.map(ok));
      },
    ));
  });

  it('decodes the same when fed one byte at a time', async () => {
    const wire = await encodeThroughStream(sampleMessages);
    const bytes = Array.from(wire, (b) => Uint8Array.of(b));
    expect(await decodeThroughStream(bytes)).toEqual(sampleMessages.map(ok));
  });

  it('decodes the same for a split at every possible position', async () => {
    const wire = await encodeThroughStream(sampleMessages);
    for (let at = 0; at <= wire.length; at++) {
      expect(await decodeThroughStream([wire.subarray(0, at), wire.subarray(at)])).toEqual(sampleMessages.map(ok));
    }
  });

  it('never fails on random bytes, yields one Decoded per SLIP frame, and only accepts frames with a good CRC', async () => {
    const special = fc.constantFrom(0xc0, 0xdb, 0xdc, 0xdd);
    const byte = fc.oneof({ weight: 3, arbitrary: fc.nat(255) }, { weight: 1, arbitrary: special });
    await fc.assert(fc.asyncProperty(fc.array(byte, { maxLength: 300 }), fc.array(fc.nat(), { maxLength: 8 }), async (raw, cuts) => {
      const bytes = Uint8Array.from(raw);
      const frames = slipSplit(bytes);
      const decoded = await decodeThroughStream(chunkAt(bytes, cuts));
      expect(decoded).toEqual(frames.map(decodeFrame));
      decoded.forEach((d, i) => { if (d.ok) expect(hasValidCrc(frames[i])).toBe(true); });
    }), { numRuns: 300 });
  });

  it('recovers every good frame sent after line noise (the leading END flushes it)', async () => {
    const byte = fc.oneof(fc.nat(255), fc.constantFrom(0xc0, 0xdb, 0xdc, 0xdd));
    const noise = fc.array(byte, { maxLength: 20 });
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(noise, validMessage), { minLength: 1, maxLength: 5 }), fc.array(fc.nat(), { maxLength: 6 }), async (parts, cuts) => {
      const bytes = Uint8Array.from(parts.flatMap(([junk, m]) => [...junk, ...slipFrame(m)]));
      const accepted = (await decodeThroughStream(chunkAt(bytes, cuts))).flatMap((d) => (d.ok ? [d.message] : []));
      // Every message arrives, in order; noise could only add a frame by matching a CRC by chance.
      let next = 0;
      for (const m of accepted) if (next < parts.length && JSON.stringify(m) === JSON.stringify(parts[next][1])) next++;
      expect(next).toBe(parts.length);
    }));
  });

  it('reports corrupt frames as values and goes on with the next frame', async () => {
    const good = slipFrame({ type: 'ACK', seq: 1, ackedSeq: 2 });
    const damaged = good.slice();
    damaged[3] ^= 0x01; // inside the payload
    const decoded = await decodeThroughStream([damaged, Uint8Array.of(1, 2, 0xc0), good]);
    expect(decoded.map((d) => (d.ok ? 'ok' : d.error.kind))).toEqual(['bad-crc', 'too-short', 'ok']);
  });

  it('drops an unfinished frame when the input ends', async () => {
    const good = slipFrame({ type: 'PING', seq: 1, nonce: 2 });
    expect(await decodeThroughStream([good, good.subarray(0, 5)])).toEqual([ok({ type: 'PING', seq: 1, nonce: 2 })]);
  });
});

describe('frames at the size limit', () => {
  const atLimit = encodeFrame(largestLeds());
  const over = oneByteLonger(atLimit);
  const slip = new SlipFrameEncoder();
  const ack: Message = { type: 'ACK', seq: 1, ackedSeq: 2 };
  const summary = (d: Decoded) => (d.ok ? `${d.message.type} ${d.message.type === 'LEDS' ? d.message.cells.length : ''}` : d.error);

  it('keeps the largest legal frame and drops one a byte longer, though its CRC is good', async () => {
    expect(atLimit.length).toBe(MAX_FRAME_LENGTH);
    expect(decodeFrame(over).ok).toBe(true); // a reader would take it: only its size is wrong
    const wire = Uint8Array.from([...slip.encode(atLimit), ...slip.encode(over), ...slipFrame(ack)]);
    expect(wire.length).toBeGreaterThan(2 * MAX_FRAME_LENGTH + 30_000); // every index byte went out escaped
    const expected = ['LEDS 65025', { kind: 'too-large', type: 0x03, limit: MAX_FRAME_LENGTH }, 'ACK '];
    expect(decodeSlipStream(wire).map(summary)).toEqual(expected);
    expect((await decodeThroughStream(chunkAt(wire, [1, 40_000, 40_001, 80_000, 100_000]))).map(summary)).toEqual(expected);
  });

  it('reports a frame too large as soon as it passes the limit, before its END', async () => {
    const decoder = createFrameDecoder();
    const out: Decoded[] = [];
    decoder.on('data', (d: Decoded) => out.push(d));
    const unended = slip.encode(over).subarray(0, -1); // no closing END yet
    for (let from = 0; from < unended.length; from += 1024) decoder.write(Buffer.from(unended.subarray(from, from + 1024)));
    await new Promise((r) => setImmediate(r));
    expect(out).toEqual([{ ok: false, error: { kind: 'too-large', type: 0x03, limit: MAX_FRAME_LENGTH } }]);
    decoder.write(Buffer.from(slipFrame(ack)));
    decoder.end();
    await once(decoder, 'end');
    expect(out.slice(1)).toEqual([ok(ack)]);
  });
});
