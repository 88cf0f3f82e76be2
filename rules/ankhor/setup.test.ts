import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { seededRng } from '../rng.ts';
import { ankhorGame as game } from './game.ts';
import { errorOf, listing, playAll, stateOf, value } from './testing/build.ts';
import { DEMO_SET, formatTileSet } from './tileset.ts';
import { COLOURS } from './types.ts';
import { INVENTED_LABEL } from './view.ts';

const options = (json: Json = {}, board?: { rows: number; cols: number; corners?: boolean }) => game.parseOptions(json, board);

describe('options', () => {
  it('defaults: 2 players, 8×8 tableaux, no corner sensors, dealt piles, the invented demo set', () => {
    const o = value(options());
    expect(o).toMatchObject({ players: 2, grid: { rows: 8, cols: 8 }, corners: false, deal: 'virtual', prices: null, firstPlayer: null });
    expect(o.set.invented).toBe(true);
    expect(o.set.name).toBe('Invented demo set (not the printed tiles)');
  });

  it('follows the board: corner sensors, and a tableau that must fit', () => {
    expect(value(options({}, { rows: 8, cols: 8, corners: true })).corners).toBe(true);
    expect(errorOf(options({ corners: true }, { rows: 8, cols: 8 })).message).toBe('this board has no corner sensors');
    expect(errorOf(options({}, { rows: 6, cols: 6 })).code).toBe('board-too-small');
    expect(value(options({ grid: { rows: 6, cols: 6 } }, { rows: 6, cols: 6 })).grid).toEqual({ rows: 6, cols: 6 });
  });

  it('refuses bad options', () => {
    expect(errorOf(options({ colour: 'red' })).code).toBe('unknown-option');
    expect(errorOf(options({ players: 5 })).message).toBe('players must be 2, 3 or 4');
    expect(errorOf(options({ deal: 'magic' })).message).toBe('deal must be "virtual" or "entered"');
    expect(errorOf(options({ firstPlayer: 3 })).message).toBe('firstPlayer must be 1 to 2');
    expect(errorOf(options({ prices: [['red'], [], [], [], [], []] })).message).toBe('price zone 1 has 2 holes, not 1');
  });

  it("takes an owner's tile set as JSON, and says what is wrong with a bad one", () => {
    const printed = { ...formatTileSet(DEMO_SET), name: 'Printed set', invented: false };
    const o = value(options({ set: printed as Json }));
    expect(o.set).toMatchObject({ name: 'Printed set', invented: false });
    expect(Object.keys(o.set.tiles)).toHaveLength(55);
    const bad = (change: Record<string, Json>) => errorOf(options({ set: { ...printed, ...change } as Json })).message;
    expect(bad({ markers: { black: 3, blue: 3, green: 3, red: 3, white: 2 } })).toBe('tile set: 14 markers for 15 holes');
    expect(bad({ tiles: [{ id: 'a', color: 'red', animal: 'none', vp: 0, kind: 'animal' }] })).toBe('tile set: tiles must list 6 to 200 tiles');
    const twice = Array.from({ length: 6 }, () => ({ id: 'a', color: 'red', animal: 'none', vp: 0, kind: 'desert' }));
    expect(bad({ tiles: twice })).toBe('tile set: tile 2: id a comes twice');
    const animal = Array.from({ length: 6 }, (_, i) => ({ id: `a${i}`, color: 'red', animal: 'none', vp: 0, kind: 'animal' }));
    expect(bad({ tiles: animal })).toBe('tile set: tile a0: an animal tile shows a jackal, a beetle or a falcon');
  });

  it('refuses a tile id that is no plain name, saying the rule: "__proto__" once left 54 tiles of 55', () => {
    const printed = formatTileSet(DEMO_SET) as { tiles: { id: string }[] };
    // Through JSON.parse, as the API and the CLI read it: "__proto__" is then an own key.
    const withId = (id: string) => JSON.parse(JSON.stringify({ ...printed, tiles: printed.tiles.map((t, i) => (i === 0 ? { ...t, id } : t)) })) as Json;
    expect(errorOf(options({ set: withId('__proto__') }))).toEqual({
      code: 'bad-option',
      message: 'tile set: tile 1: id "__proto__" must be 1–24 letters, digits, - or _, beginning with a letter or a digit',
    });
    expect(errorOf(options({ set: withId('constructor') })).message).toBe('tile set: tile 1: id "constructor" is reserved (every object in the program already has a member of that name): choose another');
    expect(errorOf(options({ set: withId('_g01') })).message).toMatch(/^tile set: tile 1: id "_g01" must be 1–24 letters, digits, - or _, beginning with a letter or a digit$/);
    expect(Object.keys(value(options({ set: withId('G-1_a') })).set.tiles)).toHaveLength(55);
  });
});

describe('the demo set', () => {
  it('has 55 tiles, eleven of each colour, a warehouse, a scribe and a desert in each; labelled invented', () => {
    const tiles = Object.values(DEMO_SET.tiles);
    expect(tiles).toHaveLength(55);
    for (const colour of COLOURS) {
      const mine = tiles.filter((t) => t.color === colour);
      expect(mine).toHaveLength(11);
      for (const kind of ['warehouse', 'scribe', 'desert']) expect(mine.filter((t) => t.kind === kind)).toHaveLength(1);
    }
    expect(DEMO_SET.bonus).toHaveLength(12);
    expect(DEMO_SET.zones.reduce((a, b) => a + b, 0)).toBe(15);
    const state = game.setup(value(options()), seededRng(1));
    expect((game.view(state) as Record<string, Json>).label).toBe(INVENTED_LABEL);
  });
});

