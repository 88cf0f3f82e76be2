// Protocol codec throughput: encode + decode round trips per second.
import { decodeFrame, encodeFrame } from '../../hardware/index.ts';

export function codec(): { encodeDecodeStatePerSec: number; encodeDecodeLedsPerSec: number } {
  const state = { type: 'STATE' as const, seq: 1, uptimeMs: 5, occupied: Array.from({ length: 81 }, (_, i) => i % 3 === 0), buttons: [] };
  const leds = {
    type: 'LEDS' as const, seq: 2, blinkPeriodMs: 500, palette: [{ r: 0, g: 0, b: 0 }, { r: 0, g: 160, b: 255 }],
    cells: Array.from({ length: 81 }, (_, i) => ({ colour: i % 2, blink: false })),
  };
  const rate = (message: typeof state | typeof leds): number => {
    const n = 50_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) if (!decodeFrame(encodeFrame(message)).ok) throw new Error('codec');
    return Math.round(n / ((performance.now() - t0) / 1000));
  };
  rate(state); // warm up
  return { encodeDecodeStatePerSec: rate(state), encodeDecodeLedsPerSec: rate(leds) };
}

