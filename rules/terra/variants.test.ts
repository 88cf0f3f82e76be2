// The symbol and face-up variants, the cooperative missions, and the board side.
import { footprintOf } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { terraGame as game } from './game.ts';
import { moves, options, position, randomGame, refusal, run, step } from './testing/positions.ts';

describe('the symbol variant', () => {
  const layout = { rows: 1, cols: 4, squares: { A1: 'site' }, marks: { C1: 'sphinx', D1: 'scarab' } };
  it('puts a tile from the sphinx holder on a sphinx square; elsewhere costs 1 gold', () => {
    const s = position({ layout, foundations: { A1: { value: 1 } }, hand: { symbols: ['worker'], from: 'sphinx' }, supply: { P1: { gold: 1 }, P2: {} } }, { symbols: true });
    expect(moves(s).filter((m) => m.startsWith('place'))).toEqual(['place B1 left anywhere', 'place C1 left', 'place D1 left anywhere']);
    expect(game.formatPosition(run(s, ['place D1 left anywhere']))).toMatchObject({ supply: { P1: { gold: 0 } } });
    const broke = position({ layout, foundations: { A1: { value: 1 } }, hand: { symbols: ['worker'], from: 'sphinx' } }, { symbols: true });
    expect(moves(broke).filter((m) => m.startsWith('place'))).toEqual(['place C1 left']);
    expect(refusal(broke, 'place B1 left').message).toBe('the tile goes on a square of its symbol (1 gold: anywhere)');
  });

  it('lets the tile go anywhere when no square of its symbol is free (our reading), and remembers the holder of a drawn tile', () => {
    const s = position({ layout: { ...layout, marks: { D1: 'scarab' } }, foundations: { A1: { value: 1 } }, hand: { symbols: ['worker'], from: 'sphinx' } }, { symbols: true });
    expect(moves(s).filter((m) => m.startsWith('place'))).toEqual(['place B1 left', 'place C1 left', 'place D1 left']);
    const drawn = run(position({ layout, phase: 'draw', stacks: [0, 0, 0, 0, 0, [['eye'], ['eye']], 0, 0], hands: { P2: { symbols: ['worker'], from: 'sphinx' } } }, { symbols: true }), ['draw 6']);
    expect(game.formatPosition(drawn)).toMatchObject({ hands: { P1: { symbols: ['eye'], from: 'scarab' } } });
  });
});

describe('the face-up variant', () => {
  it('shows the top tiles of stacks 1–4 in the view', () => {
    const s = game.setup(options({ faceUp: true }), seededRng(3));
    const view = game.view(s) as { faceUpTops: unknown[]; stacks: unknown[][] };
    expect(view.faceUpTops).toEqual(view.stacks.slice(0, 4).map((st) => st[0]));
    expect((game.view(game.setup(options(), seededRng(3))) as { faceUpTops: unknown }).faceUpTops).toBeNull();
  });
});

