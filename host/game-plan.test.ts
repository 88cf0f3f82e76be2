// The board a game is planned on: the message when no built-in board fits says so once, and says
// how to name one only where naming one would help.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rules/index.ts';
import { planGame, profileFitting } from './game-plan.ts';

describe('a game no built-in board fits', () => {
  it('is named by its size alone: how to name a board is for the caller to say (start adds nothing of --board twice)', () => {
    expect(profileFitting({ rows: 7, cols: 7 })).toEqual({ ok: false, error: 'no built-in board is 7×7' });
    expect(profileFitting({ rows: 30, cols: 30 }, true)).toEqual({ ok: false, error: 'no built-in board is 30×30 or larger' });
  });

  it('asks a script for a "board" that holds it, when there is one', () => {
    expect(planGame({ gameId: 'free', options: { rows: 4, cols: 4 }, rng: seededRng(0) })).toEqual({ ok: false, error: 'no built-in board is 4×4; name one that holds it with "board" (e.g. "9x9")' });
    expect(planGame({ gameId: 'free', options: { rows: 26, cols: 26 }, rng: seededRng(0) })).toEqual({ ok: false, error: 'no built-in board is 26×26' });
    expect(planGame({ gameId: 'free', options: { rows: 4, cols: 4 }, board: '9x9', rng: seededRng(0) })).toMatchObject({ ok: true, value: { profile: { id: '9x9' } } });
  });
});
