// The moves, choices and prompts in words (English and Japanese), as the dashboard shows them:
// placements grouped by square, the line named by its squares ("B2 alone" for a line of one tile),
// extra actions under one heading, and no move left in notation.
import { describe, expect, it } from 'vitest';
import type { Pending } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { terraGame as game } from './game.ts';
import { randomGame, options, position, run, step } from './testing/positions.ts';
import type { TerraMove, TerraState } from './types.ts';

const supply = (extra: object = {}) => ({ P1: { workers: 15, gold: 0, ...extra }, P2: { workers: 15 } });
const words = (state: TerraState, text: string) => {
  const move = game.parseMove(text, state);
  if (!move.ok) throw new Error(move.error.message);
  return game.describeMove!(state, move.value);
};

/** The rulebook's example 1: Alex's tile goes on C3, its stairs toward the bare site D3. */
const example1 = () => position({
  layout: { rows: 5, cols: 4, squares: { D3: 'site', C5: 'site' } },
  tiles: { C1: { stairs: 'down', symbols: ['eye'] }, C2: { stairs: 'down', symbols: ['eye', 'block:blue'] }, C4: { stairs: 'down', symbols: ['worker'] }, B3: { stairs: 'right', symbols: ['block:red'] }, B2: { stairs: 'down', symbols: ['eye'] } },
  hand: { symbols: ['worker'] }, foundationStack: [3, 5], supply: supply({ gold: 1 }),
});

