// Scoring of every version, with the rulebook's worked figures, and the Horus, burial, surrounding,
// Nile and oasis rules of versions 2 and 3.
import { describe, expect, it } from 'vitest';
import { terraGame as game } from './game.ts';
import { burialPoints, cardAchiever } from './score.ts';
import { moves, notes, position, run, step } from './testing/positions.ts';

describe('final scoring, version 1', () => {
  it('adds the foundations and pyramids holding your workers, 1 per block and 1 per gold: the pinned JSON', () => {
    const s = position({
      version: 1, players: ['P1', 'P2'], toMove: 'P1', phase: 'place',
      layout: { rows: 8, cols: 10, squares: { D4: 'site', F2: 'site', H6: 'site', F3: 'oasis', A1: 'start' } },
      tiles: { B3: { stairs: 'right', symbols: ['worker', 'worker', 'block:red', 'eye'] } },
      foundations: { D4: { value: 3, level: 0, color: null, workers: { P1: 2 } }, F2: { value: 6, level: 3, color: 'red', workers: { P1: 1 } }, H6: { value: 2, level: 1, color: 'blue', workers: {} } },
      hand: { symbols: ['worker'] },
      supply: { P1: { workers: 11, gold: 2, blocks: { red: 1, white: 2 }, burial: 0 }, P2: { gold: 4 } },
    });
    expect(JSON.stringify(game.score!(s))).toBe(JSON.stringify({
      scores: { P1: 3 + 20 + 3 + 2, P2: 4 },
      breakdown: {
        P1: { structures: 23, blocks: 3, gold: 2, burial: 0, horus: 0, oasis: 0, nile: 0, cards: 0 },
        P2: { structures: 0, blocks: 0, gold: 4, burial: 0, horus: 0, oasis: 0, nile: 0, cards: 0 },
      },
    }));
  });

  it('shares the win on a tie (the end event names no single winner)', () => {
    const s = position({ layout: { rows: 1, cols: 2, squares: { A1: 'site' } }, phase: 'draw', stacks: [0, 0, 0, 0, 0, 0, 0, 0], supply: { P1: { gold: 3 }, P2: { gold: 3 } } });
    const ended = step(s, 'end');
    expect(ended.events.at(-1)).toEqual({ type: 'end', scores: { P1: 3, P2: 3 }, winner: null, reason: 'the tiles ran out; P1 and P2 share the win' });
    expect(ended.state.phase).toBe('over');
  });
});

