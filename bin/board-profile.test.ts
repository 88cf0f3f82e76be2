// The profile of a board on --port: a size no built-in board has is named once, with no advice
// that cannot help (--board must be the size the board reports).
import { describe, expect, it } from 'vitest';
import { builtinProfiles } from '../hardware/index.ts';
import { profileOfBoard } from './board-profile.ts';

describe('the profile of a connected board', () => {
  it('is the built-in board of its size, or the one named with --board when it is that size', () => {
    expect(profileOfBoard('/dev/ttyACM0', { rows: 9, cols: 9 }, undefined)).toMatchObject({ ok: true, value: { rows: 9, cols: 9 } });
    expect(profileOfBoard('/dev/ttyACM0', { rows: 9, cols: 9 }, builtinProfiles['9x9-buttons'])).toEqual({ ok: true, value: builtinProfiles['9x9-buttons'] });
  });

  it('names a size no built-in board has once, without repeating how to name a board', () => {
    expect(profileOfBoard('/dev/ttyACM0', { rows: 7, cols: 7 }, undefined)).toEqual({ ok: false, error: '/dev/ttyACM0: no built-in board is 7×7, the size the board reports' });
    expect(profileOfBoard('/dev/ttyACM0', { rows: 7, cols: 7 }, builtinProfiles['9x9'])).toEqual({ ok: false, error: '/dev/ttyACM0 is a 7×7 board, not a "9x9" (9×9)' });
  });
});
