import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../contract.ts';
import { jusaiGame, rengekiJusaiGame, shinyuGame } from './game.ts';
import { playSteps, startGame } from './testing/play.ts';

function endOf(events: GameEvent[]): Extract<GameEvent, { type: 'end' }> {
  const end = events.at(-1);
  if (end?.type !== 'end') throw new Error('expected the end');
  return end;
}

describe('the stick games’ result', () => {
  it('is null at the start of each game', () => {
    expect(jusaiGame.result?.(startGame(jusaiGame, { players: ['P1', 'P2'], balance: 20 }))).toBeNull();
    expect(rengekiJusaiGame.result?.(startGame(rengekiJusaiGame, { players: ['P1', 'P2'], balance: 20 }))).toBeNull();
    expect(shinyuGame.result?.(startGame(shinyuGame, { players: ['P1', 'P2'], banker: 'P1', balance: 20 }))).toBeNull();
  });

  it('獣裁: the last player with money, as the end event and the view say', () => {
    const start = startGame(jusaiGame, { players: ['P1', 'P2', 'P3'], balance: 20 });
    const played = playSteps(jusaiGame, start, ['stake P1 20', 'stake P2 20', 'stake P3 20', 'throw', 'cast 1', 'throw', 'cast 5', 'throw', 'cast 0']);
    const end = endOf(played.events);
    expect(jusaiGame.result?.(played.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    expect(jusaiGame.view(played.state)).toMatchObject({ over: true, winner: 'P2' });
  });

  it('新遊: the bank broken, as the end event and the view say', () => {
    const start = startGame(shinyuGame, { players: ['P1', 'P2', 'P3'], banker: 'P1', balance: 21 });
    const played = playSteps(shinyuGame, start, ['bet P2 0 2', 'bet P3 0 1', 'throw', 'cast 0']);
    const end = endOf(played.events);
    expect(shinyuGame.result?.(played.state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
    expect(shinyuGame.view(played.state)).toMatchObject({ over: true, winner: 'P2' });
  });
});
