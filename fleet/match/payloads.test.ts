import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../rules/index.ts';
import type { FleetError } from '../errors.ts';
import { codeOf, plain, valueOf } from '../testing/arbitraries.ts';
import {
  decodeApplied, decodeCastCommit, decodeCastReveal, decodeChoice, decodeMove, decodePresence, decodeSnapshot,
  encodeApplied, encodeCastCommit, encodeCastReveal, encodeChoice, encodeMove, encodePresence, encodeSnapshot, presenceWill,
  type Presence, type Snapshot,
} from './index.ts';

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const seq = fc.integer({ min: 1, max: 1_000_000 });
const ident = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/).filter((s) => s !== '__proto__' && s !== 'constructor');
const moveText = fc.string({ minLength: 1, maxLength: 200 });
const isoTime = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString());

const setupOf = (seat: string) => fc.record({
  // Nested keys too: a "__proto__" or "constructor" key anywhere is refused by the decoder (tested apart).
  options: fc.dictionary(ident, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }).map((o) => JSON.stringify(o)).filter((t) => t.length <= 2048 && !/"(__proto__|constructor)":/.test(t)),
  seed: fc.maxSafeInteger(),
  peer: ident.filter((p) => p !== seat),
  first: fc.boolean(),
}).map(({ first, ...rest }) => ({ ...rest, first: first ? seat : rest.peer }));
const presence: fc.Arbitrary<Presence> = fc.record({ state: fc.constantFrom('online', 'offline'), since: isoTime, game: ident, seat: ident })
  .chain((p) => fc.option(setupOf(p.seat), { nil: undefined }).map((setup) => (setup === undefined ? p : { ...p, setup })));
const snapshot: fc.Arbitrary<Snapshot> = fc.record({
  game: ident, moves: fc.array(moveText, { maxLength: 30 }), hash: hex64,
  casts: fc.array(fc.record({ sticks: fc.integer({ min: 1, max: 256 }), secrets: fc.record({ north: hex64, south: hex64 }) }), { maxLength: 5 }),
}).map(({ game, moves, hash, casts }) => {
  // Casts take the first steps here; what matters is that steps have no gap.
  const seqs = casts.map((_, i) => i + 1);
  return { game, seq: moves.length + casts.length, moves, hash, casts: casts.map((c, i) => ({ seq: seqs[i], ...c })) };
});

/** A snapshot of moves, casts and choices in any order: each step is the next move, or the cast or choice listed with its seq. */
const snapshotWithChoices: fc.Arbitrary<Snapshot> = fc.record({
  game: ident, hash: hex64,
  steps: fc.array(fc.oneof(
    moveText.map((move) => ({ kind: 'move' as const, move })),
    fc.record({ sticks: fc.integer({ min: 1, max: 256 }), secrets: fc.record({ north: hex64, south: hex64 }) }).map((cast) => ({ kind: 'cast' as const, cast })),
    moveText.map((choice) => ({ kind: 'choice' as const, choice })),
  ), { maxLength: 40 }),
}).map(({ game, hash, steps }) => ({
  game, seq: steps.length, hash,
  moves: steps.flatMap((s) => (s.kind === 'move' ? [s.move] : [])),
  casts: steps.flatMap((s, i) => (s.kind === 'cast' ? [{ seq: i + 1, ...s.cast }] : [])),
  choices: steps.flatMap((s, i) => (s.kind === 'choice' ? [{ seq: i + 1, choice: s.choice }] : [])),
}));

