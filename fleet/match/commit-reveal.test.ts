import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf, valueOf } from '../testing/arbitraries.ts';
import { castFrom, checkReveal, commitOf } from './index.ts';

const secret = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const ctx = { match: 'm-1', seq: 7, seat: 'north' };
const S = 'ab'.repeat(32);

describe('commitments', () => {
  it('check the secret they were made from, for that cast only', () => {
    fc.assert(fc.property(secret, secret, (s, other) => {
      const commit = valueOf(commitOf(s, ctx));
      expect(commit).toMatch(/^[0-9a-f]{64}$/);
      expect(checkReveal(commit, s, ctx)).toEqual({ ok: true, value: s });
      if (other !== s) expect(checkReveal(commit, other, ctx).ok).toBe(false);
      // Replayed for another cast, match or seat, the same commitment is refused.
      for (const elsewhere of [{ ...ctx, seq: 8 }, { ...ctx, match: 'm-2' }, { ...ctx, seat: 'south' }]) {
        const r = checkReveal(commit, s, elsewhere);
        expect(r.ok ? '' : r.error.code).toBe('cast-mismatch');
      }
    }), { numRuns: 100 });
  });

  it('a wrong secret is refused naming the seat and the step', () => {
    const r = checkReveal(valueOf(commitOf(S, ctx)), 'cd'.repeat(32), ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'cast-mismatch', message: expect.stringContaining('"north"') });
    if (!r.ok) expect(r.error.message).toContain('step 7');
    const notHex = checkReveal(valueOf(commitOf(S, ctx)), 'AB'.repeat(32), ctx);
    expect(notHex.ok ? '' : notHex.error.code).toBe('cast-mismatch');
  });

  it('refuse bad input as values', () => {
    expect(codeOf(commitOf('00', ctx))).toBe('bad-shape');
    expect(codeOf(commitOf(S, { ...ctx, seq: 0 }))).toBe('bad-shape');
    expect(codeOf(commitOf(S, { ...ctx, seat: 'a/b' }))).toBe('bad-id');
  });
});

describe('castFrom', () => {
  const cast = (a: string, b: string, sticks = 4, seq = 3) => valueOf(castFrom({ match: 'm-1', seq, sticks, secrets: { north: a, south: b } }));

  it('is deterministic and does not depend on who revealed first', () => {
    fc.assert(fc.property(secret, secret, fc.integer({ min: 1, max: 256 }), (a, b, sticks) => {
      const heads = cast(a, b, sticks);
      expect(heads).toBeGreaterThanOrEqual(0);
      expect(heads).toBeLessThanOrEqual(sticks);
      expect(valueOf(castFrom({ match: 'm-1', seq: 3, sticks, secrets: { south: b, north: a } }))).toBe(heads);
      expect(cast(a, b, sticks)).toBe(heads);
    }), { numRuns: 200 });
  });

  it('reaches every outcome 0 … sticks', () => {
    for (const sticks of [1, 2, 4, 5]) {
      const seen = new Set<number>();
      for (let i = 0; i < 400 && seen.size <= sticks; i++) seen.add(cast(i.toString(16).padStart(64, '0'), S, sticks));
      expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: sticks + 1 }, (_, k) => k));
    }
  });

  it('is binomial(4, 1/2) over random secrets (a bounded chi-square check)', () => {
    const n = 4000;
    const counts = [0, 0, 0, 0, 0];
    fc.assert(fc.property(secret, secret, (a, b) => { counts[cast(a, b)]++; }), { numRuns: n, seed: 20261126 });
    const expected = [1, 4, 6, 4, 1].map((c) => (c / 16) * n);
    const chi2 = counts.reduce((sum, o, k) => sum + (o - expected[k]) ** 2 / expected[k], 0);
    // 4 degrees of freedom: P(χ² > 18.47) = 0.001; the seed is fixed, so this never flickers.
    expect(chi2).toBeLessThan(18.47);
  });

  it('each stick is a fair coin whichever secret is fixed', () => {
    let heads = 0;
    const n = 2000;
    fc.assert(fc.property(secret, (b) => { heads += cast(S, b, 1); }), { numRuns: n, seed: 7 });
    expect(Math.abs(heads - n / 2)).toBeLessThan(4 * Math.sqrt(n / 4));
  });

  it('changes with the match, the seq and either secret', () => {
    fc.assert(fc.property(secret, secret, secret, (a, b, c) => {
      fc.pre(a !== c && b !== c);
      const base = valueOf(castFrom({ match: 'm', seq: 1, sticks: 64, secrets: { north: a, south: b } }));
      // 64 sticks: a different input gives the same heads rarely; several inputs all the same never.
      const others = [
        castFrom({ match: 'm2', seq: 1, sticks: 64, secrets: { north: a, south: b } }),
        castFrom({ match: 'm', seq: 2, sticks: 64, secrets: { north: a, south: b } }),
        castFrom({ match: 'm', seq: 1, sticks: 64, secrets: { north: c, south: b } }),
        castFrom({ match: 'm', seq: 1, sticks: 64, secrets: { north: a, south: c } }),
      ].map(valueOf);
      expect(others.every((o) => o === base)).toBe(false);
    }), { numRuns: 50 });
  });

  it('refuses one seat alone, bad secrets and stick counts', () => {
    expect(codeOf(castFrom({ match: 'm', seq: 1, sticks: 4, secrets: { north: S } }))).toBe('bad-shape');
    expect(codeOf(castFrom({ match: 'm', seq: 1, sticks: 4, secrets: { north: S, south: 'x' } }))).toBe('bad-shape');
    expect(codeOf(castFrom({ match: 'm', seq: 1, sticks: 0, secrets: { north: S, south: S } }))).toBe('bad-shape');
    expect(codeOf(castFrom({ match: 'm', seq: 1, sticks: 257, secrets: { north: S, south: S } }))).toBe('bad-shape');
    expect(codeOf(castFrom({ match: 'm/1', seq: 1, sticks: 4, secrets: { north: S, south: S } }))).toBe('bad-id');
  });
});
