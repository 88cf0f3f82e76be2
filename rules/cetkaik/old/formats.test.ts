import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../registry.ts';
import type { CetkaikState } from '../types.ts';
import { oldCetkaikListing } from './listing.ts';
import { errorCode, game, oldAt, oldOptions, oldPositionJson, startOld, value } from './testing/positions.ts';

/** Random 古机戦 games from the start: each number picks the next legal move. */
function randomGame(picks: number[]): CetkaikState[] {
  let state = startOld();
  const states = [state];
  for (const pick of picks) {
    const moves = game.legalMoves(state);
    if (moves.length === 0) break;
    state = value(game.play(state, moves[pick % moves.length], { int: () => 0 })).state;
    states.push(state);
  }
  return states;
}

describe('古机戦 formats', () => {
  it('is the Cetkaik game with {"ruleset": "old"}', () => {
    expect(findGame('cetkaik')).toBe(game);
    expect(oldOptions().ruleset).toBe('old');
    expect(errorCode(game.parseOptions({ ruleset: 'older' }))).toBe('bad-option');
    expect(game.about?.notes).toContain('古机戦');
    expect(oldCetkaikListing).toMatchObject({ game: 'cetkaik', options: { ruleset: 'old' }, status: 'reconstruction' });
    expect(oldCetkaikListing.title).toContain('古机戦');
  });

  it('moves read back as themselves, and positions round trip, over random games', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 80 }), (picks) => {
        for (const state of randomGame(picks)) {
          for (const move of game.legalMoves(state)) expect(value(game.parseMove(game.formatMove(move, state), state))).toEqual(move);
          const json = game.formatPosition(state);
          const back = value(game.parsePosition(JSON.parse(JSON.stringify(json)), state.options));
          expect(game.formatPosition(back)).toEqual(json);
          expect(game.legalMoves(back)).toEqual(game.legalMoves(state));
          expect(back.over).toBe(state.over);
          expect(back.winner).toBe(state.winner);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads a piece glyph for 片, and refuses 心, drops and Tam2 moves', () => {
    const state = startOld();
    expect(game.formatMove(value(game.parseMove('LE兵LI', state)), state)).toBe('LE片LI');
    expect(errorCode(game.parseMove('LE弓LI', state))).toBe('wrong-piece');
    expect(errorCode(game.parseMove('黒兵NO', state))).toBe('bad-notation');
    expect(errorCode(game.parseMove('ZO皇[ZU]ZI', state))).toBe('bad-notation');
    expect(errorCode(game.parseMove('LE片', state))).toBe('bad-notation');
    expect(errorCode(game.parseMove('LE片LILULOLY', state))).toBe('bad-notation');
  });

  it.each<[string, object]>([
    ['a horse', { ...oldPositionJson({ KA: 'A王' }), board: { KA: { side: 'A', kind: 'maun1' } } }],
    ['a colour', { ...oldPositionJson({}), board: { KA: { side: 'A', color: 'red', kind: 'io' } } }],
    ['a piece in the water', oldPositionJson({ ZO: 'A兵' })],
    ['a boat on land', oldPositionJson({ ZA: 'A船' })],
    ['two boats a side', oldPositionJson({ ZI: 'A船', ZO: 'A船' })],
    ['ten pawns', oldPositionJson({ KE: 'A兵', LE: 'A兵', NE: 'A兵', TE: 'A兵', ZE: 'A兵', XE: 'A兵', CE: 'A兵', ME: 'A兵', PE: 'A兵' }, 'A', { IA: ['兵'] })],
    ['a boat taken', oldPositionJson({}, 'A', { A: ['船'] })],
    ['both kings taken', oldPositionJson({}, 'A', { A: ['王'], IA: ['王'] })],
    ['a hands key', { ...oldPositionJson({}), hands: { A: [], IA: [] } }],
  ])('refuses %s', (_what, json) => {
    expect(errorCode(game.parsePosition(json, oldOptions()))).toBe('bad-position');
  });

  it('a position with a 王 taken is over, won by the taker', () => {
    const state = oldAt({ KA: 'A王' }, 'A', { A: ['王'] });
    expect(state.over).toBe(true);
    expect(state.winner).toBe('A');
  });

  it('the modern rulesets still read their own positions', () => {
    const modern = value(game.parsePosition({ ruleset: 'y1huap1', toMove: 'A', board: {}, hands: { A: [], IA: [] }, tamMovedBy: null }, value(game.parseOptions({}))));
    expect(modern.options.ruleset).toBe('y1huap1');
    expect(game.view(modern)).toMatchObject({ ruleset: 'y1huap1' });
    expect(game.view(startOld())).toMatchObject({ ruleset: 'old', toMove: 'A', colors: { A: 'red', IA: 'black' } });
  });
});
