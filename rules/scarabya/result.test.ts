import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../contract.ts';
import { scarabyaGame as game } from './game.ts';
import type { ScarabyaState } from './types.ts';
import { at, block, gameOn, playAll, siteExcept } from './testing/support.ts';

// Only the 4×4 block D4–G7 is free: the X fits, then the L, and the I never does.
const small = (scarabs: string[]) => siteExcept(block('D4', 'G7'), scarabs);
const X = 'X:E4,D5,E5,F5,E6';
const L = 'L:G4,G5,G6,F7,G7';

function endOf(events: GameEvent[]) {
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error('expected the end');
  return { winner: end.winner, scores: end.scores, reason: end.reason, words: end.words };
}

/** The result read back from the position as JSON (the tiles replayed to the end): the same. */
function readBack(state: ScarabyaState, options: Json) {
  return game.result(at(game.formatPosition(state), options));
}

describe('Scarabya result', () => {
  it('solo: null while missions are left, then what the end event said (a win, and a loss with no winner)', () => {
    const options = { mode: 'solo', site: small(['E5', 'G7']) as unknown as Json, missions: ['X', 'L'] };
    const start = gameOn(small(['E5', 'G7']), ['X', 'L'], { mode: 'solo' });
    expect(game.result(start)).toBeNull();
    const half = playAll(start, X);
    expect(game.result(half.state)).toBeNull();
    expect(game.isOver(half.state)).toBe(false);
    const { state, events } = playAll(half.state, L);
    expect(game.isOver(state)).toBe(true);
    expect(game.result(state)).toEqual(endOf(events));
    expect(game.result(state)).toEqual({ winner: 'P1', scores: { P1: 2 }, reason: 'all 2 scarabs covered: P1 wins' });
    expect(readBack(state, options)).toEqual(game.result(state));

    const lost = playAll(gameOn(small(['D4', 'E5', 'G7']), ['X', 'L'], { mode: 'solo' }), X, L);
    expect(game.result(lost.state)).toEqual(endOf(lost.events));
    expect(game.result(lost.state)).toEqual({ winner: null, scores: { P1: 2 }, reason: '1 of 3 scarabs still visible: P1 loses' });
  });

  it('standard, two players: the highest total wins; a tie has no winner', () => {
    const open = { rocks: ['A3', 'B4'], scarabs: ['A4'] };
    const start = () => gameOn(open, ['I', 'L'], { players: 2 });
    const half = playAll(start(), '1 I:A5,B5,C5,D5,E5', '2 I:E2,E3,E4,E5,E6', '2 L:F3,F4,F5,F6,G6');
    expect(game.result(half.state)).toBeNull();
    const { state, events } = playAll(half.state, '1 L:A6,A7,A8,A9,B9');
    expect(game.result(state)).toEqual(endOf(events));
    expect(game.result(state)).toEqual({ winner: 'P1', scores: { P1: 1, P2: 0 }, reason: 'P1 wins with 1' });
    expect(readBack(state, { players: 2, missions: ['I', 'L'] })).toEqual(game.result(state));

    const tie = playAll(start(), '1 I:A5,B5,C5,D5,E5', '2 I:A5,B5,C5,D5,E5', '2 L:F3,F4,F5,F6,G6', '1 L:A6,A7,A8,A9,B9');
    expect(game.result(tie.state)).toEqual(endOf(tie.events));
    expect(game.result(tie.state)).toMatchObject({ winner: null, reason: 'P1 and P2 share the win with 1' });
    expect(game.view(tie.state)).toMatchObject({ over: true, winner: null, winners: ['P1', 'P2'], reason: 'P1 and P2 share the win with 1' });
  });

  it('one-to-one: the scores with the end bonus, as the end event gave them', () => {
    // X closes D4 (P1: 1); the I fits nowhere, so P2 ends with a tile fewer and takes the bonus (F4, G7).
    const state0 = gameOn(small(['D4', 'E5', 'F4', 'G7']), ['X', 'I'], { mode: 'one-to-one' });
    expect(game.result(state0)).toBeNull();
    const { state, events } = playAll(state0, X);
    expect(game.result(state)).toEqual(endOf(events));
    expect(game.result(state)).toEqual({ winner: 'P2', scores: { P1: 1, P2: 2 }, reason: 'P2 wins with 2' });
    expect(game.view(state)).toMatchObject({ over: true, winner: 'P2', reason: 'P2 wins with 2', scores: { P1: 1, P2: 2 } });
    expect(readBack(state, { mode: 'one-to-one', missions: ['X', 'I'] })).toEqual(game.result(state));
  });
});
