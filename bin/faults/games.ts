// The games the fault suite plays: long seeded games driven from physical actions only.
// Sticks are physical (the players cast and enter the count), so the players' copy of the game
// knows every cast without sharing the host's generator.
import { expect } from 'vitest';
import type { FaultFigures } from './figures.ts';
import type { FaultScenario } from './run.ts';

export type GameSpec = Pick<FaultScenario, 'game' | 'options' | 'boards' | 'moves'>;

export const GAMES: Record<string, GameSpec> = {
  /** One season, 再行 most of the time: captures, drops, stepping and water casts, declarations. */
  cetkaik: { game: 'cetkaik', options: { seasons: 1, sticks: 'physical' }, moves: 150 },
  /** Standard mode, two players on two boards at once, to the end of the deck. */
  scarabya: { game: 'scarabya', options: { mode: 'standard', players: 2, siteSeed: 5 }, boards: 2, moves: 100 },
  /** Any piece anywhere, three sticks cast after every move. */
  free: { game: 'free', options: { cast: 3, sticks: 'physical' }, moves: 150 },
};

export const NOISY_LINE = { corruptRate: 1e-3, dropRate: 1e-3, duplicateRate: 1e-3 };
/** Plugged in for 2–6 s, out for 0.3–2.5 s, again and again. */
export const PULLED_CABLE = { inMs: [2000, 6000] as [number, number], outMs: [300, 2500] as [number, number] };

/** What every scenario must show, whatever its faults. */
export function expectNothingLost(f: FaultFigures): void {
  expect(f.firstProblem).toBeNull();
  expect(f.crashes).toBe(0);
  expect(f.falseCommits).toBe(0);
  expect(f.lostMoves).toBe(0);
  expect(f.committed).toBe(f.moves); // every move the players made, committed once
  expect(f.guesses).toBe(0);
  expect(f.stuckCorrected).toBe(f.stuckWrong);
  // A plain move never needs putting down again; a capture may, when its emptied square was
  // never seen (a lost frame, the cable out), and the host then shows the piece still in hand.
  expect(f.otherNudges).toBe(0);
}
