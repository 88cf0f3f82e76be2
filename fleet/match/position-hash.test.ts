import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf, valueOf } from '../testing/arbitraries.ts';
import { canonicalJson, positionHash } from './index.ts';

const json = fc.jsonValue({ maxDepth: 5 });

/** The same value with every object's keys in a shuffled order. */
function reordered(value: unknown, order: number[]): unknown {
  if (Array.isArray(value)) return value.map((v) => reordered(v, order));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const shuffled = keys.map((k, i) => [order[i % order.length] ?? 0, k] as const).sort((a, b) => a[0] - b[0]).map(([, k]) => k);
  return Object.fromEntries(shuffled.map((k) => [k, reordered((value as Record<string, unknown>)[k], order)]));
}

/** Every path to a leaf, and a copy with that leaf changed. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}
function changedAt(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return typeof value === 'number' ? value + 1 : typeof value === 'string' ? `${value}x` : value === null ? 0 : !value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? changedAt(v, rest) : v));
  return { ...(value as object), [head]: changedAt((value as Record<string, unknown>)[head as string], rest) };
}

describe('position hash', () => {
  it('is SHA-256 of the canonical JSON: keys sorted, no whitespace', () => {
    expect(valueOf(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 0, y: -1.5 } }))).toBe('{"a":[true,null,"x"],"b":1,"c":{"y":-1.5,"z":0}}');
    expect(valueOf(positionHash({}))).toBe(createHash('sha256').update('{}').digest('hex'));
    expect(valueOf(positionHash({ b: 1, a: 2 }))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order of keys', () => {
    fc.assert(fc.property(json, fc.array(fc.nat(50), { minLength: 1, maxLength: 8 }), (v, order) => {
      expect(valueOf(positionHash(reordered(v, order)))).toBe(valueOf(positionHash(v)));
    }), { numRuns: 300 });
  });

  it('changes with any value', () => {
    fc.assert(fc.property(json, fc.nat(), (v, pick) => {
      const paths = leaves(v);
      fc.pre(paths.length > 0); // [] and {} have no value to change
      const path = paths[pick % paths.length];
      const changed = changedAt(v, path);
      fc.pre(JSON.stringify(changed) !== JSON.stringify(v));
      expect(valueOf(positionHash(changed))).not.toBe(valueOf(positionHash(v)));
    }), { numRuns: 300 });
  });

  it('refuses what is not JSON, without throwing', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const bad of [undefined, Number.NaN, Infinity, () => 1, 10n, Symbol('s'), { a: undefined }, [1, Number.NaN], cycle]) {
      expect(['bad-json', 'too-deep']).toContain(codeOf(positionHash(bad)));
    }
    let deep: unknown = 0;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(codeOf(positionHash(deep))).toBe('too-deep');
  });
});
