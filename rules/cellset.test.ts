import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellSet, MAX_CELLS } from './cellset.ts';

// Cells spread over the whole range, plus a dense low range so that sets overlap often.
const cell = fc.oneof(fc.integer({ min: 0, max: MAX_CELLS - 1 }), fc.integer({ min: 0, max: 80 }));
const cells = fc.array(cell, { maxLength: 80 });

const model = (xs: Iterable<number>) => new Set(xs);
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

/** The set's cells, checked against a model through every read operation. */
function expectMatches(set: CellSet, expected: Set<number>): void {
  const ascending = sorted(expected);
  expect(set.toArray()).toEqual(ascending);
  expect([...set]).toEqual(ascending);
  expect(set.size).toBe(expected.size);
  expect(set.isEmpty()).toBe(expected.size === 0);
  expect(set.first()).toBe(ascending[0]);
  expect(set.equals(CellSet.from(ascending))).toBe(true);
  expect(set.key()).toBe(CellSet.from(ascending).key());
}

describe('CellSet against a Set model', () => {
  it('from, of, toArray, iterator, size, first, isEmpty', () => {
    fc.assert(
      fc.property(cells, (xs) => {
        expectMatches(CellSet.from(xs), model(xs));
        expectMatches(CellSet.of(...xs), model(xs));
      }),
    );
  });

  it('has', () => {
    fc.assert(
      fc.property(cells, cell, (xs, c) => {
        expect(CellSet.from(xs).has(c)).toBe(model(xs).has(c));
      }),
    );
  });

  it('with and without, in any sequence', () => {
    const step = fc.tuple(fc.boolean(), cell);
    fc.assert(
      fc.property(cells, fc.array(step, { maxLength: 60 }), (xs, steps) => {
        let set = CellSet.from(xs);
        const expected = model(xs);
        for (const [add, c] of steps) {
          set = add ? set.with(c) : set.without(c);
          if (add) expected.add(c);
          else expected.delete(c);
          expectMatches(set, expected);
        }
      }),
    );
  });

  it('union, intersect, minus, xor', () => {
    fc.assert(
      fc.property(cells, cells, (xs, ys) => {
        const a = CellSet.from(xs);
        const b = CellSet.from(ys);
        const ma = model(xs);
        const mb = model(ys);
        expectMatches(a.union(b), new Set([...ma, ...mb]));
        expectMatches(a.intersect(b), new Set([...ma].filter((x) => mb.has(x))));
        expectMatches(a.minus(b), new Set([...ma].filter((x) => !mb.has(x))));
        expectMatches(
          a.xor(b),
          new Set([...ma, ...mb].filter((x) => ma.has(x) !== mb.has(x))),
        );
      }),
    );
  });

  it('equals, isSubsetOf, intersects, key', () => {
    fc.assert(
      fc.property(cells, cells, (xs, ys) => {
        const a = CellSet.from(xs);
        const b = CellSet.from(ys);
        const ma = model(xs);
        const mb = model(ys);
        const same = ma.size === mb.size && [...ma].every((x) => mb.has(x));
        expect(a.equals(b)).toBe(same);
        expect(a.key() === b.key()).toBe(same);
        expect(a.isSubsetOf(b)).toBe([...ma].every((x) => mb.has(x)));
        expect(a.intersects(b)).toBe([...ma].some((x) => mb.has(x)));
      }),
    );
  });

  it('subsets and equal sets built different ways', () => {
    fc.assert(
      fc.property(cells, cells, (xs, ys) => {
        const a = CellSet.from(xs);
        const b = CellSet.from(ys);
        const both = a.union(b);
        expect(a.isSubsetOf(both)).toBe(true);
        expect(a.intersect(b).isSubsetOf(a)).toBe(true);
        // (a − b) ∪ (a ∩ b) = a, however the words were trimmed on the way.
        expect(a.minus(b).union(a.intersect(b)).equals(a)).toBe(true);
        expect(a.xor(b).xor(b).equals(a)).toBe(true);
        expect(both.minus(a).minus(b).isEmpty()).toBe(true);
      }),
    );
  });
});

describe('CellSet edges', () => {
  it('handles word boundaries and the last cell', () => {
    const edges = [0, 31, 32, 63, 64, 1023];
    const set = CellSet.from(edges);
    expect(set.toArray()).toEqual(edges);
    expect(set.without(1023).without(64).toArray()).toEqual([0, 31, 32, 63]);
    expect(set.without(1023).equals(CellSet.of(0, 31, 32, 63, 64))).toBe(true);
    expect(CellSet.of(1023).minus(CellSet.of(1023)).equals(CellSet.empty())).toBe(true);
    expect(CellSet.of(31).first()).toBe(31);
    expect(CellSet.of(1023).size).toBe(1);
  });

  it('rejects cells outside 0..1023 with a RangeError', () => {
    for (const bad of [-1, 1024, 1.5, Number.NaN, Infinity]) {
      expect(() => CellSet.of(bad)).toThrow(RangeError);
      expect(() => CellSet.empty().has(bad)).toThrow(RangeError);
      expect(() => CellSet.empty().with(bad)).toThrow(RangeError);
      expect(() => CellSet.empty().without(bad)).toThrow(RangeError);
    }
  });

  it('never changes a set an operation was applied to', () => {
    const a = CellSet.of(1, 2, 40);
    const b = CellSet.of(2, 3, 900);
    a.union(b);
    a.intersect(b);
    a.minus(b);
    a.xor(b);
    a.with(5);
    a.without(1);
    expect(a.toArray()).toEqual([1, 2, 40]);
    expect(b.toArray()).toEqual([2, 3, 900]);
  });

  it('works as a Map key and in JSON', () => {
    const seen = new Map<string, string>();
    seen.set(CellSet.of(3, 700).key(), 'x');
    expect(seen.get(CellSet.empty().with(700).with(3).key())).toBe('x');
    expect(CellSet.empty().key()).toBe('');
    expect(JSON.stringify({ s: CellSet.of(5, 2) })).toBe('{"s":[2,5]}');
  });

  it('equal sets are deep-equal for test matchers', () => {
    expect(CellSet.of(1, 100).without(100)).toEqual(CellSet.of(1));
    expect(CellSet.of(1)).not.toEqual(CellSet.of(2));
  });
});
