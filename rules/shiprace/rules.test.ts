import { describe, expect, it } from 'vitest';
import { act, cast, game, notes, position, race, raceAt, refusal, shipAt, turns } from './testing/play.ts';

describe('the start', () => {
  it('every ship at the start, 20 on the start track, 5 on each first ship, P1 casts', () => {
    const state = race({ players: 3 });
    expect(game.formatPosition(state)).toEqual({
      turn: 0,
      cast: null,
      ships: {
        P1a: { cell: 'A1', cargo: 5 }, P1b: { cell: 'B1', cargo: 0 }, P1c: { cell: 'C1', cargo: 0 },
        P2a: { cell: 'D1', cargo: 5 }, P2b: { cell: 'E1', cargo: 0 }, P2c: { cell: 'F1', cargo: 0 },
        P3a: { cell: 'G1', cargo: 5 }, P3b: { cell: 'H1', cargo: 0 }, P3c: { cell: 'I1', cargo: 0 },
      },
      start: { P1: 20, P2: 20, P3: 20 },
      goal: { P1: 0, P2: 0, P3: 0 },
    });
    expect(game.pending(state)).toEqual({ kind: 'cast', sticks: 5, purpose: "P1's turn", words: { en: "P1's turn: cast the sticks", ja: 'P1 の番：棒を投げる' } });
    expect(game.legalMoves(state)).toEqual([]);
    expect(game.toMove?.(state)).toBe('P1');
  });

  it('after a cast of 3, P1 may unload, sail P1a to point 3, build, supply or (no raid yet)', () => {
    const state = cast(race(), 3);
    expect(game.legalMoves(state).map((m) => game.formatMove(m, state))).toEqual([
      'unload P1a', 'move P1a G3', 'move P1a H3', 'move P1a I3', 'supply P1a',
      'build P1b', 'supply P1b', 'build P1c', 'supply P1c',
    ]);
  });
});

describe('the actions, worked by hand', () => {
  it('move: pay the heads, sail that many points, on any free berth of the point', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D2', cargo: 9 }, P2a: { cell: 'A3', cargo: 3 } }));
    // P1a on point 1 casts 4: pays 4 (5 left), sails to point 5 (A3 B3 C3; P2a stands on A3).
    const after = act(cast(state, 4), 'move P1a B3');
    expect(shipAt(after.state, 'P1a')).toEqual({ cell: 'B3', cargo: 5 });
    expect(notes(after.events)).toEqual(['P1a pays 4 and sails to point 5 (5 on board)']);
    expect(refusal(state, 4, 'move P1a A3')).toBe('berth-taken');
    expect(refusal(state, 4, 'move P1a D3')).toBe('wrong-point');
    // `move P1a` alone takes the first free berth.
    expect(game.parseMove('move P1a', cast(state, 4))).toEqual({ ok: true, value: { type: 'move', ship: 'P1a', to: game.parseCell('B3', { rows: 9, cols: 9 }) } });
  });

  it('move: a ship that pays its last resources goes back to the start at once', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D3', cargo: 3 } }));
    const after = act(cast(state, 3), 'move P1a A1');
    expect(shipAt(after.state, 'P1a')).toEqual({ cell: 'A1', cargo: 0 });
    expect(notes(after.events)).toEqual(['P1a pays its last 3 and, with nothing left, goes back to the start']);
    expect(refusal(state, 4, 'move P1a A1')).toBe('too-little-cargo');
  });

  it('move: reaching the goal unloads everything there; an overshoot stops at the goal', () => {
    // P1a on point 17 with 9: 4 heads take it past point 19 to the goal, paying 4; 5 go to the goal.
    const state = raceAt(position(2, { P1a: { cell: 'A7', cargo: 9 } }, { goal: { P1: 12, P2: 0 } }));
    const after = act(cast(state, 4), 'move P1a G8');
    expect(shipAt(after.state, 'P1a')).toEqual({ cell: 'G8', cargo: 0 });
    expect(after.state.goal).toEqual([17, 0]);
    expect(after.events).toContainEqual({ type: 'score', scores: { P1: 17, P2: 0 }, detail: { player: 'P1' } });
    expect(notes(after.events)).toContain('P1a reaches the goal and unloads 5 there (17 at the goal)');
    // It stays at the goal until unloaded: no move, no supply.
    const later = raceAt(position(2, { P1a: { cell: 'G8', cargo: 0 } }));
    expect(refusal(later, 2, 'move P1a G8')).toBe('at-goal');
    expect(refusal(later, 2, 'supply P1a')).toBe('at-goal');
  });

  it('unload: the ship goes back to the start and its cargo onto the start track', () => {
    const state = raceAt(position(2, { P1a: { cell: 'E4', cargo: 7 }, P1c: { cell: 'I8', cargo: 0 } }, { start: { P1: 3, P2: 20 } }));
    const after = act(cast(state, 0), 'unload P1a');
    expect(shipAt(after.state, 'P1a')).toEqual({ cell: 'A1', cargo: 0 });
    expect(after.state.start).toEqual([10, 20]);
    // A ship at the goal comes back empty.
    const back = act(cast(state, 2), 'unload P1c');
    expect(shipAt(back.state, 'P1c')).toEqual({ cell: 'C1', cargo: 0 });
    expect(refusal(state, 2, 'unload P1b')).toBe('nothing-to-unload');
  });

  it('build: 5 from the start fit out an empty ship at the start with 5', () => {
    const state = race();
    const after = act(cast(state, 1), 'build P1b');
    expect(shipAt(after.state, 'P1b')).toEqual({ cell: 'B1', cargo: 5 });
    expect(after.state.start).toEqual([15, 20]);
    expect(refusal(after.state, 1, 'build P2a')).toBe('not-buildable');
    const poor = raceAt(position(2, {}, { start: { P1: 4, P2: 20 } }));
    expect(refusal(poor, 3, 'build P1a')).toBe('too-poor');
  });

  it('supply: the heads from the common supply onto one ship, up to 15', () => {
    const state = raceAt(position(2, { P1a: { cell: 'E4', cargo: 12 } }));
    const after = act(cast(state, 5), 'supply P1a');
    expect(shipAt(after.state, 'P1a')).toEqual({ cell: 'E4', cargo: 15 });
    expect(notes(after.events)).toEqual(['P1a takes 3 from the supply (15 on board)']);
    expect(refusal(after.state, null, 'supply P2a')).not.toBe('');
    expect(refusal(state, 0, 'supply P1a')).toBe('no-heads');
  });

  it('raid: heads − 1 from another player\'s ship on the same point; emptied, it goes home', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D4', cargo: 4 }, P2a: { cell: 'E4', cargo: 6 }, P2b: { cell: 'F4', cargo: 2 } }));
    const taken = act(cast(state, 4), 'raid P1a P2a');
    expect(shipAt(taken.state, 'P1a')).toEqual({ cell: 'D4', cargo: 7 });
    expect(shipAt(taken.state, 'P2a')).toEqual({ cell: 'E4', cargo: 3 });
    // 4 heads would take 3, but P2b has 2: it gives both and goes back to its start berth (E1).
    const emptied = act(cast(state, 4), 'raid P1a P2b');
    expect(shipAt(emptied.state, 'P2b')).toEqual({ cell: 'E1', cargo: 0 });
    expect(notes(emptied.events)).toEqual(['P1a raids P2b for 2', 'P2b has nothing left and goes back to the start']);
    expect(refusal(state, 1, 'raid P1a P2a')).toBe('no-heads');
    expect(refusal(state, 3, 'raid P1a P1b')).toBe('own-ship');
    const apart = raceAt(position(2, { P1a: { cell: 'D4', cargo: 4 }, P2a: { cell: 'D5', cargo: 6 } }));
    expect(refusal(apart, 3, 'raid P1a P2a')).toBe('not-together');
  });

  it('pass: only when no action is possible', () => {
    // Every ship empty at the start, nothing to build with, no heads.
    const stuck = raceAt(position(2, { P1a: { cell: 'A1', cargo: 0 } }, { start: { P1: 2, P2: 20 } }));
    const state = cast(stuck, 0);
    expect(game.legalMoves(state)).toEqual([{ type: 'pass' }]);
    expect(act(state, 'pass').state.turn).toBe(1);
    expect(refusal(race(), 3, 'pass')).toBe('must-act');
  });

  it('refuses actions before the cast, on another player\'s ship, and unknown ships', () => {
    const state = race();
    expect(refusal(state, null, 'supply P1a')).toBe('pending');
    expect(refusal(state, 3, 'supply P2a')).toBe('not-your-ship');
    expect(refusal(state, 3, 'supply P5a')).toBe('no-such-ship');
  });
});