describe('the cooperative and solo missions', () => {
  const sites = { A1: 'site', B1: 'site', C1: 'site', D1: 'site', E1: 'site', F1: 'site' };
  const pyramid = (level: number, color = 'red', workers = 1) => ({ value: 1, level, color, workers: workers > 0 ? { team: workers } : {} });

  it('plays one colour with 12 workers, the stacks losing their last tile', () => {
    const s = game.setup(options({ mission: 1, players: 3 }), seededRng(1));
    expect(game.formatPosition(s)).toMatchObject({ players: ['P1', 'P2', 'P3'], mission: 1, supply: { team: { workers: 12 } } });
    expect(Object.keys((game.formatPosition(s) as { supply: object }).supply)).toEqual(['team']);
  });

  it('mission 1 is won the turn the fourth 60-pyramid stands, and lost when the tiles run out first', () => {
    const s = position({ mission: 1, players: ['P1'], layout: { rows: 1, cols: 6, squares: sites }, phase: 'draw', foundations: { A1: pyramid(5), B1: pyramid(5), C1: pyramid(5), D1: pyramid(4, 'blue', 3) }, supply: { team: { blocks: { blue: 5 } } }, stacks: [[['eye'], ['eye'], ['eye']], 0, 0, 0, 0, 0, 0, 0] });
    const won = step(run(s, ['build D1 blue']), 'draw 1');
    expect(won.events.at(-1)).toEqual({ type: 'end', scores: { team: 240 }, winner: 'team', reason: 'mission 1 achieved' });
    const lost = step(position({ ...(game.formatPosition(s) as object), stacks: [0, 0, 0, 0, 0, 0, 0, 0] }), 'end');
    expect(lost.events.at(-1)).toMatchObject({ type: 'end', winner: null, reason: 'mission 1 failed: the tiles ran out' });
    expect(game.isOver(lost.state)).toBe(true);
  });

  it('mission 2 needs more than 275 points at the end', () => {
    const at = (fifth: object) => position({ mission: 2, players: ['P1', 'P2'], layout: { rows: 1, cols: 6, squares: sites }, phase: 'draw', stacks: [0, 0, 0, 0, 0, 0, 0, 0], foundations: { A1: pyramid(5), B1: pyramid(5), C1: pyramid(5), D1: pyramid(5), E1: fifth }, supply: { team: { blocks: { red: 7 } } } });
    // 4 × 60 + 35 + 7 blocks = 282.
    expect(step(at(pyramid(4)), 'end').events.at(-1)).toEqual({ type: 'end', scores: { team: 282 }, winner: 'team', reason: 'mission 2 achieved: 282 points' });
    // 4 × 60 + 20 + 7 = 267.
    expect(step(at(pyramid(3)), 'end').events.at(-1)).toEqual({ type: 'end', scores: { team: 267 }, winner: null, reason: 'mission 2 failed: the tiles ran out' });
  });

  it('mission 3 stops pyramids at 35 with no worker on them, and is won with six of six colours', () => {
    const colours = ['red', 'blue', 'green', 'yellow', 'grey'];
    const five = Object.fromEntries(['A1', 'B1', 'C1', 'D1', 'E1'].map((sq, i) => [sq, pyramid(4, colours[i], 0)]));
    const s = position({ mission: 3, players: ['P1'], layout: { rows: 1, cols: 6, squares: sites }, phase: 'draw', foundations: { ...five, F1: pyramid(3, 'brown', 3) }, supply: { team: { blocks: { brown: 4 }, workers: 2 } }, stacks: [[['eye'], ['eye'], ['eye']], 0, 0, 0, 0, 0, 0, 0] });
    expect(moves(s).filter((m) => /^(build|buy worker)/.test(m))).toEqual(['build F1 brown']);
    const built = run(s, ['build F1 brown']);
    expect(game.formatPosition(built)).toMatchObject({ foundations: { F1: { level: 4, workers: {} } }, supply: { team: { workers: 5 } } });
    expect(step(built, 'draw 1').events.at(-1)).toMatchObject({ type: 'end', winner: 'team', reason: 'mission 3 achieved' });
  });

  it('a whole solo game ends with the mission won or lost', () => {
    const { state, events } = randomGame({ mission: 2, players: 1 }, 5);
    expect(state.missionResult).toEqual({ won: false, reason: 'mission 2 failed: the tiles ran out' });
    expect(events.at(-1)).toMatchObject({ type: 'end', winner: null });
  });
});

describe('on the board', () => {
  it('senses stair tiles only: placing one fills its square (the stairs’ way asked), a worker’s move waits for a tap or a confirmation, the rest is entered', () => {
    const s = game.setup(options(), seededRng(1));
    expect([...game.occupancy(s)].map((c) => game.cellName(c, { rows: 8, cols: 10 }))).toEqual(['B2', 'I2', 'B7', 'I7']);
    const places = game.legalMoves(s).filter((m) => m.type === 'place' && m.square === 13);
    expect(places.map((m) => game.formatMove(m, s))).toEqual(['place D2 right', 'place D2 down', 'place D2 left']);
    expect(footprintOf(game, s, places[0])).toMatchObject({ kind: 'plain' });
    expect([...footprintOf(game, s, places[0]).fill]).toEqual([13]);
    expect(game.disambiguate(s, places)).toEqual({ choice: { prompt: 'Which way do the stairs point?', options: places, words: { en: 'Which way do the stairs point?', ja: '階段はどちら向きですか？' } } });
    expect(footprintOf(game, s, { type: 'move', from: 11, to: 12 })).toMatchObject({ sensing: 'partly' });
    expect([...footprintOf(game, s, { type: 'move', from: 11, to: 12 }).mark!]).toEqual([11, 12]);
    expect(footprintOf(game, s, { type: 'build', square: 12, color: 'red' }).sensing).toBe('not');
    expect(footprintOf(game, s, { type: 'draw', stack: 0, pick: false }).sensing).toBe('not');
    expect(game.areas!(s)).toEqual([{ id: 'board', rows: 8, cols: 10 }]);
  });

  it('lights where the hand tile may go, sites ready to build, the tile placed this turn; explains a wrong tile', () => {
    const s = position({ layout: { rows: 1, cols: 4, squares: { A1: 'site', D1: 'oasis' } }, foundations: { A1: { value: 1, workers: { P1: 3 } } }, hand: { symbols: [] } });
    expect([...game.ambientLights!(s)].sort((a, b) => a[0] - b[0])).toEqual([[0, 'gold'], [1, 'hint'], [2, 'hint']]);
    expect(game.explainMismatch!(s, game.occupancy(s).with(3), game.occupancy(s))).toBe('D1 takes no tile');
    const placed = run(s, ['place B1 left']);
    expect(game.ambientLights!(placed).get(1)).toBe('last');
    expect(game.explainMismatch!(placed, game.occupancy(s), game.occupancy(placed))).toBe('stair tiles stay where they are: put back B1');
  });
});