describe('moves in words', () => {
  it('says a placement as a player would, grouped by its square, with the foundation it forces', () => {
    const s = example1();
    expect(words(s, 'place C3 right +D3')).toEqual({
      en: 'Put the stair tile on C3, stairs going right — a foundation goes on D3',
      ja: '階段タイルを C3 に置く（階段は右向き） — D3 に土台が置かれる',
      group: { en: 'On C3', ja: 'C3 に置く' },
    });
    expect(words(s, 'place A3 right')).toMatchObject({ en: 'Put the stair tile on A3, stairs going right', group: { en: 'On A3' } });
    // Every placement is in the group of its square.
    for (const m of game.legalMoves(s).filter((m) => m.type === 'place')) {
      expect(game.describeMove!(s, m).group?.en).toBe(`On ${game.cellName(m.type === 'place' ? m.square : 0, s.layout)}`);
    }
  });

  it('sends workers to a foundation by name and value, or back to the supply', () => {
    const s = run(example1(), ['place C3 right +D3', 'line column']);
    expect(words(s, 'move C4 D3')).toEqual({ en: 'Send the worker on C4 to the foundation on D3 (worth 3)', ja: 'C4 の労働者を D3 の土台（3 点）へ送る' });
    expect(words(s, 'return C3')).toEqual({ en: 'Send the worker on C3 back to your supply', ja: 'C3 の労働者を手元に戻す' });
  });

  it('draws the top tile of a stack, or picks any tile of it for 1 gold; ends the turn when nothing is left', () => {
    const s = position({ layout: { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } }, phase: 'draw', supply: { P1: { workers: 10, gold: 2 }, P2: {} }, stacks: [[['eye'], ['worker', 'worker'], ['block:red']], 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } } });
    expect(words(s, 'draw 1')).toEqual({ en: 'Draw the top tile of stack 1', ja: '山 1 の一番上のタイルを引く' });
    expect(words(s, 'draw 1 pick')).toEqual({ en: 'Pay 1 gold to pick any tile of stack 1', ja: '金 1 を払い、山 1 から好きなタイルを 1 枚取る', group: { en: 'Pick a tile for 1 gold', ja: '金 1 でタイルを選ぶ' } });
    expect(words(s, 'reorder 1')).toMatchObject({ en: 'Pay 1 gold to look through stack 1 and put it back in any order', group: { en: 'Extra actions' } });
    // The pick is a choice of the stack's tiles, in words.
    const picking = run(s, ['draw 1 pick']);
    const asked = game.pending(picking) as Extract<Pending, { kind: 'choice' }>;
    expect(asked.words).toEqual({ en: 'P1: which tile of stack 1 do you take?', ja: 'P1：山 1 のどのタイルを取りますか？' });
    expect(asked.options.map((o) => game.describeChoice!(picking, o))).toEqual([
      { en: 'A tile with an eye', ja: '目 1 のタイル' },
      { en: 'A tile with 2 workers', ja: '労働者 2 のタイル' },
      { en: 'A tile with a red block', ja: '赤の石材 1 のタイル' },
    ]);
    const empty = position({ layout: { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } }, phase: 'draw', supply: { P1: { workers: 10 }, P2: {} }, stacks: [0, 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } } });
    expect(words(empty, 'end')).toEqual({ en: 'End your turn (no tile is left to draw)', ja: '手番を終える（引けるタイルが残っていない）' });
  });

  it('names the extra actions with what they cost, under "Extra actions"', () => {
    const s = position({
      layout: { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } }, phase: 'draw',
      supply: { P1: { workers: 10, gold: 4, blocks: { red: 1, blue: 1 } }, P2: {} },
      foundations: { A1: { value: 4, workers: { P1: 3 } }, C1: { value: 2, level: 1, color: 'blue', workers: { P1: 1 } } },
      stacks: [[['eye']], 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } },
    });
    const extra = { en: 'Extra actions', ja: '追加アクション' };
    expect(words(s, 'build A1 red')).toEqual({ en: 'Build a red level on the pyramid site A1 (level 1: pay a red block)', ja: 'A1 のピラミッドに赤の段を建てる（1 段目：赤の石材 1 を使う）', group: extra });
    expect(words(s, 'convert red blue')).toEqual({ en: 'Trade a red block and a blue block for a white block', ja: '赤の石材 1・青の石材 1 を白の石材 1 に替える', group: extra });
    expect(words(s, 'buy worker C1')).toEqual({ en: 'Buy a worker for the blue pyramid on C1 (3 gold)', ja: '金 3 で労働者を買い、C1 の青のピラミッドに置く', group: extra });
    expect(words(s, 'buy block')).toEqual({ en: 'Buy a white block (3 gold)', ja: '金 3 で白の石材を買う', group: extra });
    expect(words(s, 'recall A1')).toEqual({ en: 'Take a worker back from the foundation on A1 to your supply', ja: 'A1 の土台から労働者 1 人を手元に戻す', group: extra });
    // Building level 2 with one blue and a white block.
    const higher = position({ layout: { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } }, phase: 'draw', supply: { P1: { workers: 10, blocks: { blue: 1, white: 1 } }, P2: {} }, foundations: { A1: { value: 4, level: 1, color: 'blue', workers: { P1: 3 } } }, stacks: [[['eye']], 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } } });
    expect(words(higher, 'build A1 blue').en).toBe('Build a blue level on the pyramid site A1 (level 2: pay a blue block and a white block)');
  });

  it('has words, never the notation, for every legal move of seeded games of each version and variant', () => {
    const checked = new Set<string>();
    for (const [opts, seed] of [[{ version: 1 }, 1], [{ version: 2 }, 2], [{ version: 3 }, 3], [{ version: 1, symbols: true, faceUp: true }, 4], [{ mission: 1, players: 1 }, 5]] as const) {
      const check = (_moves: string[], state: TerraState) => {
        for (const m of game.legalMoves(state) as TerraMove[]) {
          const text = game.formatMove(m, state);
          const w = game.describeMove!(state, m);
          if (w.en.length === 0 || w.ja.length === 0 || w.en === text || w.ja === text) throw new Error(`${text}: ${JSON.stringify(w)}`);
          checked.add(m.type);
        }
        const asked = game.pending(state);
        if (asked !== null && !asked.words) throw new Error(`no words on a ${asked.kind}`);
        return undefined;
      };
      randomGame(opts, seed, check);
    }
    // The moves of a turn and most extra actions were seen.
    for (const type of ['place', 'move', 'return', 'draw', 'convert', 'buy-worker', 'recall', 'burial', 'boat', 'reorder']) expect(checked).toContain(type);
  });
});

