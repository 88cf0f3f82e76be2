// The board-status throttle in virtual time: a burst runs once at once and once more a gap later
// (with what holds then), never more often than the gap; quiet, nothing runs.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import { Throttle } from './throttle.ts';

describe('Throttle', () => {
  it('runs a burst once now and once after the gap, then nothing until poked again', async () => {
    const clock = new VirtualClock(0);
    const runs: number[] = [];
    const t = new Throttle(clock, 1000, () => runs.push(clock.now()));
    t.poke();
    await clock.advanceBy(0);
    expect(runs).toEqual([0]);
    for (let ms = 100; ms <= 500; ms += 100) { await clock.advanceBy(100); t.poke(); }
    expect(runs).toEqual([0]);
    await clock.advanceBy(499);
    expect(runs).toEqual([0]);
    await clock.advanceBy(1);
    expect(runs).toEqual([0, 1000]);
    await clock.advanceBy(10_000);
    expect(runs).toEqual([0, 1000]);
    t.poke();
    await clock.advanceBy(0);
    expect(runs).toEqual([0, 1000, 11_000]);
  });

  it('never runs twice within the gap however it is poked, and not at all once cancelled', async () => {
    const clock = new VirtualClock(0);
    const runs: number[] = [];
    const t = new Throttle(clock, 1000, () => runs.push(clock.now()));
    for (let i = 0; i < 50; i++) { t.poke(); await clock.advanceBy(97); }
    expect(runs.slice(1).every((at, i) => at - runs[i] >= 1000)).toBe(true);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    t.poke();
    t.cancel();
    const before = runs.length;
    await clock.advanceBy(5000);
    expect(runs.length).toBe(before);
  });
});
