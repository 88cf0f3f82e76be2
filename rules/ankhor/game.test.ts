// Whole games through the pure engine, driven by a seeded random legal-move driver.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame } from '../registry.ts';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { value } from './testing/build.ts';
import { playRandom } from './testing/driver.ts';
import type { AnkhorState } from './types.ts';
import { tileCount } from './tableau.ts';
import { ANKH_LIMIT, RESOURCE_LIMIT, looseResources } from './tokens.ts';
import { COLOURS } from './types.ts';

function newGame(seed: number, options: Record<string, unknown>): AnkhorState {
  return game.setup(value(game.parseOptions(options)), seededRng(seed));
}

describe('whole games', () => {
  it('is registered', () => {
    expect(findGame('ankhor')).toBe(game);
    expect(game.about.players).toEqual([2, 4]);
    expect(game.about.notes).toContain('INVENTED');
  });

  it('a 2-player game played by a seeded random driver ends, and its end scores are score(state)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = seededRng(seed);
        const start = newGame(seed, { players: 2 });
        const played = playRandom(start, rng);
        expect(game.isOver(played.state)).toBe(true);
        const ends = played.events.filter((e) => e.type === 'end');
        expect(ends).toHaveLength(1);
        const sheet = game.score(played.state);
        expect(ends[0]).toMatchObject({ scores: sheet.scores });
        expect(sheet.ranking).toHaveLength(2);
        // Someone placed a 13th tile, or the tiles ran out.
        const most = Math.max(...played.state.players.map(tileCount));
        const ranOut = played.events.some((e) => e.type === 'note' && e.text.includes('both piles are empty'));
        expect(most >= 13 || ranOut).toBe(true);
        // Both players had the same number of turns: the game ends before the start player.
        expect(played.state.lastRound).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('between turns nobody holds more than the limits allow', () => {
    const rng = seededRng(99);
    const played = playRandom(newGame(99, { players: 3 }), rng, 20_000, true);
    expect(game.isOver(played.state)).toBe(true);
    for (const state of played.states) {
      if (state.waiting !== null || state.turn.main || state.turn.ankhs > 0) continue;
      for (const p of state.players) {
        const loose = looseResources(p);
        expect(COLOURS.reduce((a, c) => a + loose[c], 0)).toBeLessThanOrEqual(RESOURCE_LIMIT);
        expect(p.tokens.ankh).toBeLessThanOrEqual(ANKH_LIMIT);
      }
    }
  });

  it('3 and 4 players, with corner sensors, and with tiles entered rather than dealt, also end', () => {
    const cases = [
      { players: 3 },
      { players: 4, corners: true },
      { players: 2, deal: 'entered' },
      { players: 4, deal: 'entered', grid: { rows: 6, cols: 6 } },
    ];
    cases.forEach((options, i) => {
      const rng = seededRng(i + 7);
      const played = playRandom(newGame(i + 7, options), rng);
      expect(game.isOver(played.state)).toBe(true);
      expect(played.events.find((e) => e.type === 'end')).toMatchObject({ scores: game.score(played.state).scores });
    });
  });

  it('every state on the way reads back from its position, and every legal move from its notation', () => {
    const rng = seededRng(5);
    const played = playRandom(newGame(5, { players: 3, corners: true }), rng, 20_000, true);
    const entered = playRandom(newGame(6, { players: 2, deal: 'entered' }), seededRng(6), 20_000, true);
    for (const state of [...played.states, ...entered.states].filter((_, i) => i % 7 === 0)) {
      const json = game.formatPosition(state);
      const back = value(game.parsePosition(JSON.parse(JSON.stringify(json)), state.options));
      expect(back).toEqual(state);
      expect(game.formatPosition(back)).toEqual(json);
      for (const move of game.legalMoves(state)) {
        expect(value(game.parseMove(game.formatMove(move, state), state))).toEqual(move);
      }
    }
  });

  it('the same seed plays the same game', () => {
    const a = playRandom(newGame(42, { players: 2 }), seededRng(42));
    const b = playRandom(newGame(42, { players: 2 }), seededRng(42));
    expect(game.formatPosition(a.state)).toEqual(game.formatPosition(b.state));
  });
});