describe('the line in words', () => {
  it('names each line by its squares and says what it brings (the rulebook’s example 1)', () => {
    const placed = step(example1(), 'place C3 right +D3').state;
    const asked = game.pending(placed) as Extract<Pending, { kind: 'choice' }>;
    expect(asked.words).toEqual({ en: 'P1: choose a line through C3; you take what its tiles show', ja: 'P1：C3 を通る列を選ぶ（その列のタイルのシンボルを得る）' });
    expect(Object.fromEntries(asked.options.map((o) => [o, game.describeChoice!(placed, o)]))).toEqual({
      row: { en: 'The row from A3 to C3: 1 worker and a red block', ja: 'A3〜C3 の横の列：労働者 1・赤の石材 1' },
      column: { en: 'The column from C1 to C4: 2 workers, 2 gold and a blue block', ja: 'C1〜C4 の縦の列：労働者 2・金 2・青の石材 1' },
      'diagonal down': { en: 'The diagonal from A1 down to D4: 1 worker and 1 gold', ja: 'A1〜D4 の右下がりの斜めの列：労働者 1・金 1' },
      'diagonal up': { en: 'The diagonal from A5 up to D2: 1 worker', ja: 'A5〜D2 の右上がりの斜めの列：労働者 1' },
    });
  });

  it('reads a line of the placed tile alone as "B2 alone", offered once, lit on the tile itself', () => {
    // B2 walled in by sites: its row, column and both diagonals are B2 alone, one and the same line.
    const walled = position({ layout: { rows: 3, cols: 3, squares: { A1: 'site', B1: 'site', C1: 'site', A2: 'site', C2: 'site', A3: 'site', B3: 'site', C3: 'site' } }, hand: { symbols: ['worker'] }, supply: supply() });
    const placed = run(walled, ['place B2 up +B1']);
    expect(game.pending(placed)).toMatchObject({ kind: 'choice', options: ['row'], cells: { row: [4] } });
    expect(game.describeChoice!(placed, 'row')).toEqual({ en: 'B2 alone: 1 worker', ja: 'B2 のみ：労働者 1' });
    expect((game.view(placed) as { lines: unknown }).lines).toEqual({ row: ['B2'] });
    const chosen = step(placed, 'choose row');
    expect(chosen.events).toContainEqual({ type: 'note', text: 'P1 chose B2 alone: 1 worker to move; nothing' });
    for (const e of chosen.events) if (e.type === 'note') expect(e.text).not.toContain('B2–B2');
  });

  it('offers a one-tile line beside longer ones: its cell is the placed tile, which no other option lights', () => {
    // C2 between the sites B2 and D2 (the row is cut on both sides); the column and diagonals run on.
    const s = position({ layout: { rows: 3, cols: 4, squares: { B2: 'site', D2: 'site' } }, tiles: { C1: { stairs: 'down', symbols: ['eye'] } }, hand: { symbols: ['worker'] }, supply: supply() });
    const placed = run(s, ['place C2 left +B2']);
    const asked = game.pending(placed) as Extract<Pending, { kind: 'choice' }>;
    expect(asked.options).toEqual(['row', 'column', 'diagonal down', 'diagonal up']);
    expect(asked.cells).toEqual({ row: [6], column: [2, 10], 'diagonal down': [1, 11], 'diagonal up': [9, 3] });
    expect(asked.options.map((o) => game.describeChoice!(placed, o).en)).toEqual([
      'C2 alone: 1 worker', 'The column from C1 to C3: 1 worker and 1 gold', 'The diagonal from B1 down to D3: 1 worker', 'The diagonal from B3 up to D1: 1 worker',
    ]);
    // Tapping C2 picks the line of C2 alone: it is the only option naming that cell.
    expect(Object.entries(asked.cells!).filter(([, cells]) => cells.includes(6)).map(([o]) => o)).toEqual(['row']);
  });
});

