// The shared byte vectors (also read by the C firmware's tests) and the spec's examples must
// match the TS codec. If this fails after a deliberate protocol change, regenerate with
// `npx tsx hardware/vectors/write-frame-vectors.ts` and review the diff.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from '../protocol/codec.ts';
import { crc16 } from '../protocol/crc.ts';
import { decodeSlipStream, slipFrame } from '../protocol/framing.ts';
import { fromHex, toHex } from '../protocol/hex.ts';
import { MessageType } from '../protocol/messages.ts';
import { slipSplit } from '../protocol/slip.ts';
import type { FrameVectors } from './frame-cases.ts';
import { buildFrameVectors, frameVectorsJson, withDocExamples } from './frame-cases.ts';

const vectorsText = readFileSync(new URL('./frames.json', import.meta.url), 'utf8');
const vectors = JSON.parse(vectorsText) as FrameVectors;
const bytes = (hex: string): Uint8Array => {
  const b = fromHex(hex);
  if (b === undefined) throw new Error(`bad hex in frames.json: ${hex}`);
  return b;
};

describe('hardware/vectors/frames.json', () => {
  it('states the CRC the codec uses', () => {
    expect(crc16(new TextEncoder().encode('123456789')).toString(16)).toBe(vectors.crc.check);
  });

  it('has at least one vector for every message type', () => {
    const types = new Set(vectors.messages.map((v) => v.message.type));
    expect([...types].sort()).toEqual(Object.keys(MessageType).sort());
  });

  it('matches the codec for every message: encode, SLIP and decode', () => {
    for (const v of vectors.messages) {
      expect(toHex(encodeFrame(v.message)), v.name).toBe(v.frame);
      expect(toHex(slipFrame(v.message)), v.name).toBe(v.slip);
      expect(decodeFrame(bytes(v.frame)), v.name).toEqual({ ok: true, message: v.message });
      expect(decodeSlipStream(bytes(v.slip)), v.name).toEqual([{ ok: true, message: v.message }]);
    }
  });

  it('decodes every lenient frame to its message', () => {
    for (const v of vectors.lenient) expect(decodeFrame(bytes(v.frame)), v.name).toEqual({ ok: true, message: v.message });
  });

  it('writes and reads the fields minor 1 appends, and a minor-0 reader ignores them', () => {
    expect(vectors.appended.length).toBeGreaterThan(0);
    for (const v of vectors.appended) {
      expect(toHex(encodeFrame(v.message)), v.name).toBe(v.frame);
      expect(toHex(slipFrame(v.message)), v.name).toBe(v.slip);
      expect(decodeFrame(bytes(v.frame)), v.name).toEqual({ ok: true, message: v.message });
      // What an older reader sees: the frame of the message without them is a prefix of this one.
      const older = toHex(encodeFrame(v.older)).slice(0, -4);
      expect(v.frame.startsWith(older), v.name).toBe(true);
    }
  });

  it('rejects every corrupt frame with the stated error, also through SLIP', () => {
    const kinds = new Set(vectors.corrupt.map((v) => v.error.kind));
    expect([...kinds].sort()).toEqual(['bad-crc', 'bad-length', 'too-short', 'unknown-type']);
    for (const v of vectors.corrupt) {
      expect(decodeFrame(bytes(v.frame)), v.name).toEqual({ ok: false, error: v.error });
      expect(decodeSlipStream(bytes(v.slip)), v.name).toEqual([{ ok: false, error: v.error }]);
    }
  });

  it('splits every SLIP stream into the stated frames', () => {
    for (const v of vectors.slipStreams) expect(slipSplit(bytes(v.stream)).map(toHex), v.name).toEqual(v.frames);
  });

  it('is exactly what the generator writes today (no hand edits, no stale vectors)', () => {
    expect(vectorsText).toBe(frameVectorsJson(buildFrameVectors()));
  });
});

describe('hardware/PROTOCOL.md', () => {
  it('shows the examples generated from frames.json, unchanged', () => {
    const spec = readFileSync(new URL('../PROTOCOL.md', import.meta.url), 'utf8');
    expect(withDocExamples(spec, vectors)).toBe(spec);
  });

  it('has an example for every message type', () => {
    const spec = readFileSync(new URL('../PROTOCOL.md', import.meta.url), 'utf8');
    for (const type of Object.keys(MessageType)) expect(spec).toContain(`#### ${type}:`);
  });
});
