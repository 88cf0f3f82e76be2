// The bench figures are cycle counts and emulated time, so they are deterministic: the firmware
// must meet its targets (1 kHz scan of 10×10 under 25 % CPU, flash ≤ 16 KiB, RAM ≤ 2 KiB).
import { describe, expect, it } from 'vitest';
import { firmwareFigures } from './bench.ts';

describe('firmwareFigures', () => {
  it('measures the firmware in the emulator, and the firmware meets its targets', async () => {
    const f = await firmwareFigures();
    for (const build of f.firmware) {
      expect(build.flashBytes).toBeLessThanOrEqual(build.flashTargetBytes);
      expect(build.ramBytes).toBeLessThanOrEqual(build.ramTargetBytes);
    }
    expect(f.firmware[0].ramBytes + (f.firmware[0].stackPeakBytes ?? Infinity)).toBeLessThanOrEqual(2048);
    expect(f.scan.cpuShareAt1kHzPercent).toBeLessThan(25);
    expect(f.scan.cpuShareAt1kHzMovingPercent).toBeLessThan(25);
    expect(f.scan.achievableScanHz).toBeGreaterThan(1000);
    expect(f.latency.liftToLitMs).toBeGreaterThan(5); // the debounce window alone is 5 ms
    expect(f.latency.liftToLitMs).toBeLessThan(100);
    expect(f.latency.placeToLitMs).toBeGreaterThan(f.latency.liftToLitMs);
    const terms = f.liftToLitTerms;
    expect(terms.samples).toBe(20);
    expect(terms.termsMs.scanAndDebounce.p50).toBeGreaterThan(5); // the debounce window
    expect(terms.termsMs.stateOnWire.p50).toBeGreaterThan(1); // a 9×9 STATE is ~20 bytes at 115200 baud
    expect(terms.termsMs.ledOutput.p50).toBeGreaterThan(2.4); // 81 LEDs × 30 µs, then the 280 µs latch
    const shares = Object.values(terms.sharePercent).reduce((a, b) => a + b, 0);
    expect(shares).toBeGreaterThan(99);
    expect(shares).toBeLessThan(101);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f); // plain JSON
  });
});