describe('what the game waits for, in words', () => {
  it('asks for an entered tile as a pick among the tiles it may be, and for a foundation among the values left', () => {
    const s = game.setup(options({ draws: 'entered' }), seededRng(1));
    const start = game.pending(s) as Extract<Pending, { kind: 'entry' }>;
    expect(start.words).toEqual({ en: 'Which tile was turned up for the start square B2?', ja: 'スタートマス B2 にめくったタイルは？' });
    const symbols = (start.schema.properties as Record<string, { oneOf: { const: string[]; label: { en: string; ja: string } }[] }>).symbols;
    expect(symbols.oneOf).toContainEqual({ const: ['worker', 'worker'], title: 'A tile with 2 workers', label: { en: 'A tile with 2 workers', ja: '労働者 2 のタイル' } });
    // Every tile offered is accepted.
    for (const o of symbols.oneOf) expect(game.resolve(s, { entry: { symbols: o.const } }, seededRng(1)).ok).toBe(true);
    expect(game.resolve(s, { entry: start.example! }, seededRng(1)).ok).toBe(true);
    const later = run(s, ['entry {"symbols": ["worker"]}', 'entry {"symbols": ["eye"]}', 'entry {"symbols": ["worker", "worker"]}', 'entry {"symbols": ["worker", "eye"]}']);
    const foundation = game.pending(later) as Extract<Pending, { kind: 'entry' }>;
    expect(foundation.words).toEqual({ en: 'Which foundation was turned up for the site C2? Enter its value.', ja: '建設地 C2 にめくった土台の数字は？' });
    expect((foundation.schema.properties as Record<string, { enum: number[] }>).value.enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const hand = game.pending(run(later, ['entry {"value": 8}', 'entry {"value": 3}', 'entry {"value": 3}']));
    expect(hand?.words).toEqual({ en: 'P1: which tile did you take into your hand from stack 5?', ja: 'P1：山 5 から手に取ったタイルは？' });
  });

  it('lists a stack to reorder in words', () => {
    const s = position({ layout: { rows: 2, cols: 3, squares: { A1: 'site', C1: 'site' } }, phase: 'draw', supply: { P1: { workers: 10, gold: 2 }, P2: {} }, stacks: [[['eye'], ['worker', 'worker']], 0, 0, 0, 0, 0, 0, 0], hands: { P2: { symbols: ['worker'] } } });
    expect(game.pending(run(s, ['reorder 1']))?.words).toEqual({
      en: 'Stack 1, top first: 1: a tile with an eye; 2: a tile with 2 workers. Put it back in which order? List the numbers, the new top first.',
      ja: '山 1（上から）：1 番：目 1 のタイル、2 番：労働者 2 のタイル。新しい順に番号を上から並べてください。',
    });
  });
});

describe('the hand tiles in words, for the picture beside the board', () => {
  it('says the mover’s tile and each other seat’s in the view', () => {
    const s = position({ hand: { symbols: ['worker', 'worker', 'block:red'] }, hands: { P2: { symbols: ['eye'] } }, supply: supply() });
    expect((game.view(s) as { words: unknown }).words).toEqual({
      hand: { en: 'a tile with 2 workers and a red block', ja: '労働者 2・赤の石材 1 のタイル' },
      hands: { P2: { en: 'a tile with an eye', ja: '目 1 のタイル' } },
    });
    const empty = position({ hand: null, supply: supply() });
    expect((game.view(empty) as { words: { hand: unknown } }).words.hand).toBeNull();
  });
});
