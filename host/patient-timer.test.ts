import { describe, expect, it } from 'vitest';
import type { Clock, TimerHandle } from '../hardware/index.ts';
import { LATE_MS, patientTimeout, STRETCH_MS } from './patient-timer.ts';

/** A clock whose timers fire only when told, at whatever time it is then (an event loop that was busy). */
function lateClock() {
  let t = 0;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => t,
    setTimeout: (fn, ms) => { const id = next++; timers.set(id, { at: t + ms, fn }); return id as unknown as TimerHandle; },
    clearTimeout: (id) => { timers.delete(id as unknown as number); },
  };
  const runUntil = (to: number) => {
    t = to;
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > t || !timers.has(id)) continue;
      timers.delete(id);
      timer.fn();
    }
  };
  return { clock, runUntil };
}

describe('patientTimeout', () => {
  it('acts on time when the host was on time', () => {
    const { clock, runUntil } = lateClock();
    let fired = 0;
    patientTimeout(clock, 100, () => fired++);
    runUntil(100 + LATE_MS);
    expect(fired).toBe(1);
  });

  it('fired late, looks once more STRETCH_MS later before it acts; cancelled meanwhile, it never acts', () => {
    const { clock, runUntil } = lateClock();
    let fired = 0;
    patientTimeout(clock, 100, () => fired++);
    runUntil(400);
    expect(fired).toBe(0);
    runUntil(400 + STRETCH_MS);
    expect(fired).toBe(1);

    const cancelled = patientTimeout(clock, 100, () => fired++);
    runUntil(1000);
    cancelled.cancel();
    runUntil(2000);
    expect(fired).toBe(1);
  });

  it('looks once more only once: late again, it acts', () => {
    const { clock, runUntil } = lateClock();
    let fired = 0;
    patientTimeout(clock, 100, () => fired++);
    runUntil(400);
    runUntil(1000);
    expect(fired).toBe(1);
  });
});
