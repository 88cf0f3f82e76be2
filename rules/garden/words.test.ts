import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { gardenGame as game } from './game.ts';
import { gardenAt, playAll } from './testing/positions.ts';
import { SEEDS, type GardenState } from './types.ts';

const words = (state: GardenState, text: string) => {
  const move = game.parseMove(text, state);
  if (!move.ok) throw new Error(move.error.message);
  return game.describeMove!(state, move.value);
};

/** The seeds the entry's form lists. */
function listedAt(state: GardenState): string[] {
  const pending = game.pending(state);
  if (pending?.kind !== 'entry') throw new Error('expected an entry');
  return (pending.schema.properties as { seed: { enum: string[] } }).seed.enum;
}

describe('Garden in words', () => {
  const grown = gardenAt({ toMove: 'P1', gardens: { P1: { plants: { B2: 'rose', C2: 'tulip', B3: 'daisy', C3: 'rose' } } } });

  it('says who plants, waters, puts a fence post or passes, and where, in English and Japanese', () => {
    expect(words(grown, 'plant A1')).toEqual({ en: 'P1 plants in A1', ja: 'P1 が A1 に種を植える' });
    expect(words(grown, 'water B2')).toEqual({ en: 'P1 waters the rose on B2', ja: 'P1 が B2 のバラに水をやる' });
    expect(words(grown, 'water C2')).toEqual({ en: 'P1 waters the tulip on C2', ja: 'P1 が C2 のチューリップに水をやる' });
    expect(words(grown, 'fence ^B2')).toEqual({ en: 'P1 puts a fence post where B2, C2, B3 and C3 meet', ja: 'P1 が B2・C2・B3・C3 の角に柵の杭を立てる' });
    expect(words(grown, 'pass')).toEqual({ en: 'P1 passes', ja: 'P1 がパスする' });
    const p2 = playAll(grown, ['pass']);
    expect(words(p2, 'plant C3')).toEqual({ en: 'P2 plants in C3', ja: 'P2 が C3 に種を植える' });
  });

  it('names the look-alike waterings of the board’s "Which one?" by their words', () => {
    const choice = game.disambiguate(grown, [{ type: 'water', cell: 4 }, { type: 'water', cell: 5 }]);
    if (!('choice' in choice)) throw new Error('expected a choice');
    const options = choice.choice.options.map((m) => game.formatMove(m, grown));
    expect(options.map((o) => game.describeChoice!(grown, o))).toEqual([
      { en: 'P1 waters the rose on B2', ja: 'P1 が B2 のバラに水をやる' },
      { en: 'P1 waters the tulip on C2', ja: 'P1 が C2 のチューリップに水をやる' },
    ]);
    expect(game.describeChoice!(grown, 'dig')).toEqual({ en: 'dig', ja: 'dig' });
  });

  it('says every legal move of seeded games in both languages, never as its notation', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rng = seededRng(seed);
      let s = gardenAt({}, undefined, { supply: 3 });
      let described = 0;
      for (let turn = 0; turn < 40 && !game.isOver(s); turn++) {
        if (game.pending(s) !== null) {
          const left = SEEDS.filter((k) => s.supply[k] > 0);
          const next = game.resolve(s, { entry: { seed: left[rng.int(0, left.length - 1)] } }, rng);
          if (!next.ok) throw new Error(next.error.message);
          s = next.value.state;
          continue;
        }
        const moves = game.legalMoves(s);
        for (const move of moves) {
          const w = game.describeMove!(s, move);
          expect(w.en.length * w.ja.length).toBeGreaterThan(0);
          expect([w.en, w.ja]).not.toContain(game.formatMove(move, s));
          expect(w.en.startsWith(s.toMove) && w.ja.startsWith(s.toMove)).toBe(true);
          described++;
        }
        // Passing ends the game early: pass only when nothing else is left.
        const playable = moves.length > 1 ? moves.filter((m) => m.type !== 'pass') : moves;
        const next = game.play(s, playable[rng.int(0, playable.length - 1)], rng);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
      }
      expect(described).toBeGreaterThan(40);
    }
  });
});

describe('the seed entry', () => {
  it('asks the player to move which seed was drawn, in both languages', () => {
    const planted = playAll(gardenAt({ toMove: 'P2' }), ['plant A1']);
    expect(game.pending(planted)).toMatchObject({
      kind: 'entry',
      prompt: 'P2: which seed did you draw?',
      words: { en: 'P2: which seed did you draw?', ja: 'P2: 引いた種はどれ？' },
      schema: { properties: { seed: { enum: ['rose', 'tulip', 'daisy'], label: { en: 'Seed', ja: '種' } } } },
      example: { seed: 'rose' },
    });
  });

  it('lists only the seeds left in the supply, starts from one of them, and every one listed is taken', () => {
    const planted = playAll(gardenAt({ supply: { rose: 0, tulip: 2, daisy: 0 } }), ['plant C1']);
    expect(game.pending(planted)).toMatchObject({ schema: { properties: { seed: { enum: ['tulip'] } } }, example: { seed: 'tulip' } });
    const twoLeft = playAll(gardenAt({ supply: { rose: 1, tulip: 0, daisy: 4 } }), ['plant C1']);
    const listed = listedAt(twoLeft);
    expect(listed).toEqual(['rose', 'daisy']);
    for (const seed of listed) expect(game.resolve(twoLeft, { entry: { seed } }, seededRng(1)).ok).toBe(true);
    // What the form no longer lists is still refused with the reason, for the API and the CLI.
    expect(game.resolve(twoLeft, { entry: { seed: 'tulip' } }, seededRng(1))).toMatchObject({ ok: false, error: { code: 'no-such-seed' } });
  });

  it('follows the supply as it runs out over a game', () => {
    let s = gardenAt({ supply: { rose: 1, tulip: 1, daisy: 1 } });
    s = playAll(s, ['plant A1']);
    expect(listedAt(s)).toEqual(['rose', 'tulip', 'daisy']);
    s = playAll(s, ['seed:tulip', 'plant A1']);
    expect(listedAt(s)).toEqual(['rose', 'daisy']);
    s = playAll(s, ['seed:rose', 'plant B1']);
    expect(listedAt(s)).toEqual(['daisy']);
    s = playAll(s, ['seed:daisy']);
    expect(game.legalMoves(s).map((m) => game.formatMove(m, s))).not.toContain('plant C1');
  });
});
