// A ship lifted from the track: its owner and mark, where it stands, its cargo, and what it may do.
import { describe, expect, it } from 'vitest';
import { game, race } from './testing/play.ts';

describe('pieceAt', () => {
  it('names every ship at the start in both languages, and nothing on an empty cell', () => {
    const state = race();
    const ship = state.ships.find((s) => s.id === 'P1a')!;
    const words = game.pieceAt!(state, ship.cell)!;
    expect(words.name).toEqual({ en: `P1's ship a, at the start, carrying ${ship.cargo}`, ja: `P1 の船 a（スタート、積荷 ${ship.cargo}）` });
    expect(words.moves.en).toMatch(/^After the cast it sails exactly the heads/);
    for (const s of state.ships) expect(game.pieceAt!(state, s.cell)?.name.ja).toMatch(/の船/);
    const empty = [...Array(200).keys()].find((c) => !state.ships.some((s) => s.cell === c))!;
    expect(game.pieceAt!(state, empty)).toBeNull();
  });
});
