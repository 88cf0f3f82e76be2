import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { scarabyaGame as game } from './game.ts';
import { rematchOptions } from './rematch.ts';
import { moveSeat, occupancyOn, onSeat, seatsOf } from './testing/seats.ts';
import { block, errorCode, formatted, gameOn, moveOf, optionsOf, playAll, rng, siteExcept } from './testing/support.ts';

// Only the 4×4 block D4–G7 is free: the X fits, then the L, and the I never does.
const small = (scarabs: string[]) => siteExcept(block('D4', 'G7'), scarabs);
const X = 'X:E4,D5,E5,F5,E6';
const L = 'L:G4,G5,G6,F7,G7';

describe('standard mode with several players', () => {
  const open = { rocks: ['A3', 'B4'], scarabs: ['A4'] };
  const start = () => gameOn(open, ['I', 'L'], { players: 2 });

  it('every player places the same mission on their own site, in any order', () => {
    const state = start();
    expect(seatsOf(state)).toEqual(['P1', 'P2']);
    const moves = formatted(state);
    expect(moves).toHaveLength(48);
    expect(moves.filter((m) => m.startsWith('1 '))).toHaveLength(24);
    expect(moves).toContain('2 I:A5,B5,C5,D5,E5');

    const { state: half } = playAll(state, '2 I:A5,B5,C5,D5,E5');
    expect(half.scores).toEqual([0, 1]);
    // P2 is done: only P1's placements of the I are left, and the mission has not changed.
    expect(formatted(half).every((m) => m.startsWith('1 I:'))).toBe(true);
    expect(errorCode(game.play(half, moveOf(half, '2 I:A6,B6,C6,D6,E6'), rng))).toBe('already-placed');
    expect(occupancyOn(half, 'P1').size).toBe(2);
    expect(occupancyOn(half, 'P2').size).toBe(7);
    // The game's occupancy holds both sites, each in its own area.
    expect(game.occupancy(half).size).toBe(2 + 7);

    const { state: both, events } = playAll(half, '1 I:E2,E3,E4,E5,E6');
    expect(events).toEqual([{ type: 'note', text: 'mission 2 of 2: L' }]);
    expect(game.view(both)).toMatchObject({ mission: 'L', missionNumber: 2 });
    expect(formatted(both).some((m) => m.startsWith('1 L:'))).toBe(true);
    expect(formatted(both).some((m) => m.startsWith('2 L:'))).toBe(true);
  });

  it('names the seat of each move, and the footprint is in that seat\'s area', () => {
    const state = start();
    const move = moveOf(state, '2 I:A5,B5,C5,D5,E5');
    expect(moveSeat(state, move)).toBe('P2');
    expect(onSeat(state, 'P2', footprintOf(game, state, move).fill).toArray()).toEqual([40, 41, 42, 43, 44]);
    expect(game.disambiguate(state, [move, moveOf(state, '1 I:A5,B5,C5,D5,E5')])).toEqual({ move: { seat: 0, letter: 'I', cells: [40, 41, 42, 43, 44] } });
    expect(errorCode(game.parseMove('I:A5,B5,C5,D5,E5', state))).toBe('bad-notation');
    expect(errorCode(game.parseMove('3 I:A5,B5,C5,D5,E5', state))).toBe('no-such-player');
  });

  it('ends after the last mission: the highest total wins, a tie is shared (winner null)', () => {
    const { state, events } = playAll(start(), '1 I:A5,B5,C5,D5,E5', '2 I:E2,E3,E4,E5,E6', '2 L:F3,F4,F5,F6,G6', '1 L:A6,A7,A8,A9,B9');
    expect(events.at(-1)).toEqual({ type: 'end', scores: { P1: 1, P2: 0 }, winner: 'P1', reason: 'P1 wins with 1' });
    expect(game.isOver(state)).toBe(true);
    const tie = playAll(start(), '1 I:A5,B5,C5,D5,E5', '2 I:A5,B5,C5,D5,E5', '2 L:F3,F4,F5,F6,G6', '1 L:A6,A7,A8,A9,B9');
    expect(tie.events.at(-1)).toEqual({ type: 'end', scores: { P1: 1, P2: 1 }, winner: null, reason: 'P1 and P2 share the win with 1' });
    expect(game.view(tie.state)).toMatchObject({ winner: null, winners: ['P1', 'P2'] });
  });

  it('discards a mission only for the players who cannot place it', () => {
    // P1 has walled the centre in with the X; P2 has not placed yet.
    const state = gameOn(small([]), ['X', 'I', 'L'], { players: 2 });
    const { state: next, events } = playAll(state, `1 ${X}`, `2 ${X}`);
    expect(events).toContainEqual({ type: 'note', text: 'P1 cannot place the I: discarded' });
    expect(events).toContainEqual({ type: 'note', text: 'P2 cannot place the I: discarded' });
    expect(game.view(next)).toMatchObject({ mission: 'L' });
  });
});