describe('setup', () => {
  it('deals two piles, six tiles from pile 1, fifteen markers and a start player', () => {
    const state = game.setup(value(options({ players: 3 })), seededRng(4));
    expect(state.offer.every((id) => id !== null)).toBe(true);
    expect(state.piles.map((p) => ('ids' in p ? p.ids.length : -1))).toEqual([22, 27]);
    expect(state.prices.map((z) => z.length)).toEqual([2, 2, 2, 3, 3, 3]);
    for (const colour of COLOURS) expect(state.prices.flat().filter((c) => c === colour)).toHaveLength(3);
    expect(state.bonusSupply).toEqual(DEMO_SET.bonus);
    expect(state.toMove).toBe(state.first);
    expect(game.setup(value(options({ players: 3 })), seededRng(4))).toEqual(state);
    // Five tokens of each type with three players, all in the supply.
    expect(listing(state)).toContain('take ankh,ankh,ankh');
  });

  it('keeps a price board and a start player given as options', () => {
    const prices = [['red', 'red'], ['red', 'blue'], ['blue', 'blue'], ['green', 'green', 'green'], ['white', 'white', 'white'], ['black', 'black', 'black']];
    const state = game.setup(value(options({ prices, firstPlayer: 2 })), seededRng(4));
    expect(state.prices).toEqual(prices);
    expect(game.toMove(state)).toBe('P2');
  });

  it('with tiles entered, waits for the markers, then for each of the six tiles turned up', () => {
    let state = game.setup(value(options({ deal: 'entered', firstPlayer: 1 })), seededRng(4));
    expect(game.pending(state)).toMatchObject({ kind: 'entry', prompt: 'Enter the price markers as laid out above the six slots' });
    expect(errorOf(game.resolve(state, { entry: { zone1: ['red'] } }, seededRng(1))).code).toBe('bad-prices');
    const markers = { zone1: ['red', 'red'], zone2: ['red', 'blue'], zone3: ['blue', 'blue'], zone4: ['green', 'green', 'green'], zone5: ['white', 'white', 'white'], zone6: ['black', 'black', 'black'] };
    state = playAll(state, { entry: markers }).state;
    expect(state.prices[1]).toEqual(['red', 'blue']);
    expect(game.pending(state)).toMatchObject({ kind: 'entry', prompt: 'Turn up the top tile of pile 1 for slot 1 and enter it' });
    expect(errorOf(game.resolve(state, { entry: { color: 'red', animal: 'none', kind: 'animal', vp: 0 } }, seededRng(1))).message).toBe('an animal tile shows a jackal, a beetle or a falcon');
    expect(errorOf(game.resolve(state, { choice: 'red' }, seededRng(1))).code).toBe('bad-input');
    const tile = { color: 'green', animal: 'jackal', kind: 'animal', vp: 0 };
    // An id the player gives is a plain name too ("__proto__" would have vanished from the tiles).
    const protoEntry = JSON.parse(JSON.stringify({ ...tile, id: '__proto__' })) as Json;
    expect(errorOf(game.resolve(state, { entry: protoEntry }, seededRng(1)))).toEqual({ code: 'bad-tile', message: 'id "__proto__" must be 1–24 letters, digits, - or _, beginning with a letter or a digit' });
    state = playAll(state, { entry: tile }, { entry: { ...tile, id: 'g7' } }, { entry: tile }, { entry: tile }, { entry: tile }).state;
    expect(game.pending(state)).toMatchObject({ prompt: 'Turn up the top tile of pile 1 for slot 6 and enter it' });
    state = playAll(state, { entry: tile }).state;
    expect(game.pending(state)).toBeNull();
    expect(state.offer).toEqual(['e1', 'g7', 'e2', 'e3', 'e4', 'e5']);
    expect(state.piles).toEqual([{ count: 22 }, { count: 27 }]);
    expect(game.toMove(state)).toBe('P1');
  });

  it('with tiles entered, a refresh waits for the tiles that fill the row', () => {
    const state = stateOf({
      players: [{ base: { A1: 'red desert' }, tokens: { ankh: 1 } }, {}],
      offer: ['red desert', 'blue desert', 'green desert', 'white desert', 'black desert', 'red jackal'],
      extra: { piles: [0, 5] },
    });
    const { state: waiting } = playAll(state, 'refresh 2');
    expect(waiting.discards).toEqual(['o1']);
    expect(game.pending(waiting)).toMatchObject({ kind: 'entry', prompt: 'Turn up the top tile of pile 2 for slot 6 and enter it' });
    expect(game.legalMoves(waiting)).toEqual([]);
    const { state: filled } = playAll(waiting, { entry: { color: 'blue', animal: 'falcon', kind: 'animal', vp: 0 } });
    expect(filled.offer[5]).toBe('e1');
    expect(filled.tiles.e1).toEqual({ color: 'blue', animal: 'falcon', kind: 'animal', vp: 0 });
    expect(filled.piles).toEqual([{ count: 0 }, { count: 4 }]);
  });
});
