// The race games' pictures read from the games' own views: 連船之遊's track and what a cast reaches,
// 行山's cards in words and its last cast (the browser tests draw them: bin/dashboard/newcomer-*).
import { describe, expect, it } from 'vitest';
import { seededRng, shipraceGame } from '../../../rules/index.ts';
import { at, game as gyozanGame, steps } from '../../../rules/gyozan/testing/positions.ts';
import { readGyozan } from './parts/gyozan-model.ts';
import { readRace } from './parts/shiprace-model.ts';

describe('連船之遊 as the picture reads it', () => {
  it('the track, the ships, and what this cast reaches', () => {
    const options = shipraceGame.parseOptions({ players: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const start = shipraceGame.setup(options.value, seededRng(1));
    const cast = shipraceGame.resolve!(start, { cast: 3 }, seededRng(1));
    if (!cast.ok) throw new Error(cast.error.message);
    const race = readRace(shipraceGame.view(cast.value.state));
    expect(race?.track?.points).toHaveLength(19);
    expect(race?.track?.points[2]).toEqual(['G3', 'H3', 'I3']);
    expect(race?.goalAt).toBe(20);
    expect(race?.sticks).toBe(5);
    expect(race?.cast).toBe(3);
    expect(race?.ships.find((s) => s.id === 'P1a')).toMatchObject({ player: 'P1', letter: 'a', cell: 'A1', cargo: 5, at: 0 });
    // Only P1's ship a carries anything: it alone sails, to point 3, on any of its three berths.
    expect(race?.reach).toEqual([{ ship: 'P1a', at: 3, place: 'point 3', home: false, cells: ['G3', 'H3', 'I3'] }]);
    expect(readRace({ game: 'other' })).toBeNull();
  });
});

describe('行山 as the picture reads it', () => {
  it('every card in hand or installed in words, and the 筆\'s cast once made', () => {
    const state = at([{ installed: [{ card: '赤筆' }], hand: ['黒兵'] }, {}], { turn: 1 });
    const begun = steps(state, ['end']);
    expect(readGyozan(gyozanGame.view(begun.state))?.lastCast).toBeNull();
    const cast = steps(begun.state, ['cast 4']);
    const model = readGyozan(gyozanGame.view(cast.state));
    expect(model?.lastCast).toEqual({ player: 'P1', card: '筆', heads: 4 });
    expect(model?.cards['赤筆']).toMatchObject({ colour: 'red', kind: '筆', words: { en: 'red 筆 (scribe)', ja: '赤筆' } });
    expect(model?.cards['黒兵']?.effect.en).toBe('the hand holds 1 card more');
    expect(model?.players[0]).toMatchObject({ name: 'P1', square: 'KA', at: 0, installed: [{ card: '赤筆', sticks: 0, fresh: false }] });
    expect(model?.routes[0]).toEqual(['KA', 'LA', 'NA', 'NE', 'NI', 'TI', 'TU', 'ZU', 'ZO']);
    expect(model?.invented).toEqual(['the deck', 'the routes']);
  });
});
