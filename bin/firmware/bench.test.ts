// The bench figures are cycle counts and emulated time, so they are deterministic: the firmware
// must meet its targets (1 kHz scan of 10×10 under 25 % CPU, flash ≤ 16 KiB, RAM ≤ 2 KiB, lift to
// lit ≤ 10 ms p99 at the fastest line speed with APA102 LEDs). Two lifts per run here (the fewest
// that still take percentiles over samples at different scan phases); 20 in the bench. Every run
// twice: the builds' own eager debounce, and deferred (builds forced with make DEBOUNCE=deferred).
import { describe, expect, it } from 'vitest';
import { debounceSection, firmwareFigures } from './bench.ts';
import { flickerFigures } from '../bench/flickers.ts';

describe('firmwareFigures', () => {
  it('measures the firmware in the emulator, and the firmware meets its targets', async () => {
    const f = await firmwareFigures({ samples: 2 });
    for (const build of f.firmware) {
      expect(build.flashBytes).toBeLessThanOrEqual(build.flashTargetBytes);
      expect(build.ramBytes).toBeLessThanOrEqual(build.ramTargetBytes);
    }
    expect(f.firmware[0].ramBytes + (f.firmware[0].stackPeakBytes ?? Infinity)).toBeLessThanOrEqual(2048);
    expect(f.scan.cpuShareAt1kHzPercent).toBeLessThan(25);
    expect(f.scan.cpuShareAt1kHzMovingPercent).toBeLessThan(25);
    expect(f.scan.achievableScanHz).toBeGreaterThan(1000);
    // The scan's cost in both modes (the deferred build: its own, forced with DEBOUNCE=deferred).
    expect([f.scan.debounce, f.scanDeferred.debounce]).toEqual(['eager', 'deferred']);
    for (const scan of [f.scan, f.scanDeferred]) {
      expect(scan.cyclesPerScanIdle).toBeGreaterThan(0);
      expect(scan.cyclesPerScanMoving).toBeGreaterThanOrEqual(scan.cyclesPerScanIdle);
      expect(scan.cpuShareAt1kHzMovingPercent).toBeLessThan(25);
    }
    // The reed boards' builds debounce eager: a lift is reported at the first sweep that sees it,
    // without the 5 ms window the deferred build waits first (it measured over 5 ms here).
    expect(f.latency.debounce).toBe('eager');
    expect(f.latency.liftToLitMs).toBeGreaterThan(0);
    expect(f.latency.liftToLitMs).toBeLessThan(100);
    expect(f.latency.placeToLitMs).toBeGreaterThan(f.latency.liftToLitMs);
    // Every LED kind at every line speed its build offers, in both debounce modes, in emulated time (deterministic).
    const allRuns = f.liftToLit.runs;
    const speeds = ['ws2812@115200', 'ws2812@250000', 'ws2812@500000', 'apa102@115200', 'apa102@250000', 'apa102@500000', 'apa102@1000000'];
    expect(allRuns.map((r) => `${r.ledKind}@${r.baud} ${r.debounce}`)).toEqual([
      ...speeds.map((s) => `${s} eager`), ...speeds.map((s) => `${s} deferred`),
    ]);
    for (const run of allRuns.filter((r) => r.debounce === 'deferred')) {
      // The deferred build reports a lift once it has held still for the 5 ms window.
      expect(run.termsMs.scanAndDebounce.p50).toBeGreaterThan(5);
      expect(run.termsMs.scanAndDebounce.p99).toBeGreaterThan(5);
    }
    const runs = allRuns.filter((r) => r.debounce === 'eager');
    for (const run of runs) {
      // The sweep that sees the lift (≤ 1 ms; WS2812: a sweep may wait for the LED output) and the
      // main loop; no 5 ms window (the deferred build: > 5). 20 lifts on WS2812 at 500 000 baud: p99 2.03 ms.
      expect(run.termsMs.scanAndDebounce.p50).toBeGreaterThan(0);
      expect(run.termsMs.scanAndDebounce.p99).toBeLessThan(3.5);
    }
    for (const run of allRuns) {
      expect(run.samples).toBe(2);
      const shares = Object.values(run.sharePercent).reduce((a, b) => a + b, 0);
      expect(shares).toBeGreaterThan(99);
      expect(shares).toBeLessThan(101);
      expect(run.ledsFrames.deltas).toBeGreaterThan(0); // a lift lights a few cells with a few bytes
      expect(run.scanHz).toBeGreaterThan(1000);
      expect(run.placeToCommitMs.p99).toBeGreaterThan(run.liftToLitMs.p50);
      if (run.ledKind === 'ws2812') {
        expect(run.longestScanPauseMs).toBeGreaterThan(2.4); // 81 LEDs with interrupts off
        expect(run.termsMs.ledOutput.p50).toBeGreaterThan(2.4);
      } else {
        expect(run.longestScanPauseMs).toBeLessThan(1); // APA102: scanning never paused
        expect(run.firmwareScanPauseMaxUs).toBe(0);
      }
    }
    // The wire's share shrinks with its speed.
    const at = (kind: string, baud: number) => runs.find((r) => r.ledKind === kind && r.baud === baud)!;
    expect(at('apa102', 1_000_000).termsMs.stateOnWire.p50).toBeLessThan(at('apa102', 115_200).termsMs.stateOnWire.p50 / 5);
    // The issue's bar: lift to lit within 10 ms (p99) at the fastest speed, on APA102.
    expect(f.liftToLit.fastest.apa102.baud).toBe(1_000_000);
    expect(f.liftToLit.fastest.apa102.liftToLitMs.p99).toBeLessThanOrEqual(f.liftToLit.targetP99Ms);
    expect(f.liftToLit.fastest.apa102.debounce).toBe('eager');
    // Deferred's fastest beside it: the same speed, the 5 ms window later.
    expect(f.liftToLit.fastestDeferred.apa102.baud).toBe(1_000_000);
    expect(f.liftToLit.fastestDeferred.ws2812.baud).toBe(500_000);
    expect(f.liftToLit.fastestDeferred.apa102.debounce).toBe('deferred');
    expect(f.liftToLit.fastestDeferred.apa102.liftToLitMs.p50).toBeGreaterThan(f.liftToLit.fastest.apa102.liftToLitMs.p50);
    console.log('lift to lit p99 at the fastest speed (eager / deferred): ' + (['ws2812', 'apa102'] as const).map((k) =>
      `${k} ${f.liftToLit.fastest[k].liftToLitMs.p99} / ${f.liftToLit.fastestDeferred[k].liftToLitMs.p99} ms`).join(', '));
    expect(JSON.parse(JSON.stringify(f))).toEqual(f); // plain JSON
    // The bench's `debounce` section: both modes side by side (a short flicker run: its own test has more).
    const d = debounceSection(f, await flickerFigures({ scans: 500 }));
    expect(d.modes.map((m) => m.debounce)).toEqual(['eager', 'deferred']);
    for (const m of d.modes) {
      expect(m.fastest.apa102.baud).toBe(1_000_000);
      expect(m.falseCommits).toBe(0);
      expect(m.cyclesPerScanMoving).toBeGreaterThan(0);
    }
    expect(d.modes[0].fastest.ws2812.scanAndDebounceP99Ms).toBeLessThan(3.5);
    expect(d.modes[1].fastest.ws2812.scanAndDebounceP99Ms).toBeGreaterThan(5);
    console.log(`cycles per scan (idle / moving): ${d.modes.map((m) => `${m.debounce} ${m.cyclesPerScanIdle} / ${m.cyclesPerScanMoving}`).join(', ')}`);
  }, 300_000);
});