describe('version 2: Horus and burial goods', () => {
  it('burial goods: your count plus the difference to each player with fewer (example 1: Alex 55, printed 56 by a slip; example 2)', () => {
    const one = { Alex: 20, Bodo: 15, Chris: 8, Didi: 2 };
    expect(Object.keys(one).map((p) => burialPoints(one, p))).toEqual([20 + 5 + 12 + 18, 15 + 7 + 13, 8 + 6, 2]);
    expect(burialPoints(one, 'Alex')).toBe(55);
    const two = { Alex: 20, Bodo: 20, Chris: 2, Didi: 2 };
    expect(Object.keys(two).map((p) => burialPoints(two, p))).toEqual([56, 56, 2, 2]);
  });

  it('a Horus eye moves the marker instead of giving gold; each coin space reached or passed gives 2 gold; the track scores', () => {
    // Invented track: coins on 5, 10, 15…
    const s = position({
      version: 2, layout: { rows: 1, cols: 4, squares: { D1: 'site' }, horus: [5, 10] },
      tiles: { A1: { stairs: 'right', symbols: ['eye', 'eye'] } }, foundations: { D1: { value: 2 } },
      hand: { symbols: ['eye', 'burial', 'burial+block'] }, supply: { P1: { horus: 3 }, P2: { burial: 1 } },
    });
    const after = run(s, ['place B1 right', 'line row']);
    expect(game.formatPosition(after)).toMatchObject({ supply: { P1: { horus: 6, gold: 2, burial: 2, blocks: { white: 1 } } } });
    expect(game.score!(after).breakdown!.P1).toMatchObject({ horus: 6, burial: 2 + 1, gold: 2, blocks: 1 });
    expect(game.score!(after).breakdown!.P2).toMatchObject({ burial: 1 });
  });

  it('buys a burial step for 1 gold', () => {
    const s = position({ version: 2, layout: { rows: 1, cols: 2, squares: { A1: 'site' } }, phase: 'draw', supply: { P1: { gold: 1 }, P2: {} } });
    expect(game.formatPosition(run(s, ['burial']))).toMatchObject({ supply: { P1: { gold: 0, burial: 1 } } });
  });

  it('pays eyes and gold around a foundation or pyramid holding your workers when it is closed in (the rulebook’s example: 7 eyes and 1 gold; 9 eyes with the edge)', () => {
    const t = (symbols: string[]) => ({ stairs: 'up', symbols });
    const s = position({
      version: 2,
      layout: { rows: 4, cols: 6, squares: { C2: 'site', F1: 'site', D3: 'oasis' }, horus: [] },
      tiles: {
        B1: t(['eye', 'eye']), C1: t(['eye']), D1: t(['eye', 'worker']), B2: t(['eye']), D2: t(['block:red']), B3: t(['eye', 'eye']),
        E1: t(['eye', 'eye', 'eye']), E2: t(['eye', 'eye', 'eye']), F2: t(['eye', 'eye']),
      },
      foundations: { C2: { value: 3, workers: { P1: 2 } }, F1: { value: 5, level: 1, color: 'red', workers: { P2: 1 } } },
      hand: { symbols: ['eye'] }, toMove: 'P2', supply: { P1: {}, P2: {} },
    });
    // P2 closes C2 (Alex's, P1) with C3; the new tile's own eye counts among the surrounding ones.
    const closed = step(s, 'place C3 up');
    expect(notes(closed.events)).toEqual(['C2 is surrounded: P1 gets +1 gold, +8 Horus']);
    const alex = position({ ...(game.formatPosition(s) as object), hand: { symbols: [] } });
    expect(notes(step(alex, 'place C3 up').events)).toEqual(['C2 is surrounded: P1 gets +1 gold, +7 Horus']);
    // F1 sits in the corner: the edges close five sides; E2 and F2 are down, Bodo (P2) closes the last with E1: 9 eyes.
    const bodo = position({ version: 2, layout: { rows: 2, cols: 6, squares: { F1: 'site' }, horus: [] }, tiles: { E2: t(['eye', 'eye', 'eye']), F2: t(['eye', 'eye', 'eye', 'eye']) }, foundations: { F1: { value: 5, level: 1, color: 'red', workers: { P2: 1 } } }, hand: { symbols: ['eye', 'eye'] }, supply: { P1: {}, P2: {} } });
    expect(notes(step(bodo, 'place E1 right').events)).toEqual(['F1 is surrounded: P2 gets +9 Horus']);
  });
});

