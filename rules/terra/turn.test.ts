// A turn: placing the hand tile (stairs reading, forced foundation), the line, the workers.
import { describe, expect, it } from 'vitest';
import { terraGame as game } from './game.ts';
import { moves, notes, position, refusal, run, step } from './testing/positions.ts';

const supply = (extra: object = {}) => ({ P1: { workers: 15, gold: 0, ...extra }, P2: { workers: 15 } });

describe('placing the hand tile', () => {
  it('lists every placement whose stairs face the site, with the foundation it forces, as `tabletop moves` prints them', () => {
    const s = position({ layout: { rows: 3, cols: 3, squares: { B2: 'site' } }, hand: { symbols: ['worker'] }, supply: supply() });
    expect(moves(s)).toEqual(['place A2 right +B2', 'place B1 down +B2', 'place B3 up +B2', 'place C2 left +B2']);
  });

  it('reads "stairs toward a site" as: going straight, a site is met before the edge, however far, over anything', () => {
    const s = position({
      layout: { rows: 3, cols: 6, squares: { F2: 'site', C2: 'oasis' } },
      tiles: { D2: { stairs: 'up', symbols: ['eye'] } },
      foundations: { F2: { value: 2, level: 0 } },
      hand: { symbols: ['worker'] }, supply: supply(),
    });
    // A2 and B2 see F2 across an empty square, the oasis and a tile; E2 is right next to it.
    expect(moves(s)).toEqual(['place A2 right', 'place B2 right', 'place E2 right', 'place F1 down', 'place F3 up']);
    expect(refusal(s, 'place A2 left')).toEqual({ code: 'illegal', message: 'stairs pointing left from A2 face no site or pyramid' });
    expect(refusal(s, 'place C2 right').message).toBe('C2 takes no tile (an oasis, a site, the Nile or a tile already)');
  });

  it('forces a foundation only on a bare site right next to the stairs, and only while foundations are left', () => {
    const layout = { rows: 1, cols: 4, squares: { A1: 'site', D1: 'site' } };
    const bare = position({ layout, hand: { symbols: [] }, foundations: { D1: { value: 5 } }, supply: supply() });
    expect(moves(bare)).toEqual(['place B1 left +A1', 'place B1 right', 'place C1 left', 'place C1 right']);
    const none = position({ layout, hand: { symbols: [] }, foundations: { D1: { value: 5 } }, foundationStack: [], supply: supply() });
    expect(moves(none)).toEqual(['place B1 left', 'place B1 right', 'place C1 left', 'place C1 right']);
  });

  it('puts the top foundation on the site and then asks for the line (the rulebook’s example 1)', () => {
    // Alex's tile (one worker) goes on C3 with its stairs toward the bare site D3: the top foundation goes there.
    const s = position({
      layout: { rows: 5, cols: 4, squares: { D3: 'site', C5: 'site' } },
      tiles: { C1: { stairs: 'down', symbols: ['eye'] }, C2: { stairs: 'down', symbols: ['eye', 'block:blue'] }, C4: { stairs: 'down', symbols: ['worker'] }, B3: { stairs: 'right', symbols: ['block:red'] }, B2: { stairs: 'down', symbols: ['eye'] } },
      hand: { symbols: ['worker'] }, foundationStack: [3, 5], supply: supply({ gold: 1 }),
    });
    const placed = step(s, 'place C3 right +D3');
    expect(notes(placed.events)).toEqual(['a foundation worth 3 goes on D3']);
    expect(game.formatPosition(placed.state)).toMatchObject({ phase: 'line', placed: 'C3', foundations: { D3: { value: 3, level: 0 } }, foundationStack: [5] });
    // The column (C1–C4, cut by the site C5): workers on the placed tile and the bottom one, a blue block, 2 gold for 2 eyes.
    const pending = game.pending(placed.state);
    expect(pending).toMatchObject({ kind: 'choice', options: ['row', 'column', 'diagonal down', 'diagonal up'] });
    const column = step(placed.state, 'line column');
    expect(game.formatPosition(column.state)).toMatchObject({
      phase: 'workers', waiting: { C3: 1, C4: 1 },
      supply: { P1: { workers: 13, gold: 3, blocks: { blue: 1 } } },
    });
    expect(notes(column.events)).toEqual(['P1 chose the column C1–C4: 2 workers to move; +2 gold, +1 blue block']);
    // The alternatives: the row takes the red block, the diagonal down one eye and the one worker.
    expect(game.formatPosition(step(placed.state, 'line row').state)).toMatchObject({ waiting: { C3: 1 }, supply: { P1: { gold: 1, blocks: { red: 1 } } } });
    expect(game.formatPosition(step(placed.state, 'line diagonal down').state)).toMatchObject({ waiting: { C3: 1 }, supply: { P1: { gold: 2, blocks: {} } } });
    // Both workers reach the new foundation: C3 next to it, C4 diagonally.
    expect(moves(column.state).filter((m) => m.startsWith('move'))).toEqual(['move C3 D3', 'move C4 D3']);
  });

  it('lets a tile that fits nowhere leave the game (pass), and only then', () => {
    const s = position({ layout: { rows: 2, cols: 2, squares: { A1: 'site', B1: 'oasis' } }, tiles: { A2: { stairs: 'up', symbols: [] } }, foundations: { A1: { value: 1 } }, hand: { symbols: ['eye'] }, supply: supply() });
    expect(moves(s)).toEqual(['pass']);
    const passed = step(s, 'pass');
    expect(notes(passed.events)).toEqual(["P1's tile fits nowhere: it leaves the game"]);
    expect(passed.state.phase).toBe('draw');
  });
});

