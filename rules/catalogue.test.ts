import { describe, expect, it } from 'vitest';
import { boardOf, catalogue, cetkaikGame, freeGame, games, listingOf, NOT_PLAYABLE, scarabyaGame, VARIANTS, type AnyGame } from './index.ts';
import { boardless } from './boardless.ts';
import { seededRng } from './rng.ts';

describe('the catalogue of games', () => {
  it('lists every registered game once, from its about, then the games that cannot be played', () => {
    const listed = catalogue();
    expect(listed.map((g) => g.id)).toEqual([...Object.keys(games), ...VARIANTS.map((g) => g.id), ...NOT_PLAYABLE.map((g) => g.id)]);
    expect(new Set(listed.map((g) => `${g.id} ${JSON.stringify(g.options ?? {})}`)).size).toBe(listed.length);
    for (const game of Object.values(games)) {
      const about = game.about;
      expect(about, game.id).toBeDefined();
      expect(about!.source.length).toBeGreaterThan(10);
      expect(about!.players[0]).toBeGreaterThanOrEqual(1);
      expect(about!.players[1]).toBeGreaterThanOrEqual(about!.players[0]);
      expect(about!.source).not.toMatch(/https?:|\.\.\/|shared\//);
    }
    for (const g of NOT_PLAYABLE) {
      expect(g.status).toBe('not playable');
      expect(games[g.id]).toBeUndefined();
    }
  });

  it('describes the three games as they are', () => {
    expect(listingOf(cetkaikGame)).toMatchObject({ id: 'cetkaik', title: 'Cetkaik 机戦', board: '9×9', status: 'playable', players: [2, 2], score: false });
    expect(listingOf(scarabyaGame)).toMatchObject({ id: 'scarabya', board: '10×10', status: 'playable', players: [1, 4] });
    expect(listingOf(freeGame)).toMatchObject({ id: 'free', board: 'any size (9×9 by default)' });
  });

  it('lists each variant with the options that start it, and those options are accepted by its game', () => {
    expect(VARIANTS.length).toBeGreaterThan(0);
    for (const v of VARIANTS) {
      const game = games[v.id];
      expect(game, v.id).toBeDefined();
      expect(v.options).toBeDefined();
      expect(game.parseOptions(v.options).ok).toBe(true);
    }
    expect(VARIANTS.find((v) => v.options?.['ruleset'] === 'old')).toMatchObject({ id: 'cetkaik', status: 'reconstruction' });
  });

  it('lists 六裁 as not playable, with players and board unknown rather than made up', () => {
    expect(NOT_PLAYABLE.find((g) => g.id === 'rokusai')).toMatchObject({ status: 'not playable', players: null, board: 'unknown', score: false });
  });

  it('labels Scarabya\'s generated sites as invented', () => {
    expect(listingOf(scarabyaGame).notes).toMatch(/invented/);
  });

  it('says "no board" for a game without one, "regions" for a game of areas', () => {
    const noBoard: AnyGame = { ...freeGame, ...boardless, geometry: () => null };
    expect(boardOf(noBoard)).toBe('no board');
    const areas: AnyGame = { ...freeGame, areas: () => [{ id: 'board', rows: 3, cols: 3 }] };
    expect(boardOf(areas)).toBe('regions');
    const corners: AnyGame = { ...cetkaikGame, geometry: () => ({ rows: 9, cols: 9, corners: true }) };
    expect(boardOf(corners)).toBe('9×9 with corners');
  });

  it("a game's startAreas are the areas its setup starts with, whatever the rng", () => {
    const optionSets: Record<string, unknown[]> = {
      ankhor: [{}, { players: 3 }, { players: 4, grid: { rows: 5, cols: 6 } }],
      scarabya: [{}, { players: 3 }, { mode: 'one-to-one', players: 2 }, { mode: 'solo', players: 1 }],
      terra: [{}, { version: 2 }, { version: 3, players: 4 }],
    };
    const withStart = Object.values(games).filter((g) => g.startAreas !== undefined);
    expect(withStart.map((g) => g.id)).toEqual(expect.arrayContaining(['ankhor', 'garden', 'scarabya', 'terra']));
    for (const game of withStart) {
      for (const json of optionSets[game.id] ?? [{}]) {
        const options = game.parseOptions(json);
        expect(options.ok, `${game.id} ${JSON.stringify(json)}`).toBe(true);
        if (!options.ok) continue;
        for (const seed of [1, 7]) {
          expect(game.startAreas!(options.value), `${game.id} ${JSON.stringify(json)}`).toEqual(game.areas!(game.setup(options.value, seededRng(seed))));
        }
      }
    }
  });

  it('a listing without about says so rather than inventing', () => {
    const { about: _about, ...bare } = cetkaikGame;
    expect(listingOf(bare as AnyGame)).toMatchObject({ source: 'not stated', status: 'playable' });
  });
});
