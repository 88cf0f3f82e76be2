// JSON nested deeper than any game reads is refused as a value (`too-deep`) before anything walks
// it: every registered game's options and positions, at the limit, just past it, and far past it.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, shallowFirst, tooDeep, withinDepth } from './json-depth.ts';
import { ok } from './contract.ts';
import { games } from './registry.ts';
import { seededRng } from './rng.ts';

/** Lists nested `levels` deep, parsed from text: building it needs no recursion. */
const lists = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);
/** Objects nested `levels` deep, a number at the bottom. */
const objects = (levels: number): unknown => JSON.parse(`${'{"a": '.repeat(levels)}1${'}'.repeat(levels)}`);

describe('withinDepth', () => {
  it('counts objects and lists, not scalars: {} is one level, 1 none', () => {
    expect(withinDepth(1, 0)).toBe(true);
    expect(withinDepth(null, 0)).toBe(true);
    expect(withinDepth({}, 0)).toBe(false);
    expect(withinDepth({}, 1)).toBe(true);
    expect(withinDepth({ a: [1, { b: 'x' }] }, 3)).toBe(true);
    expect(withinDepth({ a: [1, { b: 'x' }] }, 2)).toBe(false);
  });

  it('takes JSON of exactly the limit and refuses one level more, in objects and in lists', () => {
    expect(withinDepth(objects(MAX_JSON_DEPTH))).toBe(true);
    expect(withinDepth(objects(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(withinDepth(lists(MAX_JSON_DEPTH))).toBe(true);
    expect(withinDepth(lists(MAX_JSON_DEPTH + 1))).toBe(false);
  });

  it('measures 500,000 levels without overflowing the stack (JSON.stringify of it would)', () => {
    const deep = lists(500_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(withinDepth(deep)).toBe(false);
  });

  it('finds the deep branch among wide shallow ones', () => {
    expect(withinDepth({ wide: Array.from({ length: 10_000 }, (_, i) => ({ i })), deep: objects(MAX_JSON_DEPTH) })).toBe(false);
  });
});

describe('shallowFirst', () => {
  it('hands shallow JSON to the reader, and refuses deep JSON without calling it', () => {
    let calls = 0;
    const read = shallowFirst('the thing', (json: unknown) => { calls++; return ok(json); });
    expect(read({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
    expect(read(objects(100))).toEqual(tooDeep('the thing'));
    expect(calls).toBe(1);
    expect(tooDeep('the thing').error).toEqual({ code: 'too-deep', message: `too deep: more than ${MAX_JSON_DEPTH} levels of objects and lists in the thing` });
  });
});

describe('every game refuses options and positions nested too deep, as a value', () => {
  // Cuzco's holdings 3,000 levels deep once overflowed the stack (a 500 through the API, a stack
  // trace from the CLI); 100,000 levels of lists overflowed JSON.stringify in the free game's message.
  for (const [id, game] of Object.entries(games)) {
    it(`${id}: too-deep for 3,000 levels under a known key and 100,000 of lists, never thrown`, () => {
      const options = game.parseOptions({});
      expect(options.ok).toBe(true);
      if (!options.ok) return;
      for (const deep of [lists(100_000), { players: { P1: { feathers: objects(3000) } } }, { occupied: [lists(3000)] }, { set: objects(3000) }, { ruleset: 'old', board: lists(3000) }]) {
        expect(game.parseOptions(deep)).toMatchObject({ ok: false, error: { code: 'too-deep', message: expect.stringMatching(/^too deep: .* in the options$/) } });
        expect(game.parsePosition(deep, options.value)).toMatchObject({ ok: false, error: { code: 'too-deep', message: expect.stringMatching(/^too deep: .* in the position$/) } });
      }
    });
  }

  it('reads every game’s own start position, which nests far less than the limit', () => {
    for (const [id, game] of Object.entries(games)) {
      const options = game.parseOptions({});
      if (!options.ok) throw new Error(`${id}: ${options.error.message}`);
      const position = game.formatPosition(game.setup(options.value, seededRng(1)));
      expect(withinDepth(position, 8), id).toBe(true);
      expect(game.parsePosition(position, options.value).ok, id).toBe(true);
    }
  });
});
