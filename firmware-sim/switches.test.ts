import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../hardware/index.ts';
import { createFaultRng } from './rng.ts';
import { BOUNCE_MAX_MS, BOUNCE_MIN_MS, SwitchField } from './switches.ts';

async function bounceTrace(seed: number, prior: boolean) {
  const clock = new VirtualClock();
  const field = new SwitchField(4, clock, createFaultRng(seed), () => {});
  field.setBase(2, prior);
  const toggles: number[] = [];
  field.bounce(2, 10);
  toggles.push(clock.now());
  let last = field.read(2);
  for (let t = 0; t < 150; t++) {
    await clock.advanceBy(0.1);
    if (field.read(2) !== last) { toggles.push(clock.now()); last = field.read(2); }
  }
  return { toggles, end: field.read(2), field };
}

describe('SwitchField faults', () => {
  it('a bounce toggles every 0.3–1 ms for its duration, then returns to the prior value', async () => {
    for (const prior of [false, true]) {
      const { toggles, end } = await bounceTrace(5, prior);
      expect(end).toBe(prior);
      expect(toggles.length).toBeGreaterThan(10);
      const gaps = toggles.slice(1, -1).map((t, i) => t - toggles[i]);
      for (const gap of gaps) {
        expect(gap).toBeGreaterThanOrEqual(BOUNCE_MIN_MS - 0.1 - 1e-9); // sampled every 0.1 ms
        expect(gap).toBeLessThanOrEqual(BOUNCE_MAX_MS + 0.1 + 1e-9);
      }
      expect(toggles[toggles.length - 1]).toBeLessThanOrEqual(10 + 0.1 + 1e-9);
    }
  });

  it('bounces are the same for the same seed and differ for another', async () => {
    expect((await bounceTrace(9, false)).toggles).toEqual((await bounceTrace(9, false)).toggles);
    expect((await bounceTrace(9, false)).toggles).not.toEqual((await bounceTrace(10, false)).toggles);
  });

  it('a stuck contact wins over bounce and flicker', async () => {
    const clock = new VirtualClock();
    const field = new SwitchField(2, clock, createFaultRng(1), () => {});
    field.stick(0, true);
    field.bounce(0, 5);
    field.flicker(0, 2);
    for (let i = 0; i < 20; i++) { expect(field.read(0)).toBe(true); await clock.advanceBy(0.5); }
    field.stopFaults();
    expect(field.read(0)).toBe(false);
    expect(clock.nextDue()).toBeUndefined();
  });
});
