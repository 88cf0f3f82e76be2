import { footprintOf } from '../footprint.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { gardenGame as game } from './game.ts';
import { gardenAt, playAll } from './testing/positions.ts';

const names = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b);

describe('Garden, the contract guide’s example game', () => {
  it('asks which seed was drawn after a planting, listing only the seeds left, refuses a seed the supply lacks, then takes the right one', () => {
    const planted = playAll(gardenAt({ supply: { rose: 0 } }), ['plant B2']);
    expect(game.pending(planted)).toMatchObject({ kind: 'entry', schema: { properties: { seed: { enum: ['tulip', 'daisy'] } } } });
    expect(game.legalMoves(planted)).toEqual([]);
    const refused = game.resolve(planted, { entry: { seed: 'rose' } }, seededRng(1));
    expect(refused).toEqual({ ok: false, error: { code: 'no-such-seed', message: 'no rose is left in the supply: check the seed drawn' } });
    expect(game.resolve(planted, { entry: { seed: 'lily' } }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'bad-entry' } });
    const taken = game.resolve(planted, { entry: { seed: 'tulip' } }, seededRng(1));
    if (!taken.ok) throw new Error(taken.error.message);
    expect(game.formatPosition(taken.value.state)).toMatchObject({ toMove: 'P2', planting: null, gardens: { P1: { plants: { B2: 'tulip' } } }, supply: { tulip: 5 } });
  });

  it('numbers cells across the two gardens: P2’s B2 is 13 cells after P1’s', () => {
    const s = playAll(gardenAt({}), ['plant B2', 'seed:rose', 'plant B2', 'seed:daisy']);
    expect(names(game.occupancy(s))).toEqual([4, 13 + 4]);
    expect(game.areas!(s)).toEqual([{ id: 'P1', rows: 3, cols: 3, seat: 'P1' }, { id: 'P2', rows: 3, cols: 3, seat: 'P2' }]);
  });

  it('sees a planting whole, a watering not at all (a confirmation marks the plant), and a fence post only with a corner layer', () => {
    const full = { gardens: { P1: { plants: { A1: 'rose', B1: 'rose', A2: 'rose', B2: 'tulip' } } } };
    const plain = gardenAt(full);
    const plant = footprintOf(game, plain, { type: 'plant', cell: game.parseCell('C3', { rows: 3, cols: 3 })! });
    expect(plant.sensing ?? 'fully').toBe('fully');
    expect(names(plant.fill)).toEqual([8]);
    const water = footprintOf(game, plain, { type: 'water', cell: 0 });
    expect(water.sensing).toBe('partly');
    expect(names(water.lift.union(water.fill))).toEqual([]);
    expect(names(water.mark!)).toEqual([0]);
    const fencePlain = footprintOf(game, plain, { type: 'fence', corner: 9 });
    expect(fencePlain).toMatchObject({ sensing: 'partly' });
    expect(names(fencePlain.mark!)).toEqual([0, 1, 3, 4]);
    const cornered = gardenAt(full, { rows: 9, cols: 9, corners: true });
    const fenceSeen = footprintOf(game, cornered, { type: 'fence', corner: 9 });
    expect(fenceSeen.sensing ?? 'fully').toBe('fully');
    expect(names(fenceSeen.fill)).toEqual([9]);
    expect(footprintOf(game, plain, { type: 'pass' }).sensing).toBe('not');
  });

  it('allows a fence post only where four plants meet', () => {
    const s = gardenAt({ gardens: { P1: { plants: { A1: 'rose', B1: 'rose', A2: 'rose' } } } });
    expect(game.legalMoves(s).map((m) => game.formatMove(m, s))).not.toContain('fence ^A1');
    const played = game.play(s, { type: 'fence', corner: 9 }, seededRng(1));
    expect(played).toMatchObject({ ok: false, error: { message: 'a fence post needs plants on all four cells around it' } });
  });

  it('scores plants, waterings, fence posts and kinds grown three times, and ends when both pass', () => {
    const s = gardenAt({ gardens: { P1: { plants: { A1: 'rose', B1: 'rose', A2: 'rose', B2: 'tulip' }, watered: ['A1'], fences: ['^A1'] }, P2: { plants: { C3: 'daisy' } } } });
    expect(game.score!(s)).toEqual({
      scores: { P1: 4 + 1 + 3 + 2, P2: 1 },
      breakdown: { P1: { plants: 4, watered: 1, fences: 3, kinds: 2 }, P2: { plants: 1, watered: 0, fences: 0, kinds: 0 } },
      ranking: ['P1', 'P2'],
    });
    const once = game.play(s, { type: 'pass' }, seededRng(1));
    if (!once.ok) throw new Error(once.error.message);
    const twice = game.play(once.value.state, { type: 'pass' }, seededRng(1));
    if (!twice.ok) throw new Error(twice.error.message);
    expect(twice.value.events).toEqual([{ type: 'end', scores: { P1: 10, P2: 1 }, winner: 'P1', reason: 'both passed', words: { en: 'both passed', ja: '両者がパス' } }]);
    expect(game.isOver(twice.value.state)).toBe(true);
  });

  it('ranks a tie by fewer fence posts', () => {
    const s = gardenAt({ gardens: { P1: { plants: { A1: 'rose', B1: 'tulip', A2: 'daisy', B2: 'tulip' }, fences: ['^A1'] }, P2: { plants: { A1: 'rose', B1: 'tulip', A2: 'daisy', B2: 'tulip', C1: 'rose', C2: 'daisy', C3: 'daisy' } } } });
    expect(game.score!(s).scores).toEqual({ P1: 7, P2: 7 + 2 });
    const tied = gardenAt({ gardens: { P1: { plants: { A1: 'rose', B1: 'tulip', A2: 'daisy', B2: 'tulip' }, fences: ['^A1'] }, P2: { plants: { A1: 'rose', B1: 'tulip', A2: 'daisy', B2: 'tulip', C1: 'tulip' } } } });
    expect(game.score!(tied).scores).toEqual({ P1: 4 + 3, P2: 5 + 2 });
    expect(game.score!(tied).ranking).toEqual(['P2', 'P1']);
  });

  it('reads back what it writes: moves and positions round-trip over seeded games', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
      const rng = seededRng(seed);
      const options = game.parseOptions({ supply: 4 }, { rows: 9, cols: 9, corners: seed % 2 === 0 });
      if (!options.ok) throw new Error(options.error.message);
      let s = game.setup(options.value, rng);
      for (let turn = 0; turn < 60 && !game.isOver(s); turn++) {
        const asked = game.pending(s);
        const next = asked
          ? game.resolve(s, { entry: { seed: (['rose', 'tulip', 'daisy'] as const).find((k) => s.supply[k] > 0)! } }, rng)
          : (() => {
            const moves = game.legalMoves(s);
            const move = moves[rng.int(0, moves.length - 1)];
            const text = game.formatMove(move, s);
            const parsed = game.parseMove(text, s);
            expect(parsed).toEqual({ ok: true, value: move });
            return game.play(s, move, rng);
          })();
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
        const back = game.parsePosition(game.formatPosition(s), options.value);
        expect(back.ok && game.formatPosition(back.value)).toEqual(game.formatPosition(s));
      }
    }), { numRuns: 40 });
  });
});
