import { describe, expect, it } from 'vitest';
import type { Json } from '../contract.ts';
import { ankhorGame as game } from './game.ts';
import { errorOf, positionJson, stateOf, value } from './testing/build.ts';

const options = value(game.parseOptions({}));
const parse = (json: unknown) => game.parsePosition(json, options);

/** A position in the shape, every optional key written out. */
const full: Json = {
  grid: { rows: 8, cols: 8 },
  toMove: 'P2',
  tiles: {
    g1: { color: 'green', animal: 'jackal', vp: 0, kind: 'animal' },
    r1: { color: 'red', animal: 'none', vp: 0, kind: 'warehouse' },
    r2: { color: 'red', animal: 'none', vp: 0, kind: 'desert' },
    r3: { color: 'red', animal: 'none', vp: 2, kind: 'vp' },
    r4: { color: 'red', animal: 'beetle', vp: 0, kind: 'animal' },
    b1: { color: 'blue', animal: 'none', vp: 0, kind: 'scribe' },
    w1: { color: 'white', animal: 'falcon', vp: 0, kind: 'animal' },
    k1: { color: 'black', animal: 'none', vp: 1, kind: 'vp' },
    x1: { color: 'blue', animal: 'beetle', vp: 0, kind: 'animal' },
    x2: { color: 'green', animal: 'none', vp: 0, kind: 'desert' },
  },
  offer: ['b1', null, 'w1', null, null, 'k1'],
  prices: [['blue', 'red'], ['red', 'white'], ['green', 'green'], ['black', 'blue', 'white'], ['red', 'white', 'green'], ['black', 'blue', 'black']],
  bonusSupply: [3, 3, 2],
  players: {
    P1: { base: { A1: 'g1', B1: 'r2', A2: 'r4', B2: 'r3', C2: 'r1' }, upper: { A1: 'x2' }, tokens: { blue: 1, white: 0, black: 0, green: 0, red: 2, ankh: 1 }, bonus: [3], stored: { r1: 'red' } },
    P2: { base: {}, upper: {}, tokens: { blue: 0, white: 0, black: 0, green: 0, red: 0, ankh: 0 }, bonus: [], stored: {} },
  },
  firstPlayer: 'P1',
  turn: { main: false, ankhs: 0, extra: 0 },
  piles: [['x1'], []],
  discards: [],
  lastRound: false,
  over: false,
  waiting: null,
};

