import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { randomPlayout } from './playout.ts';
import { errorOf, game, options, position, start, value } from './testing/support.ts';
import type { Ruleset } from './types.ts';

const cell = (name: string) => game.parseCell(name, { rows: 9, cols: 9 }) as number;

describe('move notation', () => {
  const initial = start();

  it('reads and writes the forms of the community notation', () => {
    const cases: [string, unknown][] = [
      ['LA片TIXO水', { type: 'piece', src: cell('LA'), via: cell('TI'), dest: cell('XO'), ray: false }],
      ['KE片LE心NE', { type: 'piece', src: cell('KE'), via: cell('LE'), dest: cell('NE'), ray: true }],
      ['NI片NO水', { type: 'piece', src: cell('NI'), via: null, dest: cell('NO'), ray: false }],
      ['ZO皇[XY]ZAITY', { type: 'tam2', src: cell('ZO'), mid: cell('XY'), dest: cell('TY'), via: cell('ZAI'), stepIn: 'second' }],
      ['ZO皇[XY]ZO', { type: 'tam2', src: cell('ZO'), mid: cell('XY'), dest: cell('ZO'), via: null, stepIn: null }],
      ['ZE皇TI[NU]LO', { type: 'tam2', src: cell('ZE'), mid: cell('NU'), dest: cell('LO'), via: cell('TI'), stepIn: 'first' }],
      ['黒兵NO', { type: 'drop', color: 'black', kind: 'kauk2', dest: cell('NO') }],
      ['赤馬CY', { type: 'drop', color: 'red', kind: 'maun1', dest: cell('CY') }],
    ];
    for (const [text, move] of cases) {
      expect(value(game.parseMove(text, initial))).toEqual(move);
      expect(game.formatMove(value(game.parseMove(text, initial)), initial)).toBe(text);
    }
  });

  it('reads squares in any case, 水 where it follows from the position, and a piece glyph for 片', () => {
    expect(game.formatMove(value(game.parseMove(' ni片no ', initial)), initial)).toBe('NI片NO水');
    expect(game.formatMove(value(game.parseMove('LA馬TIXO', initial)), initial)).toBe('LA片TIXO水');
    expect(errorOf(game.parseMove('LA弓TIXO', initial))).toMatchObject({ code: 'wrong-piece' });
  });

  it.each(['', 'ZO', 'LA片', 'LA片ZZ', 'QA片ZA', '赤XNO', '赤兵', '赤兵NOX', 'ZO皇ZU', 'ZO皇[XY', 'ZO皇ZU[XI]XEZA', 'LA片TIXO水水', 'LA片TI心'])(
    '%j is refused as bad notation',
    (text) => {
      expect(errorOf(game.parseMove(text, initial)).code).toBe('bad-notation');
    },
  );

  it('round trips every legal move of positions met in random play', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<Ruleset>('y1huap1', 'cerke_online', 'kyouiku'),
        fc.nat({ max: 120 }),
        (seed, ruleset, plies) => {
          const states = randomPlayout(game.setup(options({ ruleset }), seededRng(seed)), seededRng(seed), plies);
          const state = states[states.length - 1];
          const probe = state.waiting === null ? state : states[0];
          for (const move of game.legalMoves(probe)) {
            const text = game.formatMove(move, probe);
            expect(value(game.parseMove(text, probe))).toEqual(move);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('formats drops with any colour and kind', () => {
    const state = position({ board: {}, hands: { A: ['黒王', '赤船'] } });
    expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toContain('黒王ZO');
    expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toContain('赤船KA');
  });
});
