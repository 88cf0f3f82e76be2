// The panel "Play against another board": which games two tables can play on the first board, the
// create form read as a request (or what is wrong, in words), and the words it shows.
import { describe, expect, it } from 'vitest';
import ja from '../i18n/ja.json' with { type: 'json' };
import { createRequest, lobbyGames, overWords, playingWords, seatsWords } from './remote-lobby.ts';
import type { GameInfo } from './types.ts';

const game = (id: string, players: [number, number], fits: Record<string, string | null>): GameInfo =>
  ({ id, title: id, names: { en: id, ja: id }, board: '9×9', needs: '9×9, or no board', fits, players, status: 'playable', options: null });

describe('the remote lobby panel', () => {
  it('offers the games two can play that the first board holds', () => {
    const catalog = [
      game('free', [1, 2], { 'sim-1': null }),
      game('cetkaik', [2, 2], { 'sim-1': null }),
      game('solo', [1, 1], { 'sim-1': null }),
      game('crowd', [3, 6], { 'sim-1': null }),
      game('big', [2, 4], { 'sim-1': 'needs 10×10' }),
    ];
    expect(lobbyGames(catalog, 'sim-1').map((g) => g.id)).toEqual(['free', 'cetkaik']);
  });

  it('reads the create form: both seats, different; the id only when typed', () => {
    expect(createRequest({ game: 'free', seat: ' north ', peer: 'south', match: '' })).toEqual({ ok: true, value: { game: 'free', seat: 'north', peer: 'south' } });
    expect(createRequest({ game: 'cetkaik', seat: 'A', peer: 'IA', match: 'm-cafe' })).toEqual({ ok: true, value: { game: 'cetkaik', seat: 'A', peer: 'IA', match: 'm-cafe' } });
    expect(createRequest({ game: 'free', seat: 'north', peer: ' ', match: '' })).toMatchObject({ ok: false, error: { en: 'Name both seats.' } });
    expect(createRequest({ game: 'free', seat: 'north', peer: 'north', match: '' })).toMatchObject({ ok: false, error: { en: 'The two seats must differ.' } });
    expect(createRequest({ game: '', seat: 'north', peer: 'south', match: '' })).toMatchObject({ ok: false, error: { en: 'Pick a game.' } });
    // What is wrong comes in both languages, the Japanese from the catalogue.
    expect(createRequest({ game: 'free', seat: 'north', peer: 'north', match: '' })).toMatchObject({ ok: false, error: { ja: ja['lobby.sameSeats'] } });
  });

  it('says the match played, who moves first, and a match over', () => {
    expect(playingWords('m-7f3a9c', 'north', 'south').en).toBe('Playing match m-7f3a9c as north against south.');
    expect(seatsWords('south', 'north', 'north').en).toBe('You play south against north; north moves first.');
    expect(overWords('m1', 'A', 'IA').en).toBe('Match m1 (A against IA) is over: create or join another.');
    expect(playingWords('m1', 'A', 'IA').ja).toBe('対局 m1 を A として IA と対局中。');
    expect(seatsWords('south', 'north', 'north').ja).toBe('こちらは south、相手は north。先手は north です。');
    expect(overWords('m1', 'A', 'IA').ja).toBe('対局 m1（A 対 IA）は終わりました。次の対局を作るか参加できます。');
  });
});