describe('choosing the line', () => {
  it('cuts lines at sites, foundations and pyramids, keeps empty squares inside, and counts an oasis square for 1 gold', () => {
    const s = position({
      layout: { rows: 1, cols: 8, squares: { A1: 'site', E1: 'oasis', H1: 'site' } },
      tiles: { B1: { stairs: 'left', symbols: ['eye'] }, F1: { stairs: 'right', symbols: ['block:red'] } },
      foundations: { A1: { value: 1, level: 2, color: 'red', workers: { P2: 1 } } },
      hand: { symbols: ['worker'] }, supply: supply(),
    });
    const placed = run(s, ['place C1 left']);
    const p = game.pending(placed);
    // The row runs B1–G1 (D1 and G1 empty): cut by the pyramid on A1 and the bare site H1.
    expect(p).toMatchObject({ kind: 'choice', cells: { row: [1, 3, 4, 5, 6] } });
    const after = step(placed, 'line row');
    expect(game.formatPosition(after.state)).toMatchObject({ supply: { P1: { gold: 2, blocks: { red: 1 } } } });
    // The only worker cannot reach the pyramid (P2's): it goes back at once.
    expect(notes(after.events)).toContain('1 worker on C1 can reach no foundation: back to the supply');
    expect(after.state.phase).toBe('draw');
  });

  it('offers the column and both diagonals too, a line of the placed tile alone when cut all round', () => {
    const s = position({ layout: { rows: 3, cols: 3, squares: { A1: 'site', B1: 'site', C1: 'site', A2: 'site', C2: 'site', A3: 'site', B3: 'site', C3: 'site' } }, hand: { symbols: ['worker'] }, supply: supply() });
    // B2 is walled in by sites: every line is B2 alone, one and the same line, offered once and
    // lit on B2 itself (no other option names it, so a tap on B2 picks it).
    const placed = run(s, ['place B2 up +B1']);
    expect(game.pending(placed)).toMatchObject({ kind: 'choice', options: ['row'], cells: { row: [4] } });
    const chosen = step(placed, 'line row');
    expect(notes(chosen.events)[0]).toMatch(/^P1 chose B2 alone: /);
  });

  it('puts no more workers than the supply holds', () => {
    const s = position({ layout: { rows: 1, cols: 3, squares: { C1: 'site' } }, tiles: { A1: { stairs: 'right', symbols: ['worker', 'worker'] } }, foundations: { C1: { value: 1 } }, hand: { symbols: ['worker'] }, supply: { P1: { workers: 2 }, P2: {} } });
    const after = run(s, ['place B1 right', 'line row']);
    expect(game.formatPosition(after)).toMatchObject({ waiting: { A1: 2 }, supply: { P1: { workers: 0 } } });
  });
});

