import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { randomPlayout } from './playout.ts';
import { errorOf, game, options, positionJson, start, value } from './testing/support.ts';

const o = options();

describe('position JSON', () => {
  it('round trips positions met in random play', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat({ max: 150 }), fc.boolean(), (seed, plies, online) => {
        const begin = game.setup(options({ ruleset: online ? 'cerke_online' : 'y1huap1' }), seededRng(seed));
        const states = randomPlayout(begin, seededRng(seed + 1), plies);
        const state = states[states.length - 1];
        const json = game.formatPosition(state);
        expect(JSON.parse(JSON.stringify(json))).toEqual(json);
        const back = value(game.parsePosition(json, o));
        expect(game.formatPosition(back)).toEqual(json);
        expect([...back.board]).toEqual([...state.board]);
        expect(back.options.ruleset).toBe(state.options.ruleset);
      }),
      { numRuns: 40 },
    );
  });

  it('reads the start position as the spec writes it', () => {
    const json = game.formatPosition(start()) as { board: Record<string, unknown> };
    expect(Object.keys(json.board)).toHaveLength(49);
    expect(json.board.ZO).toEqual({ kind: 'tam2' });
    expect(json.board.KA).toEqual({ side: 'A', color: 'black', kind: 'kua2' });
    expect(json.board.ZIA).toEqual({ side: 'IA', color: 'black', kind: 'io' });
    expect(json.board.ZAI).toEqual({ side: 'IA', color: 'black', kind: 'nuak1' });
  });

  it('takes its ruleset, side to move and tamMovedBy from the JSON', () => {
    const state = value(game.parsePosition(positionJson({ board: { ZO: '皇' }, ruleset: 'kyouiku', toMove: 'IA', tamMovedBy: 'A' }), o));
    expect(state.options.ruleset).toBe('kyouiku');
    expect(state.toMove).toBe('IA');
    expect(state.tamMovedBy).toBe('A');
  });

  const valid = positionJson({ board: { ZO: '皇', KA: 'A黒筆' } });
  it.each<[string, unknown, string]>([
    ['not an object', [], 'a position is a JSON object'],
    ['a missing key', (({ tamMovedBy: _, ...rest }) => rest)(valid), 'tamMovedBy is missing'],
    ['an unknown key', { ...valid, scores: {} }, 'unknown key "scores"'],
    ['a bad ruleset', { ...valid, ruleset: 'chess' }, 'ruleset must be one of'],
    ['a bad side', { ...valid, toMove: 'B' }, 'toMove must be "A" or "IA"'],
    ['a bad square', { ...valid, board: { QQ: { kind: 'tam2' } } }, '"QQ" is not a square'],
    ['a Tam2 with a side', { ...valid, board: { ZO: { kind: 'tam2', side: 'A' } } }, 'the Tam2 has no side'],
    ['two Tam2', { ...valid, board: { ZO: { kind: 'tam2' }, ZA: { kind: 'tam2' } } }, 'one Tam2 at most'],
    ['a bad kind', { ...valid, board: { KA: { side: 'A', color: 'red', kind: 'queen' } } }, 'kind must be one of'],
    ['a bad colour', { ...valid, hands: { A: [{ color: 'blue', kind: 'io' }], IA: [] } }, 'color must be'],
    ['a bad hand', { ...valid, hands: { A: [] } }, 'hands.IA must be a list'],
    ['too many pieces', positionJson({ board: { KA: 'A赤王' }, hands: { IA: ['赤王'] } }), '2 赤王'],
    ['too many 兵', positionJson({ board: {}, hands: { A: Array(9).fill('黒兵') } }), '9 黒兵'],
  ])('refuses %s', (_what, json, message) => {
    const error = errorOf(game.parsePosition(json, o));
    expect(error.code).toBe('bad-position');
    expect(error.message).toContain(message);
  });

  it('accepts a board without the Tam2 or kings, and squares in any case', () => {
    const state = value(game.parsePosition({ ...valid, board: { ka: { side: 'A', color: 'black', kind: 'kua2' } } }, o));
    expect(game.formatPosition(state)).toMatchObject({ board: { KA: { side: 'A', color: 'black', kind: 'kua2' } } });
  });
});
