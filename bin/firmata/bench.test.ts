// The Firmata bench figures are emulated time, so they are the same on every machine: check they
// are measured and make sense (the debounce is in the press, one port keeps up, three do not).
import { describe, expect, it } from 'vitest';
import { firmataFigures } from './bench.ts';

describe('firmataFigures', () => {
  it('measures press-to-host and the pin count StandardFirmata keeps up with at 1 kHz', async () => {
    // Fewer samples than the bench's 200 presses and 18 pin counts: each is emulated in real CPU time.
    const f = await firmataFigures({ presses: 40, pinCounts: [1, 6, 18] });
    expect(f.pressToHostMs.n).toBe(40);
    expect(f.pressToHostMs.p50).toBeGreaterThan(7); // johnny-five's button debounce alone is 7 ms
    expect(f.pressToHostMs.p99).toBeLessThan(20);
    expect(f.reportLatencyMs.p50).toBeGreaterThan(0.52); // three bytes at 57600 baud
    expect(f.reportLatencyMs.p99).toBeLessThan(f.pressToHostMs.p50);
    expect(f.keepUpAt1kHz.byPins.map((r) => r.pins)).toEqual([1, 6, 18]);
    expect(f.keepUpAt1kHz.maxPins).toBeGreaterThanOrEqual(1);
    expect(f.keepUpAt1kHz.byPins[2].reportedPercent).toBeLessThan(99); // 18 pins on three ports: too many
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
  }, 300_000); // emulated in real CPU time: minutes on a machine loaded by other work
});
