import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng.ts';
import { cetkaikGame as game } from '../game.ts';
import { MAX_MOVES, generate } from '../generate.ts';
import { decodeMove, encodeMove } from '../moves.ts';
import { parseMove } from '../notation.ts';
import { sideIndex } from '../pieces.ts';
import { handCounts } from '../state.ts';
import type { CetkaikState } from '../types.ts';
import { handMask, maskNames } from './hand-table.ts';
import { DECLARE, OVER, PASSED, SearchPosition } from './search-position.ts';
import { RULESETS, randomGame } from './testing/positions.ts';
import { WEIGHTS } from './weights.ts';

/** Everything the search keeps of a position, for comparing. */
function snapshot(pos: SearchPosition) {
  return {
    board: [...pos.board],
    held: pos.held.map((h) => [...h]),
    masks: [...pos.masks],
    worth: [...pos.handWorth].map((x) => x.toFixed(9)),
    material: [...pos.material].map((x) => x.toFixed(9)),
    penalties: [...pos.penalties],
    scores: [...pos.scores],
    side: pos.side,
    tamMovedBy: pos.tamMovedBy,
    rate: pos.rate,
    keys: [pos.keyLo(), pos.keyHi()],
  };
}

/** What the engine's state says of the same things. */
function engineView(state: CetkaikState) {
  const held = [handCounts(state.hands.A), handCounts(state.hands.IA)];
  const bits = (side: 'A' | 'IA') => state.penalties[side].reduce((b, h) => b | (h === '撃皇' ? 1 : 2), 0);
  return {
    board: [...state.board],
    held: held.map((h) => [...h]),
    penalties: [bits('A'), bits('IA')],
    scores: [state.scores.A, state.scores.IA],
    tamMovedBy: state.tamMovedBy === null ? -1 : sideIndex(state.tamMovedBy),
    rate: state.rate,
  };
}

/** The engine's move completed (all casts 5 heads) or failed (the first cast 0 heads). */
function engineMove(state: CetkaikState, m: number, failed: boolean): CetkaikState {
  const rng = seededRng(1);
  const played = game.play(state, decodeMove(m), rng);
  if (!played.ok) throw new Error(played.error.message);
  let next = played.value.state;
  while (game.pending(next)?.kind === 'cast') {
    const cast = game.resolve(next, { cast: failed ? 0 : 5 }, rng);
    if (!cast.ok) throw new Error(cast.error.message);
    next = cast.value.state;
  }
  return next;
}

