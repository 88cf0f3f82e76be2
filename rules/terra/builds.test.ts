// Building, the extra actions, the limits, the draw and the end of each version.
import { describe, expect, it } from 'vitest';
import { terraGame as game } from './game.ts';
import { leavesAt } from './stacks.ts';
import { moves, notes, options, position, randomGame, refusal, run, step } from './testing/positions.ts';

const layout = { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } };
const drawing = (p1: object, extra: object = {}) => position({ layout, phase: 'draw', supply: { P1: { workers: 10, ...p1 }, P2: {} }, stacks: [[['eye']], 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } }, ...extra });

describe('building pyramids', () => {
  it('costs 1 to 5 blocks of the colour for levels 1 to 5, worth 5, 10, 20, 35 and 60; one worker stays', () => {
    let s = drawing({ blocks: { red: 15 } }, { foundations: { A1: { value: 4, workers: { P1: 3 } } } });
    const values: number[] = [];
    for (let level = 1; level <= 5; level++) {
      const built = step(s, 'build A1 red');
      expect(notes(built.events)).toEqual([`P1 built level ${level} (red) paying ${level} block${level > 1 ? 's' : ''}`]);
      s = built.state;
      const pos = game.formatPosition(s) as { foundations: Record<string, { level: number; workers: Record<string, number> }>; supply: Record<string, { blocks: Record<string, number>; workers: number }> };
      expect(pos.foundations.A1).toMatchObject({ level, color: 'red', workers: { P1: 1 } });
      expect(pos.supply.P1.blocks.red ?? 0).toBe(15 - (level * (level + 1)) / 2);
      values.push(game.score!(s).breakdown!.P1.structures);
      if (level < 5) s = position({ ...(game.formatPosition(s) as object), foundations: { A1: { ...pos.foundations.A1, workers: { P1: 3 } } } });
    }
    expect(values).toEqual([5, 10, 20, 35, 60]);
    expect(game.formatPosition(s)).toMatchObject({ supply: { P1: { workers: 10 + 2 * 5, tops: 1 } } });
  });

  it('takes white blocks as any colour, its own colour first; the first level chooses the colour, later ones must match', () => {
    const s = drawing({ blocks: { red: 1, white: 2 } }, { foundations: { A1: { value: 4, level: 1, color: 'blue', workers: { P1: 3 } }, C1: { value: 2, workers: { P1: 3 } } } });
    expect(moves(s).filter((m) => m.startsWith('build'))).toEqual(['build A1 blue', 'build C1 blue', 'build C1 brown', 'build C1 green', 'build C1 grey', 'build C1 red', 'build C1 yellow']);
    const built = step(s, 'build A1 blue');
    expect(notes(built.events)).toEqual(['P1 built level 2 (blue) paying 2 blocks (2 white)']);
    expect(game.formatPosition(built.state)).toMatchObject({ supply: { P1: { blocks: { red: 1 } } } });
    expect(refusal(s, 'build A1 red').message).toBe('building needs three of your workers there and the blocks of its colour (white is wild)');
    const red = step(s, 'build C1 red');
    expect(game.formatPosition(red.state)).toMatchObject({ supply: { P1: { blocks: { white: 2 } } }, foundations: { C1: { level: 1, color: 'red' } } });
  });

  it('needs three of the player’s workers, the blocks, and a pyramid top for level 5', () => {
    expect(moves(drawing({ blocks: { red: 5 } }, { foundations: { A1: { value: 4, workers: { P1: 2 } } } })).filter((m) => m.startsWith('build'))).toEqual([]);
    const noTop = drawing({ blocks: { red: 5 }, tops: 0 }, { foundations: { A1: { value: 4, level: 4, color: 'red', workers: { P1: 3 } } } });
    expect(moves(noTop).filter((m) => m.startsWith('build'))).toEqual([]);
  });
});