describe('one-to-one', () => {
  const options = { mode: 'one-to-one' };

  it('players alternate on the shared site, and the placer scores what it closes', () => {
    const state = gameOn({ rocks: ['A3', 'B4'], scarabs: ['A4'] }, ['L', 'I', 'P'], options);
    expect(seatsOf(state)).toEqual(['shared']);
    expect(game.view(state)).toMatchObject({ turn: 'P1' });
    const { state: next, events } = playAll(state, 'L:F2,F3,F4,F5,G5', 'I:A5,B5,C5,D5,E5');
    expect(events.find((e) => e.type === 'score')).toMatchObject({ scores: { P1: 0, P2: 1 }, detail: { player: 'P2', points: 1 } });
    expect(next.scores).toEqual([0, 1]);
    expect(next.placed).toEqual([1, 1]);
    expect(game.view(next)).toMatchObject({ turn: 'P1', mission: 'P' });
    expect(game.view(next)).toMatchObject({ seats: [{ tiles: [{ letter: 'L', by: 'P1' }, { letter: 'I', by: 'P2' }] }] });
  });

  it('a player who cannot place discards and turns the next mission, until one is placed', () => {
    const state = gameOn(small([]), ['X', 'I', 'L'], options);
    const { state: next, events } = playAll(state, X);
    expect(events).toEqual([
      { type: 'note', text: 'mission 2 of 3: I (P2 to place)' },
      { type: 'note', text: 'P2 cannot place the I: discarded' },
      { type: 'note', text: 'mission 3 of 3: L (P2 to place)' },
    ]);
    expect(game.view(next)).toMatchObject({ turn: 'P2', mission: 'L', discards: [{ mission: 'I', by: 'P2' }] });
  });

  it('the player with one tile fewer scores 1 per visible scarab in the unexplored zones', () => {
    // X closes the area D4 (P1 scores its scarab: 1). The I cannot go anywhere: P2 ends with no
    // tile. Unexplored: F4 and G7 (E5 is covered, D4 is in an area).
    const state = gameOn(small(['D4', 'E5', 'F4', 'G7']), ['X', 'I'], options);
    const { state: over, events } = playAll(state, X);
    expect(events.filter((e) => e.type !== 'note')).toEqual([
      { type: 'score', scores: { P1: 1, P2: 0 }, detail: { player: 'P1', seat: 'shared', points: 1, areas: [{ cells: ['D4'], size: 1, scarabs: ['D4'], points: 1, tokens: [[1]] }] } },
      {
        type: 'score',
        scores: { P1: 1, P2: 2 },
        detail: { player: 'P2', bonus: 'one tile fewer: 1 point per visible scarab in the unexplored zones', scarabs: ['F4', 'G7'], points: 2, tokens: [[1], [1]] },
      },
      { type: 'end', scores: { P1: 1, P2: 2 }, winner: 'P2', reason: 'P2 wins with 2' },
    ]);
    expect(over.result?.scores).toEqual([1, 2]);
  });

  it('no bonus when both placed as many tiles', () => {
    // The L closes F4 (P2: 1) and F6; a tie, shared.
    const state = gameOn(small(['D4', 'E5', 'F4', 'G7']), ['X', 'L'], options);
    const { events } = playAll(state, X, L);
    expect(events.filter((e) => e.type === 'score').map((e) => e.type === 'score' && e.detail)).toMatchObject([{ player: 'P1' }, { player: 'P2' }]);
    expect(events.at(-1)).toEqual({ type: 'end', scores: { P1: 1, P2: 1 }, winner: null, reason: 'P1 and P2 share the win with 1' });
  });

  it('a rematch keeps the site and the mission order and swaps the first player', () => {
    const state = gameOn(small(['D4']), ['X', 'I', 'L'], options);
    const over = playAll(state, X, L).state;
    const again = rematchOptions(over);
    expect(again).toMatchObject({ mode: 'one-to-one', firstPlayer: 2, missions: ['X', 'I', 'L'], site: small(['D4']) });
    const rematch = game.setup(optionsOf(again as never), rng);
    expect(game.view(rematch)).toMatchObject({ turn: 'P2', mission: 'X' });
    expect(game.view(over)).toMatchObject({ rematch: again });
  });
});

describe('solo', () => {
  const options = { mode: 'solo' };

  it('wins when every scarab is covered', () => {
    const { state, events } = playAll(gameOn(small(['E5', 'G7']), ['X', 'L'], options), X, L);
    expect(events.at(-1)).toEqual({ type: 'end', scores: { P1: 2 }, winner: 'P1', reason: 'all 2 scarabs covered: P1 wins' });
    expect(state.result?.winners).toEqual([0]);
  });

  it('loses when a scarab is still visible, and scores nothing along the way', () => {
    const { events } = playAll(gameOn(small(['D4', 'E5', 'G7']), ['X', 'L'], options), X, L);
    expect(events.filter((e) => e.type === 'score')).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'end', scores: { P1: 2 }, winner: null, reason: '1 of 3 scarabs still visible: P1 loses' });
  });

  it('a retry replays the same site and mission order', () => {
    const state = game.setup(optionsOf({ mode: 'solo', siteSeed: 4 }), rng);
    const again = game.setup(optionsOf(rematchOptions(state) as never), rng);
    expect(game.formatPosition(again)).toEqual(game.formatPosition(state));
  });
});
