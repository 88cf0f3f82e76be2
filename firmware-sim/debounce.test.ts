import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import table from '../hardware/vectors/debounce.json' with { type: 'json' };
import {
  cloneDebounceState,
  createDebouncer,
  debounceIdle,
  debounceStep,
  debounceStepInPlace,
} from './debounce.ts';

type Bits = string | readonly (boolean | number)[];
interface Step { t: number; raw: Bits; expect: Bits; changed?: number[] }
interface Case { name: string; debounceMs: number; steps: Step[] }

function toBools(bits: Bits): boolean[] {
  return typeof bits === 'string' ? [...bits].map((c) => c === '1') : bits.map((b) => b === true || b === 1);
}

const cases = (table as { cases: Case[] }).cases;

describe('debounce timeline table (hardware/vectors/debounce.json)', () => {
  it('covers the situations the firmware must handle', () => {
    const names = cases.map((c) => c.name).join('\n');
    for (const topic of ['clean press', 'clean release', 'bouncing', 'bounce', 'late scan', 'window edge', 'clock wrap', 'independent']) {
      expect(names).toContain(topic);
    }
  });

  for (const c of cases) {
    it(c.name, () => {
      const cells = toBools(c.steps[0].raw).length;
      let state = createDebouncer(cells, c.debounceMs);
      for (const [i, step] of c.steps.entries()) {
        const raw = toBools(step.raw);
        const before = cloneDebounceState(state);
        const result = debounceStep(state, raw, step.t);
        expect(state, 'debounceStep must not mutate its input').toEqual(before);
        expect(result.state.stable, `step ${i} at t=${step.t}`).toEqual(toBools(step.expect));
        expect(result.changed, `changed at step ${i} t=${step.t}`).toEqual(step.changed ?? []);
        state = result.state;
      }
    });
  }
});

describe('debounce properties', () => {
  const scan = fc.record({ gap: fc.integer({ min: 0, max: 12 }), raw: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) });

  it('the in-place step and the pure step agree', () => {
    fc.assert(fc.property(fc.array(scan, { maxLength: 60 }), fc.integer({ min: 0, max: 0xffff }), (scans, start) => {
      let pure = createDebouncer(3, 5);
      const inPlace = createDebouncer(3, 5);
      let t = start;
      for (const s of scans) {
        t = (t + s.gap) & 0xffff;
        const r = debounceStep(pure, s.raw, t);
        const changed = debounceStepInPlace(inPlace, s.raw, t);
        expect(changed).toEqual(r.changed);
        pure = r.state;
      }
      expect(inPlace).toEqual(pure);
    }));
  });

  it('a stable value only flips to a raw value seen on every scan of the last debounceMs', () => {
    fc.assert(fc.property(fc.array(scan, { maxLength: 80 }), (scans) => {
      let state = createDebouncer(3, 5);
      let t = 0;
      const history: { t: number; raw: boolean[] }[] = [];
      for (const s of scans) {
        t += s.gap;
        history.push({ t, raw: s.raw });
        const r = debounceStep(state, s.raw, t & 0xffff);
        for (const cell of r.changed) {
          const value = r.state.stable[cell];
          // Scans since the raw value last agreed with the old stable value all show the new value...
          let first = history.length - 1;
          while (first > 0 && history[first - 1].raw[cell] === value) first--;
          expect(t - history[first].t).toBeGreaterThanOrEqual(5);
        }
        state = r.state;
      }
    }));
  });

  it('is idle once every cell agrees with its raw value', () => {
    const state = createDebouncer(2, 5);
    expect(debounceIdle(state)).toBe(true);
    debounceStepInPlace(state, [true, false], 1);
    expect(debounceIdle(state)).toBe(false);
    debounceStepInPlace(state, [true, false], 6);
    expect(debounceIdle(state)).toBe(true);
    expect(state.stable).toEqual([true, false]);
  });

  it('starts from the given initial values', () => {
    expect(createDebouncer(3, 5, [true, false, true]).stable).toEqual([true, false, true]);
  });
});
