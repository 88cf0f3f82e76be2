// The ship race in words: each action as a newcomer reads it on its button and in the log, in
// English and Japanese, and the prompt of a turn's cast.
import { describe, expect, it } from 'vitest';
import { castSticks, seededRng } from '../rng.ts';
import { recordedTurns } from './testing/games.ts';
import { cast, game, position, race, raceAt, turns, value } from './testing/play.ts';
import type { ShipraceState } from './types.ts';

const words = (state: ShipraceState, text: string) => {
  const { en, ja } = (game.describeMove as NonNullable<typeof game.describeMove>)(state, value(game.parseMove(text, state)));
  return { en, ja };
};

/** The state after the first `n` turns of the recorded 2-player game, with the next cast in. */
function opening(n: number): ShipraceState {
  const list = recordedTurns('two-players');
  const played = turns(race({ players: 2 }), list.slice(0, n)).state;
  return cast(played, Number(list[n].split(' ')[0]));
}

describe('the actions in words', () => {
  it('a move: where the ship sails with this cast, the berth, what it pays and keeps', () => {
    expect(words(opening(0), 'move P1a G3')).toEqual({
      en: "P1's ship a sails 3 to point 3 (G3): pays 3, 2 left on board",
      ja: 'P1 の船 a が地点 3（G3）へ 3 移動：3 を払い、積荷の残り 2',
    });
  });

  it('a raid: who is raided, where, what is taken and what is left', () => {
    expect(words(opening(2), 'raid P1a P2a')).toEqual({
      en: "P1's ship a raids P2's ship a on point 3 and takes 1 (P2's ship a keeps 1)",
      ja: 'P1 の船 a が地点 3 で P2 の船 a から 1 を略奪（相手の残り 1）',
    });
  });

  it('a raid that empties the other ship sends it home', () => {
    const state = raceAt(position(2, { P1a: { cell: 'D2', cargo: 3 }, P2a: { cell: 'E2', cargo: 2 } }, { cast: 4 }));
    expect(words(state, 'raid P1a P2a')).toEqual({
      en: "P1's ship a raids P2's ship a on point 1 and takes 2: P2's ship a goes back to the start empty",
      ja: 'P1 の船 a が地点 1 で P2 の船 a から 2 を略奪：P2 の船 a は空になりスタートへ戻る',
    });
  });

  it('an unload away from the start, and at the start, with what the start track then holds', () => {
    expect(words(opening(4), 'unload P1a')).toEqual({
      en: "P1's ship a comes back from point 3 and unloads 1 at the start: P1's start then holds 21",
      ja: 'P1 の船 a が地点 3 からスタートへ戻り 1 を荷下ろし：スタートに計 21',
    });
    expect(words(cast(race(), 2), 'unload P1a')).toEqual({
      en: "P1's ship a unloads 5 at the start: P1's start then holds 25",
      ja: 'P1 の船 a がスタートで 5 を荷下ろし：スタートに計 25',
    });
  });

  it('an unload and a move home look alike on the board, and read differently', () => {
    const state = opening(5);
    const home = words(state, 'move P2a D1');
    expect(home).toEqual({
      en: "P2's ship a pays its last 3 to sail and, empty, goes back to the start",
      ja: 'P2 の船 a が最後の 3 を払って移動し、空になってスタートへ戻る',
    });
    expect(words(state, 'unload P2a').en).not.toBe(home.en);
  });

  it('a build and a supply', () => {
    expect(words(opening(6), 'build P1b')).toEqual({
      en: 'P1 builds ship b: pays 5 from the start (16 left there) and loads 5 on board',
      ja: 'P1 が船 b を造船：スタートから 5 を払い（残り 16）、5 を積む',
    });
    expect(words(opening(8), 'supply P1b')).toEqual({
      en: "P1's ship b takes 5 from the supply (5 → 10 on board)",
      ja: 'P1 の船 b に 5 を補給（積荷 5 → 10）',
    });
  });

  it('a ship reaching the goal: what it unloads there and the goal track then', () => {
    const state = raceAt(position(2, { P1a: { cell: 'A8', cargo: 9 } }, { cast: 4, goal: { P1: 6, P2: 0 } }));
    expect(words(state, 'move P1a G8')).toEqual({
      en: "P1's ship a sails to the goal with 4 heads (pays 4) and unloads 5 there: 11 at P1's goal",
      ja: 'P1 の船 a がゴールへ移動（4 を払う）：5 を荷下ろし、ゴールに計 11',
    });
    const there = raceAt(position(2, { P1a: { cell: 'G8', cargo: 0 } }, { cast: 1 }));
    expect(words(there, 'unload P1a')).toEqual({
      en: "P1's ship a comes back empty from the goal to the start",
      ja: 'P1 の船 a がゴールから空でスタートへ戻る（荷下ろし）',
    });
  });

  it('a pass, when nothing can be done with the cast', () => {
    const state = raceAt(position(2, {}, { cast: 0, start: { P1: 3, P2: 20 } }));
    expect(game.legalMoves(state)).toEqual([{ type: 'pass' }]);
    expect(words(state, 'pass')).toEqual({ en: 'P1 can do nothing with 0 heads and passes', ja: 'P1 は表 0 で何もできない：パス' });
  });
});

describe('the cast in words', () => {
  it('each turn opens on the player to move casting the sticks', () => {
    expect(game.pending(race())).toMatchObject({ kind: 'cast', words: { en: "P1's turn: cast the sticks", ja: 'P1 の番：棒を投げる' } });
    const second = turns(race({ players: 3 }), ['3 move P1a G3']).state;
    expect(game.pending(second)?.words).toEqual({ en: "P2's turn: cast the sticks", ja: 'P2 の番：棒を投げる' });
  });
});

describe('every legal action of random games has words of its own', () => {
  it.each([[2, 1], [3, 2], [4, 3]])('%i players, seed %i', (players, seed) => {
    const rng = seededRng(seed);
    let state = race({ players });
    let checked = 0;
    for (let step = 0; step < 600 && !game.isOver(state); step++) {
      if (game.pending(state) !== null) {
        state = value(game.resolve(state, { cast: castSticks(rng, 5) }, rng)).state;
        continue;
      }
      const legal = game.legalMoves(state);
      const seen = new Set<string>();
      for (const move of legal) {
        const notation = game.formatMove(move, state);
        const { en, ja } = words(state, notation);
        expect(en.length).toBeGreaterThan(0);
        expect(ja.length).toBeGreaterThan(0);
        expect(en).not.toBe(notation);
        expect(ja).not.toBe(notation);
        expect(`${en} ${ja}`).not.toMatch(/undefined|NaN|P\d[abc]\b/);
        // Two buttons never read the same: each says what sets it apart.
        expect(seen.has(en)).toBe(false);
        seen.add(en);
        checked++;
      }
      state = value(game.play(state, legal[rng.int(0, legal.length - 1)], rng)).state;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
