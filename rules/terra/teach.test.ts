// A stair tile lifted: what it pictures, which way its stairs go, and that it goes back.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { terraGame as game } from './game.ts';
import { options } from './testing/positions.ts';

describe('pieceAt', () => {
  it('names every start tile with its stairs in both languages, and nothing on a square without one', () => {
    const state = game.setup(options(), seededRng(1));
    const withTile = state.tiles.flatMap((t, s) => (t ? [s] : []));
    expect(withTile.length).toBeGreaterThan(0);
    for (const s of withTile) {
      const words = game.pieceAt!(state, s)!;
      expect(words.name.en).toMatch(/^the stair tile on [A-Z]\d+: .*, its stairs going (up|right|down|left)$/);
      expect(words.name.ja).toMatch(/の階段タイル：.*階段は(上|右|下|左)向き$/);
      expect(words.moves.en).toMatch(/^A placed stair tile stays where it is: put it back on /);
    }
    const empty = state.tiles.findIndex((t) => !t);
    expect(game.pieceAt!(state, empty)).toBeNull();
  });
});
