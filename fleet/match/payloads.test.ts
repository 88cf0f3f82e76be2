import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../rules/index.ts';
import type { FleetError } from '../errors.ts';
import { codeOf, plain, valueOf } from '../testing/arbitraries.ts';
import {
  decodeApplied, decodeCastCommit, decodeCastReveal, decodeMove, decodePresence, decodeSnapshot,
  encodeApplied, encodeCastCommit, encodeCastReveal, encodeMove, encodePresence, encodeSnapshot, presenceWill,
  type Presence, type Snapshot,
} from './index.ts';

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const seq = fc.integer({ min: 1, max: 1_000_000 });
const ident = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/).filter((s) => s !== '__proto__' && s !== 'constructor');
const moveText = fc.string({ minLength: 1, maxLength: 200 });
const isoTime = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString());

const presence: fc.Arbitrary<Presence> = fc.record({ state: fc.constantFrom('online', 'offline'), since: isoTime, game: ident, seat: ident });
const snapshot: fc.Arbitrary<Snapshot> = fc.record({
  game: ident, moves: fc.array(moveText, { maxLength: 30 }), hash: hex64,
  casts: fc.array(fc.record({ sticks: fc.integer({ min: 1, max: 256 }), secrets: fc.record({ north: hex64, south: hex64 }) }), { maxLength: 5 }),
}).map(({ game, moves, hash, casts }) => {
  // Casts take the first steps here; what matters is that steps have no gap.
  const seqs = casts.map((_, i) => i + 1);
  return { game, seq: moves.length + casts.length, moves, hash, casts: casts.map((c, i) => ({ seq: seqs[i], ...c })) };
});

interface Case { name: string; arb: fc.Arbitrary<unknown>; encode: (v: never) => Result<string, FleetError>; decode: (p: Uint8Array | string) => Result<unknown, FleetError> }
const cases: Case[] = [
  { name: 'presence', arb: presence, encode: encodePresence, decode: decodePresence },
  { name: 'move', arb: fc.record({ seq, move: moveText, before: hex64 }), encode: encodeMove, decode: decodeMove },
  { name: 'applied', arb: fc.record({ seq, after: hex64 }), encode: encodeApplied, decode: decodeApplied },
  { name: 'cast commit', arb: fc.record({ seq, commit: hex64 }), encode: encodeCastCommit, decode: decodeCastCommit },
  { name: 'cast reveal', arb: fc.record({ seq, secret: hex64 }), encode: encodeCastReveal, decode: decodeCastReveal },
  { name: 'snapshot', arb: snapshot, encode: encodeSnapshot, decode: decodeSnapshot },
];
const arbitraryPayload = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ maxLength: 300 }),
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('seq', 'move', 'before', 'after', 'commit', 'secret', 'game', 'moves', 'hash', 'casts', 'state', 'since', 'seat'),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), hex64, seq)).map((v) => JSON.stringify(v)),
);

describe('match payloads', () => {
  for (const c of cases) {
    it(`${c.name}: decodes what it encodes`, () => {
      fc.assert(fc.property(c.arb, (value) => {
        expect(plain(valueOf(c.decode(new TextEncoder().encode(valueOf(c.encode(value as never))))))).toEqual(plain(value));
      }), { numRuns: 150 });
    });
    it(`${c.name}: never throws on arbitrary bytes`, () => {
      fc.assert(fc.property(arbitraryPayload, (p) => { expect(typeof c.decode(p).ok).toBe('boolean'); }), { numRuns: 300 });
    });
  }

  it('refuses a 1 MB payload of every kind as too large, before parsing', () => {
    const megabyte = JSON.stringify({ seq: 1, move: 'x'.repeat(1 << 20), before: '0'.repeat(64) });
    expect(megabyte.length).toBeGreaterThan(1_000_000);
    for (const c of cases) expect([c.name, codeOf(c.decode(megabyte))]).toEqual([c.name, 'too-large']);
  });

  it('refuses what is not the shape, naming the field', () => {
    const h = 'a'.repeat(64);
    const bad: [Result<unknown, FleetError>, string][] = [
      [decodeMove(JSON.stringify({ seq: 0, move: 'a1', before: h })), 'seq'],
      [decodeMove(JSON.stringify({ seq: 1.5, move: 'a1', before: h })), 'seq'],
      [decodeMove(JSON.stringify({ seq: 1, move: 'a'.repeat(201), before: h })), 'move'],
      [decodeMove(JSON.stringify({ seq: 1, move: 'a1', before: h.toUpperCase() })), 'before'],
      [decodeMove(JSON.stringify({ seq: 1, move: 'a1', before: h.slice(1) })), 'before'],
      [decodeApplied(JSON.stringify({ seq: 1 })), 'after'],
      [decodeCastReveal(JSON.stringify({ seq: 1, secret: 'zz'.repeat(32) })), 'secret'],
      [decodePresence(JSON.stringify({ state: 'lost', since: '2026-11-26T17:00:00.000Z', game: 'garden', seat: 'north' })), 'state'],
      [decodePresence(JSON.stringify({ state: 'online', since: '2026-13-26T17:00:00.000Z', game: 'garden', seat: 'north' })), 'real time'],
      [decodeSnapshot(JSON.stringify({ game: 'garden', seq: 3, moves: ['a1'], hash: h })), 'seq 3'],
      [decodeSnapshot(JSON.stringify({ game: 'garden', seq: 2, moves: ['a1'], hash: h, casts: [{ seq: 5, sticks: 4, secrets: { a: h, b: h } }] })), 'after the snapshot'],
    ];
    for (const [result, field] of bad) {
      expect(codeOf(result)).toBe('bad-shape');
      expect(result.ok ? '' : result.error.message).toContain(field);
    }
    expect(codeOf(decodeMove('{"seq": 1, "move": "a1", "before": '))).toBe('bad-json');
    expect(codeOf(decodeMove(JSON.stringify({ seq: 1, move: 'a1', before: h, __proto__x: 1 }).replace('__proto__x', '__proto__')))).toBe('forbidden-key');
    expect(codeOf(decodeSnapshot(`{"game":"g","seq":0,"moves":[],"hash":"${h}","x":[[[[[]]]]]}`))).toBe('too-deep');
  });

  it('never writes what the other side would refuse', () => {
    expect(codeOf(encodeMove({ seq: 1, move: 'a1', before: 'A'.repeat(64) }))).toBe('bad-shape');
    expect(codeOf(encodeSnapshot({ game: 'g', seq: 1, moves: [], hash: 'a'.repeat(64) }))).toBe('bad-shape');
  });

  it('the Last Will is the online presence turned offline', () => {
    const online: Presence = { state: 'online', since: '2026-11-26T17:00:00.000Z', game: 'garden', seat: 'north' };
    expect(presenceWill(online)).toEqual({ ...online, state: 'offline' });
  });
});
