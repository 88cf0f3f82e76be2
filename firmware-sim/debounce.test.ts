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
import type { DebounceMode, DebounceState } from './debounce.ts';

/** Over random scans, the in-place step (the firmware's form) and the pure step give the same. */
function stepsAgree(scan: fc.Arbitrary<{ gap: number; raw: boolean[] }>, mode: DebounceMode): void {
  fc.assert(fc.property(fc.array(scan, { maxLength: 60 }), fc.integer({ min: 0, max: 0xffff }), (scans, start) => {
    let pure = createDebouncer(3, 5, undefined, mode);
    const inPlace = createDebouncer(3, 5, undefined, mode);
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
}

type Bits = string | readonly (boolean | number)[];
interface Step { t: number; raw: Bits; expect: Bits; changed?: number[] }
interface Case { name: string; mode?: DebounceMode; debounceMs: number; steps: Step[] }

function toBools(bits: Bits): boolean[] {
  return typeof bits === 'string' ? [...bits].map((c) => c === '1') : bits.map((b) => b === true || b === 1);
}

const cases = (table as { cases: Case[] }).cases;

describe('debounce timeline table (hardware/vectors/debounce.json)', () => {
  it('covers the situations the firmware must handle', () => {
    const names = cases.filter((c) => (c.mode ?? 'deferred') === 'deferred').map((c) => c.name).join('\n');
    for (const topic of ['clean press', 'clean release', 'bouncing', 'bounce', 'late scan', 'window edge', 'clock wrap', 'independent']) {
      expect(names).toContain(topic);
    }
  });

  it('covers the situations of the eager mode', () => {
    const names = cases.filter((c) => c.mode === 'eager').map((c) => c.name).join('\n');
    for (const topic of [
      'clean press', 'clean release', 'bounce burst during the hold', 'one-scan glitch', 'still present when the hold ends',
      'window edge', 'clock wrap during a hold', 'several cells', 'further apart than the window', 'saturates',
    ]) {
      expect(names).toContain(topic);
    }
  });

  for (const c of cases) {
    it(c.name, () => {
      const cells = toBools(c.steps[0].raw).length;
      let state = createDebouncer(cells, c.debounceMs, undefined, c.mode);
      expect(state.mode).toBe(c.mode ?? 'deferred');
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

  it('the in-place step and the pure step agree', () => stepsAgree(scan, 'deferred'));

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

describe('eager debounce properties', () => {
  const scan = fc.record({ gap: fc.integer({ min: 0, max: 12 }), raw: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) });

  it('the in-place step and the pure step agree', () => stepsAgree(scan, 'eager'));

  it('flips only to the raw value of the scan, at least debounceMs after the previous flip of that cell', () => {
    fc.assert(fc.property(fc.array(scan, { maxLength: 80 }), fc.integer({ min: 0, max: 8 }), (scans, ms) => {
      let state = createDebouncer(3, ms, undefined, 'eager');
      let t = 0;
      const lastFlip: (number | undefined)[] = [undefined, undefined, undefined];
      for (const s of scans) {
        t += s.gap;
        const r = debounceStep(state, s.raw, t & 0xffff);
        for (const cell of r.changed) {
          expect(r.state.stable[cell]).toBe(s.raw[cell]);
          const previous = lastFlip[cell];
          if (previous !== undefined) expect(t - previous).toBeGreaterThanOrEqual(ms);
          lastFlip[cell] = t;
        }
        // A cell that is not held agrees with this scan; a held one flipped less than debounceMs ago.
        for (let cell = 0; cell < 3; cell++) {
          if (!r.state.pending[cell]) expect(r.state.stable[cell]).toBe(s.raw[cell]);
          else expect(t - (lastFlip[cell] ?? -Infinity)).toBeLessThan(ms);
        }
        state = r.state;
      }
    }));
  });

  it('reports a change no later than the deferred mode does, from the same scans', () => {
    // Clean changes (each raw value held until the next change, scans every `gap` ms).
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 20 }), fc.integer({ min: 1, max: 3 }), (values, gap) => {
      const eager = createDebouncer(1, 5, undefined, 'eager');
      const deferred = createDebouncer(1, 5);
      let t = 0;
      for (const value of values) {
        let eagerAt: number | undefined;
        let deferredAt: number | undefined;
        for (let k = 0; k < 12; k++, t += gap) {
          if (debounceStepInPlace(eager, [value], t).length > 0) eagerAt ??= t;
          if (debounceStepInPlace(deferred, [value], t).length > 0) deferredAt ??= t;
        }
        expect(eager.stable).toEqual(deferred.stable);
        if (deferredAt !== undefined) expect(eagerAt).toBeLessThan(deferredAt);
      }
    }));
  });

  it('a held cell is not idle; the scan that ends the hold frees it', () => {
    const state: DebounceState = createDebouncer(2, 5, undefined, 'eager');
    expect(debounceIdle(state)).toBe(true);
    expect(debounceStepInPlace(state, [true, false], 1)).toEqual([0]);
    expect(debounceIdle(state)).toBe(false);
    expect(debounceStepInPlace(state, [true, false], 5)).toEqual([]);
    expect(debounceIdle(state)).toBe(false);
    expect(debounceStepInPlace(state, [true, false], 6)).toEqual([]);
    expect(debounceIdle(state)).toBe(true);
    expect(state.stable).toEqual([true, false]);
  });

  it('keeps the mode through the pure step and the clone', () => {
    const state = createDebouncer(1, 5, [true], 'eager');
    expect(state.stable).toEqual([true]);
    expect(cloneDebounceState(state).mode).toBe('eager');
    expect(debounceStep(state, [false], 1).state.mode).toBe('eager');
    expect(createDebouncer(1).mode).toBe('deferred');
  });
});