describe('the extra actions and the limits', () => {
  it('turns any two blocks into a white one', () => {
    const s = drawing({ blocks: { red: 1, blue: 2 } });
    expect(moves(s).filter((m) => m.startsWith('convert'))).toEqual(['convert blue blue', 'convert red blue']);
    expect(game.formatPosition(run(s, ['convert blue red']))).toMatchObject({ supply: { P1: { blocks: { blue: 1, white: 1 } } } });
  });

  it('buys a worker (onto one’s own or an empty foundation) or a white block for 3 gold', () => {
    const s = drawing({ gold: 3 }, { foundations: { A1: { value: 4, workers: { P2: 1 } }, C1: { value: 2 } } });
    expect(moves(s).filter((m) => m.startsWith('buy'))).toEqual(['buy block', 'buy worker C1']);
    expect(game.formatPosition(run(s, ['buy worker C1']))).toMatchObject({ supply: { P1: { gold: 0 } }, foundations: { C1: { workers: { P1: 1 } } } });
    expect(game.formatPosition(run(s, ['buy block']))).toMatchObject({ supply: { P1: { gold: 0, blocks: { white: 1 } } } });
  });

  it('ends a turn only with at most 4 gold and 7 blocks', () => {
    expect(moves(drawing({ gold: 4, blocks: { red: 7 } }))).toContain('draw 1');
    const rich = drawing({ gold: 6 });
    expect(moves(rich).filter((m) => m.startsWith('draw'))).toEqual([]);
    expect(refusal(rich, 'draw 1').message).toBe('hold at most 4 gold and 7 blocks at the end of your turn: spend or convert first');
    const five = drawing({ gold: 5 }, { stacks: [[['eye'], ['worker']], 0, 0, 0, 0, 0, 0, 0] });
    // Picking a tile costs 1 gold: enough to come down to 4.
    expect(moves(five).filter((m) => m.startsWith('draw'))).toEqual(['draw 1 pick']);
    expect(moves(drawing({ blocks: { red: 8 } })).filter((m) => m.startsWith('draw'))).toEqual([]);
    expect(moves(run(drawing({ blocks: { red: 8 } }), ['convert red red'])).filter((m) => m.startsWith('draw'))).toEqual(['draw 1']);
  });

  it('picks any tile of a stack for 1 gold (a choice of its tiles), and reorders a stack for 1 gold (an entry)', () => {
    const s = drawing({ gold: 2 }, { stacks: [[['eye'], ['worker', 'worker'], ['block:red']], 0, 0, 0, 0, 0, 0, 0] });
    const picking = run(s, ['draw 1 pick']);
    expect(game.pending(picking)).toEqual({ kind: 'choice', prompt: 'P1: which tile of stack 1 do you take?', options: ['eye', 'worker worker', 'block:red'], words: { en: 'P1: which tile of stack 1 do you take?', ja: 'P1：山 1 のどのタイルを取りますか？' } });
    const picked = run(picking, ['choose worker worker']);
    expect(game.formatPosition(picked)).toMatchObject({ toMove: 'P2', hands: { P1: { symbols: ['worker', 'worker'] } }, stacks: [[['eye'], ['block:red']], 0, 0, 0, 0, 0, 0, 0] });
    const looking = run(s, ['reorder 1']);
    expect(game.pending(looking)).toMatchObject({ kind: 'entry', prompt: 'Stack 1, top first: 1: eye; 2: worker worker; 3: block:red. Put it back in which order (the numbers, new top first)?' });
    expect(game.resolve(looking, { entry: { order: [1, 1, 2] } }, undefined as never)).toMatchObject({ ok: false, error: { code: 'bad-entry' } });
    expect(game.formatPosition(run(looking, ['entry {"order": [3, 1, 2]}']))).toMatchObject({ supply: { P1: { gold: 1 } }, stacks: [[['block:red'], ['eye'], ['worker', 'worker']], 0, 0, 0, 0, 0, 0, 0] });
  });
});

describe('stacks leaving and the end', () => {
  it('removes a stack’s last tiles unseen: version 1 at 1 (2 players) or none, version 2 at 3 or 2, version 3 at 4 or 3, missions at 1', () => {
    const table = [1, 2, 3].map((version) => [2, 3, 4].map((players) => leavesAt(options({ version, players }), players)));
    expect(table).toEqual([[1, 0, 0], [3, 2, 2], [4, 3, 3]]);
    expect(leavesAt(options({ mission: 2, players: 3 }), 3)).toBe(1);
    const s = drawing({}, { stacks: [[['eye'], ['worker']], 0, 0, 0, 0, 0, 0, 0] });
    const drawn = step(s, 'draw 1');
    expect(notes(drawn.events)).toContain('stack 1 leaves the game (its last tiles removed unseen)');
    expect(game.formatPosition(drawn.state)).toMatchObject({ stacks: [0, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('version 1: ends once the last tile drawn has been placed, every player having had the same number of turns', () => {
    for (const players of [2, 3, 4]) {
      const { state, log, events } = randomGame({ version: 1, players }, players);
      expect(game.isOver(state)).toBe(true);
      const turns = state.seats.map((seat) => log.filter((l) => l.startsWith(`${seat}: place`) || l.startsWith(`${seat}: pass`)).length);
      expect(new Set(turns).size).toBe(1);
      // 40 tiles: 4 start tiles; 2 players lose the last tile of each stack (8).
      expect(turns[0] * players).toBe(players === 2 ? 28 : 36);
      expect(events.at(-1)).toMatchObject({ type: 'end', reason: expect.stringContaining('the tiles ran out') });
    }
  });

  it('versions 2 and 3: end when the last stack leaves, hands still holding a tile', () => {
    for (const version of [2, 3]) {
      const { state, log } = randomGame({ version, players: 2 }, 7);
      expect(game.isOver(state)).toBe(true);
      const placed = log.filter((l) => / place | pass/.test(` ${l.split(': ')[1]}`)).length;
      // 56 or 64 tiles in stacks of 7 or 8; 2 players remove 3 or 4 a stack: 32 come out, 4 are start tiles, 2 hands.
      expect(placed).toBe(32 - 4 - 2);
      expect(Object.values(state.hands).every((h) => h !== null)).toBe(true);
    }
  });
});
