// Cetkaik's picture reads the game's view and the computer's moves in notation: every legal move of
// positions met in seeded play is read back into the engine's squares, said in words, and the key
// says which side is which and who plays it.
import { describe, expect, it } from 'vitest';
import { cetkaikGame as game, seededRng } from '../../../rules/index.ts';
import type { CetkaikMove, CetkaikState } from '../../../rules/cetkaik/types.ts';
import { legend } from './parts/cetkaik-legend.ts';
import { moveWords, readMove } from './parts/cetkaik-notation.ts';
import { readView } from './parts/cetkaik-pieces.ts';

function setup(options: Record<string, unknown> = {}): CetkaikState {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return game.setup(parsed.value, seededRng(1));
}

/** Positions of a seeded game, every move played and its casts decided by the rng. */
function positions(count: number, seed: number): CetkaikState[] {
  const rng = seededRng(seed);
  const out: CetkaikState[] = [];
  let state = setup();
  for (let i = 0; i < count && !game.isOver(state); i++) {
    if (game.pending(state) === null) {
      out.push(state);
      const moves = game.legalMoves(state) as CetkaikMove[];
      const played = game.play(state, moves[rng.int(0, moves.length - 1)], rng);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    } else {
      const asked = game.pending(state)!;
      const resolved = game.resolve(state, asked.kind === 'cast' ? { cast: rng.int(0, 5) } : { choice: asked.kind === 'choice' ? asked.options[0] : '' }, rng);
      if (!resolved.ok) throw new Error(resolved.error.message);
      state = resolved.value.state;
    }
  }
  return out;
}

describe('Cetkaik’s moves read back from their notation', () => {
  it('reads every legal move of positions met in seeded play into the engine’s squares', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const state of positions(60, 5)) {
      for (const move of game.legalMoves(state) as CetkaikMove[]) {
        const text = game.formatMove(move, state);
        const read = readMove(text);
        if (read === null) throw new Error(`${text} is not read`);
        kinds.add(read.type);
        const name = (cell: number | null) => (cell === null ? null : game.cellName(cell, { rows: 9, cols: 9 }));
        expect(read.dest, text).toBe(name(move.dest));
        if (move.type === 'piece' && read.type === 'piece') {
          expect([read.src, read.via, read.ray], text).toEqual([name(move.src), name(move.via), move.ray]);
        } else if (move.type === 'tam2' && read.type === 'tam2') {
          expect([read.src, read.mid, read.via], text).toEqual([name(move.src), name(move.mid), name(move.via)]);
        } else if (move.type === 'drop' && read.type === 'drop') {
          expect([read.color, read.kind], text).toEqual([move.color, move.kind]);
        } else {
          throw new Error(`${text} read as a ${read.type} move`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect([...kinds].sort()).toEqual(['drop', 'piece', 'tam2']);
  });

  it('says a move in words from the board before it: the piece, what it takes, what it risks, how to make it', () => {
    const v = readView(game.view(setup()))!;
    expect(moveWords('NI片NO水', v)).toMatchObject({ what: 'moves its black 兵 (soldier) from NI to NO (entering water: a cast of 3 heads or more decides)', howTo: 'lift the piece on NI and put it on NO' });
    expect(moveWords('KA片KE心KA', v)).toMatchObject({ howTo: expect.stringContaining('tap the piece on KA') });
    expect(moveWords('ZO皇[ZU]TU', v)).toMatchObject({ what: 'moves the 皇 (Tam2) from ZO through ZU to TU', howTo: 'lift the 皇 on ZO and put it on TU' });
    // The A-side's 兵 entered the water on NO (4 heads): the IA-side's 兵 on NAI may take it.
    const first = setup({ firstMovers: ['A'] });
    const parsed = game.parseMove('NI片NO水', first);
    const declared = parsed.ok ? game.play(first, parsed.value, seededRng(1)) : parsed;
    const entered = declared.ok ? game.resolve(declared.value.state, { cast: 4 }, seededRng(1)) : declared;
    if (!entered.ok) throw new Error(entered.error.message);
    const after = readView(game.view(entered.value.state))!;
    expect(moveWords('NAI片NO水', after)).toEqual({
      what: 'moves its black 兵 (soldier) from NAI to NO, taking the black 兵 (soldier) (entering water: a cast of 3 heads or more decides)',
      howTo: 'lift the piece on NAI, take the 兵 off NO, and put the piece there',
      src: 'NAI',
      dest: 'NO',
    });
    expect(moveWords('not a move', after)).toBeNull();
  });
});

describe('Cetkaik’s key', () => {
  it('says where each side sits, which way its pieces point and who plays it', () => {
    const marks = legend(game.view(setup({ bot: { side: 'IA', level: 'easy' } })));
    expect(marks.map((m) => m.key)).toEqual(['side-A-you', 'side-IA-computer', 'ink-red', 'ink-black', 'water', 'hue', 'tam2', 'heads-row']);
    expect(marks[0].text.en).toBe('A-side: starts at the top (rows A E I); its pieces point down — you play it');
    expect(marks[1].text.en).toBe('IA-side: starts at the bottom (rows AI AU IA); its pieces point up — the computer (easy) plays it');
    expect(legend(game.view(setup())).slice(0, 2).map((m) => m.key)).toEqual(['side-A-person', 'side-IA-person']);
  });

  it('古机戦: water only boats enter, no tam2 hue and no Tam2; its view read with what it has', () => {
    const old = game.view(setup({ ruleset: 'old' }));
    expect(legend(old).map((m) => m.key)).toEqual(['side-A-person', 'side-IA-person', 'ink-red', 'ink-black', 'water-old']);
    const v = readView(old)!;
    expect([v.ruleset, v.season, v.scores, v.lastCast, v.bot]).toEqual(['old', null, null, null, null]);
    expect(v.board.size).toBeGreaterThan(30);
    expect(v.hands.A.pieces).toEqual([]);
  });
});
