import { footprintOf } from '../footprint.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame } from '../registry.ts';
import { castSticks, seededRng } from '../rng.ts';
import type { Outcome, Result } from '../contract.ts';
import { errorOf, game, move, options, position, rng, start, value } from './testing/support.ts';
import type { CetkaikMove, CetkaikState, Ruleset } from './types.ts';

const snapshot = (state: CetkaikState) =>
  JSON.stringify({ view: game.view(state), position: game.formatPosition(state), board: [...state.board], pending: game.pending(state) });

describe('the game in the registry', () => {
  it('is registered as cetkaik', () => {
    expect(findGame('cetkaik')).toBe(game);
    expect(game.title).toBe('Cetkaik 机戦');
  });
});

describe('random play', () => {
  it('never changes the state it was given, keeps footprints true, and ends cleanly', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Ruleset>('y1huap1', 'cerke_online', 'kyouiku'), (seed, ruleset) => {
        const r = seededRng(seed);
        let state = game.setup(options({ ruleset, seasons: 1 }), r);
        // Occupancy expected once the move under way completes: from its footprint at play time.
        let expected: { after: string; before: string; season: number; exact: boolean } | null = null;
        for (let step = 0; step < 300 && !game.isOver(state); step++) {
          const before = snapshot(state);
          const pending = game.pending(state);
          let result: Result<Outcome<CetkaikState>>;
          if (pending?.kind === 'cast') {
            result = game.resolve(state, { cast: castSticks(r, pending.sticks) }, r);
          } else if (pending?.kind === 'choice') {
            if (pending.options.includes('give-up') && expected !== null) expected.exact = false;
            result = game.resolve(state, { choice: pending.options[r.int(0, pending.options.length - 1)] }, r);
          } else {
            const moves = game.legalMoves(state);
            expect(moves.length).toBeGreaterThan(0);
            const m = moves[r.int(0, moves.length - 1)];
            const fp = footprintOf(game, state, m);
            const occupied = game.occupancy(state);
            expected = { after: occupied.minus(fp.lift).union(fp.fill).key(), before: occupied.key(), season: state.season, exact: true };
            result = game.play(state, m, r);
          }
          const outcome = value(result);
          expect(snapshot(state)).toBe(before);
          state = outcome.state;
          const done = state.waiting === null || state.waiting.kind === 'declare' || game.isOver(state);
          if (expected !== null && done && state.season === expected.season && pending?.kind !== 'choice') {
            const now = game.occupancy(state).key();
            if (outcome.failed) expect(now).toBe(expected.before);
            else if (expected.exact) expect(now).toBe(expected.after);
            expected = null;
          }
          expect(JSON.parse(JSON.stringify(game.view(state)))).toEqual(game.view(state));
        }
        if (game.isOver(state)) {
          expect(game.legalMoves(state)).toEqual([]);
          expect(state.scores.A + state.scores.IA).toBe(40);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('comes back with an error value, never a throw, for any move object', () => {
    const state = start();
    const anyCell = fc.integer({ min: -2, max: 90 });
    const anyMove = fc.oneof(
      fc.record({ type: fc.constant('piece'), src: anyCell, via: fc.option(anyCell, { nil: null }), dest: anyCell, ray: fc.boolean() }),
      fc.record({ type: fc.constant('tam2'), src: anyCell, mid: anyCell, dest: anyCell, via: fc.option(anyCell, { nil: null }), stepIn: fc.constantFrom(null, 'first', 'second') }),
      fc.record({ type: fc.constant('drop'), color: fc.constantFrom('red', 'black', 'blue'), kind: fc.constantFrom('io', 'kauk2', 'queen'), dest: anyCell }),
      fc.anything(),
    );
    fc.assert(
      fc.property(anyMove, (m) => {
        const result = game.play(state, m as CetkaikMove, rng());
        if (!result.ok) {
          expect(result.error.code).toMatch(/^[a-z0-9-]+$/);
          expect(result.error.message.length).toBeGreaterThan(5);
        }
      }),
    );
  });
});

describe('illegal moves and bad input are error values with clear messages', () => {
  const initial = start();
  const attempt = (state: CetkaikState, notation: string) => errorOf(game.play(state, move(state, notation), rng()));

  it.each<[string, string, string]>([
    ['KU片KO', 'empty-source', 'there is no piece on KU'],
    ['KAI片KY', 'not-your-piece', "IA-side's"],
    ['KI片KO', 'illegal-move', 'not a legal move for the 兵 on KI'],
    ['KA片LA', 'own-piece', 'LA holds a piece of your own'],
    ['ZO片ZU', 'tam2-notation', 'ZO皇[MID]DEST'],
    ['ZO皇[ZU]ZI', 'illegal-move', 'not a Tam2 move'],
    ['ZU皇[ZO]ZI', 'no-tam2', 'the Tam2 is not on ZU'],
    ['赤兵NO', 'not-in-hand', 'holds no 赤兵'],
    ['KI片KU心KO', 'no-via', 'KU is empty'],
  ])('%s → %s', (notation, code, message) => {
    const error = attempt(initial, notation);
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it('drops need an empty square; the Tam2 is never captured', () => {
    const state = position({ board: { KA: 'A赤王', KE: 'IA黒兵', LA: '皇' }, hands: { A: ['赤兵'] } });
    expect(attempt(state, '赤兵KE').code).toBe('occupied');
    expect(attempt(state, 'KA片LA').code).toBe('tam2-uncapturable');
  });

  it('nothing may be played while a cast or a choice is pending, and resolve checks its input', () => {
    const waiting = value(game.play(initial, move(initial, 'NI片NO水'), rng())).state;
    expect(errorOf(game.play(waiting, move(initial, 'KI片KU'), rng())).code).toBe('pending');
    expect(game.legalMoves(waiting)).toEqual([]);
    expect(errorOf(game.resolve(waiting, { cast: 6 }, rng())).code).toBe('bad-cast');
    expect(errorOf(game.resolve(waiting, { cast: 2.5 }, rng())).code).toBe('bad-cast');
    expect(errorOf(game.resolve(waiting, { choice: 'taxot' }, rng())).code).toBe('bad-input');
    expect(errorOf(game.resolve(initial, { cast: 3 }, rng())).code).toBe('nothing-pending');
  });
});

describe('the view', () => {
  it('shows board, hands, scores, rate, season, side to move, pending, last move and ruleset', () => {
    const played = value(game.play(start(), move(start(), 'KI片KU'), rng())).state;
    expect(game.view(played)).toMatchObject({
      game: 'cetkaik',
      ruleset: 'y1huap1',
      season: 0,
      seasonName: '春',
      toMove: 'IA',
      scores: { A: 20, IA: 20 },
      rate: 1,
      hands: { A: { pieces: [], hands: [], handPoints: 0, penalties: [] }, IA: { pieces: [] } },
      pending: null,
      lastMove: { side: 'A', move: 'KI片KU', failed: false },
      board: { ZO: { kind: 'tam2' }, KU: { side: 'A', color: 'black', kind: 'kauk2' } },
      over: false,
      winner: null,
    });
  });
});
