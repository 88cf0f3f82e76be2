// Options, positions and moves as text and JSON; tiles and foundations entered by the players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { DEMO_DATA } from './data.ts';
import demo from './data/demo.json' with { type: 'json' };
import { colourJa } from './symbol-words.ts';
import { terraGame as game } from './game.ts';
import { moves, options, position, run } from './testing/positions.ts';

describe('options and data', () => {
  it('refuses unknown keys and bad values, and a board too small for the layout', () => {
    expect(game.parseOptions({ colour: 'red' })).toMatchObject({ ok: false, error: { code: 'bad-options', message: expect.stringContaining('unknown option "colour"') } });
    expect(game.parseOptions({ version: 4 })).toMatchObject({ ok: false });
    expect(game.parseOptions({ players: 1 })).toMatchObject({ ok: false, error: { message: '"players" must be 2 to 4 (1 only in a cooperative mission)' } });
    expect(game.parseOptions({ mission: 1, version: 2 })).toMatchObject({ ok: false });
    expect(game.parseOptions({}, { rows: 9, cols: 9 })).toMatchObject({ ok: false, error: { message: 'the 8×10 board does not fit on a 9×9 board' } });
    expect(game.parseOptions({}, { rows: 10, cols: 10 })).toMatchObject({ ok: true });
  });

  it('ships INVENTED demo data, labelled so in the data, the view and the game’s notes; an owner’s data replaces it', () => {
    expect(DEMO_DATA.invented).toBe(true);
    expect(DEMO_DATA.tiles.base).toHaveLength(40);
    expect(DEMO_DATA.tiles.horus).toHaveLength(16);
    expect(DEMO_DATA.tiles.nile).toHaveLength(8);
    expect(DEMO_DATA.foundations).toHaveLength(22);
    expect(game.about!.notes).toMatch(/^INVENTED demo board/);
    const s = game.setup(options(), seededRng(1));
    expect(game.view(s)).toMatchObject({ data: { invented: true, note: expect.stringMatching(/^INVENTED demo layout/) } });
    const own = { ...DEMO_DATA, invented: false, note: 'my copy', boards: { plain: { rows: 3, cols: 3, squares: { B2: 'site', A2: 'start' }, setupFoundations: ['B2'] }, nile: { rows: 3, cols: 3, squares: { B2: 'site', A2: 'start' } } } };
    const mine = game.setup(options({ data: own }), seededRng(1));
    expect(game.geometry(options({ data: own }))).toEqual({ rows: 3, cols: 3 });
    expect(game.formatPosition(mine)).toMatchObject({ tiles: { A2: { stairs: 'right' } }, foundations: { B2: { level: 0 } } });
    expect(game.view(mine)).toMatchObject({ data: { invented: false, note: 'my copy' } });
    expect(game.parseOptions({ data: { ...own, colours: ['white'] } })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it('refuses data with a tile of no symbols, naming the tile: drawing it once waited for the choice "", which nobody can make', () => {
    const base = [...demo.tiles.base.slice(0, 2), [], ...demo.tiles.base.slice(2)];
    expect(game.parseOptions({ data: { ...demo, tiles: { ...demo.tiles, base } } })).toEqual({
      ok: false, error: { code: 'bad-options', message: 'data: tiles.base: tile 3 lists no symbols (every tile shows at least one)' },
    });
    expect(game.parseOptions({ data: { ...demo, tiles: { ...demo.tiles, nile: [['eye'], []] } } })).toMatchObject({ ok: false, error: { message: 'data: tiles.nile: tile 2 lists no symbols (every tile shows at least one)' } });
    expect(game.parseOptions({ data: demo })).toMatchObject({ ok: true });
  });

  it('refuses the colour "constructor": blocks are kept by colour, and a player holding none read a function', () => {
    expect(game.parseOptions({ data: { ...demo, colours: ['constructor', ...demo.colours.slice(1)] } })).toEqual({
      ok: false, error: { code: 'bad-options', message: 'data: colour "constructor" is reserved (every object in the program already has a member of that name): choose another' },
    });
    expect(colourJa('constructor')).toBe('constructor');
    expect(colourJa('red')).toBe('赤');
  });

  it('sets up each version: 8 stacks of 5, 7 or 8, four start tiles facing their sites, 3 foundations (and the Nile’s), a tile in each hand', () => {
    for (const [version, size, founded] of [[1, 5, 3], [2, 7, 3], [3, 8, 6]] as const) {
      const s = game.setup(options({ version, players: 3 }), seededRng(version));
      const p = game.formatPosition(s) as { tiles: object; foundations: object; stacks: unknown[][]; hands: Record<string, unknown>; hand: unknown; supply: Record<string, { workers: number }> };
      expect(Object.keys(p.tiles)).toHaveLength(4);
      expect(Object.keys(p.foundations)).toHaveLength(founded);
      expect(p.stacks.reduce((n, st) => n + st.length, 0)).toBe(8 * size - 4 - 3);
      expect(p.hand).not.toBeNull();
      expect(Object.values(p.hands).every((h) => h !== null)).toBe(true);
      expect(p.supply.P1.workers).toBe(13);
    }
    expect(game.formatPosition(game.setup(options(), seededRng(1)))).toMatchObject({ tiles: { B2: { stairs: 'right' }, I2: { stairs: 'left' }, B7: { stairs: 'right' }, I7: { stairs: 'left' } } });
  });
});

describe('positions', () => {
  it('reads the issue’s example position and lists its placements', () => {
    const s = position({
      version: 1, players: ['P1', 'P2'], toMove: 'P1', phase: 'place',
      layout: { rows: 8, cols: 10, squares: { D4: 'site', F2: 'oasis', A1: 'start' } },
      tiles: { B3: { stairs: 'right', symbols: ['worker', 'worker', 'block:red', 'eye'] } },
      foundations: { D4: { value: 3, level: 0, color: null, workers: { P1: 2 } } },
      hand: { symbols: ['worker'] },
      supply: { P1: { workers: 11, gold: 2, blocks: { red: 1, white: 2 }, burial: 0 } },
    });
    const listed = moves(s);
    expect(listed.filter((m) => m.startsWith('place'))).toEqual(['place A4 right', 'place B4 right', 'place C4 right', 'place D1 down', 'place D2 down', 'place D3 down', 'place D5 up', 'place D6 up', 'place D7 up', 'place D8 up', 'place E4 left', 'place F4 left', 'place G4 left', 'place H4 left', 'place I4 left', 'place J4 left']);
    expect(listed.filter((m) => !m.startsWith('place'))).toEqual(['convert red white', 'convert white white', 'recall D4', 'reorder 1', 'reorder 2', 'reorder 3', 'reorder 4', 'reorder 5', 'reorder 6', 'reorder 7', 'reorder 8']);
  });

  it('refuses bad positions with the reason', () => {
    const bad = (json: object) => game.parsePosition(json, options());
    expect(bad({ tiles: { E1: { stairs: 'up', symbols: [] } } })).toMatchObject({ ok: false, error: { code: 'bad-position', message: 'tiles: E1 is an oasis: it takes no tile' } });
    expect(bad({ foundations: { C2: { value: 1, workers: { P1: 2, P2: 1 } } } })).toMatchObject({ ok: false, error: { message: 'foundations: C2: at most 3 workers, all one player\'s' } });
    expect(bad({ hand: { symbols: ['block:pink'] } })).toMatchObject({ ok: false });
    expect(bad({ phase: 'line' })).toMatchObject({ ok: false, error: { message: 'in phase line, "placed" names the square of the tile placed this turn' } });
    expect(bad({ stacks: [1, 2] })).toMatchObject({ ok: false });
    expect(bad({ colour: 1 })).toMatchObject({ ok: false });
    const stacks = (game.formatPosition(game.setup(options(), seededRng(1))) as { stacks: unknown[][] }).stacks;
    expect(bad({ stacks: [[['eye'], []], ...stacks.slice(1)] })).toMatchObject({ ok: false, error: { message: 'stacks[0]: tile 2 lists no symbols (every tile shows at least one)' } });
  });

  it('refuses seat names that are no plain names: hands and supplies are kept by seat ("__proto__" lost its own)', () => {
    const seats = (players: string[]) => game.parsePosition(JSON.parse(JSON.stringify({ players })), options());
    expect(seats(['__proto__', 'P2'])).toEqual({ ok: false, error: { code: 'bad-position', message: '"players": seat name "__proto__" must be 1–16 letters, digits, - or _, beginning with a letter or a digit' } });
    expect(seats(['P1', 'toString'])).toEqual({ ok: false, error: { code: 'bad-position', message: '"players": seat name "toString" is reserved (every object in the program already has a member of that name): choose another' } });
    expect(seats(['Ann', 'Bo-2'])).toMatchObject({ ok: true, value: { seats: ['Ann', 'Bo-2'] } });
  });

  it('reads back what it writes, and every move’s notation, over seeded games of every version and variant', () => {
    const variants = [{ version: 1 }, { version: 2 }, { version: 3, players: 3 }, { mission: 3, players: 1 }, { symbols: true, faceUp: true }];
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...variants), (seed, opts) => {
      const rng = seededRng(seed);
      const o = options(opts);
      let s = game.setup(o, rng);
      for (let n = 0; n < 120 && !game.isOver(s); n++) {
        const asked = game.pending(s);
        let next;
        if (asked?.kind === 'choice') next = game.resolve(s, { choice: asked.options[rng.int(0, asked.options.length - 1)] }, rng);
        else if (asked?.kind === 'entry') next = game.resolve(s, { entry: asked.example! }, rng);
        else {
          const all = game.legalMoves(s);
          const move = all[rng.int(0, all.length - 1)];
          expect(game.parseMove(game.formatMove(move, s), s)).toEqual({ ok: true, value: move });
          next = game.play(s, move, rng);
        }
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
        const written = game.formatPosition(s);
        const back = game.parsePosition(written, o);
        expect(back.ok && game.formatPosition(back.value)).toEqual(written);
      }
    }), { numRuns: 25 });
  });

  it('writes moves as pinned, and fills in a forced foundation left out', () => {
    const s = position({ layout: { rows: 1, cols: 3, squares: { C1: 'site' } }, hand: { symbols: ['worker'] } });
    expect(game.parseMove('place B1 right', s)).toMatchObject({ ok: true, value: { foundation: 2 } });
    const parsed = game.parseMove('place B1 right', s);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(game.formatMove(parsed.value, s)).toBe('place B1 right +C1');
    expect(game.parseMove('place Z9 up', s)).toMatchObject({ ok: false, error: { code: 'bad-notation' } });
    expect(game.parseMove('build C1 pink', s)).toMatchObject({ ok: false, error: { code: 'bad-notation' } });
    expect(game.parseMove('draw 9', s)).toMatchObject({ ok: false });
  });
});

