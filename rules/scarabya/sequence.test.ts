import { footprintOf } from '../footprint.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { options as anyOptions, state as anyState } from './testing/arbitraries.ts';
import { scarabyaGame as game } from './game.ts';
import { moveSeat, occupancyOn, onSeat, seatsOf } from './testing/seats.ts';
import { optionsOf } from './testing/support.ts';
import type { ScarabyaState } from './types.ts';

const snapshot = (state: ScarabyaState) => JSON.stringify({ view: game.view(state), position: game.formatPosition(state) });

describe('Scarabya games played at random', () => {
  it('every legal move plays, changes only its own seat as its footprint says, never touching the state before it', () => {
    fc.assert(
      fc.property(anyOptions, fc.integer(), fc.array(fc.nat(), { maxLength: 60 }), (o, seed, picks) => {
        const rng = seededRng(seed);
        let state = game.setup(o, rng);
        let ended = false;
        for (const pick of picks) {
          const moves = game.legalMoves(state);
          if (moves.length === 0) break;
          const move = moves[pick % moves.length];
          const before = snapshot(state);
          const seat = moveSeat(state, move);
          const fp = footprintOf(game, state, move);
          const outcome = game.play(state, move, rng);
          expect(outcome.ok).toBe(true);
          if (!outcome.ok) return;
          const next = outcome.value.state;
          expect(snapshot(state)).toBe(before);
          expect(Object.isFrozen(next) && Object.isFrozen(next.boards) && Object.isFrozen(next.scores)).toBe(true);
          for (const name of seatsOf(state)) {
            const expected = name === seat ? occupancyOn(state, name).union(onSeat(state, name, fp.fill)) : occupancyOn(state, name);
            expect(occupancyOn(next, name).equals(expected)).toBe(true);
          }
          const end = outcome.value.events.filter((e) => e.type === 'end');
          expect(end).toHaveLength(game.isOver(next) ? 1 : 0);
          ended ||= end.length > 0;
          state = next;
        }
        if (game.isOver(state)) {
          expect(ended).toBe(true);
          expect(game.legalMoves(state)).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a whole game ends after the last mission, every tile placed or discarded', () => {
    fc.assert(
      fc.property(anyOptions, fc.integer(), (o, seed) => {
        const rng = seededRng(seed);
        let state = game.setup(o, rng);
        for (let i = 0; i < 60 && !game.isOver(state); i++) {
          const moves = game.legalMoves(state);
          const outcome = game.play(state, moves[rng.int(0, moves.length - 1)], rng);
          if (!outcome.ok) throw new Error(outcome.error.message);
          state = outcome.value.state;
        }
        expect(game.isOver(state)).toBe(true);
        // Every player accounts for all 12 missions.
        const seats = seatsOf(state).length;
        const tiles = state.boards.reduce((n, b) => n + b.tiles.length, 0);
        expect(tiles + state.discards.length).toBe(12 * seats);
        if (o.mode === 'one-to-one') expect(Math.abs(state.placed[0] - state.placed[1])).toBeLessThanOrEqual(1);
        // Points are the areas' points (plus the one-to-one bonus).
        const areaPoints = state.boards.flatMap((b) => b.areas).reduce((n, a) => n + a.points, 0);
        const final = state.result!.scores.reduce((a, b) => a + b, 0);
        if (o.mode === 'standard') expect(final).toBe(areaPoints);
        if (o.mode === 'one-to-one') expect(final).toBeGreaterThanOrEqual(areaPoints);
      }),
      { numRuns: 40 },
    );
  });
});

describe('bad input is a value, never an exception', () => {
  it('play refuses anything that is not a legal move', () => {
    fc.assert(
      fc.property(anyState, fc.anything(), (state, junk) => {
        const result = game.play(state, junk as never, seededRng(1));
        if (result.ok) {
          // Only a real legal move may pass.
          const text = game.formatMove(junk as never, state);
          expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toContain(text);
        }
      }),
      { numRuns: 100 },
    );
    const state = game.setup(optionsOf({}), seededRng(1));
    for (const junk of [null, 7, 'L', {}, { seat: 0, letter: 'L', cells: [0, 1, 2, 3] }, { seat: 0, letter: 'L', cells: [0, 1, 2, 3, 100] }, { seat: 9, letter: 'L', cells: [0, 1, 2, 3, 4] }]) {
      expect(game.play(state, junk as never, seededRng(1)).ok).toBe(false);
    }
  });

  it('parsing options, positions and moves refuses junk', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), anyState, (junk, text, state) => {
        game.parseOptions(junk);
        game.parsePosition(junk, state.options);
        const parsed = game.parseMove(text, state);
        if (parsed.ok) expect(parsed.value.cells).toHaveLength(5);
      }),
      { numRuns: 100 },
    );
  });

  it('resolve says nothing is pending', () => {
    const state = game.setup(optionsOf({}), seededRng(1));
    expect(game.pending(state)).toBeNull();
    expect(game.resolve(state, { cast: 1 }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'nothing-pending' } });
  });
});
