// Test support: a counting stand-in for a registered game. Its `legalMoves` and `footprint` are
// wrapped (the host finds the game by id, so it calls the wrappers) to count how many moves the
// host was handed and how many footprints it asked for, so a test can say the host never looked
// at one move per amount without timing anything.
import { vi } from 'vitest';
import { findGame } from '../../rules/index.ts';

export interface CountingGame {
  /** Moves handed out by `legalMoves`, and footprints asked for, since the last `reset`. */
  readonly looked: { moves: number; footprints: number };
  reset(): void;
  /** Puts the game's own members back. */
  restore(): void;
}

export function countLooks(id: string): CountingGame {
  const game = findGame(id);
  if (game === undefined) throw new Error(`no game "${id}"`);
  const looked = { moves: 0, footprints: 0 };
  const legalMoves = game.legalMoves.bind(game);
  const footprint = game.footprint.bind(game);
  const moves = vi.spyOn(game, 'legalMoves').mockImplementation((state) => {
    const listed = legalMoves(state);
    looked.moves += listed.length;
    return listed;
  });
  const footprints = vi.spyOn(game, 'footprint').mockImplementation((state, move) => {
    looked.footprints++;
    return footprint(state, move);
  });
  return {
    looked,
    reset() { looked.moves = 0; looked.footprints = 0; },
    restore() { moves.mockRestore(); footprints.mockRestore(); },
  };
}