describe('the end', () => {
  it('comes when 20 are at the goal and every player has had as many turns', () => {
    // P2 (turn 3: P1 has played twice, P2 once) brings 20 to the goal: P1 does not get another turn.
    const state = raceAt(position(2, { P2a: { cell: 'D8', cargo: 11 } }, { turn: 3, goal: { P1: 4, P2: 12 } }));
    const after = turns(state, ['3 move P2a A9']);
    expect(after.state.goal).toEqual([4, 20]);
    expect(game.isOver(after.state)).toBe(true);
    expect(after.events.at(-1)).toEqual({ type: 'end', scores: { P1: 4, P2: 20 }, winner: 'P2', reason: 'P2 brought the most to the goal (20) after 2 rounds' });
    expect(game.pending(after.state)).toBeNull();
  });

  it('when P1 reaches 20 the others still play the round, and the most at the goal wins', () => {
    const state = raceAt(position(3, { P1a: { cell: 'D8', cargo: 11 }, P3a: { cell: 'A8', cargo: 14 } }, { goal: { P1: 12, P2: 0, P3: 15 } }), { players: 3 });
    const first = turns(state, ['3 move P1a G8']);
    expect(first.state.goal).toEqual([20, 0, 15]);
    expect(notes(first.events)).toContain('P1 has 20 at the goal: the round is played out, then the game ends');
    expect(game.isOver(first.state)).toBe(false);
    const end = turns(first.state, ['2 supply P2a', '2 move P3a D9']);
    expect(end.state.goal).toEqual([20, 0, 27]);
    expect(game.isOver(end.state)).toBe(true);
    expect(end.events.at(-1)).toMatchObject({ type: 'end', winner: 'P3' });
    expect(game.score!(end.state)).toEqual({
      scores: { P1: 20, P2: 0, P3: 27 },
      breakdown: {
        P1: { goal: 20, start: 20, afloat: 0 },
        P2: { goal: 0, start: 20, afloat: 2 },
        P3: { goal: 27, start: 20, afloat: 0 },
      },
      ranking: ['P3', 'P1', 'P2'],
    });
  });

  it('a tie at the goal is shared', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D8', cargo: 9 }, P2a: { cell: 'E8', cargo: 9 } }, { goal: { P1: 14, P2: 14 } }));
    const end = turns(state, ['3 move P1a G8', '3 move P2a A9']);
    expect(end.state.goal).toEqual([20, 20]);
    expect(end.events.at(-1)).toEqual({ type: 'end', scores: { P1: 20, P2: 20 }, winner: null, reason: 'P1 and P2 share the win with 20 at the goal after 1 round' });
    expect(game.score!(end.state).ranking).toEqual(['P1', 'P2']);
  });
});