// Thousands of moves through the engine: CPU-bound, near the default timeout on a loaded machine.
describe('the search position', { timeout: 120_000 }, () => {
  it('plays and takes back every move as the engine plays it, completed or failed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...RULESETS), (seed, ruleset) => {
        const pick = seededRng(seed);
        const buffer = new Int32Array(MAX_MOVES);
        for (const state of randomGame(seed, ruleset, 160)) {
          if (state.over || state.waiting !== null) continue;
          const pos = new SearchPosition(state, WEIGHTS);
          const before = snapshot(pos);
          const n = generate(pos.board, pos.side, pos.held[pos.side], pos.rules(), buffer);
          expect(n).toBe(game.legalMoves(state).length);
          for (let k = 0; k < 4; k++) {
            const m = buffer[pick.int(0, n - 1)];
            const chance = pos.successChance(m);
            for (const failed of chance <= 0 ? [true] : chance < 1 ? [false, true] : [false]) {
              const after = engineMove(state, m, failed);
              const mover = pos.side;
              const effect = pos.play(m, failed);
              const view = engineView(after);
              const mine = snapshot(pos);
              expect({ ...mine, scores: after.over ? null : mine.scores }).toMatchObject({ ...view, scores: after.over ? null : view.scores });
              expect([...pos.masks]).toEqual(view.held.map((h) => handMask(Uint8Array.from(h), pos.table)));
              if (effect === OVER) {
                expect(after.over).toBe(true);
              } else if (effect === DECLARE) {
                expect(after.waiting?.kind).toBe('declare');
                expect(pos.side).toBe(mover);
                // The same position met afresh has the same keys.
                expect(snapshot(new SearchPosition(after, WEIGHTS)).keys).toEqual(snapshot(pos).keys);
                const tymok = game.resolve(after, { choice: 'tymok' }, seededRng(1));
                if (!tymok.ok) throw new Error(tymok.error.message);
                pos.tymok();
                expect(pos.rate).toBe(tymok.value.state.rate);
                if (!tymok.value.state.over) expect(pos.side).toBe(sideIndex(tymok.value.state.toMove));
                pos.undo();
              } else {
                expect(effect).toBe(PASSED);
                expect(after.waiting).toBeNull();
                if (after.over) {
                  // The engine ends the game when the side to move has none.
                  expect(generate(pos.board, pos.side, pos.held[pos.side], pos.rules(), new Int32Array(MAX_MOVES))).toBe(0);
                } else {
                  expect(pos.side).toBe(sideIndex(after.toMove));
                  expect(snapshot(new SearchPosition(after, WEIGHTS))).toEqual(snapshot(pos));
                }
              }
              pos.undo();
              expect(snapshot(pos)).toEqual(before);
            }
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it('keeps the hands of a capture that ends the game by an online 撃皇 (seed 999990, cerke_online)', () => {
    // The property's case [999990, "cerke_online"]: IA at 5 points takes a red 兵 by stepping on
    // the Tam2 (XAI片XYXU). The 撃皇 costs 5 and ends the game, but the 兵 is in IA's hand all the
    // same and completes 戦集 (将 兵 兵): the masks must say so, not the hands before the move.
    const state = randomGame(999990, 'cerke_online', 160)[138];
    expect([state.toMove, state.scores.IA, state.rate, state.waiting, state.over]).toEqual(['IA', 5, 1, null, false]);
    const move = parseMove('XAI片XYXU', state);
    if (!move.ok) throw new Error(move.error.message);
    const m = encodeMove(move.value) as number;
    const after = engineMove(state, m, false);
    expect(after.over).toBe(true);
    expect(after.scores).toEqual({ A: 40, IA: 0 });

    const pos = new SearchPosition(state, WEIGHTS);
    const before = snapshot(pos);
    expect(pos.successChance(m)).toBe(1);
    expect(pos.play(m, false)).toBe(OVER);
    const view = engineView(after);
    expect(pos.held.map((h) => [...h])).toEqual(view.held);
    expect([...pos.masks]).toEqual(view.held.map((h) => handMask(Uint8Array.from(h), pos.table)));
    expect(maskNames(pos.masks[1], pos.table)).toEqual(['戦集']);
    const fresh = snapshot(new SearchPosition(after, WEIGHTS));
    expect({ masks: snapshot(pos).masks, worth: snapshot(pos).worth }).toEqual({ masks: fresh.masks, worth: fresh.worth });
    pos.undo();
    expect(snapshot(pos)).toEqual(before);
  });

  it('gives the chance of a move as the sticks do: water 1/2, a ray after stepping at least its distance', () => {
    for (const state of randomGame(5, 'y1huap1', 120)) {
      if (state.over || state.waiting !== null) continue;
      const pos = new SearchPosition(state, WEIGHTS);
      const buffer = new Int32Array(MAX_MOVES);
      const n = generate(pos.board, pos.side, pos.held[pos.side], pos.rules(), buffer);
      for (let i = 0; i < n; i++) {
        const m = buffer[i];
        const played = game.play(state, decodeMove(m), seededRng(1));
        if (!played.ok) throw new Error(played.error.message);
        const casts = game.pending(played.value.state)?.kind === 'cast';
        expect(pos.successChance(m) < 1).toBe(casts);
      }
    }
  });
});
