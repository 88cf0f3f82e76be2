import { footprintOf } from '../footprint.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { freeGame as game } from './game.ts';
import type { FreeState } from './types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

const snapshot = (state: FreeState) =>
  JSON.stringify({ view: game.view(state), position: game.formatPosition(state), occupied: state.occupied.key() });

describe('free games played at random', () => {
  it('every step plays a legal move or resolves the cast, never touching the state before it', () => {
    const setup = fc.record({
      rows: fc.integer({ min: 1, max: 5 }),
      cols: fc.integer({ min: 1, max: 5 }),
      add: fc.boolean(),
      colored: fc.boolean(),
      cast: fc.integer({ min: 0, max: 3 }),
      limit: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(setup, fc.array(fc.nat(), { maxLength: 20 }), fc.integer(), (o, picks, seed) => {
        const { colored, ...rest } = o;
        const colors = o.add && colored ? { colors: ['red', 'blue'] } : {};
        const options = value(game.parseOptions({ ...rest, ...colors }));
        const rng = seededRng(seed);
        let state = game.setup(options, rng);
        let played = 0;
        for (const pick of picks) {
          const before = snapshot(state);
          const pending = game.pending(state);
          let next: FreeState;
          if (pending !== null && pending.kind === 'cast') {
            next = value(game.resolve(state, { cast: pick % (pending.sticks + 1) }, rng)).state;
          } else {
            const moves = game.legalMoves(state);
            if (moves.length === 0) break;
            const move = moves[pick % moves.length];
            const fp = footprintOf(game, state, move);
            const outcome = value(game.play(state, move, rng));
            next = outcome.state;
            played++;
            expect(game.occupancy(next).equals(game.occupancy(state).minus(fp.lift).union(fp.fill))).toBe(true);
            const ended = outcome.events.some((e) => e.type === 'end');
            expect(ended).toBe(o.limit === played);
          }
          expect(snapshot(state)).toBe(before);
          state = next;
        }
        expect(game.isOver(state)).toBe(o.limit !== undefined && played >= o.limit);
        if (game.isOver(state)) expect(game.legalMoves(state)).toEqual([]);
      }),
    );
  });
});
