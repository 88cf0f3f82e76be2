import { describe, expect, it } from 'vitest';
import { scarabyaGame as game } from './game.ts';
import { CENTRE_MASK, maskIntersects } from './mask.ts';
import { placementAt } from './placements.ts';
import { at, errorCode, formatted, gameOn, moveOf, playAll, rng, siteExcept, block } from './testing/support.ts';

const open = { rocks: [], scarabs: [] };

describe('the first tile', () => {
  it('covers a centre cell: 24 places for the I, 12 for the X on an empty site', () => {
    expect(game.legalMoves(gameOn(open, ['I']))).toHaveLength(24);
    expect(game.legalMoves(gameOn(open, ['X']))).toHaveLength(12);
    for (const move of game.legalMoves(gameOn(open, ['L']))) {
      expect(maskIntersects(placementAt(move.cells)!.mask, CENTRE_MASK)).toBe(true);
    }
  });

  it('off the centre is refused', () => {
    const state = gameOn(open, ['I']);
    const result = game.play(state, moveOf(state, 'I:A1,B1,C1,D1,E1'), rng);
    expect(errorCode(result)).toBe('off-centre');
    expect(!result.ok && result.error.message).toContain('E5, F5, E6, F6');
  });

  it('lists only the placements on free centre cells when rocks sit there', () => {
    const state = gameOn({ rocks: ['E5', 'F5', 'E6'], scarabs: [] }, ['X']);
    // Every listed X covers F6, the one free centre cell.
    for (const move of game.legalMoves(state)) expect(move.cells).toContain(55);
    expect(game.legalMoves(state).length).toBeGreaterThan(0);
  });
});

describe('later tiles', () => {
  const afterFirst = () => playAll(gameOn(open, ['I', 'X', 'L']), 'I:A5,B5,C5,D5,E5').state;

  it('share an edge with a tile already placed', () => {
    const state = afterFirst();
    const tile = placementAt([40, 41, 42, 43, 44])!;
    for (const move of game.legalMoves(state)) {
      const touches = move.cells.some((c) => tile.cells.some((t) => Math.abs(t - c) === 10 || (Math.abs(t - c) === 1 && Math.floor(t / 10) === Math.floor(c / 10))));
      expect(touches).toBe(true);
    }
    expect(formatted(state)).toContain('X:B2,A3,B3,C3,B4');
  });

  it('refuses a tile that touches only at a corner, covers a rock or overlaps a tile', () => {
    const state = afterFirst();
    // F4 is diagonal to E5: corner contact only.
    expect(errorCode(game.play(state, moveOf(state, 'X:G3,F4,G4,H4,G5'), rng))).toBe('not-touching');
    expect(errorCode(game.play(state, moveOf(state, 'X:C4,B5,C5,D5,C6'), rng))).toBe('overlaps-tile');
    const rocky = playAll(gameOn({ rocks: ['B3'], scarabs: [] }, ['I', 'X']), 'I:A5,B5,C5,D5,E5').state;
    expect(errorCode(game.play(rocky, moveOf(rocky, 'X:B2,A3,B3,C3,B4'), rng))).toBe('covers-rock');
  });

  it('must be the mission, in its own shape, turned over only when flipping is on', () => {
    const state = afterFirst();
    expect(errorCode(game.play(state, moveOf(state, 'L:A1,A2,A3,A4,B4'), rng))).toBe('not-the-mission');
    expect(errorCode(game.play(state, moveOf(state, 'X:A1,A2,A3,A4,B4'), rng))).toBe('wrong-shape');
    expect(errorCode(game.play(state, moveOf(state, 'X:A1,A2,A3,B3,C4'), rng))).toBe('not-a-pentomino');
    const noFlip = gameOn(open, ['L'], { allowFlip: false });
    // The L turned over: vertical bar with its foot to the left.
    expect(errorCode(game.play(noFlip, moveOf(noFlip, 'L:F3,F4,F5,F6,E6'), rng))).toBe('reflection-off');
    expect(game.play(noFlip, moveOf(noFlip, 'L:E3,E4,E5,E6,F6'), rng).ok).toBe(true);
    expect(game.legalMoves(noFlip).length * 2).toBe(game.legalMoves(gameOn(open, ['L'])).length);
  });
});

describe('forced discards', () => {
  // Only a 4×4 block is free: the I (5 long) never fits.
  const site = siteExcept(block('D4', 'G7'));

  it('a mission nobody can place is discarded, with a note, and the next one is revealed', () => {
    const state = gameOn(site, ['X', 'I', 'L']);
    const outcome = game.play(state, moveOf(state, 'X:E4,D5,E5,F5,E6'), rng);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.events).toEqual([
      { type: 'note', text: 'mission 2 of 3: I' },
      { type: 'note', text: 'P1 cannot place the I: discarded' },
      { type: 'note', text: 'mission 3 of 3: L' },
    ]);
    const next = outcome.value.state;
    expect(next.discards).toEqual([{ letter: 'I', player: 0 }]);
    expect(game.legalMoves(next).every((m) => m.letter === 'L')).toBe(true);
    expect(formatted(next)).toContain('L:G4,G5,G6,F7,G7');
  });

  it('the game ends when the last missions cannot be placed', () => {
    const state = gameOn(site, ['X', 'I']);
    const { state: over, events } = playAll(state, 'X:E4,D5,E5,F5,E6');
    expect(game.isOver(over)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'end', winner: 'P1' });
    expect(game.legalMoves(over)).toEqual([]);
    expect(errorCode(game.play(over, moveOf(state, 'X:E4,D5,E5,F5,E6'), rng))).toBe('game-over');
  });

  it('a first mission that cannot be placed is discarded at setup', () => {
    const state = gameOn(site, ['I', 'X']);
    expect(game.view(state)).toMatchObject({ mission: 'X', discards: [{ mission: 'I', by: 'P1' }] });
    expect(at({ site: { ...site }, tiles: [], mission: 'I', deck: ['X'] }).discards).toEqual([{ letter: 'I', player: 0 }]);
  });
});
