import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { state as anyState } from './testing/arbitraries.ts';
import { scarabyaGame as game } from './game.ts';
import { LETTERS } from './pentominoes.ts';
import { placementsOf } from './placements.ts';
import { seatCountOf } from './state.ts';
import { at, errorCode, formatted, gameOn, optionsOf, value } from './testing/support.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';

/** A well-formed move of a state (legal or not: notation does not judge legality). */
const moveOf = (state: ScarabyaState): fc.Arbitrary<ScarabyaMove> =>
  fc
    .tuple(fc.constantFrom(...LETTERS), fc.nat(), fc.nat({ max: seatCountOf(state.options) - 1 }))
    .map(([letter, pick, seat]) => {
      const all = placementsOf(letter, true);
      return { seat, letter, cells: all[pick % all.length].cells };
    });

describe('placement notation', () => {
  it('formats L:A1,A2,A3,A4,B4 with cells row-major, and a player number when there are several sites', () => {
    const one = gameOn({ rocks: [], scarabs: [] }, ['L']);
    expect(game.formatMove({ seat: 0, letter: 'L', cells: [31, 0, 10, 20, 30] }, one)).toBe('L:A1,A2,A3,A4,B4');
    expect(value(game.parseMove(' l : b4, a1,A2 ,a3,a4 ', one))).toEqual({ seat: 0, letter: 'L', cells: [0, 10, 20, 30, 31] });
    expect(value(game.parseMove('1 L:A1,A2,A3,A4,B4', one)).seat).toBe(0);
    const two = gameOn({ rocks: [], scarabs: [] }, ['L'], { players: 2 });
    expect(game.formatMove({ seat: 1, letter: 'L', cells: [0, 10, 20, 30, 31] }, two)).toBe('2 L:A1,A2,A3,A4,B4');
    expect(value(game.parseMove('P2 L:A1,A2,A3,A4,B4', two)).seat).toBe(1);
    expect(formatted(gameOn({ rocks: [], scarabs: [] }, ['I']))[0]).toBe('I:A5,B5,C5,D5,E5');
  });

  it.each([
    ['L', 'bad-notation'],
    ['L:A1,A2,A3,A4', 'bad-notation'],
    ['L:A1,A2,A3,A4,B4,C4', 'bad-notation'],
    ['L:A1,A1,A3,A4,B4', 'bad-notation'],
    ['L:A1,A2,A3,A4,K4', 'bad-notation'],
    ['L:A1,A2,A3,A4,A11', 'bad-notation'],
    ['Q:A1,A2,A3,A4,B4', 'bad-notation'],
    ['2 L:A1,A2,A3,A4,B4', 'no-such-player'],
    ['', 'bad-notation'],
  ])('refuses %j', (text, code) => {
    expect(errorCode(game.parseMove(text, gameOn({ rocks: [], scarabs: [] }, ['L'])))).toBe(code);
  });

  it('round trips: parse(format(move)) = move, in any case', () => {
    const pair = anyState.chain((state) => fc.tuple(fc.constant(state), moveOf(state)));
    fc.assert(
      fc.property(pair, ([state, move]) => {
        const text = game.formatMove(move, state);
        expect(value(game.parseMove(text, state))).toEqual({ ...move, cells: [...move.cells] });
        expect(game.formatMove(value(game.parseMove(text.toLowerCase(), state)), state)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

describe('position JSON', () => {
  it('round trips: format(parse(format(state))) = format(state), with the same legal moves and scores', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const json = game.formatPosition(state);
        expect(JSON.parse(JSON.stringify(json))).toEqual(json);
        const back = value(game.parsePosition(json, state.options));
        expect(game.formatPosition(back)).toEqual(json);
        expect(formatted(back)).toEqual(formatted(state));
        expect(back.scores).toEqual(state.scores);
        expect(back.result?.scores ?? null).toEqual(state.result?.scores ?? null);
        expect(game.occupancy(back).equals(game.occupancy(state))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('reads the documented example', () => {
    const state = at({
      site: { rocks: ['A3', 'B4'], scarabs: ['A4', 'J10'] },
      tiles: ['I:A5,B5,C5,D5,E5'],
      mission: 'l',
      deck: ['X'],
    });
    expect(state.scores).toEqual([1]);
    expect(game.view(state)).toMatchObject({ mission: 'L', missionsLeft: 1 });
    expect(game.formatPosition(state)).toEqual({
      site: { rocks: ['A3', 'B4'], scarabs: ['A4', 'J10'] },
      tiles: ['I:A5,B5,C5,D5,E5'],
      mission: 'L',
      deck: ['X'],
    });
  });

  it('has boards and done for several players', () => {
    const o = { players: 2 };
    const json = { site: { rocks: [], scarabs: [] }, boards: [['I:A5,B5,C5,D5,E5'], []], done: ['P1'], mission: 'I', deck: ['L'] };
    const state = at(json, o);
    expect(game.formatPosition(state)).toEqual(json);
    expect(formatted(state).every((m) => m.startsWith('2 I:'))).toBe(true);
  });

  const site = { rocks: ['A3'], scarabs: [] };
  it.each<[string, Json, Json]>([
    ['not an object', [], {}],
    ['an unknown key', { site, tiles: [], mission: 'L', toMove: 1 }, {}],
    ['boards with one site', { site, boards: [[]], mission: 'L' }, {}],
    ['tiles with several sites', { site, tiles: [], mission: 'L' }, { players: 2 }],
    ['a bad site', { site: { rocks: ['Z9'], scarabs: [] }, tiles: [], mission: 'L' }, {}],
    ['a bad mission', { site, tiles: [], mission: 'Q' }, {}],
    ['a deck without a mission', { site, tiles: [], mission: null, deck: ['L'] }, {}],
    ['a mission twice', { site, tiles: [], mission: 'L', deck: ['L'] }, {}],
    ['a bad placement', { site, tiles: ['L:A1'], mission: 'I' }, {}],
    ['an off-centre first tile', { site, tiles: ['L:A5,A6,A7,A8,B8'], mission: 'I' }, {}],
    ['a tile on a rock', { site, tiles: ['I:A5,B5,C5,D5,E5', 'L:A1,A2,A3,A4,B4'], mission: 'X' }, {}],
    ['a tile twice', { site, tiles: ['I:A5,B5,C5,D5,E5', 'I:A6,B6,C6,D6,E6'], mission: 'X' }, {}],
    ['a placed mission', { site, tiles: ['I:A5,B5,C5,D5,E5'], mission: 'I' }, {}],
    ['a reflected tile without flips', { site, tiles: ['L:F3,F4,F5,F6,E6'], mission: 'I' }, { allowFlip: false }],
    ['a wrong player in done', { site, boards: [[], []], done: ['P3'], mission: 'L' }, { players: 2 }],
  ])('refuses %s', (_name, json, o) => {
    expect(errorCode(game.parsePosition(json, optionsOf(o)))).toBe('bad-position');
  });
});
