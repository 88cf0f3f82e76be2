// The result says what the end event said: a shared win, a mission achieved.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../contract.ts';
import { terraGame as game } from './game.ts';
import { position, run, step } from './testing/positions.ts';

function endOf(events: GameEvent[]): Extract<GameEvent, { type: 'end' }> {
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error('expected the end');
  return end;
}

describe('the result', () => {
  it('is null while the game goes on, and when the tiles run out shares the win as the end event does', () => {
    const s = position({ layout: { rows: 1, cols: 2, squares: { A1: 'site' } }, phase: 'draw', stacks: [0, 0, 0, 0, 0, 0, 0, 0], supply: { P1: { gold: 3 }, P2: { gold: 3 } } });
    expect(game.result?.(s)).toBeNull();
    const ended = step(s, 'end');
    const end = endOf(ended.events);
    expect(game.result?.(ended.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
  });

  it('names the team when a mission is achieved, as the end event does', () => {
    const pyramid = (level: number, color = 'red', workers = 1) => ({ value: 1, level, color, workers: workers > 0 ? { team: workers } : {} });
    const sites = { A1: 'site', B1: 'site', C1: 'site', D1: 'site', E1: 'site', F1: 'site' };
    const s = position({ mission: 1, players: ['P1'], layout: { rows: 1, cols: 6, squares: sites }, phase: 'draw', foundations: { A1: pyramid(5), B1: pyramid(5), C1: pyramid(5), D1: pyramid(4, 'blue', 3) }, supply: { team: { blocks: { blue: 5 } } }, stacks: [[['eye'], ['eye'], ['eye']], 0, 0, 0, 0, 0, 0, 0] });
    const won = step(run(s, ['build D1 blue']), 'draw 1');
    const end = endOf(won.events);
    expect(game.result?.(won.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    expect(game.result?.(won.state)?.winner).toBe('team');
  });
});
