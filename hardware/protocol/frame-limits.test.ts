import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from './codec.ts';
import { MAX_FRAME_LENGTH, fullLedsPayloadLength } from './frame-limits.ts';
import { hostHello } from './version.ts';
import { largestLeds, largestState } from '../testing/largest-frames.ts';

describe('MAX_FRAME_LENGTH', () => {
  it('is the LEDS frame of a 255 × 255 board with a full palette, byte for byte', () => {
    const frame = encodeFrame(largestLeds());
    expect(frame.length).toBe(MAX_FRAME_LENGTH);
    expect(MAX_FRAME_LENGTH).toBe(40_699); // the figure PROTOCOL.md gives
    expect(decodeFrame(frame).ok).toBe(true);
  });

  it('leaves room for every other frame: the largest STATE and a HELLO with every field', () => {
    expect(encodeFrame(largestState()).length).toBe(16_239);
    const hello = { ...hostHello(0), rows: 255, cols: 255, features: 3, speeds: 7 };
    expect(encodeFrame(hello).length).toBeLessThan(MAX_FRAME_LENGTH);
  });

  it('gives the maxLedFrame of the built-in 16 × 16 board as PROTOCOL.md computes it', () => {
    expect(fullLedsPayloadLength(16 * 16)).toBe(5 + 48 + 128 + 32);
  });
});
