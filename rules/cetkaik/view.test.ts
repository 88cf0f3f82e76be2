// The view's fields for the dashboard's picture: the casts the last move took and what they needed
// (README §3), and the computer opponent's seat.
import { describe, expect, it } from 'vitest';
import { cast, choose, game, playText, position, start } from './testing/support.ts';

const lastMove = (state: Parameters<typeof game.view>[0]) => (game.view(state) as { lastMove: unknown }).lastMove;

describe('the view of a Cetkaik game', () => {
  it('keeps the last move’s casts, each with the heads it needed: a water entry, made or failed', () => {
    const declared = playText(start(), 'NI片NO水').state;
    expect(lastMove(cast(declared, 4).state)).toEqual({ side: 'A', move: 'NI片NO水', failed: false, casts: [{ purpose: 'water', heads: 4, needed: 3 }] });
    expect(lastMove(cast(declared, 2).state)).toEqual({ side: 'A', move: 'NI片NO水', failed: true, casts: [{ purpose: 'water', heads: 2, needed: 3 }] });
    // A move with no cast has none.
    expect(lastMove(playText(start(), 'TI片TU').state)).toEqual({ side: 'A', move: 'TI片TU', failed: false, casts: [] });
  });

  it('a stepping ray into water: the stepping cast (its distance) then the water cast; a short first cast is the only one', () => {
    const declared = playText(position({ board: { NE: 'A赤弓', NI: 'A赤兵' } }), 'NE片NI心ZO').state;
    const stepped = cast(declared, 2).state;
    expect(lastMove(cast(stepped, 3).state)).toMatchObject({ failed: false, casts: [{ purpose: 'stepping', heads: 2, needed: 2 }, { purpose: 'water', heads: 3, needed: 3 }] });
    expect(lastMove(cast(declared, 1).state)).toMatchObject({ failed: true, casts: [{ purpose: 'stepping', heads: 1, needed: 2 }] });
  });

  it('cerke_online: the short stepping cast is kept through the choice of a nearer square or giving up', () => {
    const setup = { board: { LE: 'A赤弓', LI: 'A赤兵' }, ruleset: 'cerke_online' as const };
    const short = cast(playText(position(setup), 'LE片LI心LY').state, 2).state;
    expect(lastMove(choose(short, 'LO').state)).toMatchObject({ failed: false, casts: [{ purpose: 'stepping', heads: 2, needed: 3 }] });
    expect(lastMove(choose(short, 'give-up').state)).toMatchObject({ failed: true, casts: [{ purpose: 'stepping', heads: 2, needed: 3 }] });
  });

  it('keeps the season’s latest move that cast while other moves are played; none before any', () => {
    const entered = cast(playText(start({ firstMovers: ['A'] }), 'NI片NO水').state, 4).state;
    const water = { side: 'A', move: 'NI片NO水', failed: false, casts: [{ purpose: 'water', heads: 4, needed: 3 }] };
    expect(game.view(entered)).toMatchObject({ lastMove: water, lastCast: water });
    const plain = playText(entered, 'KAI片KY').state;
    expect(game.view(plain)).toMatchObject({ lastMove: { move: 'KAI片KY', casts: [] }, lastCast: water });
    expect(game.view(start())).toMatchObject({ lastMove: null, lastCast: null });
  });

  it('names the computer opponent’s seat, or null with none', () => {
    expect(game.view(start({ bot: { side: 'IA', level: 'easy' } }))).toMatchObject({ bot: { side: 'IA', level: 'easy' } });
    expect(game.view(start())).toMatchObject({ bot: null });
  });
});