interface Case { name: string; arb: fc.Arbitrary<unknown>; encode: (v: never) => Result<string, FleetError>; decode: (p: Uint8Array | string) => Result<unknown, FleetError> }
const cases: Case[] = [
  { name: 'presence', arb: presence, encode: encodePresence, decode: decodePresence },
  { name: 'move', arb: fc.record({ seq, move: moveText, before: hex64 }), encode: encodeMove, decode: decodeMove },
  { name: 'applied', arb: fc.record({ seq, after: hex64 }), encode: encodeApplied, decode: decodeApplied },
  { name: 'choice', arb: fc.record({ seq, choice: moveText, before: hex64 }), encode: encodeChoice, decode: decodeChoice },
  { name: 'cast commit', arb: fc.record({ seq, commit: hex64 }), encode: encodeCastCommit, decode: decodeCastCommit },
  { name: 'cast reveal', arb: fc.record({ seq, secret: hex64 }), encode: encodeCastReveal, decode: decodeCastReveal },
  { name: 'snapshot', arb: snapshot, encode: encodeSnapshot, decode: decodeSnapshot },
  { name: 'snapshot with choices', arb: snapshotWithChoices, encode: encodeSnapshot, decode: decodeSnapshot },
];
const arbitraryPayload = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ maxLength: 300 }),
  fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('seq', 'move', 'choice', 'before', 'after', 'commit', 'secret', 'game', 'moves', 'hash', 'casts', 'choices', 'state', 'since', 'seat'),
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

  it('refuses a choice that is not the shape, naming the field', () => {
    const h = 'a'.repeat(64);
    expect(valueOf(decodeChoice(JSON.stringify({ seq: 5, choice: 'keep', before: h })))).toEqual({ seq: 5, choice: 'keep', before: h });
    expect(valueOf(decodeChoice(JSON.stringify({ seq: 5, choice: 'x'.repeat(200), before: h }))).choice).toHaveLength(200);
    const bad: [unknown, string][] = [
      [{ seq: 5, choice: 'keep' }, 'before'],
      [{ seq: 5, choice: '', before: h }, 'choice'],
      [{ seq: 5, choice: 'x'.repeat(201), before: h }, 'choice'],
      [{ seq: 5, choice: 'keep', before: h.toUpperCase() }, 'before'],
      [{ seq: 5, choice: 'keep', before: h.slice(2) }, 'before'],
      [{ seq: 0, choice: 'keep', before: h }, 'seq'],
      [{ seq: 5, choice: 7, before: h }, 'choice'],
      [{ seq: 5, move: 'keep', before: h }, 'choice'],
    ];
    for (const [body, field] of bad) {
      const result = decodeChoice(JSON.stringify(body));
      expect([body, codeOf(result)]).toEqual([body, 'bad-shape']);
      expect(result.ok ? '' : result.error.message).toContain(field);
    }
    expect(codeOf(encodeChoice({ seq: 5, choice: 'keep', before: h.toUpperCase() }))).toBe('bad-shape');
    expect(codeOf(decodeChoice(JSON.stringify({ seq: 5, choice: 'keep', before: h, pad: 'x'.repeat(1024) })))).toBe('too-large');
  });

  it('takes a snapshot\'s choices as steps without a gap, and refuses one whose steps are not', () => {
    const h = 'a'.repeat(64);
    const cast = (n: number) => ({ seq: n, sticks: 4, secrets: { north: h, south: h } });
    // Steps: 1 move, 2 choice, 3 cast, 4 move, 5 choice.
    const good: Snapshot = { game: 'garden', seq: 5, moves: ['a1', 'a2'], hash: h, casts: [cast(3)], choices: [{ seq: 2, choice: 'keep' }, { seq: 5, choice: 'double' }] };
    expect(valueOf(decodeSnapshot(valueOf(encodeSnapshot(good))))).toEqual(good);
    // Choices alone, without casts, count too.
    const noCasts: Snapshot = { game: 'garden', seq: 2, moves: ['a1'], hash: h, choices: [{ seq: 2, choice: 'keep' }] };
    expect(valueOf(decodeSnapshot(valueOf(encodeSnapshot(noCasts))))).toEqual(noCasts);
    const bad: [Snapshot, string][] = [
      // seq ≠ moves + casts + choices: one choice too many, one too few
      [{ ...good, seq: 4 }, 'seq 4 is not its 2 moves, 1 casts, 0 physical casts and 2 choices'],
      [{ ...good, choices: [{ seq: 2, choice: 'keep' }] }, 'seq 5 is not its 2 moves, 1 casts, 0 physical casts and 1 choices'],
      [{ ...noCasts, moves: ['a1', 'a2'] }, 'seq 2 is not its 2 moves, 0 casts, 0 physical casts and 1 choices'],
      // out of order, or the same step twice
      [{ ...good, choices: [{ seq: 5, choice: 'double' }, { seq: 2, choice: 'keep' }] }, 'choices[1] is not after choices[0]'],
      [{ ...good, choices: [{ seq: 2, choice: 'keep' }, { seq: 2, choice: 'double' }] }, 'choices[1] is not after choices[0]'],
      // a choice after the snapshot's seq
      [{ ...noCasts, choices: [{ seq: 3, choice: 'keep' }] }, 'choices[0] is step 3, after the snapshot\'s 2'],
      [{ ...good, choices: [{ seq: 2, choice: 'keep' }, { seq: 6, choice: 'double' }] }, 'choices[1] is step 6, after the snapshot\'s 5'],
      // a step both a cast and a choice
      [{ ...good, casts: [cast(2)] }, 'step 2 is listed in casts and in choices'],
      [{ ...good, casts: [cast(3), cast(5)], moves: ['a1'] }, 'step 5 is listed in casts and in choices'],
      // a choice that is no option text
      [{ ...good, choices: [{ seq: 2, choice: '' }, { seq: 5, choice: 'double' }] }, 'choice'],
    ];
    for (const [snap, message] of bad) {
      const result = decodeSnapshot(JSON.stringify(snap));
      expect([snap, codeOf(result)]).toEqual([snap, 'bad-shape']);
      expect(result.ok ? '' : result.error.message).toContain(message);
      expect(codeOf(encodeSnapshot(snap))).toBe('bad-shape');
    }
  });

  it('never writes what the other side would refuse', () => {
    expect(codeOf(encodeMove({ seq: 1, move: 'a1', before: 'A'.repeat(64) }))).toBe('bad-shape');
    expect(codeOf(encodeSnapshot({ game: 'g', seq: 1, moves: [], hash: 'a'.repeat(64) }))).toBe('bad-shape');
  });

  it('takes a presence with its setup, and refuses a setup that is not the shape, naming the field', () => {
    const online: Presence = { state: 'online', since: '2026-11-26T17:00:00.000Z', game: 'free', seat: 'north' };
    const setup = { options: '{"sticks":"physical"}', seed: 4, peer: 'south', first: 'north' };
    expect(valueOf(decodePresence(JSON.stringify({ ...online, setup })))).toEqual({ ...online, setup });
    // Without a setup, as before (v1 payloads only gain fields); with fields it does not know, too.
    expect(valueOf(decodePresence(JSON.stringify(online)))).toEqual(online);
    expect(valueOf(decodePresence(JSON.stringify({ ...online, setup: { ...setup, more: 1 } }))).setup?.seed).toBe(4);
    // Options of 2 048 characters fit.
    expect(valueOf(decodePresence(valueOf(encodePresence({ ...online, setup: { ...setup, options: JSON.stringify({ t: 'x'.repeat(2040) }) } })))).setup?.options).toHaveLength(2048);
    const bad: [unknown, string][] = [
      [{ ...setup, options: '[1,2]' }, 'options must be a JSON object'],
      [{ ...setup, options: '{"a":' }, 'not JSON'],
      [{ ...setup, options: '{"__proto__":{}}' }, '__proto__'],
      [{ ...setup, options: `{"a":${'['.repeat(17)}${']'.repeat(17)}}` }, 'deep'],
      [{ ...setup, options: JSON.stringify({ t: 'x'.repeat(2041) }) }, 'setup/options'],
      [{ ...setup, options: '' }, 'setup/options'],
      [{ ...setup, seed: 1.5 }, 'setup/seed'],
      [{ ...setup, seed: 2 ** 53 }, 'setup/seed'],
      [{ ...setup, peer: 'north' }, 'this host\'s own'],
      [{ ...setup, peer: 'a/b' }, 'setup/peer'],
      [{ ...setup, first: 'east' }, 'neither seat'],
      [{ options: setup.options, seed: 4, peer: 'south' }, 'setup/first'],
    ];
    for (const [s, field] of bad) {
      const result = decodePresence(JSON.stringify({ ...online, setup: s }));
      expect([s, codeOf(result)]).toEqual([s, 'bad-shape']);
      expect(result.ok ? '' : result.error.message).toContain(field);
      expect(codeOf(encodePresence({ ...online, setup: s as never }))).toBe('bad-shape');
    }
    // The whole presence is bounded before it is parsed.
    expect(codeOf(decodePresence(JSON.stringify({ ...online, pad: 'x'.repeat(8 * 1024) })))).toBe('too-large');
  });

  it('the Last Will is the online presence turned offline', () => {
    const online: Presence = { state: 'online', since: '2026-11-26T17:00:00.000Z', game: 'garden', seat: 'north' };
    expect(presenceWill(online)).toEqual({ ...online, state: 'offline' });
  });
});