describe('positions', () => {
  it('reads a position in the pinned format and writes it back as it was', () => {
    const state = value(parse(full));
    expect(state.players[0].stored).toEqual({ r1: 'red' });
    expect(state.players[0].upper[0]).toBe('x2');
    expect(state.toMove).toBe(1);
    expect(game.formatPosition(state)).toEqual(full);
    // The pinned keys come first, in the order.
    expect(Object.keys(game.formatPosition(state) as object).slice(0, 7)).toEqual(['grid', 'toMove', 'tiles', 'offer', 'prices', 'bonusSupply', 'players']);
  });

  it('needs only the pinned keys; the rest default (empty piles, a fresh turn, P1 first)', () => {
    const minimal = positionJson({ players: [{ base: { A1: 'red desert' } }, {}] }) as Record<string, Json>;
    const state = value(parse(minimal));
    expect(state.piles).toEqual([{ ids: [] }, { ids: [] }]);
    expect(state.turn).toEqual({ main: false, ankhs: 0, extra: 0 });
    expect(state.first).toBe(0);
    expect(state.options.players).toBe(2);
    // Tokens may leave out types (0).
    expect(state.players[1].tokens.ankh).toBe(0);
  });

  it('takes the number of players and the grid from the position', () => {
    const state = stateOf({ grid: { rows: 5, cols: 7 }, players: [{}, {}, {}] });
    expect(state.options.players).toBe(3);
    expect(state.options.grid).toEqual({ rows: 5, cols: 7 });
    expect(game.areas(state)[1]).toEqual({ id: 'P1', rows: 5, cols: 7, seat: 'P1' });
  });

  it('refuses a tile keyed "__proto__" (it once vanished from the tiles) or "toString", naming the rule', () => {
    const text = JSON.stringify(full);
    const withTile = (id: string) => JSON.parse(text.replace('"x2":', `"${id}": {"color": "red", "animal": "none", "vp": 0, "kind": "desert"}, "x2":`)) as Json;
    expect(errorOf(parse(withTile('__proto__')))).toEqual({ code: 'bad-position', message: 'tiles: id "__proto__" must be 1–24 letters, digits, - or _, beginning with a letter or a digit' });
    expect(errorOf(parse(withTile('toString'))).message).toBe('tiles: id "toString" is reserved (every object in the program already has a member of that name): choose another');
    expect(Object.keys(value(parse(withTile('x3'))).tiles)).toHaveLength(11);
  });

  it('piles given as counts mean tiles are entered', () => {
    const state = value(parse({ ...(full as Record<string, Json>), piles: [20, 21] }));
    expect(state.options.deal).toBe('entered');
    expect((game.formatPosition(state) as Record<string, Json>).piles).toEqual([20, 21]);
  });

  it('refuses bad positions with the reason', () => {
    const edit = (change: (json: Record<string, any>) => void) => {
      const json = structuredClone(full) as Record<string, any>;
      change(json);
      return errorOf(parse(json)).message;
    };
    expect(edit((j) => (j.extra = 1))).toBe('unknown key "extra"');
    expect(edit((j) => delete j.prices)).toBe('"prices" is missing');
    expect(edit((j) => (j.offer[1] = 'g1'))).toBe('P1 base A1: tile g1 is also in offer slot 2');
    expect(edit((j) => (j.offer[1] = 'zz'))).toBe('offer slot 2: tile zz is not in "tiles"');
    expect(edit((j) => (j.players.P1.upper = { B2: 'x2' }))).toBe('P1 upper B2: B3 holds no base tile');
    expect(edit((j) => (j.players.P1.upper = { H1: 'x2' }))).toBe('P1 upper H1: no 2×2 block has H1 as its top-left cell');
    expect(
      edit((j) => {
        j.players.P1.base.C1 = 'x1';
        j.piles = [[], []];
        j.players.P1.upper = { A1: 'x2', B1: 'k1' };
        j.offer[5] = null;
      }),
    ).toBe('P1 upper B1: B1 already holds up another upper tile');
    expect(edit((j) => (j.players.P2.tokens.red = 3))).toBe('players own 5 red tokens; there are 4 with 2 players');
    expect(edit((j) => (j.players.P1.stored = { r2: 'red' }))).toBe("P1 stored: r2 is no warehouse of P1's");
    expect(edit((j) => (j.players.P1.stored = { r1: 'blue' }))).toBe('P1 stored: warehouse r1 holds only red');
    expect(edit((j) => (j.players.P1.tokens.red = 0))).toBe('P1: 1 red tokens stored but 0 owned (tokens count stored ones too)');
    expect(
      edit((j) => {
        j.players.P1.base = { A1: 'r1', B1: 'r2', A2: 'r4', B2: 'r3' };
        j.players.P1.base.C2 = 'g1';
      }),
    ).toBe('P1 stored: warehouse r1 holds up an upper tile and stores nothing');
    expect(edit((j) => (j.toMove = 'P3'))).toBe('toMove must name a player (P1…P2)');
    expect(edit((j) => (j.players = { P1: j.players.P1, P3: j.players.P2 }))).toBe('players must be P1, P2 (, P3, P4) in order');
    expect(edit((j) => (j.grid = { rows: 12, cols: 8 }))).toBe('grid rows and cols must be 2 to 10');
    expect(edit((j) => (j.tiles.g1.kind = 'castle'))).toBe('tile g1: kind must be one of animal, vp, warehouse, scribe, desert');
    expect(edit((j) => (j.waiting = { kind: 'reveal', slots: [2], pile: 1 }))).toBe('waiting for a tile turned up: only when tiles are entered (piles given as counts)');
    expect(edit((j) => (j.over = true))).toBe('the game is over: toMove must be null');
  });
});
