import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { parseHoldings } from './holdings.ts';
import { mergePatch } from './merge-patch.ts';
import { setHoldings } from './set-holdings.ts';
import { q, run, t, table, tryMove } from './testing/builders.ts';

describe('set: holdings entered and corrected as a JSON merge patch', () => {
  it('merges objects key by key, replaces lists whole, and resets a key given null', () => {
    const s = table({ P1: { feathers: { orange: 2, pink: 1 }, research: [t(1), t(2)], food: 3, turnOrder: 2 } });
    const after = run(s, ['set P1 {"feathers":{"pink":3},"research":[{"ability":5,"slid":true}],"food":null,"turnOrder":null}']).state.players.P1;
    expect(after.feathers).toEqual({ orange: 2, purple: 0, pink: 3, turquoise: 0 });
    expect(after.research).toEqual([{ ability: 5, slid: true }]);
    expect(after.food).toBe(0);
    expect(after.turnOrder).toBe(1);
  });

  it('refuses a change that leaves the holdings invalid, and changes nothing then', () => {
    const s = table({ P1: { quipu: [q(1)] } });
    expect(tryMove(s, 'set P1 {"quipu":[{"village":13,"feather":"pink","vp":2,"circle":"inner"}]}')).toMatchObject({ ok: false, error: { code: 'bad-holdings', message: expect.stringMatching(/^P1 quipu\.0\.village/) } });
    expect(tryMove(s, 'set P1 {"__proto__":{"food":1}}')).toMatchObject({ ok: false, error: { code: 'bad-holdings', message: 'P1 __proto__: unexpected property' } });
    expect(tryMove(s, 'set P1 {"gods":{"inti":1}}')).toMatchObject({ ok: false, error: { code: 'bad-holdings', message: 'P1 gods.inti: unexpected property' } });
  });

  it('refuses a patch nested too deep before merging it: the move, the merge and the holdings check each measure it', () => {
    const s = table({ P1: { food: 1 } });
    const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const tooDeep = { code: 'too-deep', message: "too deep: more than 32 levels of objects and lists in the patch of P1's holdings" };
    expect(tryMove(s, `set P1 {"food": ${nested(3000)}}`)).toEqual({ ok: false, error: tooDeep });
    // A move built in code (not read from text) is measured by the merge; holdings by their check.
    const patch = JSON.parse(`{"feathers": ${nested(20_000)}}`) as { [key: string]: Json };
    expect(setHoldings(s, 'P1', patch)).toEqual({ ok: false, error: tooDeep });
    expect(parseHoldings(patch, 'P1')).toEqual({ ok: false, error: { code: 'too-deep', message: "too deep: more than 32 levels of objects and lists in P1's holdings" } });
    // The deepest holdings a player can hold are far shallower.
    expect(tryMove(s, 'set P1 {"quipu":[{"village":1,"feather":"pink","vp":2,"circle":"inner"}]}')).toMatchObject({ ok: true });
  });

  it('says what changed', () => {
    const { events } = run(table({ P1: { food: 1 } }), ['set P1 {"food":2,"offerings":0}', 'set P1 {"food":2}']);
    expect(events).toEqual([{ type: 'note', text: 'P1: food changed' }, { type: 'note', text: 'P1: nothing changed' }]);
  });
});

describe('the merge patch (RFC 7386)', () => {
  it('follows the RFC’s examples', () => {
    expect(mergePatch({ a: 'b' }, { a: 'c' })).toEqual({ a: 'c' });
    expect(mergePatch({ a: 'b' }, { b: 'c' })).toEqual({ a: 'b', b: 'c' });
    expect(mergePatch({ a: 'b' }, { a: null })).toEqual({});
    expect(mergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(mergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 });
    expect(mergePatch([1, 2], { a: 'b', c: null })).toEqual({ a: 'b' });
    expect(mergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
  });
});