describe('moving workers', () => {
  const base = {
    layout: { rows: 3, cols: 5, squares: { E1: 'site', E2: 'site', E3: 'site', C3: 'oasis' } },
    phase: 'workers', placed: 'A1', waiting: { A1: 1 }, supply: supply(),
  };

  it('walks straight over tiles and oases only: an empty square, a foundation or a pyramid stops it', () => {
    const blocked = position({ ...base, tiles: { A1: { stairs: 'right', symbols: ['worker'] }, B1: { stairs: 'right', symbols: [] } }, foundations: { E1: { value: 2 }, E3: { value: 4 } } });
    expect(moves(blocked).filter((m) => /^(move|return)/.test(m))).toEqual(['return A1']);
    const paved = position({ ...base, tiles: { A1: { stairs: 'right', symbols: ['worker'] }, B1: { stairs: 'right', symbols: [] }, C1: { stairs: 'up', symbols: [] }, D1: { stairs: 'up', symbols: [] }, B2: { stairs: 'up', symbols: [] }, D3: { stairs: 'up', symbols: [] } }, foundations: { E1: { value: 2 }, E3: { value: 4 } } });
    // Along row 1 to E1; diagonally over B2 and the oasis C3 it walks off the board; down, A2 is empty.
    expect(moves(paved).filter((m) => m.startsWith('move'))).toEqual(['move A1 E1']);
  });

  it('never onto another player’s workers or pyramid, nor beyond a foundation; onto its own pyramid; at most three', () => {
    const tiles = { A2: { stairs: 'right', symbols: ['worker'] }, B2: { stairs: 'up', symbols: [] }, C2: { stairs: 'up', symbols: [] }, D2: { stairs: 'up', symbols: [] } };
    const at = (foundations: object) => position({ ...base, placed: 'A2', waiting: { A2: 1 }, tiles, foundations });
    expect(moves(at({ E2: { value: 2, workers: { P2: 1 } } })).filter((m) => m.startsWith('move'))).toEqual([]);
    expect(moves(at({ E2: { value: 2, level: 1, color: 'red', workers: { P2: 1 } } })).filter((m) => m.startsWith('move'))).toEqual([]);
    expect(moves(at({ E2: { value: 2, level: 1, color: 'red', workers: { P1: 1 } } })).filter((m) => m.startsWith('move'))).toEqual(['move A2 E2']);
    expect(moves(at({ E2: { value: 2, level: 1, color: 'red', workers: {} } })).filter((m) => m.startsWith('move'))).toEqual([]);
    expect(moves(at({ E2: { value: 2, workers: { P1: 2 } } })).filter((m) => m.startsWith('move'))).toEqual(['move A2 E2']);
    const full = at({ E2: { value: 2, workers: { P1: 3 } } });
    expect(refusal(full, 'move A2 E2')).toEqual({ code: 'illegal', message: 'E2 takes no more of your workers (another player\'s, full, or not your pyramid)' });
  });

  it('on a player’s first turn sends workers to one foundation only (the rulebook’s example 2: Alex picks the 3)', () => {
    const s = position({
      layout: { rows: 3, cols: 3, squares: { A1: 'site', C1: 'site' } },
      tiles: { B1: { stairs: 'left', symbols: ['worker'] }, B2: { stairs: 'up', symbols: ['worker'] } },
      foundations: { A1: { value: 3 }, C1: { value: 5 } },
      phase: 'workers', placed: 'B2', waiting: { B1: 1, B2: 1 }, firstTurn: ['P1', 'P2'], supply: supply(),
    });
    expect(moves(s).filter((m) => m.startsWith('move'))).toEqual(['move B1 A1', 'move B1 C1', 'move B2 A1', 'move B2 C1']);
    const first = run(s, ['move B1 A1']);
    expect(moves(first).filter((m) => m.startsWith('move'))).toEqual(['move B2 A1']);
    expect(refusal(first, 'move B2 C1').message).toBe('on your first turn only one foundation may receive workers');
    // Later turns are free.
    const later = position({ ...(game.formatPosition(s) as object), firstTurn: [] });
    expect(moves(run(later, ['move B1 A1'])).filter((m) => m.startsWith('move'))).toEqual(['move B2 A1', 'move B2 C1']);
  });

  it('returns a worker on request, then goes on to the draw', () => {
    const s = position({ ...base, tiles: { A1: { stairs: 'right', symbols: ['worker'] }, B1: { stairs: 'right', symbols: [] }, C1: { stairs: 'up', symbols: [] }, D1: { stairs: 'up', symbols: [] } }, foundations: { E1: { value: 2 } } });
    const back = run(s, ['return A1']);
    expect(back.phase).toBe('draw');
    expect(game.formatPosition(back)).toMatchObject({ supply: { P1: { workers: 16 } } });
  });
});
