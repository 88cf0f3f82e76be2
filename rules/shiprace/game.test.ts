// Whole games through the pure engine, from the set-up to the end, with fixed casts.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../contract.ts';
import { recordedTurns } from './testing/games.ts';
import { game, notes, race, shipAt, turns } from './testing/play.ts';
import type { ShipraceState } from './types.ts';

function count(events: GameEvent[], pattern: RegExp): number {
  return notes(events).filter((text) => pattern.test(text)).length;
}

/** The state after each turn. */
function replay(start: ShipraceState, list: string[]): ShipraceState[] {
  const states = [start];
  for (const turn of list) states.push(turns(states[states.length - 1], [turn]).state);
  return states;
}

describe('a whole game for 2 players', () => {
  const list = recordedTurns('two-players');
  const played = turns(race({ players: 2 }), list);

  it('opens with raids both ways, an unload, a ship going home empty and a build (worked by hand)', () => {
    const opening = turns(race({ players: 2 }), list.slice(0, 7));
    // P1a sails 3 (2 left), P2a joins it on point 3; P1a raids 1 (3 vs 1), P2a raids 2 back (1 vs 3);
    // P1a unloads its 1 at the start (21); P2a pays its last 3 and goes home; P1 builds P1b (16 left).
    expect(notes(opening.events)).toEqual([
      'P1a pays 3 and sails to point 3 (2 on board)',
      'P2a pays 3 and sails to point 3 (2 on board)',
      'P1a raids P2a for 1',
      'P2a raids P1a for 2',
      'P1a unloads 1 at the start',
      'P2a pays its last 3 and, with nothing left, goes back to the start',
      'P1 builds P1b: 5 from the start, 5 on board',
    ]);
    expect(game.formatPosition(opening.state)).toEqual({
      turn: 7,
      cast: null,
      ships: {
        P1a: { cell: 'A1', cargo: 0 }, P1b: { cell: 'B1', cargo: 5 }, P1c: { cell: 'C1', cargo: 0 },
        P2a: { cell: 'D1', cargo: 0 }, P2b: { cell: 'E1', cargo: 0 }, P2c: { cell: 'F1', cargo: 0 },
      },
      start: { P1: 16, P2: 20 },
      goal: { P1: 0, P2: 0 },
    });
  });

  it('is played out: every turn legal, ships reach the goal, and it ends after equal turns', () => {
    expect(list).toHaveLength(80);
    expect(count(played.events, /reaches the goal/)).toBe(5);
    expect(count(played.events, /raids/)).toBe(2);
    expect(count(played.events, /builds/)).toBe(6);
    expect(count(played.events, /unloads \d+ at the start/)).toBe(3);
    expect(count(played.events, /goes back to the start/)).toBe(1);
    expect(played.state.goal).toEqual([23, 11]);
    expect(game.isOver(played.state)).toBe(true);
    expect(played.events.at(-1)).toEqual({
      type: 'end',
      scores: { P1: 23, P2: 11 },
      winner: 'P1',
      reason: 'P1 brought the most to the goal (23) after 40 rounds',
    });
  });

  it('P1 reaches 20 on turn 79, and P2 still plays turn 80', () => {
    const states = replay(race({ players: 2 }), list);
    const reached = states.findIndex((s) => s.goal.some((g) => g >= 20));
    expect(reached).toBe(79);
    expect(states[79].goal[0]).toBeGreaterThanOrEqual(20);
    expect(game.isOver(states[79])).toBe(false);
    expect(game.toMove?.(states[79])).toBe('P2');
    expect(game.isOver(states[80])).toBe(true);
    expect(game.legalMoves(states[80])).toEqual([]);
    expect(game.pending(states[80])).toBeNull();
  });

  it('goal tracks never go down, and every ship is where the position says', () => {
    const states = replay(race({ players: 2 }), list);
    for (let i = 1; i < states.length; i++) {
      states[i].goal.forEach((g, p) => expect(g).toBeGreaterThanOrEqual(states[i - 1].goal[p]));
      const back = game.parsePosition(game.formatPosition(states[i]), states[i].options);
      expect(back.ok && game.formatPosition(back.value)).toEqual(game.formatPosition(states[i]));
    }
    expect(shipAt(played.state, 'P1b').cell).toBe('H8');
  });
});

describe('a whole game for 4 players', () => {
  const list = recordedTurns('four-players');
  const start = race({ players: 4 });

  it('opens with raids, unloads, a ship going home empty and builds (worked by hand)', () => {
    const opening = turns(start, list.slice(0, 12));
    expect(notes(opening.events)).toEqual([
      'P1a pays 3 and sails to point 3 (2 on board)',
      'P2a pays 3 and sails to point 3 (2 on board)',
      'P3a takes 4 from the supply (9 on board)',
      'P4 builds P4b: 5 from the start, 5 on board',
      'P1a raids P2a for 1',
      'P2a raids P1a for 2',
      'P3a pays 5 and sails to point 5 (4 on board)',
      'P4b unloads 5 at the start',
      'P1a unloads 1 at the start',
      'P2a pays its last 3 and, with nothing left, goes back to the start',
      'P3 builds P3b: 5 from the start, 5 on board',
      'P4a takes 4 from the supply (9 on board)',
    ]);
    expect(opening.state.start).toEqual([21, 20, 15, 20]);
  });

  it('is played out: every turn legal, raids and arrivals, and the end after equal turns', () => {
    const played = turns(start, list);
    expect(list).toHaveLength(116);
    expect(count(played.events, /reaches the goal/)).toBe(5);
    expect(count(played.events, /raids/)).toBe(5);
    expect(count(played.events, /goes back to the start/)).toBe(1);
    expect(played.state.goal).toEqual([0, 22, 17, 8]);
    expect(played.events.at(-1)).toEqual({
      type: 'end',
      scores: { P1: 0, P2: 22, P3: 17, P4: 8 },
      winner: 'P2',
      reason: 'P2 brought the most to the goal (22) after 29 rounds',
    });
    expect(game.score!(played.state).ranking).toEqual(['P2', 'P3', 'P4', 'P1']);
  });

  it('P2 reaches 20 on turn 114; P3 and P4 still play', () => {
    const states = replay(start, list);
    expect(states.findIndex((s) => s.goal.some((g) => g >= 20))).toBe(114);
    expect([game.toMove?.(states[114]), game.toMove?.(states[115])]).toEqual(['P3', 'P4']);
    expect(game.isOver(states[115])).toBe(false);
    expect(game.isOver(states[116])).toBe(true);
  });
});