describe('version 3: Nile and oases', () => {
  it('counts Nile squares as tiles for lines and walking; each Nile square in the line moves the boat (the rulebook’s examples)', () => {
    // Alex's tile (worker, red block) near the upper Nile: the row holds it and 2 Nile squares, the diagonal 4.
    const s = position({
      version: 3,
      layout: { rows: 5, cols: 6, squares: { A1: 'site', C1: 'nile', D1: 'nile', E1: 'site', C2: 'nile', D3: 'nile', E4: 'nile', F5: 'nile' }, boat: { length: 10, palms: [2, 4] } },
      foundations: { E1: { value: 4 }, A1: { value: 2 } },
      hand: { symbols: ['worker', 'block:red'] }, supply: { P1: {}, P2: {} },
    });
    const placed = run(s, ['place B1 right']);
    expect(game.pending(placed)).toMatchObject({ cells: { row: [2, 3], 'diagonal down': [8, 15, 22, 29] } });
    const row = run(placed, ['line row']);
    expect(game.formatPosition(row)).toMatchObject({ supply: { P1: { boat: { space: 2, arrival: 2 }, blocks: { red: 1 } } } });
    // The worker walks over the Nile squares to the foundation at the row's end (or to A1 next to it).
    expect(moves(row).filter((m) => m.startsWith('move'))).toEqual(['move B1 A1', 'move B1 E1']);
    const diagonal = run(placed, ['line diagonal down']);
    expect(game.formatPosition(diagonal)).toMatchObject({ supply: { P1: { boat: { space: 4 } } } });
  });

  it('an oasis on a tile advances the oasis track and gives its item; the boat moves for 2 gold', () => {
    const s = position({ version: 3, layout: { rows: 1, cols: 3, squares: { C1: 'site' } }, tiles: { A1: { stairs: 'right', symbols: ['oasis', 'oasis:block:blue'] } }, foundations: { C1: { value: 1 } }, hand: { symbols: ['oasis:eye'] }, supply: { P1: {}, P2: {} } });
    const after = run(s, ['place B1 right', 'line row']);
    expect(game.formatPosition(after)).toMatchObject({ supply: { P1: { oasis: 3, gold: 1, horus: 1, blocks: { blue: 1 } } } });
    const boat = position({ version: 3, layout: { rows: 1, cols: 2, squares: { A1: 'site' } }, phase: 'draw', supply: { P1: { gold: 2 }, P2: {} } });
    expect(game.formatPosition(run(boat, ['boat']))).toMatchObject({ supply: { P1: { gold: 0, boat: { space: 1, arrival: 1 } } } });
  });

  it('scores oases × the highest pyramid level (4 × 8 = 32) and sites and pyramids × palm trees reached (6 × 7 = 42; 5 × 5; 4 × 5; 3 × 0)', () => {
    const palms = [1, 2, 3, 4, 5, 6, 7];
    const sites = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1'];
    const held = (n: number, level = 0) => Object.fromEntries(sites.slice(0, n).map((sq, i) => [sq, { value: 1, level: i === 0 ? level : 0, color: level > 0 && i === 0 ? 'red' : null, workers: { P1: 1 } }]));
    const at = (n: number, boat: number, level = 0, oasis = 0) => position({
      version: 3, layout: { rows: 1, cols: 6, squares: Object.fromEntries(sites.map((s) => [s, 'site'])), boat: { length: 10, palms } },
      foundations: held(n, level), supply: { P1: { boat, oasis }, P2: {} },
    });
    expect(game.score!(at(1, 0, 4, 8)).breakdown!.P1.oasis).toBe(32);
    expect([at(6, 7), at(5, 5), at(4, 5), at(3, 0)].map((s) => game.score!(s).breakdown!.P1.nile)).toEqual([42, 25, 20, 0]);
  });

  it('strategy cards: bought with 5+ on the Horus track for as many gold as coin spaces reached (13 → 2 on the invented track); 20 held, 10 not held, ties nobody', () => {
    const s = position({ version: 3, layout: { rows: 1, cols: 2, squares: { A1: 'site' }, horus: [5, 10, 15] }, phase: 'draw', supply: { P1: { horus: 13, gold: 2, burial: 3 }, P2: { horus: 4, gold: 4, burial: 1 } } });
    expect(moves(s).filter((m) => m.startsWith('card'))).toEqual(['card burial', 'card eyes', 'card highest', 'card most', 'card nile', 'card oases']);
    const bought = run(s, ['card burial']);
    expect(game.formatPosition(bought)).toMatchObject({ supply: { P1: { gold: 0, cards: ['burial'] } } });
    // P1 achieves burial (held: 20) and eyes (not held: 10); oases, Nile, highest and most are tied at nothing.
    expect(game.score!(bought).breakdown!.P1.cards).toBe(30);
    expect(game.score!(bought).breakdown!.P2.cards).toBe(0);
    const poor = position({ ...(game.formatPosition(s) as object), supply: { P1: { horus: 4, gold: 4 }, P2: {} } });
    expect(moves(poor).filter((m) => m.startsWith('card'))).toEqual([]);
  });

  it('breaks a tie on the Nile by arrival and on the highest pyramid by the next ones', () => {
    const s = position({
      version: 3, layout: { rows: 1, cols: 4, squares: { A1: 'site', B1: 'site', C1: 'site', D1: 'site' } },
      foundations: { A1: { value: 1, level: 4, color: 'red', workers: { P1: 1 } }, B1: { value: 1, level: 2, color: 'red', workers: { P1: 1 } }, C1: { value: 1, level: 4, color: 'red', workers: { P2: 1 } }, D1: { value: 1, level: 3, color: 'red', workers: { P2: 1 } } },
      supply: { P1: { boat: { space: 3, arrival: 5 } }, P2: { boat: { space: 3, arrival: 2 } } },
    });
    expect(cardAchiever(s, 'nile')).toBe('P2');
    expect(cardAchiever(s, 'highest')).toBe('P2');
    expect(cardAchiever(s, 'most')).toBe(null);
  });
});