describe('tiles and foundations entered by the players', () => {
  it('asks for every tile and foundation turned up, from the start tiles on, and refuses one no longer in the game', () => {
    const o = options({ draws: 'entered' });
    let s = game.setup(o, seededRng(1));
    expect(game.pending(s)).toMatchObject({ kind: 'entry', prompt: 'Which tile was turned up for the start square B2?' });
    expect(game.resolve(s, { entry: { symbols: ['eye', 'eye', 'eye'] } }, seededRng(1))).toEqual({ ok: false, error: { code: 'bad-entry', message: 'no tile with eye, eye, eye is left to draw: check the tile' } });
    expect(game.resolve(s, { entry: { symbols: ['gold'] } }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'bad-entry' } });
    s = run(s, ['entry {"symbols": ["worker"]}', 'entry {"symbols": ["eye"]}', 'entry {"symbols": ["worker", "worker"]}', 'entry {"symbols": ["worker", "eye"]}']);
    expect(game.pending(s)).toMatchObject({ prompt: 'Which foundation was turned up for C2?' });
    expect(game.resolve(s, { entry: { value: 9 } }, seededRng(1))).toEqual({ ok: false, error: { code: 'bad-entry', message: 'no foundation worth 9 is left: check the value' } });
    s = run(s, ['entry {"value": 8}', 'entry {"value": 3}', 'entry {"value": 3}']);
    expect(game.pending(s)).toMatchObject({ prompt: 'P1: which tile did you take into your hand from stack 5?' });
    s = run(s, ['entry {"symbols": ["eye", "block:yellow"]}', 'entry {"symbols": ["block:blue", "eye"]}']);
    expect(game.pending(s)).toBeNull();
    expect(game.formatPosition(s)).toMatchObject({ hand: { symbols: ['eye', 'block:yellow'] }, stacks: [4, 4, 4, 4, 4, 4, 5, 5], foundationStack: 19, foundations: { C2: { value: 8 } } });
    // A draw is entered too.
    s = run(s, ['place D2 left', 'line row']);
    while (s.phase === 'workers') s = run(s, [moves(s).find((m) => m.startsWith('return'))!]);
    s = run(s, ['draw 3']);
    expect(game.pending(s)).toMatchObject({ prompt: 'P1: which tile did you draw from stack 3?' });
    s = run(s, ['entry {"symbols": ["worker"]}']);
    expect(game.formatPosition(s)).toMatchObject({ toMove: 'P2', hands: { P1: { symbols: ['worker'] } }, stacks: [4, 4, 3, 4, 4, 4, 5, 5] });
  });
});
